/**
 * Forced colours in Firefox ("override the colours specified by the page: always", which Windows High Contrast
 * users get): every state on every route and pricing tab still shows, and the billing switch shows on and off.
 * The same checks run in Chromium (forced-colors.spec.ts).
 */
import { pricingCopy } from "#app/content/pricing.ts";
import { pages } from "#app/content/pages.ts";
import { expect, test } from "./fixtures.ts";
import { byRole, firefoxForThisFile, hydrated, visibleElement, waitUntil } from "./firefox.ts";
import { statesLostInForcedColors } from "./forced-colors.ts";
import { diagramPaintOutsideSystemColors } from "./product-drawn.ts";
import { everyRouteAndPricingTab } from "./reflow.ts";

const firefox = firefoxForThisFile({ forcedColors: true });

test("Firefox: the forced-colours preference is on", async () => {
  const page = await firefox.open("/", { width: 1280, height: 900 });
  expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
  await page.close();
});

for (const path of everyRouteAndPricingTab) {
  test(`Firefox: ${path}: every state shows without its colours`, async () => {
    const page = await firefox.open(path, { width: 1280, height: 900 });
    expect(await page.evaluate(statesLostInForcedColors)).toEqual([]);
    await page.close();
  });
}

test("Firefox: the billing switch looks different on and off, and its track and knob stay visible", async () => {
  const page = await firefox.open(`${pages.pricing.path}?tab=secops`, { width: 1280, height: 900 });
  await hydrated(page);
  const control = await visibleElement(page, byRole("switch", pricingCopy.billingLabel));
  const look = () =>
    control.evaluate((element) => {
      const track = element.nextElementSibling!;
      const style = getComputedStyle(track);
      return {
        checked: (element as HTMLInputElement).checked,
        track: style.backgroundColor,
        borderWidth: style.borderTopWidth,
        knob: getComputedStyle(track.firstElementChild!).backgroundColor,
      };
    });
  const on = await look();
  await control.click();
  await waitUntil(
    page,
    (selector) => !document.querySelector<HTMLInputElement>(selector)!.checked,
    'input[role="switch"]',
  );
  // The track's colour eases over 150 ms: read it once the change has settled.
  await waitUntil(page, () => document.getAnimations().length === 0);
  const off = await look();
  expect([on.checked, off.checked]).toEqual([true, false]);
  expect(on.track).not.toBe(off.track);
  for (const state of [on, off]) {
    expect(state.knob).not.toBe(state.track);
    expect(state.borderWidth).not.toBe("0px");
  }
  await page.close();
});

test("Firefox: each module's diagram is painted in system colours, its boxes, arrows and words all visible (issue 37)", async () => {
  for (const path of [pages.home.path, pages.secops.path, pages.governance.path]) {
    const page = await firefox.open(path, { width: 1280, height: 900 });
    expect(await page.evaluate(diagramPaintOutsideSystemColors), path).toEqual([]);
    await page.close();
  }
});
