import { describe, expect, it } from "vitest";
import { formatUsd, toCents } from "./money";
import { type SecOpsPlanId, cmmcAccelerator, governancePlans, secopsPlans } from "./plans";
import { clampToRange, cmmcQuote, governanceQuote, secopsQuote } from "./quote";

const gov = (id: 1 | 2 | 3) => governancePlans.find((p) => p.id === id)!;
const sec = (id: SecOpsPlanId) => secopsPlans.find((p) => p.id === id)!;
const cents = (m: Parameters<typeof toCents>[0]) => toCents(m);

describe("governance quotes (section 9)", () => {
  it.each([
    [1, "$199", "$167", "$2,388", "$2,006", "$382"],
    [2, "$999", "$839", "$11,988", "$10,070", "$1,918"],
    [3, "$3,600", "$3,024", "$43,200", "$36,288", "$6,912"],
  ] as const)(
    "plan %i: monthly %s, annual %s/mo; a year costs %s monthly or %s annually, saving %s",
    (id, monthly, annualMonthly, yearMonthly, yearAnnual, savings) => {
      const m = governanceQuote(gov(id), "monthly");
      const a = governanceQuote(gov(id), "annual");
      expect(formatUsd(m.perMonth)).toBe(monthly);
      expect(formatUsd(m.annualTotal)).toBe(yearMonthly);
      expect(formatUsd(a.perMonth)).toBe(annualMonthly);
      expect(formatUsd(a.annualTotal)).toBe(yearAnnual);
      expect(formatUsd(a.annualSavings)).toBe(savings);
      expect(a.savingsPercent).toBe(16); // the "Save up to 16%" badge
    },
  );
});

describe("SecOps quotes (section 9)", () => {
  it("Core at the defaults: $300/mo either way, no savings from annual billing", () => {
    for (const billing of ["monthly", "annual"] as const) {
      const q = secopsQuote(sec("core"), billing, 10, 10);
      if (q.kind !== "priced") throw new Error("expected a price");
      expect(cents(q.baseMonthly)).toBe(30000);
      expect(cents(q.userOverage)).toBe(0);
      expect(cents(q.storageOverage)).toBe(0);
      expect(cents(q.monthlyTotal)).toBe(30000);
      expect(cents(q.annualTotal)).toBe(360000);
      expect(cents(q.annualSavings)).toBe(0);
    }
  });

  it("Core at the slider maxima: 100 users and 500 GB", () => {
    const q = secopsQuote(sec("core"), "monthly", 100, 500);
    if (q.kind !== "priced") throw new Error("expected a price");
    expect(q.extraUsers).toBe(90);
    expect(q.extraStorageGb).toBe(490);
    expect(formatUsd(q.userOverage)).toBe("$90");
    expect(formatUsd(q.storageOverage)).toBe("$490");
    expect(formatUsd(q.monthlyTotal)).toBe("$880");
    expect(formatUsd(q.annualTotal)).toBe("$10,560");
  });

  it("Plus at the defaults: $1,200 monthly, or $14,000 / 12 = $1,166.67 a month annually, saving $400", () => {
    const m = secopsQuote(sec("plus"), "monthly", 10, 10);
    const a = secopsQuote(sec("plus"), "annual", 10, 10);
    if (m.kind !== "priced" || a.kind !== "priced") throw new Error("expected prices");
    expect(m.users).toBe(20); // 10 is below Plus's included 20: clamped
    expect(formatUsd(m.monthlyTotal)).toBe("$1,200");
    expect(formatUsd(m.annualTotal)).toBe("$14,400");
    expect(formatUsd(m.annualSavings)).toBe("$0");
    expect(formatUsd(a.baseMonthly)).toBe("$1,166.67");
    expect(formatUsd(a.monthlyTotal)).toBe("$1,166.67");
    expect(formatUsd(a.annualTotal)).toBe("$14,000");
    expect(formatUsd(a.annualSavings)).toBe("$400");
  });

  it("Plus at the slider maxima, billed annually, stays exact to the cent", () => {
    const q = secopsQuote(sec("plus"), "annual", 300, 500);
    if (q.kind !== "priced") throw new Error("expected a price");
    expect(formatUsd(q.userOverage)).toBe("$140"); // 280 × $0.50
    expect(formatUsd(q.storageOverage)).toBe("$367.50"); // 490 × $0.75
    expect(formatUsd(q.monthlyTotal)).toBe("$1,674.17");
    expect(cents(q.annualTotal)).toBe(2009000); // 14,000 + 12 × 507.50, no drift
  });

  it("Plus with an odd storage overage: 30 GB billed annually", () => {
    const q = secopsQuote(sec("plus"), "annual", 21, 30);
    if (q.kind !== "priced") throw new Error("expected a price");
    expect(formatUsd(q.userOverage)).toBe("$0.50");
    expect(formatUsd(q.storageOverage)).toBe("$15");
    expect(formatUsd(q.monthlyTotal)).toBe("$1,182.17");
    expect(formatUsd(q.annualTotal)).toBe("$14,186");
  });

  it("clamps users and storage to the plan's slider range and steps", () => {
    const q = secopsQuote(sec("core"), "monthly", 1000, 37);
    if (q.kind !== "priced") throw new Error("expected a price");
    expect(q.users).toBe(100);
    expect(q.storageGb).toBe(40);
    const low = secopsQuote(sec("core"), "monthly", -5, Number.NaN);
    if (low.kind !== "priced") throw new Error("expected a price");
    expect(low.users).toBe(10);
    expect(low.storageGb).toBe(10);
    expect(clampToRange(12.4, { min: 10, max: 100, step: 1 })).toBe(12);
    expect(clampToRange(505, { min: 10, max: 500, step: 10 })).toBe(500);
  });

  it("ignores the sliders for Starter and Enterprise", () => {
    expect(secopsQuote(sec("starter"), "annual", 99, 99)).toMatchObject({ kind: "trial", trialDays: 14 });
    expect(secopsQuote(sec("enterprise"), "annual", 99, 99)).toMatchObject({
      kind: "custom",
      customPricing: "$50K-$200K+ per year",
    });
  });
});

describe("CMMC Accelerator quotes (section 9)", () => {
  it.each([
    [[], "$7,500", "$6,500", ["$1,500", "$2,500", "$2,500"]],
    [["hours12"], "$8,400", "$7,400", ["$2,400", "$2,500", "$2,500"]],
    [["hours24"], "$9,180", "$8,180", ["$3,180", "$2,500", "$2,500"]],
    [["hours12", "hours24"], "$10,080", "$9,080", ["$4,080", "$2,500", "$2,500"]],
  ] as const)(
    "add-ons %j: total %s, %s after the deposit, installments %j",
    (selected, total, balance, installments) => {
      const q = cmmcQuote(selected);
      expect(formatUsd(q.base)).toBe("$7,500");
      expect(formatUsd(q.total)).toBe(total);
      expect(formatUsd(q.deposit)).toBe("$1,000");
      expect(formatUsd(q.balanceAfterDeposit)).toBe(balance);
      expect(q.installments.map(formatUsd)).toEqual(installments);
      // Deposit + installments always equal the total.
      expect(toCents(q.deposit) + q.installments.reduce((sum, m) => sum + toCents(m), 0)).toBe(toCents(q.total));
    },
  );

  it("ignores unknown add-on ids", () => {
    expect(formatUsd(cmmcQuote(["nope" as "hours12"]).total)).toBe("$7,500");
  });
});

describe("the price data matches section 9 of the specification", () => {
  it("governance plans", () => {
    expect(
      governancePlans.map((p) => [p.id, p.name, p.monthlyPrice, p.annualMonthly, p.annualTotal, p.recommended]),
    ).toEqual([
      [1, "Level 1 Starter", 199, 167, 2006, false],
      [2, "Level 2 Professional", 999, 839, 10070, true],
      [3, "Enterprise FISMA/FedRAMP", 3600, 3024, 36288, false],
    ]);
    expect(governancePlans[0]!.frameworkAccess).toContain("18 controls");
    expect(governancePlans[1]!.frameworkAccess).toContain("110 controls");
  });

  it("SecOps plans", () => {
    const rows = secopsPlans.map((p) => [
      p.id,
      p.monthlyPrice,
      p.annualPrice,
      p.includedUsers,
      p.userOverageRate,
      p.includedStorage,
      p.storageOverageRate,
      p.aiAgents,
      p.logIntegrations,
      p.maxUsers,
      p.recommended,
    ]);
    expect(rows).toEqual([
      ["starter", 0, 0, 1, 0, 0.01, 0, 1, null, null, false],
      ["core", 300, 3600, 10, 1, 10, 1, 5, 5, 100, false],
      ["plus", 1200, 14000, 20, 0.5, 10, 0.75, "unlimited", "unlimited", 300, true],
      ["enterprise", null, null, 0, 0, 0, 0, "unlimited", "unlimited", null, false],
    ]);
    expect(secopsPlans[0]!.trialDays).toBe(14);
    expect(secopsPlans[3]!.customPricing).toBe("$50K-$200K+ per year");
  });

  it("CMMC Accelerator", () => {
    expect(cmmcAccelerator).toMatchObject({
      basePrice: 7500,
      installments: { count: 3, amount: 2500 },
      deposit: 1000,
      weeks: 12,
      companiesPerCohort: 15,
      cohortStart: { landingPage: "Jan 2026", pricingTab: "Dec 2025" },
      platformAccessAfterCohort: { landingPage: "30 days", pricingTab: "4 months" },
    });
    expect(cmmcAccelerator.addOns.map((a) => [a.hours, a.price, a.hourlyRate, a.note])).toEqual([
      [12, 900, 75, null],
      [24, 1680, 70, "save $120"],
    ]);
    // The add-on prices are hours × rate, and "save $120" is 24 × ($75 − $70).
    for (const a of cmmcAccelerator.addOns) expect(a.hours * a.hourlyRate).toBe(a.price);
    expect(24 * 75 - 1680).toBe(120);
  });
});
