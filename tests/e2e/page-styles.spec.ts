/**
 * Issue 33, decision 0020: each page carries its own stylesheet, compiled for the classes its HTML and its islands
 * use. What a visitor sees with it must be exactly what the site's whole stylesheet shows: every element's (and
 * ::before/::after's) computed style is compared, on every route and pricing tab, on a phone and a wide screen,
 * after the islands have woken, and in the states the islands render later (an open menu, a form's errors).
 */
import type { Page } from "@playwright/test";
import { contactForm } from "#app/content/forms.ts";
import { candidatesInAppCode, stylesheetFor } from "#scripts/build/page-styles.ts";
import { expect, hydrated, test, viewports } from "./fixtures.ts";
import { everyRouteAndPricingTab } from "./reflow.ts";

let wholeSite: string;
test.beforeAll(async () => {
  // Every class the site's code holds: a superset of any page's.
  wholeSite = await stylesheetFor(candidatesInAppCode());
});

/**
 * Every computed property of every element and its ::before/::after, with the page's own stylesheet and then with
 * the whole site's; returns what differs (empty when the page's own sheet misses nothing).
 */
async function differencesFromWholeSheet(page: Page): Promise<string[]> {
  return page.evaluate((whole) => {
    const sheet = [...document.querySelectorAll("style")].find((style) =>
      style.textContent?.startsWith("/*! tailwindcss"),
    );
    if (!sheet) return ["no site stylesheet in the page"];
    const own = sheet.textContent!;
    // Each element, and its ::before/::after where either sheet generates one (content other than none/normal).
    const elements = [document.documentElement, ...document.body.querySelectorAll("*")];
    const generated = new Set<string>();
    for (const css of [own, whole]) {
      sheet.textContent = css;
      elements.forEach((element, index) => {
        for (const pseudo of ["::before", "::after"]) {
          if (!["none", "normal"].includes(getComputedStyle(element, pseudo).content))
            generated.add(`${index}${pseudo}`);
        }
      });
    }
    sheet.textContent = own;
    const targets: [Element, string | null][] = elements.flatMap((element, index) => [
      [element, null] as [Element, string | null],
      ...["::before", "::after"]
        .filter((pseudo) => generated.has(`${index}${pseudo}`))
        .map((pseudo) => [element, pseudo] as [Element, string | null]),
    ]);
    // The properties either sheet declares: a difference between the two sheets is a rule one has and the other
    // lacks, and it shows in a property that rule declares, on the element it matches (what follows from it, in
    // other properties or on the element's children, follows from that property's value). Reading those alone, not
    // every one of Chromium's ~480 computed properties, took a width's test from about 50 s to 12 s (a rule taken out
    // of a page's own sheet is still found). Custom properties only matter where a property uses them, and those
    // are compared: the whole sheet defines every theme variable, a page's own only those its classes use.
    const declared = [
      ...new Set([...`${own}\n${whole}`.matchAll(/[{;]\s*(-?[a-z][a-z0-9-]*)\s*:/g)].map((match) => match[1]!)),
    ];
    const styleOf = ([element, pseudo]: [Element, string | null]) => {
      const style = getComputedStyle(element, pseudo);
      return declared.map((name) => `${name}: ${style.getPropertyValue(name)}`).join("; ");
    };
    const withOwn = targets.map(styleOf);
    sheet.textContent = whole;
    const withWhole = targets.map(styleOf);
    sheet.textContent = own;
    const differences: string[] = [];
    withOwn.forEach((values, index) => {
      // A used value (an auto margin) read while the page is still settling can differ between two reads with the
      // same sheet: only what the page's own sheet shows twice, and the whole sheet not, is a difference.
      if (values === withWhole[index] || values !== styleOf(targets[index]!)) return;
      const [element, pseudo] = targets[index]!;
      const mine = values.split("; ");
      const theirs = new Set(withWhole[index]!.split("; "));
      differences.push(
        `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">${pseudo ?? ""}: ` +
          mine.filter((value) => !theirs.has(value)).join("; "),
      );
    });
    return differences.slice(0, 10);
  }, wholeSite);
}

for (const [name, viewport] of Object.entries(viewports)) {
  test(`every page at ${name} width looks the same with its own stylesheet as with the whole site's`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const path of everyRouteAndPricingTab) {
      await page.goto(path);
      await hydrated(page);
      expect(await differencesFromWholeSheet(page), path).toEqual([]);
    }
    await context.close();
  });
}

test("the states islands and menus show later are styled by the page's own stylesheet", async ({ browser }) => {
  const context = await browser.newContext({ viewport: viewports.phone, reducedMotion: "reduce" });
  const page = await context.newPage();
  // The phone menu, open.
  for (const path of ["/", "/lp/cmmc-accelerator"]) {
    await page.goto(path);
    await hydrated(page);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.locator("[popover]:popover-open")).toHaveCount(1);
    expect(await differencesFromWholeSheet(page), `${path}, menu open`).toEqual([]);
  }
  // A form the island has checked: every field's error shown.
  await page.goto("/contact");
  await hydrated(page);
  await page.getByRole("button", { name: contactForm.submit }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  expect(await differencesFromWholeSheet(page), "/contact with errors").toEqual([]);
  await context.close();
});
