/**
 * Issue 37: the /secops comparison table on a phone (320 and 390 px): every column can be read, the capability
 * column stays put while the others scroll, and a line above says the table scrolls. Firefox: the same check in
 * firefox-comparison-table.spec.ts.
 */
import { pages } from "#app/content/pages.ts";
import { secops } from "#app/content/secops.ts";
import { uiLabels } from "#app/content/site.ts";
import { comparisonTableReach, readableOnAPhone } from "./comparison-table-reach.ts";
import { expect, test } from "./fixtures.ts";

for (const width of [320, 390]) {
  test(`at ${width} px, every column of the comparison table can be read, the first stays, and the table says it scrolls`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(pages.secops.path);
    const reach = await page.evaluate(comparisonTableReach, secops.comparison.caption);
    expect(reach).toEqual(readableOnAPhone(secops.comparison.columns));
    await expect(page.getByText(uiLabels.scrollTable)).toBeVisible();
  });
}

test("at 1440 px the whole table fits, with no hint", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(pages.secops.path);
  const reach = await page.evaluate(comparisonTableReach, secops.comparison.caption);
  expect(reach).toMatchObject({ overflows: false, everyColumnSeen: secops.comparison.columns.map(() => true) });
  await expect(page.getByText(uiLabels.scrollTable)).toBeHidden();
});
