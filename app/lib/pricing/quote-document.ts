/**
 * What a downloadable quote says (issue 22): for one tab of a pricing state, the same labelled lines the page's
 * summary shows (line-items.ts; no second calculation), the plan and billing, payment terms, and the quote's
 * number and dates. Pure: the server renders it as a PDF (server/quote-pdf.ts), the tests compare it with the page.
 */
import { fillText } from "#app/content/figures.ts";
import type { CohortStatus } from "#app/lib/cohorts/calendar.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { siteConfig } from "#app/site.config.ts";
import { type SummaryLine, cmmcSummary, governanceSummary, secopsSummary } from "./line-items.ts";
import { formatUsd } from "./money.ts";
import { cmmcAccelerator, governancePlans, secopsPlans } from "./plans.ts";
import { cmmcQuote, secopsQuote } from "./quote.ts";
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

export interface QuoteDocument {
  tab: PricingTab;
  /** The plan and billing in words (the summary's caption), or the program's name. */
  subject: string;
  /** The summary's rows, exactly as the page shows them; empty when the plan has no price to quote. */
  rows: SummaryLine[];
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

export function quoteDocument(state: PricingState, cohort: CohortStatus, tab: PricingTab = state.tab): QuoteDocument {
  switch (tab) {
    case "governance": {
      const plan = planOr(governancePlans, state.governancePlan, 1);
      const summary = governanceSummary(plan, state.governanceBilling);
      return {
        tab,
        subject: `${pricingCopy.tabs.governance}: ${summary.caption ?? plan.name}`,
        rows: summary.rows,
        installments: null,
        noAmount: null,
        paymentTerms: [fillText(copy.paymentGovernance, { url: siteConfig.links.governanceSignup }), copy.currency],
      };
    }
    case "secops": {
      const plan = planOr(secopsPlans, state.secopsPlan, 1);
      const quote = secopsQuote(plan, state.secopsBilling, state.users, state.storage);
      const payment = [fillText(copy.paymentSecops, { url: siteConfig.links.secopsBooking }), copy.currency];
      if (quote.kind === "priced") {
        const summary = secopsSummary(quote);
        return {
          tab,
          subject: `${pricingCopy.tabs.secops}: ${summary.caption ?? plan.name}`,
          rows: summary.rows,
          installments: null,
          noAmount: null,
          paymentTerms: payment,
        };
      }
      const noAmount =
        quote.kind === "custom"
          ? fillText(copy.custom, { plan: plan.name, pricing: quote.customPricing, email, phone })
          : fillText(copy.trial, { plan: plan.name, days: quote.trialDays, email, phone });
      return {
        tab,
        subject: `${pricingCopy.tabs.secops}: ${plan.name}`,
        rows: [],
        installments: null,
        noAmount,
        paymentTerms: payment,
      };
    }
    case "cmmc": {
      const quote = cmmcQuote(state.addOns);
      const summary = cmmcSummary(quote);
      return {
        tab,
        subject: cmmcAccelerator.name,
        rows: summary.rows,
        installments: { title: labels.installments, rows: summary.installments },
        noAmount: null,
        // The deposit is paid only into an open cohort: on a day none is open, the quote says so instead.
        paymentTerms: [
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

/** A date as the quote prints it: "November 22, 2026" (UTC: the same day everywhere for the same quote). */
export function quoteDate(date: Date): string {
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** The day a quote stops holding: its date plus the content's validity. */
export function quoteExpiry(date: Date): Date {
  return new Date(date.getTime() + copy.validForDays * 24 * 60 * 60 * 1000);
}

/** "Valid for 30 days, until December 22, 2026". */
export function quoteValidity(date: Date): string {
  return fillText(copy.validity, { days: copy.validForDays, date: quoteDate(quoteExpiry(date)) });
}
