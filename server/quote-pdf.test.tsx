// @vitest-environment jsdom
import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { pricingCopy } from "#app/content/pricing.ts";
import { fillText } from "#app/content/figures.ts";
import { footerNav } from "#app/content/navigation.ts";
import { quoteDate, quoteDocument, quoteExpiry } from "#app/lib/pricing/quote-document.ts";
import { cmmcAccelerator, governancePlans, secopsPlans } from "#app/lib/pricing/plans.ts";
import { type PricingState, parsePricingState, serializePricingState } from "#app/lib/pricing/url-state.ts";
import { PricingCalculators } from "#app/routes/pricing/calculators.tsx";
import { siteConfig } from "#app/site.config.ts";
import { plans } from "#app/content/plans.ts";
import { cohortStatusAt } from "#app/lib/cohorts/calendar.ts";
import { expectRowsInOrder, pdfLines } from "#tests/pdf-lines.ts";
import { quoteNumber, renderQuotePdf } from "./quote-pdf.ts";

const day = new Date("2026-11-22T15:30:00Z");
/** What the quote of `day` offers: the shipped content's cohort status on that day. */
const cohort = cohortStatusAt(plans.cmmcAccelerator, day);

/** The summary rows the page shows for a query: the server's render of the calculators, read as a visitor reads it. */
function pageRows(query: string): { label: string; amount: string }[] {
  const html = renderToString(<PricingCalculators query={query} cohort={cohort} />);
  const page = new DOMParser().parseFromString(html, "text/html");
  const summary = [...page.querySelectorAll("section[aria-label]")].find((section) => section.querySelector("dl"));
  if (!summary) return [];
  const rows = [...summary.querySelectorAll("dl > div")].map((row) => ({
    label: row.querySelector("dt")!.textContent!,
    amount: row.querySelector("dd")!.textContent!,
  }));
  const installments = [...summary.querySelectorAll("ol > li")].map((item) => {
    const [label, amount] = [...item.querySelectorAll("span")].map((span) => span.textContent!);
    return { label: label!, amount: amount! };
  });
  return [...rows, ...installments];
}

const pricingState: fc.Arbitrary<PricingState> = fc.record({
  tab: fc.constantFrom("governance", "secops", "cmmc"),
  governancePlan: fc.constantFrom(...governancePlans.map((plan) => plan.id)),
  governanceBilling: fc.constantFrom("monthly", "annual"),
  secopsPlan: fc.constantFrom(...secopsPlans.map((plan) => plan.id)),
  secopsBilling: fc.constantFrom("monthly", "annual"),
  users: fc.integer({ min: -5, max: 2000 }),
  storage: fc.integer({ min: -5, max: 2000 }),
  addOns: fc.subarray(cmmcAccelerator.addOns.map((addOn) => addOn.id)),
});

describe("the quote PDF", () => {
  it("shows exactly the page's summary rows, in order, for any pricing state", async () => {
    await fc.assert(
      fc.asyncProperty(pricingState, async (state) => {
        const query = serializePricingState(state).toString();
        const rows = pageRows(query);
        // Every state with a price shows a summary (the trial and Enterprise have none: tested below).
        if (quoteDocument(parsePricingState(new URLSearchParams(query)), cohort).noAmount === null)
          expect(rows.length).toBeGreaterThanOrEqual(2);
        const lines = pdfLines((await renderQuotePdf(new URLSearchParams(query), day)).bytes);
        expectRowsInOrder(lines, rows);
      }),
      { numRuns: 40 },
    );
  });

  it("says who quotes, when, until when and how to pay, in text a machine can read", async () => {
    const lines = pdfLines((await renderQuotePdf(new URLSearchParams("tab=cmmc"), day)).bytes).join("\n");
    const { contact } = siteConfig;
    for (const expected of [
      siteConfig.companyName,
      contact.address.street,
      contact.email,
      contact.phone,
      footerNav.legal,
      quoteDate(day),
      quoteDate(quoteExpiry(day)),
      pricingCopy.quote.currency,
      String(pricingCopy.quote.validForDays),
      "Q-20261122-",
    ]) {
      expect(lines).toContain(expected);
    }
    expect(quoteDate(quoteExpiry(day))).toBe("December 22, 2026");
  });

  it("offers the deposit only while a cohort is open; on a day none is, says so instead (issue 36)", async () => {
    const textOn = async (at: Date) =>
      pdfLines((await renderQuotePdf(new URLSearchParams("tab=cmmc"), at)).bytes).join(" ");
    const lastOpenDay = plans.cmmcAccelerator.cohorts[0]!.registrationCloses.iso;
    // Noon in the cohorts' time zone on the registration's last day, and on the day after.
    const open = await textOn(new Date(`${lastOpenDay}T17:00:00Z`));
    const closed = await textOn(new Date(new Date(`${lastOpenDay}T17:00:00Z`).getTime() + 86_400_000));
    expect(cohortStatusAt(plans.cmmcAccelerator, new Date(`${lastOpenDay}T17:00:00Z`)).open).toBe(true);
    expect(open).toContain(siteConfig.links.cohortPayment);
    expect(open).not.toContain(fillText(pricingCopy.quote.noOpenCohort, { email: siteConfig.contact.email }));
    expect(closed).not.toContain(siteConfig.links.cohortPayment);
    expect(closed).toContain(fillText(pricingCopy.quote.noOpenCohort, { email: siteConfig.contact.email }));
  });

  it("gives a plan priced case by case and the free trial no amount, pointing to sales", async () => {
    for (const plan of secopsPlans.filter((candidate) => candidate.customPricing || candidate.trialDays)) {
      const text = pdfLines(
        (await renderQuotePdf(new URLSearchParams({ tab: "secops", secopsPlan: plan.id }), day)).bytes,
      ).join(" ");
      expect(pageRows(`tab=secops&secopsPlan=${plan.id}`)).toEqual([]);
      expect(text).not.toMatch(/\$0\b/);
      expect(text).toContain(siteConfig.contact.email);
      const words = plan.customPricing ? pricingCopy.quote.custom : pricingCopy.quote.trial;
      const opening = fillText(words, {
        plan: plan.name,
        pricing: plan.customPricing ?? "",
        days: plan.trialDays ?? 0,
        email: siteConfig.contact.email,
        phone: siteConfig.contact.phone,
      }).slice(0, 40);
      expect(text).toContain(opening);
    }
  });

  it("numbers a quote by its day and its tab's state: the same all day, another for another state or day", () => {
    const number = quoteNumber("tab=governance&govPlan=2&govBilling=annual", day);
    expect(number).toMatch(/^Q-20261122-[0-9A-F]{6}$/);
    expect(quoteNumber("tab=governance&govPlan=2&govBilling=annual", new Date("2026-11-22T23:59:00Z"))).toBe(number);
    expect(quoteNumber("tab=governance&govPlan=3&govBilling=annual", day)).not.toBe(number);
    expect(quoteNumber("tab=governance&govPlan=2&govBilling=annual", new Date("2026-11-23T00:00:00Z"))).not.toBe(
      number,
    );
  });

  it("is the same quote whatever another tab's settings say", async () => {
    const one = await renderQuotePdf(new URLSearchParams("tab=cmmc&users=40"), day);
    const other = await renderQuotePdf(new URLSearchParams("tab=cmmc&govPlan=3&secopsPlan=plus"), day);
    expect(one.number).toBe(other.number);
    expect(Buffer.from(one.bytes).equals(Buffer.from(other.bytes))).toBe(true);
  });
});
