/**
 * HTML first (docs/decisions/0005-html-first.md): every route works with JavaScript off, and every menu and
 * the cookie banner answer the first tap at first paint, while the page's scripts are still on their way.
 */
import type { Page } from "@playwright/test";
import { campaignNavs, footerNav, mainNav } from "#app/content/navigation.ts";
import { home } from "#app/content/home.ts";
import { heroes } from "#app/content/heroes.ts";
import { notFoundPath, pageList, pages } from "#app/content/pages.ts";
import { cookieBanner, notFound, uiLabels } from "#app/content/site.ts";
import { expect, holdScripts, hydrated, menuToggle, preConsent, test, viewports } from "./fixtures.ts";

/** The home page's platform section, which the menu's first link reaches. */
const platformAnchor = home.platform.intro.id!;

const routeLinks = [...mainNav.groups.flatMap((group) => group.items), ...mainNav.links];

/** Opens the phone menu (JavaScript off: its toggle is a link) and, if the link sits in a group, that group. */
async function openPhoneMenuFor(page: Page, label: string) {
  await menuToggle(page, uiLabels.menu, false).click();
  const panel = page.getByRole("navigation", { name: uiLabels.mobileNav });
  const group = mainNav.groups.find((g) => g.items.some((item) => item.label === label));
  if (group) await panel.locator("summary", { hasText: group.label }).click();
  return panel;
}

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => preConsent(page));

  test.describe("desktop", () => {
    test.use({ viewport: viewports.desktop });
    for (const item of routeLinks) {
      test(`the header reaches ${item.to}`, async ({ page }) => {
        await page.goto(pages.secops.path);
        const nav = page.getByRole("navigation", { name: uiLabels.mainNav });
        const group = mainNav.groups.find((g) => g.items.includes(item));
        if (group) await menuToggle(nav, group.label, false).click();
        await nav.getByRole("link", { name: item.label, exact: true }).click();
        await expect(page).toHaveURL(item.to);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        if (item.to.includes("#")) await expect(page.locator(`#${platformAnchor}`)).toBeInViewport();
      });
    }

    test("the campaign pages are reached from the footer, and their own navs work", async ({ page }) => {
      await page.goto(pages.home.path);
      const programs = footerNav.columns.find((column) => column.items.some((i) => i.to === pages.lpGovernance.path))!;
      for (const target of [pages.lpGovernance, pages.lpCmmcAccelerator]) {
        await page.goto(pages.home.path);
        const label = programs.items.find((i) => i.to === target.path)!.label;
        await page.getByRole("contentinfo").getByRole("link", { name: label }).click();
        await expect(page).toHaveURL(target.path);
        const nav = page.getByRole("navigation", { name: uiLabels.mainNav });
        const id = target.id === "lpGovernance" ? "lpGovernance" : "lpCmmcAccelerator";
        for (const link of campaignNavs[id].links) {
          await nav.getByRole("link", { name: link.label }).click();
          await expect(page.locator(`#${link.to.split("#")[1]}`)).toBeInViewport();
        }
      }
    });
  });

  test.describe("phone", () => {
    test.use({ viewport: viewports.phone });
    for (const item of routeLinks) {
      test(`the phone menu reaches ${item.to}`, async ({ page }) => {
        await page.goto(pages.governance.path);
        const panel = await openPhoneMenuFor(page, item.label);
        await panel.getByRole("link", { name: item.label, exact: true }).click();
        await expect(page).toHaveURL(item.to);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      });
    }
  });

  test.describe("a menu closes after a choice on the same page", () => {
    test("phone: the campaign page's menu, on the first and the second choice; its toggle closes it", async ({
      page,
    }) => {
      await page.setViewportSize(viewports.phone);
      await page.goto(pages.lpCmmcAccelerator.path);
      const panel = page.getByRole("navigation", { name: uiLabels.mobileNav });
      const link = campaignNavs.lpCmmcAccelerator.links.find((item) => item.to.includes("#"))!;
      const id = link.to.split("#")[1]!;
      for (let choice = 0; choice < 2; choice += 1) {
        await menuToggle(page, uiLabels.menu, false).click();
        await expect(panel).toBeVisible();
        await panel.getByRole("link", { name: link.label }).click();
        await expect(panel).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(page.locator(`#${id}`)).toBeInViewport();
      }
      await menuToggle(page, uiLabels.menu, false).click();
      await expect(panel).toBeVisible();
      await menuToggle(page, uiLabels.closeMenu, false).click();
      await expect(panel).toBeHidden();
    });

    test("desktop: Platform Overview on the home page; a group's toggle closes it again", async ({ page }) => {
      await page.setViewportSize(viewports.desktop);
      await page.goto(pages.home.path);
      const nav = page.getByRole("navigation", { name: uiLabels.mainNav });
      const group = mainNav.groups.find((g) => g.items.some((item) => item.to.includes("#")))!;
      const item = group.items.find((i) => i.to.includes("#"))!;
      for (let choice = 0; choice < 2; choice += 1) {
        await menuToggle(nav, group.label, false).click();
        await nav.getByRole("link", { name: item.label, exact: true }).click();
        await expect(nav.getByRole("link", { name: item.label, exact: true })).toBeHidden();
        await expect(page.locator(`#${platformAnchor}`)).toBeInViewport();
      }
      await menuToggle(nav, group.label, false).click();
      await expect(nav.getByRole("link", { name: item.label, exact: true })).toBeVisible();
      await menuToggle(nav, group.label, false).click();
      await expect(nav.getByRole("link", { name: item.label, exact: true })).toBeHidden();
    });
  });

  test("every route shows all its content", async ({ page }) => {
    for (const route of pageList) {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      // Nothing waits for a script to reveal it.
      const hidden = await page.locator("main [hidden], main [style*='opacity: 0'], main [style*='opacity:0']").count();
      expect(hidden, route.path).toBe(0);
    }
  });

  test("an unknown path, or an unknown industry, gets the 404 page with status 404", async ({ page }) => {
    for (const path of ["/no/such/page", "/industries/nowhere"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(notFound.heading);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    }
  });

  test("no cookie banner, since nothing can be stored", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pages.home.path);
    await expect(page.getByRole("region", { name: cookieBanner.label })).toBeHidden();
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });
});

test.describe("one page per URL", () => {
  for (const page of pageList.filter((p) => p.path !== "/")) {
    const variants = [page.path.toUpperCase(), page.path.toLowerCase(), `${page.path.toUpperCase()}/`].filter(
      (variant) => variant !== page.path && variant !== `${page.path}/`,
    );
    test(`case variants of ${page.path} answer 301`, async ({ request }) => {
      for (const variant of variants) {
        const response = await request.get(`${variant}?tab=x`, { maxRedirects: 0 });
        expect(response.status(), variant).toBe(301);
        expect(response.headers().location, variant).toBe(`${page.path}?tab=x`);
      }
    });
  }

  test("a case variant opened in the browser shows one page", async ({ page }) => {
    await page.goto("/lp/governance");
    await expect(page).toHaveURL(pages.lpGovernance.path);
    await hydrated(page);
    await expect(page.locator("main")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("banner")).toHaveCount(1);
  });

  test(`${notFoundPath} itself is not found`, async ({ request }) => {
    expect((await request.get(notFoundPath, { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe("scripts held back: the first tap at first paint works", () => {
  async function expectNotHydrated(page: Page) {
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  }

  for (const route of [...pageList.map((p) => p.path), "/missing-page"]) {
    test(`${route} at 390 px: cookie banner and phone menu`, async ({ page }) => {
      await page.setViewportSize(viewports.phone);
      const release = await holdScripts(page);
      await page.goto(route, { waitUntil: "domcontentloaded" });
      const banner = page.getByRole("region", { name: cookieBanner.label });
      await banner.getByRole("button", { name: cookieBanner.accept, exact: true }).click();
      await expect(banner).toBeHidden();
      await page.getByRole("button", { name: uiLabels.menu, exact: true }).click();
      const panel = page.getByRole("navigation", { name: uiLabels.mobileNav });
      await expect(panel).toBeVisible();
      const summaries = panel.locator("summary");
      if ((await summaries.count()) > 0) {
        await summaries.first().click();
        await expect(panel.getByRole("link").first()).toBeVisible();
      }
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expectNotHydrated(page);
      release();
    });

    test(`${route} at 1440 px: header menus`, async ({ page }) => {
      await page.setViewportSize(viewports.desktop);
      await preConsent(page);
      const release = await holdScripts(page);
      await page.goto(route, { waitUntil: "domcontentloaded" });
      const nav = page.getByRole("navigation", { name: uiLabels.mainNav });
      const groupButtons = nav.getByRole("button");
      const count = await groupButtons.count();
      for (let i = 0; i < count; i += 1) {
        const button = groupButtons.nth(i);
        await button.click();
        await expect(button).toHaveAttribute("aria-expanded", "true");
        await page.keyboard.press("Escape");
        await expect(button).toHaveAttribute("aria-expanded", "false");
        await expect(button).toBeFocused();
      }
      // Campaign pages have no groups; their nav is links, which need no script.
      if (count === 0) await expect(nav.getByRole("link").first()).toBeVisible();
      await expectNotHydrated(page);
      release();
    });
  }
});

test.describe("anchors every time", () => {
  test.use({ viewport: viewports.desktop });
  test.beforeEach(async ({ page }) => preConsent(page));

  async function scrollAway(page: Page) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  }

  test("Platform Overview scrolls to the section on every choice and closes its menu", async ({ page }) => {
    await page.goto(pages.home.path);
    const nav = page.getByRole("navigation", { name: uiLabels.mainNav });
    const group = mainNav.groups.find((g) => g.items.some((i) => i.to.endsWith(`#${platformAnchor}`)))!;
    const item = group.items.find((i) => i.to.endsWith(`#${platformAnchor}`))!;
    for (let i = 0; i < 2; i += 1) {
      await scrollAway(page);
      await nav.getByRole("button", { name: group.label }).click();
      await nav.getByRole("link", { name: item.label }).click();
      await expect(page.locator(`#${platformAnchor}`)).toBeInViewport();
      await expect(nav.getByRole("link", { name: item.label })).toBeHidden();
      await expect(nav.getByRole("button", { name: group.label })).toHaveAttribute("aria-expanded", "false");
    }
  });

  test("from another page, Platform Overview lands on the section", async ({ page }) => {
    await page.goto(pages.secops.path);
    const nav = page.getByRole("navigation", { name: uiLabels.mainNav });
    await nav.getByRole("button", { name: mainNav.groups[0]!.label }).click();
    await nav.getByRole("link", { name: mainNav.groups[0]!.items[0]!.label }).click();
    await expect(page).toHaveURL(`/#${platformAnchor}`);
    await expect(page.locator(`#${platformAnchor}`)).toBeInViewport();
  });

  for (const [id, nav] of Object.entries(campaignNavs)) {
    const path = nav.links[0]!.to.split("#")[0]!;
    test(`${path}: every campaign-nav anchor, twice, on the hydrated page`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const header = page.getByRole("navigation", { name: uiLabels.mainNav });
      for (const link of nav.links) {
        for (let i = 0; i < 2; i += 1) {
          await scrollAway(page);
          await header.getByRole("link", { name: link.label }).click();
          await expect(page.locator(`#${link.to.split("#")[1]}`), `${id} ${link.label}`).toBeInViewport();
        }
      }
    });
  }

  test("Explore Features scrolls to the features on every click", async ({ page }) => {
    const action = heroes.governance.actions!.find((a) => a.to.includes("#"))!;
    await page.goto(pages.governance.path);
    for (let i = 0; i < 2; i += 1) {
      await scrollAway(page);
      await page.getByRole("main").getByRole("link", { name: action.label }).click();
      await expect(page.locator(`#${action.to.split("#")[1]}`)).toBeInViewport();
    }
  });

  test("a phone-menu anchor closes the menu and scrolls", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    const link = campaignNavs.lpGovernance.links[1]!;
    await page.goto(pages.lpGovernance.path);
    await hydrated(page);
    for (let i = 0; i < 2; i += 1) {
      await scrollAway(page);
      await page.getByRole("button", { name: uiLabels.menu, exact: true }).click();
      const panel = page.getByRole("navigation", { name: uiLabels.mobileNav });
      await panel.getByRole("link", { name: link.label }).click();
      await expect(panel).toBeHidden();
      await expect(page.locator(`#${link.to.split("#")[1]}`)).toBeInViewport();
    }
  });
});

test.describe("islands wake by themselves once the page has painted (decision 0016)", () => {
  test("after load the scripts are fetched and run without any interaction, and what was typed before stays", async ({
    page,
  }) => {
    await preConsent(page);
    const release = await holdScripts(page);
    await page.goto(pages.contact.path, { waitUntil: "load" });
    // The keyboard reaches the first field while the scripts are still on their way: typing works in the HTML.
    const field = page.locator("[data-island] input:not([type=hidden])").first();
    await field.focus();
    await page.keyboard.type("Ada");
    release();
    // Fetched once the page has painted: module preloads for every chunk; then React hydrates with no other
    // sign from the visitor, and keeps what was typed.
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length))
      .toBeGreaterThan(1);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
    await expect(field).toHaveValue("Ada");
    await expect(field).toBeFocused();
  });

  test("with no visitor at all, the islands are live soon after load", async ({ page }) => {
    await preConsent(page);
    await page.goto(pages.pricing.path, { waitUntil: "load" });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
  });

  test("a content page has no island and loads no module", async ({ page }) => {
    await page.goto(pages.governance.path, { waitUntil: "load" });
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"], script[type="module"]').length),
    ).toBe(0);
  });
});
