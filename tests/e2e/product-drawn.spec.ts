/** Issue 37 in Chromium: the home page's rhythm and height, and the modules drawn (firefox-product-drawn.spec.ts). */
import { governance } from "#app/content/governance.ts";
import { home } from "#app/content/home.ts";
import { pages } from "#app/content/pages.ts";
import { secops } from "#app/content/secops.ts";
import { diagramDescription } from "#app/lib/diagram/description.ts";
import { expect, test } from "./fixtures.ts";
import { readerSpacing } from "#app/lib/text-width.ts";
import {
  diagramPaintOutsideSystemColors,
  diagramsOnPage,
  diagramWordsOutsideTheirBoxes,
  homeHeightLimit,
  pageShape,
} from "./product-drawn.ts";
import { spaceText } from "./reflow.ts";

/** The home page's sections the spec lists, in its order (hero and call to action have no id). */
const homeSectionIds = [
  home.differentiators.intro.id,
  home.platform.intro.id,
  home.whoWeServe.intro.id,
  home.leadership.intro.id,
  home.whyChoose.intro.id,
  home.trustedBy.intro.id,
  home.about.intro.id,
];

for (const width of [390, 1440] as const) {
  test(`the home page at ${width} px is at most two thirds of its height before, with every section in order`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(pages.home.path);
    const shape = await page.evaluate(pageShape);
    expect(shape.sections).toEqual(homeSectionIds);
    expect(shape.height).toBeLessThanOrEqual(homeHeightLimit(width));
  });
}

const drawn = [
  { path: pages.secops.path, diagrams: [secops.diagram] },
  { path: pages.governance.path, diagrams: [governance.diagram] },
];

for (const { path, diagrams } of drawn) {
  test(`${path} draws its module as one image named by its title and described in words, at 390 and 1440 px`, async ({
    page,
  }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      expect(await page.evaluate(diagramsOnPage)).toEqual(
        diagrams.map((diagram) => ({
          name: diagram.title,
          description: diagramDescription(diagram),
          visible: true,
          stages: diagram.stages.length,
        })),
      );
      // Its name is its title alone; every stage drawn is in its description (issue 47).
      const image = page.getByRole("img", { name: diagrams[0]!.title, exact: true });
      await expect(image).toBeVisible();
      await expect(image).toHaveAccessibleDescription(diagramDescription(diagrams[0]!));
      for (const stage of diagrams[0]!.stages) {
        // The words drawn are the content's, each label on one or two lines of its box.
        const drawnText = await page.locator('svg[role="img"]').first().textContent();
        expect(drawnText!.replace(/\s+/g, "")).toContain(stage.label.replace(/\s+/g, ""));
      }
    }
  });
}

test("the home page draws both modules beside its headline on a wide screen, not the old unlabelled sketch", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(pages.home.path);
  const diagrams = await page.evaluate(diagramsOnPage);
  expect(diagrams.map((diagram) => [diagram.name, diagram.visible])).toEqual([
    [secops.diagram.title, true],
    [governance.diagram.title, true],
  ]);
});

test("every diagram keeps its words inside their boxes, with a reader's text spacing too (WCAG 1.4.12)", async ({
  page,
}) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [pages.home.path, pages.secops.path, pages.governance.path]) {
      await page.goto(path);
      expect(await page.evaluate(diagramWordsOutsideTheirBoxes), `${path} at ${width} px`).toEqual([]);
      await page.evaluate(spaceText, readerSpacing);
      expect(await page.evaluate(diagramWordsOutsideTheirBoxes), `${path} at ${width} px, spaced`).toEqual([]);
    }
  }
});

test("under forced colours each diagram's boxes, arrows and words are painted in system colours", async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
  for (const path of [pages.secops.path, pages.governance.path]) {
    await page.goto(path);
    expect(await page.evaluate(diagramPaintOutsideSystemColors)).toEqual([]);
  }
});
