/**
 * The pricing page on paper (app.css, "On paper"), as print.spec.ts (Chromium) and firefox.spec.ts (Firefox) print
 * it: the engine's own PDF of the page, read back as a buyer's tools read it (pdftotext, poppler-utils).
 */
import { execFileSync } from "node:child_process";
import { cookieBanner } from "#app/content/site.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { governanceSummary } from "#app/lib/pricing/line-items.ts";
import { governancePlans } from "#app/lib/pricing/plans.ts";
import { defaultPricingState } from "#app/lib/pricing/url-state.ts";
import { expectRowsInOrder, pdfLines } from "#tests/pdf-lines.ts";
import { expect } from "./fixtures.ts";

/** The words of a PDF in reading order, each run of white space one space (a wrapped line reads as one). */
function pdfWords(pdf: Uint8Array): string {
  return execFileSync("pdftotext", ["-", "-"], { input: pdf, encoding: "utf8" }).replace(/\s+/g, " ");
}

/**
 * The default pricing page printed: its headline, every Governance plan and the chosen plan's summary to the cent;
 * none of what works only on a screen (the cookie notice, "Update prices", the quote's link).
 */
export function expectPrintedPricing(pdf: Uint8Array, headline: string): void {
  const words = pdfWords(pdf);
  expect(words).toContain(headline.replace(/\s+/g, " ").trim());
  for (const plan of governancePlans) expect(words).toContain(plan.name);
  const chosen = governancePlans.find((plan) => plan.id === defaultPricingState.governancePlan)!;
  expectRowsInOrder(pdfLines(pdf), governanceSummary(chosen, defaultPricingState.governanceBilling).rows);
  expect(words).not.toContain(cookieBanner.text.split(" ").slice(0, 6).join(" "));
  expect(words).not.toContain(pricingCopy.update.note);
  expect(words).not.toContain(pricingCopy.quote.link);
}
