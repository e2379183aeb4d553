/** content/plans.json: the plans and prices of specification sections 3 and 9. */
import { z } from "zod";
import { formatCents, formatCount, formatDollars } from "#app/content/amounts.ts";
import { secopsAllowances } from "#app/content/layout-limits.ts";
import { calendarDate, count, dollars, limits, quantity, text, texts, uniqueIds } from "./common.ts";
import { openForRegistration } from "#app/content/calendar-day.ts";

/** A price of the data (whole cents, checked by its rule) in cents: the rules below compare prices in whole numbers. */
const centsOf = (dollars: number) => Math.round(dollars * 100);

/** The most a quote may come to in a year: far past any real order, and exact to the cent in the pricing's math. */
const LARGEST_QUOTE = 1_000_000_000;

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A calendar date (year-month-day); the site shows it as the spec does, month and year ("Jan 2026"). */
function isoDate(description: string) {
  return calendarDate(description).transform((iso) => ({
    iso,
    shown: `${months[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`,
  }));
}

const governancePlan = z
  .strictObject({
    id: z
      .union([z.literal(1), z.literal(2), z.literal(3)])
      .describe("The plan's number (1, 2 or 3); links use it")
      .meta({ title: "Plan number" }),
    name: text("The plan's name").meta({ title: "Plan name" }),
    monthlyPrice: dollars("Dollars per month, billed monthly").meta({ title: "Monthly price" }),
    annualMonthly: dollars("Dollars per month as advertised for annual billing").meta({
      title: "Monthly price, billed annually",
    }),
    annualTotal: dollars("Dollars billed once a year").meta({ title: "Yearly total, billed annually" }),
    targetAudience: text("Who the plan is for").meta({ title: "Who it is for" }),
    frameworkAccess: text("The frameworks the plan covers").meta({ title: "Frameworks covered" }),
    features: texts("What the plan includes, one line each", {
      most: limits.governanceFeatures,
      max: limits.planFeature,
    }).meta({ title: "Features", itemNoun: "feature" }),
    recommended: z.boolean().describe("Yes for the one plan shown as recommended").meta({ title: "Recommended plan" }),
  })
  .meta({ itemNoun: "governance plan", itemTitle: "{name}" });

const secopsPlanIds = ["starter", "core", "plus", "enterprise"] as const;

const secopsPlan = z
  .strictObject({
    id: z.enum(secopsPlanIds).describe("The plan's key; links use it").meta({ title: "Plan key" }),
    name: text("The plan's name").meta({ title: "Plan name" }),
    monthlyPrice: dollars("Dollars per month billed monthly")
      .nullable()
      .describe("Dollars per month billed monthly; none where pricing is custom")
      .meta({ title: "Monthly price" }),
    annualPrice: dollars("Dollars per year billed annually")
      .nullable()
      .describe("Dollars per year billed annually; none where pricing is custom")
      .meta({ title: "Yearly price" }),
    targetCustomer: text("Who the plan is for").meta({ title: "Who it is for" }),
    includedUsers: count("Users included in the price").meta({ title: "Users included" }),
    userOverageRate: dollars("Dollars per user per month beyond the included users").meta({
      title: "Price per extra user, per month",
    }),
    includedStorage: quantity("Gigabytes of storage included (may be a fraction)").meta({
      title: "Storage included (GB)",
    }),
    storageOverageRate: dollars("Dollars per GB per month beyond the included storage").meta({
      title: "Price per extra GB, per month",
    }),
    aiAgents: z
      .union([count("AI agents").meta({ choice: "A number of agents" }), z.literal("unlimited")])
      .describe('AI agents: a number or "unlimited"')
      .meta({ title: "AI agents" }),
    logIntegrations: z
      .union([count("Log integrations").meta({ choice: "A number of integrations" }), z.literal("unlimited"), z.null()])
      .describe('Log integrations: a number, "unlimited", or none where the specification states none')
      .meta({ title: "Log integrations" }),
    maxUsers: count("Upper limit of the users slider")
      .meta({ choice: "A number of users" })
      .nullable()
      .describe("Upper limit of the users slider; none for plans that cannot be customised")
      .meta({ title: "Most users in the calculator" }),
    recommended: z
      .boolean()
      .describe('Yes for the one plan shown as "Most popular"')
      .meta({ title: "Most popular plan" }),
    customPricing: text('Shown instead of a price, e.g. "$50K-$200K+ per year"')
      .meta({ choice: "Words instead of a price" })
      .nullable()
      .meta({ title: "Custom pricing" }),
    trialDays: count("Length of the free trial in days")
      .min(1, "must be 1 or more: a plan without a trial has none")
      .meta({ choice: "A free trial of some days" })
      .nullable()
      .describe("Length of the free trial in days; none for paid plans")
      .meta({ title: "Free trial (days)" }),
    features: texts(
      `Features beyond the plan's allowances. A card has ${limits.secopsCardLines} lines: the allowances first, worded from the figures above (users, storage, agents, integrations), then these`,
      { min: 0, max: limits.planFeature },
    ).meta({ title: "Features", itemNoun: "feature" }),
  })
  .meta({ itemNoun: "SecOps plan", itemTitle: "{name}" });

const cmmcAddOn = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,31}$/, {
        message:
          'must be a short key of lowercase letters, digits and hyphens, starting with a letter, e.g. "hours36": links to the pricing page carry it',
      })
      .describe(
        'The add-on\'s key, e.g. "hours36": lowercase letters, digits and hyphens. Links to the pricing page carry it, so keep it once published',
      )
      .meta({ title: "Add-on key" }),
    name: text("The add-on's name").meta({ title: "Add-on name" }),
    hours: count("Expert hours").meta({ title: "Expert hours" }),
    price: dollars("The add-on's price; the rate per hour and any saving shown beside it are worked out from it").meta({
      title: "Price",
    }),
    cadence: text('How the hours are spread, e.g. "1 hour per week"').meta({ title: "How the hours are spread" }),
  })
  .meta({ itemNoun: "add-on", itemTitle: "{name}" });

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
        isoDate("The day the cohort starts").meta({ choice: "One day, everywhere" }),
        z
          .strictObject({
            landingPage: isoDate("The start date on the landing page").meta({ title: "Start on the landing page" }),
            pricingTab: isoDate("The start date on the pricing tab").meta({ title: "Start on the pricing tab" }),
          })
          .describe("The spec's first cohort has two readings of its start: the landing page's and the pricing tab's")
          .meta({ choice: "A day on the landing page and another on the pricing tab" }),
      ])
      .describe(
        "The day the cohort starts. The first cohort may show a different day on the landing page and the pricing tab",
      )
      .meta({ title: "Start date" }),
    registrationCloses: isoDate("The last day a company can register (and pay the deposit)")
      .describe(
        "The last day a company can register and pay the deposit: from the next day, the site no longer offers this cohort",
      )
      .meta({ title: "Registration closes" }),
    seats: count("The seats in this cohort").min(1, "must be 1 or more").meta({ title: "Seats" }),
    full: z
      .boolean()
      .optional()
      .describe("Yes once every seat is taken: the site stops offering this cohort before its registration closes")
      .meta({ title: "Full" }),
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
  .describe("One cohort: when it starts, when its registration closes, and its seats")
  .meta({ itemNoun: "cohort", itemTitle: "Cohort starting {start}" });

const cmmcAccelerator = z.strictObject({
  name: text("The program's name").meta({ title: "Program name" }),
  basePrice: dollars("The program fee").meta({ title: "Program fee" }),
  installments: z
    .strictObject({
      count: count("How many installments").meta({ title: "Number of installments" }),
      amount: dollars("Each installment").meta({ title: "Each installment" }),
      interval: text('The period between installments, e.g. "month"').meta({ title: "Time between installments" }),
    })
    .describe("The installment plan")
    .meta({ title: "Installments" }),
  deposit: dollars("The deposit that reserves a seat").meta({ title: "Deposit" }),
  weeks: count("The cohort's length in weeks").min(1, "must be 1 or more").meta({ title: "Length in weeks" }),
  companiesPerCohort: count("Seats per cohort").meta({ title: "Companies per cohort" }),
  registrationCloses: text('When registration closes, e.g. "in 4 weeks or when the cohort is full"').meta({
    title: "When registration closes, in words",
  }),
  paymentMethods: texts("Accepted payment methods", { item: "payment method" }).meta({ title: "Payment methods" }),
  region: text("Where the cohort's companies are").meta({ title: "Region" }),
  timeZone: z
    .string()
    .refine(isTimeZone, {
      message: 'must be a time zone such as "America/New_York" (the IANA name): the site switches on midnight there',
    })
    .describe("The cohorts' time zone: a cohort's dates begin and end at midnight there")
    .meta({ title: "Time zone" }),
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
            message: `is already listed: cohort ${same + 1} starts on the same day (${each.firstDay.iso}). Remove this one, or give it the day the next cohort starts`,
          });
        else if (each.firstDay.iso <= previous.firstDay.iso)
          ctx.addIssue({
            code: "custom",
            path: [i, "start"],
            message: `must be after the cohort above it (cohort ${i}, which starts ${previous.firstDay.shown}): list the cohorts in the order they start`,
          });
      }
    })
    .describe(
      "The cohorts, in the order they start. The site offers a seat in the first one whose registration is open; when none is, it offers to tell visitors about the next one",
    )
    .meta({ title: "Cohorts" }),
  platformAccessAfterCohort: z
    .strictObject({
      landingPage: text("On the landing page").meta({ title: "On the landing page" }),
      pricingTab: text("On the pricing tab").meta({ title: "On the pricing tab" }),
    })
    .describe("Platform access after the cohort, in the spec's two readings")
    .meta({ title: "Platform access after the cohort" }),
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
    .describe("Optional expert-hour add-ons")
    .meta({ title: "Expert-hour add-ons" }),
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
      .describe("The Governance plans")
      .meta({ title: "Governance plans" }),
    secopsPlans: z
      .array(secopsPlan)
      .length(4, "must list exactly 4 plans")
      .superRefine(uniqueIds("plan"))
      .describe("The SecOps plans")
      .meta({ title: "SecOps plans" }),
    secopsSliders: z
      .strictObject({
        storageMaxGb: count("Upper limit of the storage slider, in GB").meta({ title: "Most storage (GB)" }),
        storageStepGb: count("Step of the storage slider, in GB")
          .min(1, "must be 1 or more")
          .meta({ title: "Storage step (GB)" }),
        userStep: count("Step of the users slider").min(1, "must be 1 or more").meta({ title: "Users step" }),
      })
      .describe("The SecOps calculator's sliders")
      .meta({ title: "SecOps calculator sliders" }),
    cmmcAccelerator: cmmcAccelerator.meta({ title: "CMMC Accelerator" }),
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
        // In whole cents: 12 × $833,333.33 in dollars is $9,999,999.959999…, which a yearly total of $9,999,999.96
        // would exceed.
        const twelveMonths = centsOf(plan.monthlyPrice) * 12;
        const advertised = centsOf(plan.annualMonthly) * 12;
        if (centsOf(plan.annualTotal) > twelveMonths)
          ctx.addIssue({
            code: "custom",
            path: ["governancePlans", i, "annualTotal"],
            message: `must not be more than 12 monthly payments (12 × ${formatDollars(plan.monthlyPrice)} = ${formatCents(twelveMonths)}): the page would show a negative saving`,
          });
        if (Math.abs(advertised - centsOf(plan.annualTotal)) > 1200)
          ctx.addIssue({
            code: "custom",
            path: ["governancePlans", i, "annualMonthly"],
            message: `× 12 is ${formatCents(advertised)}, but the yearly total is ${formatDollars(plan.annualTotal)}: they may differ by rounding (at most $12), so one of the two figures is wrong`,
          });
      }
      // The storage slider is one for every plan with a calculator: its limit must leave a step above the most any of
      // them includes.
      const { storageMaxGb, storageStepGb } = plans.secopsSliders;
      const roomiest = plans.secopsPlans
        .filter((plan) => plan.maxUsers !== null)
        .reduce<SecOpsPlan | undefined>(
          (most, plan) => (most && most.includedStorage >= plan.includedStorage ? most : plan),
          undefined,
        );
      if (roomiest && storageMaxGb < roomiest.includedStorage + storageStepGb)
        ctx.addIssue({
          code: "custom",
          path: ["secopsSliders", "storageMaxGb"],
          message: `is ${storageMaxGb} GB, but the storage slider of ${roomiest.name} starts at the ${roomiest.includedStorage} GB it includes and moves ${storageStepGb} GB at a time: make it at least ${roomiest.includedStorage + storageStepGb}`,
        });
      // The largest quote each calculator can make (every user and gigabyte its sliders reach, for a year): past a
      // billion dollars, a typo in a rate rather than a price list, and a total the pricing could not keep to the cent.
      for (const [i, plan] of plans.secopsPlans.entries()) {
        if (plan.maxUsers === null || plan.monthlyPrice === null) continue;
        const extraUsers = Math.max(0, plan.maxUsers - plan.includedUsers);
        const extraStorage = Math.max(0, storageMaxGb - plan.includedStorage);
        const largest =
          (plan.annualPrice ?? plan.monthlyPrice * 12) +
          12 * (extraUsers * plan.userOverageRate + extraStorage * plan.storageOverageRate);
        if (largest > LARGEST_QUOTE)
          ctx.addIssue({
            code: "custom",
            path: ["secopsPlans", i],
            message: `could be quoted ${formatCents(Math.round(largest * 100))} a year (${formatCount(plan.maxUsers)} users and ${formatCount(storageMaxGb)} GB, the sliders' most), more than the ${formatDollars(LARGEST_QUOTE)} a quote may come to: lower the most users, the most storage or the prices per user and GB`,
          });
      }
      for (const [i, plan] of plans.secopsPlans.entries()) {
        if (
          plan.monthlyPrice !== null &&
          plan.annualPrice !== null &&
          centsOf(plan.annualPrice) > centsOf(plan.monthlyPrice) * 12
        )
          ctx.addIssue({
            code: "custom",
            path: ["secopsPlans", i, "annualPrice"],
            message: `must not be more than 12 monthly payments (12 × ${formatDollars(plan.monthlyPrice)} = ${formatCents(centsOf(plan.monthlyPrice) * 12)}): the page would show a negative saving`,
          });
        if (plan.monthlyPrice !== null && plan.monthlyPrice > 0 && plan.annualPrice === 0)
          ctx.addIssue({
            code: "custom",
            path: ["secopsPlans", i, "annualPrice"],
            message: `is $0 while the plan costs ${formatDollars(plan.monthlyPrice)} a month: the page would say a year of it costs nothing. Write the yearly price (at most 12 × ${formatDollars(plan.monthlyPrice)} = ${formatCents(centsOf(plan.monthlyPrice) * 12)})`,
          });
        // The calculator's sliders run from what the plan includes to their upper limits, a step at a time: a limit
        // below that would price fewer users or gigabytes than included, as negative amounts.
        const { userStep } = plans.secopsSliders;
        if (plan.maxUsers !== null && plan.maxUsers < plan.includedUsers + userStep)
          ctx.addIssue({
            code: "custom",
            path: ["secopsPlans", i, "maxUsers"],
            message: `is ${plan.maxUsers}, but the users slider starts at the ${plan.includedUsers} users the plan includes and moves ${userStep} at a time: make it at least ${plan.includedUsers + userStep}`,
          });
        if (
          (plan.monthlyPrice === null) !== (plan.annualPrice === null) ||
          (plan.monthlyPrice === null) !== (plan.customPricing !== null)
        )
          ctx.addIssue({
            code: "custom",
            path: ["secopsPlans", i],
            message:
              "needs either both prices (monthly and yearly) and no custom pricing words, or neither price and custom pricing words to show instead",
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
          message: `must add up to the program fee, ${formatDollars(basePrice)} (${installments.count} × ${formatDollars(installments.amount)} is ${formatDollars(installments.count * installments.amount)}): check the number of installments and each amount`,
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
            message: `is ${each.seats}, more than the companies per cohort (${plans.cmmcAccelerator.companiesPerCohort}), the size the site promises: lower the seats, or raise the companies per cohort`,
          });
      }
      if (deposit > basePrice)
        ctx.addIssue({
          code: "custom",
          path: ["cmmcAccelerator", "deposit"],
          message: `must not be more than the program fee, ${formatDollars(basePrice)}`,
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
/** "December 1, 2025": a day as the team says it (the workspace names a cohort the same way). */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

export function cohortsPast(plans: Plans, today: string): { field: string; problem: string }[] {
  const { cohorts } = plans.cmmcAccelerator;
  const anyOpen = cohorts.some((each) => openForRegistration(each, today));
  return cohorts.flatMap((each, i) => {
    const started = each.firstDay.iso <= today;
    const closed = each.registrationCloses.iso < today;
    if (!started && !closed) return [];
    const what = started
      ? `started on ${longDate(each.firstDay.iso)}`
      : `closed its registration on ${longDate(each.registrationCloses.iso)}`;
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
