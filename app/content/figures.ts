/**
 * The figures copy may quote, each written in the copy as {name} and filled in from the price data or the site
 * configuration. This is how a sentence such as "A {cohort.weeks}-week cohort" follows the program's length: the
 * number is stated once, in content/plans.json, and every sentence that quotes it changes with it.
 */
import { formatDollars } from "../lib/pricing/money.ts";
import { cmmcAccelerator, governancePlans, secopsPlans } from "../lib/pricing/plans.ts";
import { siteConfig } from "../site.config.ts";

const integrations = (id: string) => {
  const count = secopsPlans.find((plan) => plan.id === id)?.logIntegrations;
  return count === null || count === undefined ? "" : String(count);
};

/** Each figure's name, what it says, and how it is read from the data. */
export const figureSources = {
  brand: { says: "The brand name", value: () => siteConfig.brandName },
  "governance.lowestPrice": {
    says: "The lowest Governance monthly price, e.g. $199",
    value: () => formatDollars(Math.min(...governancePlans.map((plan) => plan.monthlyPrice))),
  },
  "secops.core.integrations": { says: "Core's log integrations", value: () => integrations("core") },
  "secops.plus.integrations": { says: "Plus's log integrations", value: () => integrations("plus") },
  "cohort.name": { says: "The accelerator's name", value: () => cmmcAccelerator.name },
  "cohort.weeks": { says: "The cohort's length in weeks", value: () => String(cmmcAccelerator.weeks) },
  "cohort.companies": { says: "Companies per cohort", value: () => String(cmmcAccelerator.companiesPerCohort) },
  "cohort.region": { says: "Where the cohort's companies are", value: () => cmmcAccelerator.region },
  "cohort.start": {
    says: "The start date as the landing page words it",
    value: () => cmmcAccelerator.cohortStart.landingPage,
  },
  "cohort.startOnPricing": {
    says: "The start date as the pricing tab words it",
    value: () => cmmcAccelerator.cohortStart.pricingTab,
  },
  "cohort.platformAccess": {
    says: "Platform access after the cohort, as the landing page words it",
    value: () => cmmcAccelerator.platformAccessAfterCohort.landingPage,
  },
  "cohort.platformAccessOnPricing": {
    says: "Platform access after the cohort, as the pricing tab words it",
    value: () => cmmcAccelerator.platformAccessAfterCohort.pricingTab,
  },
  "cohort.price": { says: "The program fee", value: () => formatDollars(cmmcAccelerator.basePrice) },
  "cohort.deposit": { says: "The deposit", value: () => formatDollars(cmmcAccelerator.deposit) },
  "cohort.installmentCount": { says: "How many installments", value: () => String(cmmcAccelerator.installments.count) },
  "cohort.installmentAmount": {
    says: "Each installment",
    value: () => formatDollars(cmmcAccelerator.installments.amount),
  },
  "cohort.registrationCloses": { says: "When registration closes", value: () => cmmcAccelerator.registrationCloses },
  "cohort.paymentMethods": {
    says: 'The payment methods, joined with "or"',
    value: () => cmmcAccelerator.paymentMethods.join(" or "),
  },
  "cohort.lowestAddOnPrice": {
    says: "The cheapest expert-hour add-on",
    value: () => formatDollars(Math.min(...cmmcAccelerator.addOns.map((addOn) => addOn.price))),
  },
  ...Object.fromEntries(
    Object.keys(siteConfig.links).map((key) => [
      `links.${key}`,
      {
        says: `The ${key} address (site configuration)`,
        value: () => siteConfig.links[key as keyof typeof siteConfig.links],
      },
    ]),
  ),
} satisfies Record<string, { says: string; value: () => string }>;

export type FigureName = keyof typeof figureSources;
export const figureNames = Object.keys(figureSources) as FigureName[];

const placeholder = /\{([A-Za-z][\w.]*)\}/g;

/** The {names} a text contains. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(placeholder)].map((match) => match[1]!);
}

/** Fills the {names} of a text from the values given; names it does not know stay as they are. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(placeholder, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

let figureValues: Record<string, string> | undefined;
function figures(): Record<string, string> {
  figureValues ??= Object.fromEntries(Object.entries(figureSources).map(([name, source]) => [name, source.value()]));
  return figureValues;
}

/** A figure's value as the site shows it ("" where the data has none, e.g. a plan without a number of integrations). */
export function figureValue(name: FigureName): string {
  return figures()[name] ?? "";
}

/** The data with every figure filled in, in every text at any depth (parameters such as {amount} stay). */
export function withFigures<T>(data: T): T {
  if (typeof data === "string") return fillText(data, figures()) as T;
  if (Array.isArray(data)) return data.map((item: unknown) => withFigures(item)) as T;
  if (data !== null && typeof data === "object")
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, withFigures(value)])) as T;
  return data;
}

/** A content file's data, its figures filled in, as the type its schema guarantees (the build checked it). */
export function contentOf<T>(data: unknown): T {
  return withFigures(data) as T;
}

/** A count in words, from its forms in the copy: "one" for exactly 1, "unlimited" where the data says so. */
export function countText(
  forms: { one?: string; other: string; unlimited?: string },
  count: number | "unlimited",
): string {
  if (count === "unlimited") return forms.unlimited ?? forms.other;
  return fillText(count === 1 && forms.one ? forms.one : forms.other, { count });
}
