import { type Money, ZERO, add, percentOf, perMonth, subtract, times, usd } from "./money.ts";
import {
  type Billing,
  type CmmcAddOnId,
  type GovernancePlan,
  type SecOpsPlan,
  STORAGE_MAX_GB,
  STORAGE_STEP_GB,
  USER_STEP,
  cmmcAccelerator,
} from "./plans.ts";

export interface GovernanceQuote {
  billing: Billing;
  /** What the visitor pays per month in the chosen billing mode. */
  perMonth: Money;
  /** What the visitor pays per year in the chosen billing mode. */
  annualTotal: Money;
  /** 12 × monthly price − annual total (spec section 9). */
  annualSavings: Money;
  savingsPercent: number;
}

export function governanceQuote(plan: GovernancePlan, billing: Billing): GovernanceQuote {
  const monthly = usd(plan.monthlyPrice);
  const twelveMonths = times(monthly, 12);
  const annualTotal = usd(plan.annualTotal);
  const annualSavings = subtract(twelveMonths, annualTotal);
  return {
    billing,
    perMonth: billing === "annual" ? usd(plan.annualMonthly) : monthly,
    annualTotal: billing === "annual" ? annualTotal : twelveMonths,
    annualSavings,
    savingsPercent: percentOf(annualSavings, twelveMonths),
  };
}

export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

/** Slider ranges for plans that can be customised (Core, Plus); null for the others. */
export function userRange(plan: SecOpsPlan): SliderRange | null {
  return plan.maxUsers === null ? null : { min: plan.includedUsers, max: plan.maxUsers, step: USER_STEP };
}

export function storageRange(plan: SecOpsPlan): SliderRange | null {
  return plan.maxUsers === null ? null : { min: plan.includedStorage, max: STORAGE_MAX_GB, step: STORAGE_STEP_GB };
}

/** Clamps to the range and snaps to its steps (counted from the minimum). Non-numbers give the minimum. */
export function clampToRange(value: number, range: SliderRange): number {
  if (!Number.isFinite(value)) return range.min;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const steps = Math.round((clamped - range.min) / range.step);
  return Math.min(range.max, range.min + steps * range.step);
}

export type SecOpsQuote =
  | { kind: "trial"; plan: SecOpsPlan; trialDays: number }
  | { kind: "custom"; plan: SecOpsPlan; customPricing: string }
  | {
      kind: "priced";
      plan: SecOpsPlan;
      billing: Billing;
      users: number;
      storageGb: number;
      /** The sliders' ranges for this plan; users and storageGb are inside them. */
      userRange: SliderRange;
      storageRange: SliderRange;
      extraUsers: number;
      extraStorageGb: number;
      /** Base price per month: the annual price / 12 when billed annually. */
      baseMonthly: Money;
      /** The plan's annual price. */
      annualBase: Money;
      userOverage: Money;
      storageOverage: Money;
      monthlyTotal: Money;
      /** 12 × the monthly total. */
      annualTotal: Money;
      /** What annual billing saves against monthly billing over a year; zero when billed monthly. */
      annualSavings: Money;
    };

export function secopsQuote(plan: SecOpsPlan, billing: Billing, users: number, storageGb: number): SecOpsQuote {
  if (plan.customPricing !== null || plan.monthlyPrice === null || plan.annualPrice === null) {
    return { kind: "custom", plan, customPricing: plan.customPricing ?? "" };
  }
  const usersRange = userRange(plan);
  const storageGbRange = storageRange(plan);
  if (usersRange === null || storageGbRange === null) {
    // Sliders are ignored for the trial (spec section 5).
    return { kind: "trial", plan, trialDays: plan.trialDays ?? 0 };
  }
  const seats = clampToRange(users, usersRange);
  const storage = clampToRange(storageGb, storageGbRange);
  const extraUsers = seats - plan.includedUsers;
  const extraStorageGb = storage - plan.includedStorage;
  const monthlyBase = usd(plan.monthlyPrice);
  const annualBase = usd(plan.annualPrice);
  const baseMonthly = billing === "annual" ? perMonth(annualBase) : monthlyBase;
  const userOverage = times(usd(plan.userOverageRate), extraUsers);
  const storageOverage = times(usd(plan.storageOverageRate), extraStorageGb);
  const monthlyTotal = add(baseMonthly, userOverage, storageOverage);
  const savings = subtract(times(monthlyBase, 12), annualBase);
  return {
    kind: "priced",
    plan,
    billing,
    users: seats,
    storageGb: storage,
    userRange: usersRange,
    storageRange: storageGbRange,
    extraUsers,
    extraStorageGb,
    baseMonthly,
    annualBase,
    userOverage,
    storageOverage,
    monthlyTotal,
    annualTotal: times(monthlyTotal, 12),
    annualSavings: billing === "annual" && savings > 0 ? savings : ZERO,
  };
}

export interface CmmcQuote {
  base: Money;
  addOns: { id: CmmcAddOnId; name: string; price: Money }[];
  total: Money;
  deposit: Money;
  /** Paying in full: what is left after the deposit. */
  balanceAfterDeposit: Money;
  /**
   * Paying in installments: the program's monthly installments, with the selected add-ons added to the
   * first and the deposit taken off it (spec: the deposit is applied to the first installment).
   */
  installments: Money[];
}

export function cmmcQuote(selected: readonly CmmcAddOnId[]): CmmcQuote {
  const base = usd(cmmcAccelerator.basePrice);
  const addOns = cmmcAccelerator.addOns
    .filter((addOn) => selected.includes(addOn.id))
    .map((addOn) => ({ id: addOn.id, name: addOn.name, price: usd(addOn.price) }));
  const addOnTotal = add(...addOns.map((addOn) => addOn.price));
  const total = add(base, addOnTotal);
  const deposit = usd(cmmcAccelerator.deposit);
  const installment = usd(cmmcAccelerator.installments.amount);
  const installments = Array.from({ length: cmmcAccelerator.installments.count }, (_, i) =>
    i === 0 ? subtract(add(installment, addOnTotal), deposit) : installment,
  );
  return { base, addOns, total, deposit, balanceAfterDeposit: subtract(total, deposit), installments };
}
