/**
 * The figures copy may quote, each written in the copy as {name} and filled in from the price data or the site
 * configuration. This is how a sentence such as "A {cohort.weeks}-week cohort" follows the program's length: the
 * number is stated once, in content/plans.json, and every sentence that quotes it changes with it.
 *
 * This module holds no data: the values are computed from the parsed price data it is given (figureValuesFrom), so
 * the content check can compute them from the files it has just read, and the schemas can fill them in while they
 * parse (withFigures). What each figure says is listed in docs/content-and-prices.md.
 */
import { formatCount, formatDollars } from "./amounts.ts";

/**
 * What the figures read from the parsed price data (schemas/plans.ts gives it): its shape only, so this module needs
 * nothing from the schemas, which fill figures in as they parse (issue 47: no import circle, types included).
 */
export interface PriceFigureSource {
  governancePlans: readonly { monthlyPrice: number; annualTotal: number }[];
  secopsPlans: readonly { id: string; logIntegrations: number | "unlimited" | null }[];
  cmmcAccelerator: {
    name: string;
    weeks: number;
    companiesPerCohort: number;
    region: string;
    platformAccessAfterCohort: { landingPage: string; pricingTab: string };
    basePrice: number;
    deposit: number;
    installments: { count: number; amount: number };
    paymentMethods: readonly string[];
    addOns: readonly { price: number }[];
  };
}
type Plans = PriceFigureSource;

const integrations = (plans: Plans, id: string) => {
  const count = plans.secopsPlans.find((plan) => plan.id === id)?.logIntegrations;
  if (count === null || count === undefined) return "";
  return typeof count === "number" ? formatCount(count) : count;
};

/** Each figure's name and how it is read from the parsed price data. */
const planFigures = {
  "governance.lowestPrice": (plans: Plans) =>
    formatDollars(Math.min(...plans.governancePlans.map((plan) => plan.monthlyPrice))),
  // The saving of annual billing, rounded as the plan cards and the summary round it (app/lib/pricing/quote.ts, in
  // whole cents here: the content reads no library): the billing switch's badge quotes the best, so a price change
  // can never leave a typed "Save up to 16%" behind.
  "governance.bestAnnualSaving": (plans: Plans) =>
    `${Math.max(
      ...plans.governancePlans.map((plan) => {
        const twelveMonths = Math.round(plan.monthlyPrice * 100) * 12;
        const saving = twelveMonths - Math.round(plan.annualTotal * 100);
        return twelveMonths === 0 ? 0 : Math.round((saving / twelveMonths) * 100);
      }),
    )}%`,
  "secops.core.integrations": (plans: Plans) => integrations(plans, "core"),
  "secops.plus.integrations": (plans: Plans) => integrations(plans, "plus"),
  "cohort.name": (plans: Plans) => plans.cmmcAccelerator.name,
  "cohort.weeks": (plans: Plans) => formatCount(plans.cmmcAccelerator.weeks),
  "cohort.companies": (plans: Plans) => formatCount(plans.cmmcAccelerator.companiesPerCohort),
  "cohort.region": (plans: Plans) => plans.cmmcAccelerator.region,
  "cohort.platformAccess": (plans: Plans) => plans.cmmcAccelerator.platformAccessAfterCohort.landingPage,
  "cohort.platformAccessOnPricing": (plans: Plans) => plans.cmmcAccelerator.platformAccessAfterCohort.pricingTab,
  "cohort.price": (plans: Plans) => formatDollars(plans.cmmcAccelerator.basePrice),
  "cohort.deposit": (plans: Plans) => formatDollars(plans.cmmcAccelerator.deposit),
  "cohort.installmentCount": (plans: Plans) => formatCount(plans.cmmcAccelerator.installments.count),
  "cohort.installmentAmount": (plans: Plans) => formatDollars(plans.cmmcAccelerator.installments.amount),
  "cohort.paymentMethods": (plans: Plans) => plans.cmmcAccelerator.paymentMethods.join(" or "),
  "cohort.lowestAddOnPrice": (plans: Plans) =>
    formatDollars(Math.min(...plans.cmmcAccelerator.addOns.map((addOn) => addOn.price))),
} satisfies Record<string, (plans: Plans) => string>;

/**
 * The figures of the cohort open for registration. They change with the calendar (the site switches at midnight in
 * the cohorts' time zone, without a rebuild), so only a text's "whileOpen" form may quote them, and they are filled
 * in when the page is rendered for a day (fillCohortFigures), not when the content is read.
 */
export const cohortFigureNames = ["cohort.start", "cohort.startOnPricing", "cohort.registrationCloses"] as const;
export type CohortFigureName = (typeof cohortFigureNames)[number];

/** The values of the cohort figures for the open cohort. */
export type CohortFigureValues = Readonly<Record<CohortFigureName, string>>;

/** A "whileOpen" text with the open cohort's figures filled in. */
export function fillCohortFigures(text: string, values: CohortFigureValues): string {
  return fillText(text, values);
}

/** The site configuration's values copy may quote: the brand, and every external address as {links.name}. */
export interface SiteFigureSource {
  brandName: string;
  links: Record<string, string>;
}

/** A figure's name as the copy writes it, e.g. "cohort.weeks". */
export type FigureName = keyof typeof planFigures | CohortFigureName | "brand" | `links.${string}`;

/** Every figure's value as the site shows it ("" where the data has none, e.g. a plan without integrations). */
export type FigureValues = Readonly<Record<string, string>>;

/** The figures, computed from parsed price data and the site configuration. */
export function figureValuesFrom(plans: Plans, site: SiteFigureSource): FigureValues {
  return {
    brand: site.brandName,
    ...Object.fromEntries(Object.entries(planFigures).map(([name, value]) => [name, value(plans)])),
    ...Object.fromEntries(Object.entries(site.links).map(([key, url]) => [`links.${key}`, url])),
  };
}

const placeholder = /\{([A-Za-z][\w.]*)\}/g;

/** The {names} a text contains. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(placeholder)].map((match) => match[1]!);
}

/** Fills the {names} of a text from the values given; names it does not know stay as they are. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(placeholder, (whole, name: string) => {
    if (!(name in values)) return whole;
    const value = values[name]!;
    // A number is a count or a quantity ("1,000 users", "0.01 GB"): grouped as prices are.
    return typeof value === "number" ? formatCount(value) : value;
  });
}

/** A count in words, from its forms in the copy: "one" for exactly 1, "unlimited" where the data says so. */
export function countText(
  forms: { one?: string; other: string; unlimited?: string },
  count: number | "unlimited",
): string {
  if (count === "unlimited") return forms.unlimited ?? forms.other;
  return fillText(count === 1 && forms.one ? forms.one : forms.other, { count });
}

/*
 * The figures a parse fills in. Zod has no parse context, so the reader (app/content/parse.ts) sets them for the
 * length of one synchronous parse; text() in schemas/common.ts reads them. Outside a parse there are none, and a
 * text that quotes a figure is refused rather than shown with its {name}.
 */
let parsingWith: FigureValues | undefined;

/** Runs a parse with the figures its texts may quote. */
export function withFigures<T>(values: FigureValues, parse: () => T): T {
  const outer = parsingWith;
  parsingWith = values;
  try {
    return parse();
  } finally {
    parsingWith = outer;
  }
}

/** The figures of the parse under way (none outside one). */
export function figuresOfThisParse(): FigureValues {
  return parsingWith ?? {};
}
