/** Issue 37 in Firefox: the /secops comparison table on a phone, as comparison-table.spec.ts checks it in Chromium. */
import { pages } from "#app/content/pages.ts";
import { secops } from "#app/content/secops.ts";
import { uiLabels } from "#app/content/site.ts";
import { comparisonTableReach, readableOnAPhone } from "./comparison-table-reach.ts";
import { expect, test } from "./fixtures.ts";
import { firefoxForThisFile } from "./firefox.ts";

const firefox = firefoxForThisFile();

for (const width of [320, 390]) {
  test(`Firefox at ${width} px: every column of the comparison table can be read, and the first stays`, async () => {
    const page = await firefox.open(pages.secops.path, { width, height: 800 });
    try {
      const reach = await page.evaluate(comparisonTableReach, secops.comparison.caption);
      expect(reach).toEqual(readableOnAPhone(secops.comparison.columns));
      // A mouse does not swipe: the line that says to is for a touch screen only (issue 47).
      const cueShown = await page.evaluate(
        (words) =>
          [...document.querySelectorAll("p")].find((p) => p.textContent?.startsWith(words))?.checkVisibility() ?? null,
        uiLabels.scrollTable,
      );
      expect(cueShown).toBe(false);
    } finally {
      await page.close();
    }
  });
}
