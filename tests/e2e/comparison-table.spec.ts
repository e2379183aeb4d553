/**
 * Issue 37: the /secops comparison table on a phone (320 and 390 px): every column can be read, the capability
 * column stays put while the others scroll, and on a touch screen a line says the table scrolls until it is swiped. Firefox: the same check in
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
    // A mouse does not swipe: the line is for a finger only (issue 47).
    await expect(page.getByText(uiLabels.scrollTable)).toBeHidden();
  });

  test(`at ${width} px on a touch screen, the line says the table scrolls, and the first swipe carries it away`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(pages.secops.path);
    const cue = page.getByText(uiLabels.scrollTable);
    await expect(cue).toBeVisible();
    const region = page.getByRole("region", { name: secops.comparison.caption });
    await region.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    await expect(cue, "gone once the table has been scrolled").toBeHidden();
    await region.evaluate((element) => (element.scrollLeft = 0));
    await expect(cue, "back at the start").toBeVisible();
    await context.close();
  });
}

test("at 1440 px the whole table fits, with no hint", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(pages.secops.path);
  const reach = await page.evaluate(comparisonTableReach, secops.comparison.caption);
  expect(reach).toMatchObject({ overflows: false, everyColumnSeen: secops.comparison.columns.map(() => true) });
  await expect(page.getByText(uiLabels.scrollTable)).toBeHidden();
});
