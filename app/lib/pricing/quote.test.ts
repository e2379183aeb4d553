import { describe, expect, it } from "vitest";
import { formatUsd, toCents } from "./money.ts";
import { type SecOpsPlanId, cmmcAccelerator, secopsPlans } from "./plans.ts";
import { clampToRange, cmmcQuote, secopsQuote } from "./quote.ts";

// The worked figures are in worked-examples.test.ts; these are the rules that hold whatever the prices.
const sec = (id: SecOpsPlanId) => secopsPlans.find((p) => p.id === id)!;

describe("SecOps quotes", () => {
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
    expect(secopsQuote(sec("starter"), "annual", 99, 99)).toMatchObject({
      kind: "trial",
      trialDays: sec("starter").trialDays,
    });
    expect(secopsQuote(sec("enterprise"), "annual", 99, 99)).toMatchObject({
      kind: "custom",
      customPricing: sec("enterprise").customPricing,
    });
  });
});

describe("CMMC Accelerator quotes", () => {
  it("ignores unknown add-on ids", () => {
    expect(formatUsd(cmmcQuote(["nope" as "hours12"]).total)).toBe(formatUsd(cmmcQuote([]).base));
  });
  it("with no add-ons the total is the program fee; each add-on adds its price", () => {
    expect(toCents(cmmcQuote([]).total)).toBe(cmmcAccelerator.basePrice * 100);
    for (const addOn of cmmcAccelerator.addOns)
      expect(toCents(cmmcQuote([addOn.id]).total)).toBe((cmmcAccelerator.basePrice + addOn.price) * 100);
  });
});
