/**
 * What the pricing page shows, as labelled lines with formatted amounts: each card's price, each summary's rows,
 * the CMMC program's price, add-ons and installments. Pure functions of the quotes (quote.ts) and the page's copy;
 * the components only map these to markup, and the worked figures are pinned once, in line-items.test.ts.
 */
import { countText, fillText } from "#app/content/figures.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { secopsAllowances as secopsAllowanceKinds } from "#app/content/layout-limits.ts";
import { type Money, formatDollars, formatUsd, toCents } from "./money.ts";
import { type Billing, type CmmcAddOnId, type GovernancePlan, type SecOpsPlan, cmmcAccelerator } from "./plans.ts";
import { type CmmcQuote, type SecOpsQuote, governanceQuote, secopsQuote } from "./quote.ts";

/** A price as a card shows it: the amount, its unit, and a note under it. */
export interface CardPrice {
  amount: string;
  unit?: string;
  note?: string;
  /** A price in words ("$50K-$200K+ per year") rather than an amount per month. */
  custom?: boolean;
}

export interface SummaryLine {
  label: string;
  amount: string;
  /** The total the visitor is looking for. */
  emphasis?: boolean;
  tone?: "savings";
}

export interface Summary {
  caption?: string;
  rows: SummaryLine[];
  /**
   * Under the rows, billed annually, when 12 × the monthly figure as shown is not the annual total (rounding to the
   * cent): why, and which is billed (issue 34).
   */
  note?: string;
}

/** The rounding note, when 12 × `monthly` (as shown, to the cent) is not `annual`. */
export function roundingNote(monthly: Money, annual: Money): string | undefined {
  return toCents(monthly) * 12 !== toCents(annual) ? pricingCopy.quote.roundingNote : undefined;
}

/** What a summary's live region says once a change settles: its totals (the emphasised rows), not every row. */
export function summaryAnnouncement(rows: readonly SummaryLine[]): string {
  return rows
    .filter((row) => row.emphasis)
    .map((row) => `${row.label} ${row.amount}`)
    .join(", ");
}

const { price, summary: labels, secops: secopsCopy, program: programCopy } = pricingCopy;
const caption = (plan: { name: string }, billing: Billing) =>
  fillText(billing === "annual" ? price.captionAnnual : price.captionMonthly, { plan: plan.name });
const billedAnnually = (amount: string) => fillText(price.billedAnnually, { amount });

export function governanceCardPrice(plan: GovernancePlan, billing: Billing): CardPrice {
  const quote = governanceQuote(plan, billing);
  return {
    amount: formatUsd(quote.perMonth),
    unit: price.perMonth,
    note: billing === "annual" ? billedAnnually(formatUsd(quote.annualTotal)) : price.billedMonthly,
  };
}

export function governanceSummary(plan: GovernancePlan, billing: Billing): Summary {
  const quote = governanceQuote(plan, billing);
  const annual = billing === "annual";
  const rows: SummaryLine[] = [
    { label: labels.perMonth, amount: formatUsd(quote.perMonth) },
    { label: annual ? labels.billedAnnually : labels.perYear, amount: formatUsd(quote.annualTotal), emphasis: true },
  ];
  if (annual) {
    rows.push({
      label: labels.savings,
      amount: `${formatUsd(quote.annualSavings)} (${quote.savingsPercent}%)`,
      tone: "savings",
    });
  }
  const note = annual ? roundingNote(quote.perMonth, quote.annualTotal) : undefined;
  return { caption: caption(plan, billing), rows, ...(note ? { note } : {}) };
}

/** A SecOps card's price at the plan's included users and storage. */
export function secopsCardPrice(plan: SecOpsPlan, billing: Billing): CardPrice {
  const quote = secopsQuote(plan, billing, plan.includedUsers, plan.includedStorage);
  if (quote.kind === "custom") return { amount: quote.customPricing, custom: true };
  if (quote.kind === "trial")
    return { amount: formatDollars(plan.monthlyPrice ?? 0), note: fillText(price.trial, { days: quote.trialDays }) };
  return {
    amount: formatUsd(quote.baseMonthly),
    unit: price.perMonth,
    note: billing === "annual" ? billedAnnually(formatUsd(quote.annualBase)) : price.billedMonthly,
  };
}

export function secopsSummary(quote: Extract<SecOpsQuote, { kind: "priced" }>): Summary {
  const { plan } = quote;
  const rows: SummaryLine[] = [
    { label: labels.base, amount: formatUsd(quote.baseMonthly) },
    {
      label: fillText(secopsCopy.userOverage, { count: quote.extraUsers, rate: formatDollars(plan.userOverageRate) }),
      amount: formatUsd(quote.userOverage),
    },
    {
      label: fillText(secopsCopy.storageOverage, {
        count: quote.extraStorageGb,
        rate: formatDollars(plan.storageOverageRate),
      }),
      amount: formatUsd(quote.storageOverage),
    },
    { label: labels.monthlyTotal, amount: formatUsd(quote.monthlyTotal), emphasis: true },
    { label: labels.annualTotal, amount: formatUsd(quote.annualTotal) },
  ];
  // Shown whenever billed annually (spec), $0 included (Core's annual price is twelve monthly ones): green only
  // when there is something saved.
  if (quote.billing === "annual") {
    rows.push({
      label: labels.savings,
      amount: formatUsd(quote.annualSavings),
      ...(quote.annualSavings > 0 ? { tone: "savings" as const } : {}),
    });
  }
  const note = quote.billing === "annual" ? roundingNote(quote.monthlyTotal, quote.annualTotal) : undefined;
  return { caption: caption(plan, quote.billing), rows, ...(note ? { note } : {}) };
}

/**
 * A plan's allowances in words, from its figures: users, storage, AI agents and log integrations. Plans priced
 * case by case have none (their features say it).
 */
export function secopsAllowances(plan: SecOpsPlan): string[] {
  const words = secopsCopy.allowances;
  const trial = plan.trialDays !== null;
  return secopsAllowanceKinds(plan).map((kind) => {
    switch (kind) {
      case "users":
        return trial
          ? countText(words.users, plan.includedUsers)
          : fillText(words.usersIncluded, { count: plan.includedUsers });
      case "storage":
        return fillText(trial ? words.storage : words.storageIncluded, { count: plan.includedStorage });
      case "agents":
        return countText(words.agents, plan.aiAgents);
      case "integrations":
        return countText(words.integrations, plan.logIntegrations ?? 0);
    }
  });
}

/** The sliders' values in words, as screen readers announce them. */
export const sliderValueText = {
  users: (count: number) => countText(secopsCopy.usersValue, count),
  storage: (gb: number) => fillText(secopsCopy.storageValue, { count: gb }),
};

/**
 * What a SecOps card lists: the allowances, then the plan's other features. The price data's schema refuses more
 * features than the card's lines can show (the spec shows five), so this is every line, none cut.
 */
export function secopsCardFeatures(plan: SecOpsPlan): string[] {
  return [...secopsAllowances(plan), ...plan.features];
}

/** What the free trial includes. */
export function secopsTrialFacts(quote: Extract<SecOpsQuote, { kind: "trial" }>): string[] {
  return [fillText(secopsCopy.trialDays, { days: quote.trialDays }), ...secopsAllowances(quote.plan)];
}

/** The program's price line: the fee, and the installment plan beside it. */
export function cmmcProgramPrice(): CardPrice {
  const { installments } = cmmcAccelerator;
  return {
    amount: formatDollars(cmmcAccelerator.basePrice),
    unit: fillText(programCopy.installmentsLine, {
      count: installments.count,
      amount: formatDollars(installments.amount),
      interval: installments.interval,
    }),
  };
}

/** Each add-on as its checkbox shows it. */
export function cmmcAddOnOptions(): { id: CmmcAddOnId; label: string; detail: string }[] {
  return cmmcAccelerator.addOns.map((addOn) => ({
    id: addOn.id,
    label: `${addOn.name}: ${formatDollars(addOn.price)}`,
    detail: fillText(addOn.savings > 0 ? programCopy.addOnDetailWithSavings : programCopy.addOnDetail, {
      rate: formatDollars(addOn.hourlyRate),
      cadence: addOn.cadence,
      savings: formatDollars(addOn.savings),
    }),
  }));
}

export interface CmmcSummary extends Summary {
  installments: { label: string; amount: string }[];
  /** The label of the link that takes the deposit. */
  reserveLabel: string;
}

export function cmmcSummary(quote: CmmcQuote): CmmcSummary {
  const deposit = formatUsd(quote.deposit);
  return {
    rows: [
      { label: labels.program, amount: formatUsd(quote.base) },
      ...quote.addOns.map((addOn) => ({ label: addOn.name, amount: formatUsd(addOn.price) })),
      { label: labels.total, amount: formatUsd(quote.total), emphasis: true },
      { label: labels.deposit, amount: deposit },
      { label: labels.balance, amount: formatUsd(quote.balanceAfterDeposit) },
    ],
    installments: quote.installments.map((amount, i) => ({
      label: fillText(
        i > 0
          ? programCopy.installment
          : quote.addOns.length > 0
            ? programCopy.firstInstallmentWithAddOns
            : programCopy.firstInstallment,
        { n: i + 1, deposit },
      ),
      amount: formatUsd(amount),
    })),
    reserveLabel: fillText(programCopy.reserveLabel, { reserve: pricingCopy.cmmc.reserve, deposit }),
  };
}
