import { campaignNavs, footerNav, mainNav } from "#app/content/navigation.ts";
import { home } from "#app/content/home.ts";
import { pages } from "#app/content/pages.ts";
import { siteConfig, termsOfServiceHref } from "#app/site.config.ts";
import { expect, hydrated, preConsent, test, viewports } from "./fixtures.ts";
import { gapUnderHeader } from "./reflow.ts";

/** The home page's platform section, which the menu's first link reaches. */
const platformAnchor = home.platform.intro.id!;

test.beforeEach(async ({ page }) => preConsent(page));

test.describe("desktop header", () => {
  test.use({ viewport: viewports.desktop });

  for (const group of mainNav.groups) {
    for (const item of group.items) {
      test(`${group.label} → ${item.label}`, async ({ page }) => {
        await page.goto(pages.contact.path);
        await hydrated(page);
        const nav = page.getByRole("navigation", { name: "Main" });
        await nav.getByRole("button", { name: group.label }).click();
        await nav.getByRole("link", { name: item.label, exact: true }).click();
        const [pathname, hash] = item.to.split("#");
        await expect(page).toHaveURL(new RegExp(`${pathname}${hash ? `#${hash}` : ""}$`));
        if (hash) await expect(page.locator(`#${hash}`)).toBeInViewport();
      });
    }
  }

  test("groups are disclosures: keyboard opens them, Escape and tabbing away close them", async ({ page }) => {
    await page.goto(pages.home.path);
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Industries" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const firstLink = nav.getByRole("link", { name: pages.federalSled.name });
    await expect(firstLink).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(firstLink).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(firstLink).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Space");
    for (let i = 0; i < 5; i += 1) await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: pages.bankingFinance.name })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.click();
    await page.locator("h1").click();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.click();
    await nav.getByRole("link", { name: pages.bankingFinance.name }).click();
    await expect(page).toHaveURL(pages.bankingFinance.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.bankingFinance.name);
    await expect(nav.getByRole("link", { name: pages.bankingFinance.name })).toBeHidden();
    await expect(nav.getByRole("button", { name: "Industries" })).toHaveAttribute("aria-expanded", "false");
  });

  for (const item of mainNav.links) {
    test(`${item.label} link, marked current on its page`, async ({ page }) => {
      await page.goto(pages.home.path);
      await hydrated(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("link", { name: item.label }).click();
      await expect(page).toHaveURL(item.to);
      await expect(nav.getByRole("link", { name: item.label })).toHaveAttribute("aria-current", "page");
    });
  }

  test("the logo goes home", async ({ page }) => {
    await page.goto(pages.pricing.path);
    await page
      .getByRole("banner")
      .getByRole("link", { name: `${siteConfig.brandName} home` })
      .click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: viewports.phone });

  for (const group of mainNav.groups) {
    for (const item of group.items) {
      test(`${group.label} → ${item.label} closes the menu`, async ({ page }) => {
        await page.goto(pages.pricing.path);
        await hydrated(page);
        const toggle = page.getByRole("button", { name: "Menu", exact: true });
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        const panel = page.getByRole("navigation", { name: "Mobile" });
        await expect(panel).toBeVisible();
        const groupDetails = panel.locator("details", { has: page.locator("summary", { hasText: group.label }) });
        await groupDetails.locator("summary").click();
        await expect(groupDetails).toHaveAttribute("open", "");
        await panel.getByRole("link", { name: item.label }).click();
        await expect(panel).toBeHidden();
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        await expect(page).toHaveURL(new RegExp(`${item.to.replace(/[/#]/g, "\\$&")}$`));
      });
    }
  }

  test("its groups are an exclusive accordion", async ({ page }) => {
    await page.goto(pages.home.path);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const panel = page.getByRole("navigation", { name: "Mobile" });
    const [first, second] = mainNav.groups.map((group) =>
      panel.locator("details", { has: page.locator("summary", { hasText: group.label }) }),
    );
    await first!.locator("summary").click();
    await expect(first!).toHaveAttribute("open", "");
    await second!.locator("summary").click();
    await expect(second!).toHaveAttribute("open", "");
    await expect(first!).not.toHaveAttribute("open", "");
  });

  test("Escape, the close button and a tap outside close it; focus returns to the toggle", async ({ page }) => {
    await page.goto(pages.home.path);
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await toggle.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(panel).toBeHidden();
    await toggle.click();
    await page.mouse.click(200, 800);
    await expect(panel).toBeHidden();
  });

  for (const item of mainNav.links) {
    test(`${item.label}`, async ({ page }) => {
      await page.goto(pages.home.path);
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: item.label }).click();
      await expect(page).toHaveURL(item.to);
    });
  }
});

test("Platform Overview from another page goes home, then scrolls to the platform section", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto(pages.secops.path);
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "AIOPS Platform" }).click();
  await nav.getByRole("link", { name: "Platform Overview" }).click();
  await expect(page).toHaveURL(`/#${platformAnchor}`);
  await expect(page.locator(`#${platformAnchor}`)).toBeInViewport();
});

test.describe("campaign navs", () => {
  test.use({ viewport: viewports.desktop });
  for (const [id, nav] of Object.entries(campaignNavs)) {
    const pagePath = pages[id as keyof typeof campaignNavs].path;
    test(`${pagePath}: anchors scroll, the CTA opens a new tab, the logo goes to ${nav.home}`, async ({ page }) => {
      await page.goto(pagePath);
      await hydrated(page);
      const header = page.getByRole("banner");
      for (const link of nav.links) {
        await header.getByRole("link", { name: link.label }).click();
        const hash = link.to.split("#")[1];
        await expect(page).toHaveURL(new RegExp(`#${hash}$`));
        await expect(page.locator(`#${hash}`)).toBeInViewport();
      }
      const cta = header.getByRole("link", { name: nav.cta!.label });
      await expect(cta).toHaveAttribute("href", nav.cta!.to);
      await expect(cta).toHaveAttribute("target", "_blank");
      await expect(cta).toHaveAttribute("rel", "noopener noreferrer");
      await header.getByRole("link", { name: `${siteConfig.brandName} home` }).click();
      await expect(page).toHaveURL(nav.home);
    });
  }
});

test.describe("footer", () => {
  test("every footer link goes where it should", async ({ page }) => {
    await page.goto(pages.home.path);
    const footer = page.getByRole("contentinfo");
    for (const column of footerNav.columns) {
      for (const item of column.items) {
        const link = footer.getByRole("navigation", { name: column.label }).getByRole("link", { name: item.label });
        await expect(link).toHaveAttribute("href", item.to);
        if (/^https?:/.test(item.to)) {
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        }
      }
    }
    // Terms of Service is a placeholder link (spec): until terms are published it asks for them by e-mail.
    await expect(footer.getByRole("link", { name: footerNav.termsLabel })).toHaveAttribute(
      "href",
      termsOfServiceHref(footerNav.termsRequestSubject),
    );
    await expect(footer.getByText(`(${footerNav.termsNote})`)).toBeVisible();
  });

  test("internal footer links navigate", async ({ page }) => {
    await page.goto(pages.home.path);
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "CMMC Readiness Accelerator" }).click();
    await expect(page).toHaveURL(pages.lpCmmcAccelerator.path);
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(pages.pricing.path);
  });
});

test.describe("an anchor's section starts just under the header", () => {
  test.use({ viewport: viewports.desktop });
  const nav = campaignNavs.lpCmmcAccelerator;
  const pagePath = pages.lpCmmcAccelerator.path;
  const anchors = nav.links.filter((link) => link.to.includes("#"));

  test("from the same page, on the first and the second click", async ({ page }) => {
    await page.goto(pagePath);
    await hydrated(page);
    for (const link of [anchors[0]!, anchors[0]!, ...anchors.slice(1)]) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.getByRole("banner").getByRole("link", { name: link.label }).click();
      const id = link.to.split("#")[1]!;
      await expect.poll(() => page.evaluate(gapUnderHeader, id)).toBeGreaterThanOrEqual(0);
      await expect.poll(() => page.evaluate(gapUnderHeader, id)).toBeLessThanOrEqual(24);
    }
  });

  test("from another page", async ({ page }) => {
    const link = anchors[0]!;
    const id = link.to.split("#")[1]!;
    await page.goto(`${pagePath}#${id}`);
    await expect.poll(() => page.evaluate(gapUnderHeader, id)).toBeGreaterThanOrEqual(0);
    await expect.poll(() => page.evaluate(gapUnderHeader, id)).toBeLessThanOrEqual(24);
    await page.goto(pages.secops.path);
    await hydrated(page);
    const main = page.getByRole("navigation", { name: "Main" });
    await main.getByRole("button", { name: mainNav.groups[0]!.label }).click();
    const platform = mainNav.groups[0]!.items.find((item) => item.to.includes("#"))!;
    await main.getByRole("link", { name: platform.label }).click();
    const platformId = platform.to.split("#")[1]!;
    await expect(page).toHaveURL(new RegExp(`#${platformId}$`));
    await expect.poll(() => page.evaluate(gapUnderHeader, platformId)).toBeGreaterThanOrEqual(0);
    await expect.poll(() => page.evaluate(gapUnderHeader, platformId)).toBeLessThanOrEqual(24);
  });
});
