/**
 * A buyer prints the pricing page for a meeting, or saves it as a PDF for procurement (app.css, "On paper"). Firefox
 * prints it in firefox.spec.ts.
 */
import { pricingCopy } from "#app/content/pricing.ts";
import { cookieBanner, uiLabels } from "#app/content/site.ts";
import { expectPrintedPricing } from "./printed-pricing.ts";
import { expect, test } from "./fixtures.ts";

/** WCAG's contrast ratio of a CSS colour ("rgb(r, g, b)") on white paper. */
function contrastOnWhite(color: string): number {
  const [r, g, b] = color
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  return 1.05 / (luminance + 0.05);
}

test("the pricing page prints its plans and prices in dark words on white, without what only works on a screen", async ({
  page,
}) => {
  await page.goto("/pricing");
  await expect(page.getByRole("region", { name: cookieBanner.label })).toBeVisible();
  const headline = page.getByRole("heading", { level: 1 });
  const words = (await headline.textContent())!;

  await page.emulateMedia({ media: "print" });
  // The hero is a navy band on screen, which a printer drops: its words print dark on the paper.
  const inks = await headline.evaluate((h1) => [
    getComputedStyle(h1).color,
    getComputedStyle(h1.closest("section")!).backgroundColor,
  ]);
  expect(contrastOnWhite(inks[0]!)).toBeGreaterThanOrEqual(7);
  expect(inks[1]).toBe("rgba(0, 0, 0, 0)");
  await expect(page.getByRole("region", { name: cookieBanner.label })).toBeHidden();
  await expect(page.getByRole("navigation", { name: uiLabels.mainNav })).toBeHidden();
  await expect(page.getByRole("button", { name: pricingCopy.update.label })).toBeHidden();

  expectPrintedPricing(await page.pdf({ format: "Letter" }), words);
});
