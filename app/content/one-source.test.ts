// @vitest-environment node
/**
 * A figure changed in content/plans.json changes every place that shows it: the cards, the summaries, the prose, the
 * JSON-LD and the page descriptions (meta and Open Graph). The data file is replaced here by a copy with other
 * figures; nothing else is.
 */
import { describe, expect, it, vi } from "vitest";

vi.mock("#content/plans.json", async (importOriginal) => {
  const real = structuredClone((await importOriginal<{ default: Record<string, any> }>()).default); // eslint-disable-line @typescript-eslint/no-explicit-any -- a copy of the JSON
  Object.assign(real.governancePlans[0], { monthlyPrice: 149, annualMonthly: 125, annualTotal: 1500 });
  real.cmmcAccelerator.weeks = 10;
  real.cmmcAccelerator.companiesPerCohort = 20;
  real.cmmcAccelerator.basePrice = 9000;
  real.cmmcAccelerator.installments.amount = 3000;
  real.cmmcAccelerator.cohorts[0] = { start: "2027-03-15", registrationCloses: "2027-02-15", seats: 20 };
  return { default: real };
});

const { governancePlans } = await import("#app/lib/pricing/plans.ts");
const { governanceCardPrice, cmmcProgramPrice, cmmcSummary } = await import("#app/lib/pricing/line-items.ts");
const { cmmcQuote } = await import("#app/lib/pricing/quote.ts");
const { pricingJsonLd } = await import("#app/lib/pricing/json-ld.ts");
const { buildMeta } = await import("#app/lib/seo/meta.ts");
const { pages } = await import("./pages.ts");
const { heroes } = await import("./heroes.ts");
const { lpGovernance } = await import("./lp-governance.ts");
const { cmmcLanding } = await import("./cmmc-accelerator.ts");
const { pricingCopy } = await import("./pricing.ts");
const { plans } = await import("./plans.ts");
const { cohortStatusOn } = await import("#app/lib/cohorts/calendar.ts");
const { textFor } = await import("#app/lib/cohorts/status.ts");

/** The day the changed cohort is open for registration, and the day after its registration closed. */
const open = cohortStatusOn(plans.cmmcAccelerator, "2027-01-10");
const closed = cohortStatusOn(plans.cmmcAccelerator, "2027-02-16");

const ogDescription = (page: (typeof pages)[keyof typeof pages]) =>
  (buildMeta(page) as { property?: string; content?: string }[]).find((tag) => tag.property === "og:description")
    ?.content;

describe("one figure, changed in content/plans.json", () => {
  it("the lowest Governance price: card, landing prose, page description and its Open Graph text, JSON-LD", () => {
    expect(governanceCardPrice(governancePlans[0]!, "monthly").amount).toBe("$149");
    expect(lpGovernance.pricing.intro.title).toContain("$149");
    expect(pages.lpGovernance.description).toContain("$149");
    expect(ogDescription(pages.lpGovernance)).toContain("$149");
    expect(JSON.stringify(pricingJsonLd("Brand", "https://example.com/pricing", open))).toContain('"price":"149.00"');
  });

  it("the cohort's length, size, start and price: hero, facts, program card, summary, descriptions", () => {
    expect(heroes.lpCmmcAccelerator.eyebrow).toMatch(/^10-week/);
    expect(textFor(heroes.lpCmmcAccelerator.lead, open)).toContain("no more than 20 companies");
    expect(cmmcLanding.heroFacts.map((fact) => textFor(fact, open))).toEqual([
      "Starts Mar 2027",
      "10 weeks",
      "20 companies per cohort",
    ]);
    expect(textFor(cmmcLanding.heroFacts[0]!, closed)).not.toContain("2027");
    expect(cmmcLanding.cta.title).toContain("20");
    expect(cmmcLanding.pricing.price).toBe("$9,000");
    expect(cmmcLanding.pricing.installments).toContain("$3,000");
    expect(textFor(pricingCopy.program.facts[0]!.text, open)).toBe("10 weeks, cohort starts Mar 2027");
    expect(textFor(pricingCopy.program.facts[0]!.text, closed)).toMatch(/^10 weeks/);
    expect(cmmcProgramPrice().amount).toBe("$9,000");
    expect(cmmcSummary(cmmcQuote([])).rows[0]!.amount).toBe("$9,000");
    expect(pages.lpCmmcAccelerator.description).toContain("10-week");
    expect(ogDescription(pages.pricing)).toContain("10-week");
    expect(JSON.stringify(pricingJsonLd("Brand", "https://example.com/pricing", open))).toContain('"price":"9000.00"');
  });
});
