/**
 * Issue 32 in Chromium: what a visitor does to an island before its scripts run, while they wake and after is
 * kept, with the caret and the focus where the visitor left them (first-touch-cases.ts). And a pricing tab tapped
 * at any of those moments shows its tab, by one navigation or none, never both and never neither.
 */
import type { Page } from "@playwright/test";
import { pricingCopy } from "#app/content/pricing.ts";
import { pages } from "#app/content/pages.ts";
import { expect, holdScripts, preConsent, test } from "./fixtures.ts";
import {
  type Driver,
  checkFirstTouch,
  firstTouchCases,
  islandsLive,
  moments,
  readControls,
} from "./first-touch-cases.ts";

function driverFor(page: Page): Driver {
  return {
    click: (selector) => page.click(selector),
    focus: (selector) => page.focus(selector),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    insert: (text) => page.keyboard.insertText(text),
    drag: async (selector, fraction) => {
      await page.locator(selector).scrollIntoViewIfNeeded();
      const box = (await page.locator(selector).boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 2, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * fraction, y, { steps: 5 });
      await page.mouse.up();
    },
  };
}

test.describe("the first touch is kept", () => {
  test.beforeEach(async ({ page }) => preConsent(page));

  for (const { path, uses } of firstTouchCases) {
    for (const moment of moments) {
      test(`${path}: ${uses.map((use) => use.name).join(", ")}, ${moment}`, async ({ page }) => {
        const release = await holdScripts(page);
        await page.goto(path);
        await checkFirstTouch(
          {
            driver: driverFor(page),
            readControls: (selectors) => page.evaluate(readControls, selectors),
            waitFor: (predicate) => page.waitForFunction(predicate),
            release,
          },
          uses,
          moment,
        );
      });
    }
  }
});

test.describe("a pricing tab tapped at any moment", () => {
  test.beforeEach(async ({ page }) => preConsent(page));

  for (const moment of moments) {
    test(`shows its tab, by one navigation or none, ${moment}`, async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(pages.pricing.path);
      if (moment !== "before the scripts run") release();
      if (moment === "after the islands are live") await page.waitForFunction(islandsLive);
      // Page loads after the tap (a link's navigation), and a mark on this page's window that survives only in place.
      let loads = 0;
      page.on("load", () => (loads += 1));
      await page.evaluate(() => Object.assign(window, { beforeTheTap: true }));
      const live = await page.evaluate(islandsLive);
      await page.locator("main form nav a", { hasText: pricingCopy.tabs.secops }).click();
      release();
      await page.waitForFunction(islandsLive);
      const secops = page.locator("main form nav a", { hasText: pricingCopy.tabs.secops });
      await expect(secops).toHaveAttribute("aria-selected", "true");
      await expect(page).toHaveURL(/[?&]tab=secops\b/);
      const inPlace = await page.evaluate(() => "beforeTheTap" in window);
      // Live before the tap: in place, no page load. Otherwise in place or by the link, and then one load only.
      if (live) expect({ inPlace, loads }).toEqual({ inPlace: true, loads: 0 });
      else expect(loads).toBe(inPlace ? 0 : 1);
    });
  }
});
