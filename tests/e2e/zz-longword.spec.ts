import { expect, test } from "./fixtures.ts";
import { everyRouteAndPricingTab, lengthenEveryText, textCutOff } from "./reflow.ts";
for (const path of everyRouteAndPricingTab)
  test(`long words ${path}`, async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await page.evaluate(lengthenEveryText);
      expect(await page.evaluate(textCutOff), `${width}`).toEqual([]);
    }
  });
