/**
 * What a downloadable quote says (issue 22): for one tab of a pricing state, the same labelled lines the page's
 * summary shows (line-items.ts; no second calculation), the plan and billing, payment terms, and the quote's
 * number and dates. Pure: the server renders it as a PDF (server/site/quote-pdf.ts), the tests compare it with the page.
 */
import { formatCount as count } from "#app/content/amounts.ts";
import { fillText } from "#app/content/figures.ts";
import type { CohortStatus } from "#app/lib/cohorts/calendar.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { siteConfig } from "#app/site.config.ts";
import { type SummaryLine, cmmcSummary, governanceSummary, secopsSummary } from "./line-items.ts";
import { type Money, formatDollars, formatUsd, times, toCents, usd } from "./money.ts";
import { cmmcAccelerator, governancePlans, secopsPlans } from "./plans.ts";
import { type CmmcQuote, type SecOpsQuote, cmmcQuote, governanceQuote, secopsQuote } from "./quote.ts";
import { type PricingState, type PricingTab, pricingParams, settingValues, tabSettings } from "./url-state.ts";

/** Where our server answers with a quote's PDF; the pricing query follows. */
export const quotePdfPath = "/pricing/quote.pdf";

/**
 * Whether the site is served by our server, which renders quotes: its forms post to it. A static host (forms
 * posting to an external service, README "Static hosting") has no server to render one, so the link is not shown.
 */
export const quotesAvailable = () => siteConfig.forms.endpoint.startsWith("/");

/** The link to the quote of one tab of a pricing state. */
export const quoteHref = (state: PricingState, tab: PricingTab = state.tab) =>
  `${quotePdfPath}?${quoteQuery(state, tab)}`;

/** A line of the quote's table: what is bought, how much of it, at what price each, and what it comes to. */
export interface QuoteItem {
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  amount: string;
}

export interface QuoteDocument {
  tab: PricingTab;
  /** The plan and billing in words (the summary's caption), or the program's name. */
  subject: string;
  /**
   * What is bought, line by line, quantity times unit price making each amount (issue 34). Billed annually, the
   * lines are the year's: the plan's annual price and twelve months of additions, so they add up to the annual total
   * to the cent. Empty when the plan has no price to quote.
   */
  items: QuoteItem[];
  /** The summary's rows, exactly as the page shows them; empty when the plan has no price to quote. */
  rows: SummaryLine[];
  /** Under the summary: why 12 × a rounded monthly figure is not the annual total, when it is not. */
  roundingNote: string | null;
  /** The period of performance: the subscription's term, or the cohort's dates. */
  period: string;
  /** Under the rows: the cohort's installment plan. */
  installments: { title: string; rows: SummaryLine[] } | null;
  /** Instead of rows: a plan priced case by case, or the free trial, pointing to sales. */
  noAmount: string | null;
  paymentTerms: string[];
}

const { quote: copy, summary: labels } = pricingCopy;

const { email, phone } = siteConfig.contact;

const planOr = <T extends { id: unknown }>(plans: readonly T[], id: unknown, fallback: number) =>
  plans.find((plan) => plan.id === id) ?? plans[fallback]!;

/**
 * The part of a pricing state one tab's quote depends on, as a query: the tab and its own settings, each written
 * (defaults too), so one quote has one query. Two states that differ only in another tab's settings give the same
 * quote and the same quote number.
 */
export function quoteQuery(state: PricingState, tab: PricingTab = state.tab): string {
  const values = settingValues({ ...state, tab });
  const params = new URLSearchParams();
  for (const key of ["tab", ...tabSettings[tab]] as (keyof PricingState)[]) {
    if (values[key] !== "") params.set(pricingParams[key], values[key]);
  }
  return params.toString();
}

/**
 * A subscription's quote (a Governance plan, or a priced SecOps plan): the same billing terms, period and payment
 * words for both modules; only the plan's items, summary and where to pay differ.
 */
function subscription({
  tab,
  module,
  plan,
  summary,
  items,
  annual,
  billed,
  payment,
}: {
  tab: PricingTab;
  module: string;
  plan: { name: string };
  summary: { caption?: string; rows: SummaryLine[]; note?: string };
  items: QuoteItem[];
  annual: boolean;
  /** What one bill comes to: the year's total, or the month's. */
  billed: Money;
  payment: string;
}): QuoteDocument {
  return {
    tab,
    subject: `${module}: ${summary.caption ?? plan.name}`,
    items,
    rows: summary.rows,
    roundingNote: summary.note ?? null,
    period: annual ? copy.periodAnnual : copy.periodMonthly,
    installments: null,
    noAmount: null,
    paymentTerms: [
      fillText(annual ? copy.billedAnnually : copy.billedMonthly, { amount: formatUsd(billed) }),
      payment,
      copy.currency,
    ],
  };
}

export function quoteDocument(state: PricingState, cohort: CohortStatus, tab: PricingTab = state.tab): QuoteDocument {
  switch (tab) {
    case "governance": {
      const plan = planOr(governancePlans, state.governancePlan, 1);
      const annual = state.governanceBilling === "annual";
      const quote = governanceQuote(plan, state.governanceBilling);
      const module = pricingCopy.tabs.governance;
      const item = annual
        ? once(fillText(copy.items.planAnnual, { module, plan: plan.name }), copy.units.year, quote.annualTotal)
        : once(fillText(copy.items.planMonthly, { module, plan: plan.name }), copy.units.month, quote.perMonth);
      return subscription({
        tab,
        module,
        plan,
        summary: governanceSummary(plan, state.governanceBilling),
        items: [item],
        annual,
        billed: annual ? quote.annualTotal : quote.perMonth,
        payment: fillText(copy.paymentGovernance, { url: siteConfig.links.governanceSignup }),
      });
    }
    case "secops": {
      const plan = planOr(secopsPlans, state.secopsPlan, 1);
      const quote = secopsQuote(plan, state.secopsBilling, state.users, state.storage);
      const payment = fillText(copy.paymentSecops, { url: siteConfig.links.secopsBooking });
      const annual = state.secopsBilling === "annual";
      if (quote.kind === "priced")
        return subscription({
          tab,
          module: pricingCopy.tabs.secops,
          plan,
          summary: secopsSummary(quote),
          items: secopsItems(quote),
          annual,
          billed: annual ? quote.annualTotal : quote.monthlyTotal,
          payment,
        });
      const noAmount =
        quote.kind === "custom"
          ? fillText(copy.custom, { plan: plan.name, pricing: quote.customPricing, email, phone })
          : fillText(copy.trial, { plan: plan.name, days: quote.trialDays, email, phone });
      return {
        tab,
        subject: `${pricingCopy.tabs.secops}: ${plan.name}`,
        items: [],
        rows: [],
        roundingNote: null,
        period: annual ? copy.periodAnnual : copy.periodMonthly,
        installments: null,
        noAmount,
        paymentTerms: [payment, copy.currency],
      };
    }
    case "cmmc": {
      const quote = cmmcQuote(state.addOns);
      const summary = cmmcSummary(quote);
      const { installments, weeks, platformAccessAfterCohort, paymentMethods } = cmmcAccelerator;
      const access = platformAccessAfterCohort.pricingTab;
      return {
        tab,
        subject: cmmcAccelerator.name,
        items: cmmcItems(quote),
        rows: summary.rows,
        roundingNote: null,
        period: cohort.open
          ? fillText(copy.periodCohort, { weeks, start: cohort.cohort.figures["cohort.startOnPricing"], access })
          : fillText(copy.periodNoCohort, { weeks, access }),
        installments: { title: labels.installments, rows: summary.installments },
        noAmount: null,
        // The deposit is paid only into an open cohort: on a day none is open, the quote says so instead.
        paymentTerms: [
          fillText(copy.paymentPlans, {
            total: formatUsd(quote.total),
            count: installments.count,
            interval: installments.interval,
            deposit: formatUsd(quote.deposit),
            methods: paymentMethods.join(" or "),
          }),
          cohort.open
            ? fillText(copy.paymentCohort, {
                deposit: formatUsd(quote.deposit),
                url: siteConfig.links.cohortPayment,
                email,
              })
            : fillText(copy.noOpenCohort, { email }),
          copy.currency,
        ],
      };
    }
  }
}

/** One of something at its price: a plan for a year or a month, the program. */
const once = (description: string, unit: string, price: Money): QuoteItem => ({
  description,
  quantity: "1",
  unit,
  unitPrice: formatUsd(price),
  amount: formatUsd(price),
});

/** A count of units at a rate in dollars (whole cents), and what they come to. */
const counted = (description: string, quantity: number, unit: string, rate: string, amount: Money): QuoteItem => ({
  description,
  quantity: count(quantity),
  unit,
  unitPrice: rate,
  amount: formatUsd(amount),
});

/** A SecOps quote's lines: billed annually, the year's (the plan's annual price, 12 months of additions). */
function secopsItems(quote: Extract<SecOpsQuote, { kind: "priced" }>): QuoteItem[] {
  const { plan, extraUsers, extraStorageGb } = quote;
  const module = pricingCopy.tabs.secops;
  const userRate = formatDollars(plan.userOverageRate);
  const storageRate = formatDollars(plan.storageOverageRate);
  const { items, units } = copy;
  if (quote.billing === "annual")
    return [
      once(fillText(items.planAnnual, { module, plan: plan.name }), units.year, quote.annualBase),
      counted(
        fillText(items.usersAnnual, { count: count(extraUsers) }),
        extraUsers * 12,
        units.userMonth,
        userRate,
        times(quote.userOverage, 12),
      ),
      counted(
        fillText(items.storageAnnual, { count: count(extraStorageGb) }),
        extraStorageGb * 12,
        units.gbMonth,
        storageRate,
        times(quote.storageOverage, 12),
      ),
    ];
  return [
    once(fillText(items.planMonthly, { module, plan: plan.name }), units.month, quote.baseMonthly),
    counted(items.usersMonthly, extraUsers, units.userPerMonth, userRate, quote.userOverage),
    counted(items.storageMonthly, extraStorageGb, units.gbPerMonth, storageRate, quote.storageOverage),
  ];
}

/** The program and each add-on chosen; an add-on's hours times its hourly rate, when that is a whole number of cents. */
function cmmcItems(quote: CmmcQuote): QuoteItem[] {
  const { name, weeks } = cmmcAccelerator;
  return [
    once(fillText(copy.items.program, { name, weeks }), copy.units.program, quote.base),
    ...quote.addOns.map((chosen) => {
      const addOn = cmmcAccelerator.addOns.find((each) => each.id === chosen.id)!;
      const hourly = usd(addOn.price / addOn.hours);
      return toCents(times(hourly, addOn.hours)) === toCents(chosen.price)
        ? counted(chosen.name, addOn.hours, copy.units.hour, formatUsd(hourly), chosen.price)
        : once(chosen.name, copy.units.program, chosen.price);
    }),
  ];
}

const printedDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** A date as the quote prints it: "November 22, 2026" (UTC: the same day everywhere for the same quote). */
export function quoteDate(date: Date): string {
  return printedDate.format(date);
}

/** The day a quote stops holding: its date plus the content's validity. */
export function quoteExpiry(date: Date): Date {
  return new Date(date.getTime() + copy.validForDays * 24 * 60 * 60 * 1000);
}

/** "Valid for 30 days, until December 22, 2026". */
export function quoteValidity(date: Date): string {
  return fillText(copy.validity, { days: copy.validForDays, date: quoteDate(quoteExpiry(date)) });
}
