/** Issue 37 in Firefox: the home page's height, and the modules' diagrams, as product-drawn.spec.ts checks them. */
import { governance } from "#app/content/governance.ts";
import { pages } from "#app/content/pages.ts";
import { secops } from "#app/content/secops.ts";
import { diagramDescription } from "#app/lib/diagram/description.ts";
import { expect, test } from "./fixtures.ts";
import { readerSpacing } from "#app/lib/text-width.ts";
import { firefoxForThisFile, setViewport } from "./firefox.ts";
import { diagramsOnPage, diagramWordsOutsideTheirBoxes, homeHeightLimit, pageShape } from "./product-drawn.ts";
import { spaceText } from "./reflow.ts";

const firefox = firefoxForThisFile();

for (const width of [390, 1440] as const) {
  test(`Firefox at ${width} px: the home page is at most two thirds of its height before; the modules are drawn`, async () => {
    const page = await firefox.open(pages.home.path, { width, height: 900 });
    try {
      expect((await page.evaluate(pageShape)).height).toBeLessThanOrEqual(homeHeightLimit(width));
      for (const [path, diagram] of [
        [pages.secops.path, secops.diagram],
        [pages.governance.path, governance.diagram],
      ] as const) {
        await page.goto(firefox.url(path));
        expect(await page.evaluate(diagramsOnPage)).toEqual([
          {
            name: diagram.title,
            description: diagramDescription(diagram),
            visible: true,
            stages: diagram.stages.length,
          },
        ]);
      }
    } finally {
      await page.close();
    }
  });
}

test("Firefox: every diagram keeps its words inside their boxes, with a reader's text spacing too (WCAG 1.4.12)", async () => {
  const page = await firefox.open(pages.home.path, { width: 390, height: 900 });
  try {
    for (const width of [390, 1440]) {
      await setViewport(page, { width, height: 900 });
      for (const path of [pages.home.path, pages.secops.path, pages.governance.path]) {
        await page.goto(firefox.url(path));
        expect(await page.evaluate(diagramWordsOutsideTheirBoxes), `${path} at ${width} px`).toEqual([]);
        await page.evaluate(spaceText, readerSpacing);
        expect(await page.evaluate(diagramWordsOutsideTheirBoxes), `${path} at ${width} px, spaced`).toEqual([]);
      }
    }
  } finally {
    await page.close();
  }
});
