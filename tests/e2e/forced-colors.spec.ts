/**
 * Forced colours (Windows High Contrast; WCAG 1.4.11): the browser repaints backgrounds with system colours, so
 * state carried by a background disappears unless the component keeps it with system colours of its own.
 */
import type { Locator } from "@playwright/test";
import { pages } from "#app/content/pages.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { expect, hydrated, preConsent, test } from "./fixtures.ts";
import { statesLostInForcedColors } from "./forced-colors.ts";
import { everyRouteAndPricingTab } from "./reflow.ts";

const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

for (const javaScriptEnabled of [true, false]) {
  test.describe(`forced colours, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test.beforeEach(async ({ page }) => {
      await preConsent(page);
      await page.emulateMedia({ forcedColors: "active" });
    });

    test("the billing switch shows on and off, and its knob and track stay visible", async ({ page }) => {
      await page.goto(`${pages.pricing.path}?tab=secops`);
      if (javaScriptEnabled) await hydrated(page);
      const control = page.getByRole("switch", { name: pricingCopy.billingLabel });
      const track = control.locator("xpath=following-sibling::span[1]");
      const look = () =>
        track.evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            track: style.backgroundColor,
            border: style.borderTopColor,
            borderWidth: style.borderTopWidth,
            knob: getComputedStyle(element.firstElementChild!).backgroundColor,
          };
        });
      await expect(control).toBeChecked();
      const on = await look();
      await control.uncheck();
      // The track's colour eases over 150 ms: read it once the change has settled.
      await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
      const off = await look();
      expect(on.track).not.toBe(off.track);
      for (const state of [on, off]) {
        expect(state.knob).not.toBe(state.track);
        expect(state.borderWidth).not.toBe("0px");
      }
      const page_ = await background(page.locator("main"));
      expect(off.border).not.toBe(page_);
    });

    // Every route and pricing tab: the current page's link, the selected tab, the chosen plan card (the same
    // check runs in Firefox).
    // JavaScript off changes the states only where the pricing tabs become links: those pages in both modes.
    for (const path of everyRouteAndPricingTab.filter(
      (path) => javaScriptEnabled || path.startsWith(pages.pricing.path),
    )) {
      test(`${path}: every state shows without its colours`, async ({ page }) => {
        await page.goto(path);
        if (javaScriptEnabled) await hydrated(page);
        expect(await page.evaluate(statesLostInForcedColors)).toEqual([]);
      });
    }

    test("the selected pricing tab stands out from the others", async ({ page }) => {
      await page.goto(pages.pricing.path);
      if (javaScriptEnabled) await hydrated(page);
      const selected = javaScriptEnabled
        ? page.getByRole("tab", { selected: true })
        : page.getByRole("navigation", { name: pricingCopy.tabsLabel }).locator('[aria-current="page"]');
      const other = javaScriptEnabled
        ? page.getByRole("tab", { selected: false }).first()
        : page.getByRole("navigation", { name: pricingCopy.tabsLabel }).locator("a:not([aria-current])").first();
      expect(await background(selected)).not.toBe(await background(other));
    });
  });
}
