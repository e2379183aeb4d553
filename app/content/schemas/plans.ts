/** content/plans.json: the plans and prices of specification sections 3 and 9. */
import { z } from "zod";
import { formatDollars } from "#app/content/amounts.ts";
import { secopsAllowances } from "#app/content/layout-limits.ts";
import { count, dollars, limits, quantity, text, texts, uniqueIds } from "./common.ts";
import { openForRegistration } from "#app/content/calendar-day.ts";

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A calendar date written YYYY-MM-DD; the site shows it as the spec does, month and year ("Jan 2026"). */
function isoDate(description: string) {
  return z
    .string()
    .superRefine((value, ctx) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
        ctx.addIssue({
          code: "custom",
          message: 'must be a date written year-month-day, e.g. "2026-01-12" (the site shows it as "Jan 2026")',
        });
      else if (!isCalendarDate(value))
        ctx.addIssue({
          code: "custom",
          message: `is not a day on the calendar (${value}): check the month and the day`,
        });
    })
    .transform((iso) => ({ iso, shown: `${months[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}` }))
    .describe(`${description}, written year-month-day (YYYY-MM-DD); shown as month and year`);
}

const governancePlan = z.strictObject({
  id: z.union([z.literal(1), z.literal(2), z.literal(3)]).describe("The plan's number (1, 2 or 3); links use it"),
  name: text("The plan's name"),
  monthlyPrice: dollars("Dollars per month, billed monthly"),
  annualMonthly: dollars("Dollars per month as advertised for annual billing"),
  annualTotal: dollars("Dollars billed once a year"),
  targetAudience: text("Who the plan is for"),
  frameworkAccess: text("The frameworks the plan covers"),
  features: texts("What the plan includes, one line each", {
    most: limits.governanceFeatures,
    max: limits.planFeature,
  }),
  recommended: z.boolean().describe("true for the one plan shown as recommended"),
});

const secopsPlanIds = ["starter", "core", "plus", "enterprise"] as const;

const secopsPlan = z.strictObject({
  id: z.enum(secopsPlanIds).describe("The plan's key; links use it"),
  name: text("The plan's name"),
  monthlyPrice: dollars("Dollars per month billed monthly")
    .nullable()
    .describe("Dollars per month billed monthly; null where pricing is custom"),
  annualPrice: dollars("Dollars per year billed annually")
    .nullable()
    .describe("Dollars per year billed annually; null where pricing is custom"),
  targetCustomer: text("Who the plan is for"),
  includedUsers: count("Users included in the price"),
  userOverageRate: dollars("Dollars per user per month beyond the included users"),
  includedStorage: quantity("Gigabytes of storage included (may be a fraction)"),
  storageOverageRate: dollars("Dollars per GB per month beyond the included storage"),
  aiAgents: z.union([count("AI agents"), z.literal("unlimited")]).describe('AI agents: a number or "unlimited"'),
  logIntegrations: z
    .union([count("Log integrations"), z.literal("unlimited"), z.null()])
    .describe('Log integrations: a number, "unlimited", or null where the specification states none'),
  maxUsers: count("Upper limit of the users slider")
    .nullable()
    .describe("Upper limit of the users slider; null for plans that cannot be customised"),
  recommended: z.boolean().describe('true for the one plan shown as "Most popular"'),
  customPricing: text('Shown instead of a price, e.g. "$50K-$200K+ per year"').nullable(),
  trialDays: count("Length of the free trial in days")
    .nullable()
    .describe("Length of the free trial in days; null for paid plans"),
  features: texts(
    `Features beyond the plan's allowances. A card has ${limits.secopsCardLines} lines: the allowances first, worded from the figures above (users, storage, agents, integrations), then these`,
    { min: 0, max: limits.planFeature },
  ),
});

const cmmcAddOn = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,31}$/, {
      message:
        'must be a short key of lowercase letters, digits and hyphens, starting with a letter, e.g. "hours36": links to the pricing page carry it',
    })
    .describe(
      'The add-on\'s key, e.g. "hours36": lowercase letters, digits and hyphens. Links to the pricing page carry it, so keep it once published',
    ),
  name: text("The add-on's name"),
  hours: count("Expert hours"),
  price: dollars("The add-on's price; the rate per hour and any saving shown beside it are worked out from it"),
  cadence: text('How the hours are spread, e.g. "1 hour per week"'),
});

/** Whether the platform knows the IANA time zone. */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.includes("/") || value === "UTC";
  } catch {
    return false;
  }
}

const cohort = z
  .strictObject({
    start: z
      .union([
        isoDate("The day the cohort starts"),
        z
          .strictObject({
            landingPage: isoDate("The start date on the landing page"),
            pricingTab: isoDate("The start date on the pricing tab"),
          })
          .describe("The spec's first cohort has two readings of its start: the landing page's and the pricing tab's"),
      ])
      .describe(
        'The day the cohort starts, written year-month-day ("2027-03-01"); or, as the spec words its first cohort, { "landingPage": …, "pricingTab": … }',
      ),
    registrationCloses: isoDate("The last day a company can register (and pay the deposit)").describe(
      'The last day a company can register and pay the deposit, written year-month-day ("2027-02-01"): from the next day, the site no longer offers this cohort',
    ),
    seats: count("The seats in this cohort").min(1, "must be 1 or more"),
    full: z
      .boolean()
      .optional()
      .describe("true once every seat is taken: the site stops offering this cohort before its registration closes"),
  })
  .transform((raw) => {
    const start = "iso" in raw.start ? { landingPage: raw.start, pricingTab: raw.start } : raw.start;
    const firstDay = start.landingPage.iso <= start.pricingTab.iso ? start.landingPage : start.pricingTab;
    return {
      start,
      firstDay,
      registrationCloses: raw.registrationCloses,
      seats: raw.seats,
      full: raw.full ?? false,
    };
  })
  .describe("One cohort: when it starts, when its registration closes, and its seats");

const cmmcAccelerator = z.strictObject({
  name: text("The program's name"),
  basePrice: dollars("The program fee"),
  installments: z
    .strictObject({
      count: count("How many installments"),
      amount: dollars("Each installment"),
      interval: text('The period between installments, e.g. "month"'),
    })
    .describe("The installment plan"),
  deposit: dollars("The deposit that reserves a seat"),
  weeks: count("The cohort's length in weeks"),
  companiesPerCohort: count("Seats per cohort"),
  registrationCloses: text('When registration closes, e.g. "in 4 weeks or when the cohort is full"'),
  paymentMethods: texts("Accepted payment methods"),
  region: text("Where the cohort's companies are"),
  timeZone: z
    .string()
    .refine(isTimeZone, {
      message: 'must be a time zone such as "America/New_York" (the IANA name): the site switches on midnight there',
    })
    .describe("The cohorts' time zone: a cohort's dates begin and end at midnight there"),
  cohorts: z
    .array(cohort)
    .min(1, "needs at least 1 cohort: the site shows the last one as closed when none is open")
    .superRefine((cohorts, ctx) => {
      for (const [i, each] of cohorts.entries()) {
        const previous = cohorts[i - 1];
        // zod runs this rule even when a cohort failed its own (a seat count of 0, an impossible date): such a
        // cohort has no days to compare, and its own problem is already named.
        if (!each?.firstDay || !previous?.firstDay) continue;
        const same = cohorts.findIndex((other) => other?.firstDay?.iso === each.firstDay.iso);
        if (same < i)
          ctx.addIssue({
            code: "custom",
            path: [i, "start"],
            message: `is already listed: item ${same + 1} starts on the same day (${each.firstDay.iso}). Remove this one, or give it the day the next cohort starts`,
          });
        else if (each.firstDay.iso <= previous.firstDay.iso)
          ctx.addIssue({
            code: "custom",
            path: [i, "start"],
            message: `must be after the cohort above it (item ${i}, which starts ${previous.firstDay.shown}): list the cohorts in the order they start`,
          });
      }
    })
    .describe(
      "The cohorts, in the order they start. The site offers a seat in the first one whose registration is open; when none is, it offers to tell visitors about the next one",
    ),
  platformAccessAfterCohort: z
    .strictObject({
      landingPage: text("On the landing page"),
      pricingTab: text("On the pricing tab"),
    })
    .describe("Platform access after the cohort, in the spec's two readings"),
  addOns: z
    .array(cmmcAddOn)
    .superRefine(uniqueIds("add-on"))
    .superRefine((addOns, ctx) => {
      for (const [i, addOn] of addOns.entries())
        if (addOn.hours === 0 || !isWholeCentsRate(addOn.price, addOn.hours))
          ctx.addIssue({
            code: "custom",
            path: [i, "price"],
            message: `divided by the hours (${addOn.hours}) must come out in whole cents, because the rate per hour is shown beside it (it comes to ${addOn.hours === 0 ? "nothing" : (addOn.price / addOn.hours).toFixed(4)}): check the hours and the price`,
          });
    })
    .transform((addOns) => {
      // The dearest rate is the one a buyer pays hour by hour; an add-on that costs less per hour saves the
      // difference, worked out here so a price change can never leave a typed "save $120" wrong or negative.
      const rates = addOns.map((addOn) => Math.round((addOn.price * 100) / Math.max(addOn.hours, 1)) / 100);
      const dearest = Math.max(0, ...rates);
      return addOns.map((addOn, i) => ({
        ...addOn,
        hourlyRate: rates[i]!,
        savings: Math.round(addOn.hours * dearest * 100 - addOn.price * 100) / 100,
      }));
    })
    .describe("Optional expert-hour add-ons"),
});

/** True when the price divides into the hours in whole cents. */
function isWholeCentsRate(price: number, hours: number): boolean {
  const cents = Math.round(price * 100);
  return cents % hours === 0;
}

export const plansSchema = z
  .strictObject({
    governancePlans: z
      .array(governancePlan)
      .length(3, "must list exactly 3 plans")
      .superRefine(uniqueIds("plan"))
      .describe("The Governance plans"),
    secopsPlans: z
      .array(secopsPlan)
      .length(4, "must list exactly 4 plans")
      .superRefine(uniqueIds("plan"))
      .describe("The SecOps plans"),
    secopsSliders: z
      .strictObject({
        storageMaxGb: count("Upper limit of the storage slider, in GB"),
        storageStepGb: count("Step of the storage slider, in GB").min(1, "must be 1 or more"),
        userStep: count("Step of the users slider").min(1, "must be 1 or more"),
      })
      .describe("The SecOps calculator's sliders"),
    cmmcAccelerator,
  })
  .superRefine(
    (plans, ctx) => {
      const recommended = plans.governancePlans.filter((plan) => plan.recommended).length;
      if (recommended !== 1)
        ctx.addIssue({
          code: "custom",
          path: ["governancePlans"],
          message: `must have exactly one recommended plan (it has ${recommended})`,
        });
      for (const [i, plan] of plans.governancePlans.entries()) {
        const twelveMonths = plan.monthlyPrice * 12;
        const advertised = plan.annualMonthly * 12;
        if (plan.annualTotal > twelveMonths)
          ctx.addIssue({
            code: "custom",
            path: ["governancePlans", i, "annualTotal"],
            message: `must not be more than 12 monthly payments (12 × ${formatDollars(plan.monthlyPrice)} = ${formatDollars(twelveMonths)}): the page would show a negative saving`,
          });
        if (Math.abs(advertised - plan.annualTotal) > 12)
          ctx.addIssue({
            code: "custom",
            path: ["governancePlans", i, "annualMonthly"],
            message: `× 12 is ${formatDollars(advertised)}, but the annualTotal is ${formatDollars(plan.annualTotal)}: they may differ by rounding (at most $12), so one of the two figures is wrong`,
          });
      }
      for (const [i, plan] of plans.secopsPlans.entries()) {
        if (plan.monthlyPrice !== null && plan.annualPrice !== null && plan.annualPrice > plan.monthlyPrice * 12)
          ctx.addIssue({
            code: "custom",
            path: ["secopsPlans", i, "annualPrice"],
            message: `must not be more than 12 monthly payments (12 × ${formatDollars(plan.monthlyPrice)} = ${formatDollars(plan.monthlyPrice * 12)}): the page would show a negative saving`,
          });
        if (
          (plan.monthlyPrice === null) !== (plan.annualPrice === null) ||
          (plan.monthlyPrice === null) !== (plan.customPricing !== null)
        )
          ctx.addIssue({
            code: "custom",
            path: ["secopsPlans", i],
            message:
              "needs either both prices (monthlyPrice and annualPrice) and customPricing null, or both prices null and a customPricing text",
          });
        const free = limits.secopsCardLines - secopsAllowances(plan).length;
        if (plan.features.length > free)
          ctx.addIssue({
            code: "custom",
            path: ["secopsPlans", i, "features"],
            message: `has ${plan.features.length} features, but the card shows ${limits.secopsCardLines} lines and ${secopsAllowances(plan).length} of them are the plan's allowances, so ${free === 1 ? "1 line is" : `${free} lines are`} free: remove ${plan.features.length - free} or merge them into ${free === 1 ? "one line" : `${free} lines`}`,
          });
      }
      const { installments, basePrice, deposit } = plans.cmmcAccelerator;
      if (installments.count * installments.amount !== basePrice)
        ctx.addIssue({
          code: "custom",
          path: ["cmmcAccelerator", "installments"],
          message: `must add up to the basePrice ${basePrice} (${installments.count} × ${installments.amount} = ${installments.count * installments.amount})`,
        });
      for (const [i, each] of plans.cmmcAccelerator.cohorts.entries()) {
        if (each.registrationCloses.iso >= each.firstDay.iso)
          ctx.addIssue({
            code: "custom",
            path: ["cmmcAccelerator", "cohorts", i, "registrationCloses"],
            message: `is ${each.registrationCloses.iso}, but the cohort starts ${each.firstDay.iso}: registration must close before the first day (a company cannot join a cohort that has begun)`,
          });
        if (each.seats > plans.cmmcAccelerator.companiesPerCohort)
          ctx.addIssue({
            code: "custom",
            path: ["cmmcAccelerator", "cohorts", i, "seats"],
            message: `is ${each.seats}, more than companiesPerCohort (${plans.cmmcAccelerator.companiesPerCohort}), the size the site promises: lower the seats, or raise companiesPerCohort`,
          });
      }
      if (deposit > basePrice)
        ctx.addIssue({
          code: "custom",
          path: ["cmmcAccelerator", "deposit"],
          message: "must not be more than the basePrice",
        });
    },
    // The price model's rules compare figures that each passed their own rules (a negative price is reported once).
    { when: (payload) => payload.issues.length === 0 },
  );

/**
 * The cohorts a marketer should look at on `today` (YYYY-MM-DD, in the cohorts' time zone): one that has started, or
 * whose registration has closed, is no longer offered. Warnings, not errors: the site shows the closed state on its
 * own, but the team should add the next cohort.
 */
export function cohortsPast(plans: Plans, today: string): { field: string; problem: string }[] {
  const { cohorts } = plans.cmmcAccelerator;
  const anyOpen = cohorts.some((each) => openForRegistration(each, today));
  return cohorts.flatMap((each, i) => {
    const started = each.firstDay.iso <= today;
    const closed = each.registrationCloses.iso < today;
    if (!started && !closed) return [];
    const what = started
      ? `started on ${each.firstDay.iso}`
      : `closed its registration on ${each.registrationCloses.iso}`;
    const then = anyOpen
      ? "the site no longer offers it; you may remove it from the list"
      : `no cohort is open, so the site offers no seat or deposit and asks visitors to hear about the next cohort. Add the next cohort (docs/content-and-prices.md, "A new cohort")`;
    return [{ field: `cmmcAccelerator › cohorts › item ${i + 1}`, problem: `${what}: ${then}` }];
  });
}

export type Plans = z.output<typeof plansSchema>;
export type GovernancePlan = Plans["governancePlans"][number];
export type SecOpsPlan = Plans["secopsPlans"][number];
export type CmmcAddOn = Plans["cmmcAccelerator"]["addOns"][number];
export type Cohort = Plans["cmmcAccelerator"]["cohorts"][number];
