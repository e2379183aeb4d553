import fc from "fast-check";
import { cmmcAccelerator, governancePlans, secopsPlans } from "#app/lib/pricing/plans.ts";
import type { PricingState } from "#app/lib/pricing/url-state.ts";

/** Any pricing state a visitor can reach, and some they cannot (sliders past their ranges, which the quote clamps). */
export const anyPricingState: fc.Arbitrary<PricingState> = fc.record({
  tab: fc.constantFrom("governance", "secops", "cmmc"),
  governancePlan: fc.constantFrom(...governancePlans.map((plan) => plan.id)),
  governanceBilling: fc.constantFrom("monthly", "annual"),
  secopsPlan: fc.constantFrom(...secopsPlans.map((plan) => plan.id)),
  secopsBilling: fc.constantFrom("monthly", "annual"),
  users: fc.integer({ min: -5, max: 2000 }),
  storage: fc.integer({ min: -5, max: 5000 }),
  addOns: fc.subarray(cmmcAccelerator.addOns.map((addOn) => addOn.id)),
});
