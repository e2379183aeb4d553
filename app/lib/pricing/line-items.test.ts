import { describe, expect, it } from "vitest";
import {
  sliderValueText,
  cmmcAddOnOptions,
  cmmcProgramPrice,
  cmmcSummary,
  governanceCardPrice,
  governanceSummary,
  secopsCardFeatures,
  secopsCardPrice,
  secopsSummary,
  secopsTrialFacts,
  summaryAnnouncement,
} from "./line-items";
import { type SecOpsPlanId, governancePlans, secopsPlans } from "./plans";
import { cmmcQuote, secopsQuote } from "./quote";

// The worked figures, pinned once: what the cards and summaries show, to the cent (spec section 9).
const gov = (id: 1 | 2 | 3) => governancePlans.find((p) => p.id === id)!;
const sec = (id: SecOpsPlanId) => secopsPlans.find((p) => p.id === id)!;
const amounts = (rows: { label: string; amount: string }[]) => rows.map((row) => [row.label, row.amount]);

describe("Governance lines", () => {
  it("Level 2 billed annually: card, summary and the 16% saving", () => {
    expect(governanceCardPrice(gov(2), "annual")).toEqual({
      amount: "$839",
      unit: " / month",
      note: "$10,070 billed annually",
    });
    expect(governanceSummary(gov(2), "annual")).toEqual({
      caption: "Level 2 Professional, billed annually",
      rows: [
        { label: "Per month", amount: "$839" },
        { label: "Billed annually", amount: "$10,070", emphasis: true },
        { label: "You save per year", amount: "$1,918 (16%)", tone: "savings" },
      ],
    });
  });

  it("Level 1 billed monthly: a year at the monthly price, no saving", () => {
    expect(governanceCardPrice(gov(1), "monthly")).toMatchObject({ amount: "$199", note: "billed monthly" });
    expect(amounts(governanceSummary(gov(1), "monthly").rows)).toEqual([
      ["Per month", "$199"],
      ["Per year", "$2,388"],
    ]);
  });
});

describe("SecOps lines", () => {
  it("cards: Starter's trial, Core and Plus by billing, Enterprise's words", () => {
    expect(secopsCardPrice(sec("starter"), "annual")).toEqual({ amount: "$0", note: "14-day free trial" });
    expect(secopsCardPrice(sec("core"), "annual")).toMatchObject({ amount: "$300", note: "$3,600 billed annually" });
    expect(secopsCardPrice(sec("plus"), "annual")).toMatchObject({
      amount: "$1,166.67",
      note: "$14,000 billed annually",
    });
    expect(secopsCardPrice(sec("plus"), "monthly")).toMatchObject({ amount: "$1,200", note: "billed monthly" });
    expect(secopsCardPrice(sec("enterprise"), "annual")).toEqual({ amount: "$50K-$200K+ per year", custom: true });
  });

  it("Plus billed monthly with 57 users and 230 GB", () => {
    const quote = secopsQuote(sec("plus"), "monthly", 57, 230);
    if (quote.kind !== "priced") throw new Error("Plus is priced");
    expect(amounts(secopsSummary(quote).rows)).toEqual([
      ["Base price per month", "$1,200"],
      ["Additional users (37 × $0.50)", "$18.50"],
      ["Additional storage (220 GB × $0.75)", "$165"],
      ["Monthly total", "$1,383.50"],
      ["Annual total", "$16,602"],
    ]);
  });

  it("Plus billed annually at the slider maxima, with the saving", () => {
    const quote = secopsQuote(sec("plus"), "annual", 300, 500);
    if (quote.kind !== "priced") throw new Error("Plus is priced");
    const { rows } = secopsSummary(quote);
    expect(amounts(rows)).toEqual([
      ["Base price per month", "$1,166.67"],
      ["Additional users (280 × $0.50)", "$140"],
      ["Additional storage (490 GB × $0.75)", "$367.50"],
      ["Monthly total", "$1,674.17"],
      ["Annual total", "$20,090"],
      ["You save per year", "$400"],
    ]);
    expect(rows.find((row) => row.emphasis)?.label).toBe("Monthly total");
    expect(rows.at(-1)?.tone).toBe("savings");
    // The live region's words once a change settles: the totals only.
    expect(summaryAnnouncement(rows)).toBe("Monthly total $1,674.17");
  });

  it("Core billed annually shows its savings line at $0, not in the savings colour (annual is twelve monthly)", () => {
    const quote = secopsQuote(sec("core"), "annual", 10, 10);
    if (quote.kind !== "priced") throw new Error("Core is priced");
    const saving = secopsSummary(quote).rows.at(-1);
    expect(saving).toEqual({ label: "You save per year", amount: "$0" });
  });

  it("billed monthly, no savings line", () => {
    const quote = secopsQuote(sec("core"), "monthly", 10, 10);
    if (quote.kind !== "priced") throw new Error("Core is priced");
    expect(secopsSummary(quote).rows.map((row) => row.label)).not.toContain("You save per year");
  });

  it("card features: the allowances in words from the plan's figures, then its other features", () => {
    expect(secopsCardFeatures(sec("starter"))).toEqual([
      "1 user",
      "0.01 GB storage",
      "1 AI agent",
      "AI alert triage",
      "Executive dashboard preview",
    ]);
    expect(secopsCardFeatures(sec("core")).slice(0, 4)).toEqual([
      "10 users included",
      "10 GB storage included",
      "5 AI agents",
      "5 log integrations",
    ]);
    expect(secopsCardFeatures(sec("plus")).slice(0, 4)).toEqual([
      "20 users included",
      "10 GB storage included",
      "Unlimited AI agents",
      "Unlimited log integrations",
    ]);
    expect(secopsCardFeatures(sec("enterprise"))).toEqual(sec("enterprise").features);
  });

  it("the free trial's facts", () => {
    const quote = secopsQuote(sec("starter"), "annual", 10, 10);
    if (quote.kind !== "trial") throw new Error("Starter is a trial");
    expect(secopsTrialFacts(quote)).toEqual(["14 days", "1 user", "0.01 GB storage", "1 AI agent"]);
  });
});

describe("slider values", () => {
  it("in words, one user apart from many", () => {
    expect([1, 57].map(sliderValueText.users)).toEqual(["1 user", "57 users"]);
    expect(sliderValueText.storage(230)).toBe("230 GB");
  });
});

describe("CMMC Accelerator lines", () => {
  it("the program, its add-ons, and both add-ons chosen", () => {
    expect(cmmcProgramPrice()).toEqual({ amount: "$7,500", unit: " or 3 × $2,500 per month" });
    expect(cmmcAddOnOptions().map((option) => [option.label, option.detail])).toEqual([
      ["12 hours of expert support: $900", "$75/hr, 1 hour per week"],
      ["24 hours of expert support: $1,680", "$70/hr, 2 hours per week (save $120)"],
    ]);
    const summary = cmmcSummary(cmmcQuote(["hours12", "hours24"]));
    expect(amounts(summary.rows)).toEqual([
      ["Program fee", "$7,500"],
      ["12 hours of expert support", "$900"],
      ["24 hours of expert support", "$1,680"],
      ["Total", "$10,080"],
      ["Deposit to reserve your seat", "$1,000"],
      ["Balance if paid in full", "$9,080"],
    ]);
    expect(amounts(summary.installments)).toEqual([
      ["Installment 1 (after the $1,000 deposit, with add-ons)", "$4,080"],
      ["Installment 2", "$2,500"],
      ["Installment 3", "$2,500"],
    ]);
    expect(summary.reserveLabel).toBe("Reserve your seat: $1,000 deposit");
  });
});
