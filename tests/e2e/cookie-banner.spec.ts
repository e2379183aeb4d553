import { COOKIE_CONSENT_KEY } from "#app/lib/cookie-consent.ts";
import { cookieBanner } from "#app/content/site.ts";
import { siteConfig } from "#app/site.config.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { pages } from "#app/content/pages.ts";
import { expect, hydrated, test, withFailingHydration } from "./fixtures.ts";

for (const action of [cookieBanner.accept, cookieBanner.closeLabel]) {
  test(`${action} stores consent and the banner stays gone after a reload`, async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: cookieBanner.label });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(cookieBanner.text);
    await expect(banner.getByRole("link", { name: cookieBanner.privacyLabel })).toHaveAttribute(
      "href",
      siteConfig.links.cookieProviderPrivacy,
    );
    await banner.getByRole("button", { name: action, exact: true }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), COOKIE_CONSENT_KEY)).toBe("true");
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("region", { name: cookieBanner.label })).toHaveCount(0);
    await page.goto("/pricing");
    await hydrated(page);
    await expect(page.getByRole("region", { name: cookieBanner.label })).toHaveCount(0);
  });
}

test("the banner never hides the focused element", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto("/contact");
  await hydrated(page);
  const banner = page.getByRole("region", { name: cookieBanner.label });
  await expect(banner).toBeVisible();
  const bannerTop = (await banner.boundingBox())!.y;
  // Tab through the page; every focused element stays above the banner.
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press("Tab");
    const inBanner = await page.evaluate(() => !!document.activeElement?.closest("section[aria-label]"));
    if (inBanner) continue;
    const box = await page.evaluate(() => {
      const r = document.activeElement?.getBoundingClientRect();
      return r ? { top: r.top, bottom: r.bottom } : null;
    });
    if (box && box.bottom > 0) expect(box.top).toBeLessThan(bannerTop);
  }
});

test("consent stays when an island's hydration fails and React renders the island again", async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, "true"), COOKIE_CONSENT_KEY);
  await page.route(pages.pricing.path, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({ response, body: withFailingHydration(html, "pricing-calculators", pricingCopy.tabs.secops) });
  });
  await page.goto(pages.pricing.path);
  await hydrated(page);
  // React rendered the calculators again, in their own words; <html> kept the first-paint script's attribute.
  await expect(page.getByRole("tab", { name: pricingCopy.tabs.secops, exact: true })).toBeVisible();
  await expect(page.getByText("(changed before hydration)")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-cookie-consent"))).toBe(true);
  await expect(page.getByRole("region", { name: cookieBanner.label })).toBeHidden();
});
