/** content/plans.json: the plans and prices of specification sections 3 and 9. */
import { z } from "zod";
import { count, dollars, text, texts } from "./common.ts";

const governancePlan = z.strictObject({
  id: z.union([z.literal(1), z.literal(2), z.literal(3)]).describe("The plan's number (1, 2 or 3); links use it"),
  name: text("The plan's name"),
  monthlyPrice: dollars("Dollars per month, billed monthly"),
  annualMonthly: dollars("Dollars per month as advertised for annual billing"),
  annualTotal: dollars("Dollars billed once a year"),
  targetAudience: text("Who the plan is for"),
  frameworkAccess: text("The frameworks the plan covers"),
  features: texts("What the plan includes, one line each"),
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
  includedStorage: dollars("Gigabytes of storage included (may be a fraction)"),
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
    "Features beyond the plan's allowances. Cards list the allowances first, worded from the figures above (users, storage, agents, integrations), then these",
  ),
});

const cmmcAddOn = z.strictObject({
  id: z.enum(["hours12", "hours24"]).describe("The add-on's key; links use it"),
  name: text("The add-on's name"),
  hours: count("Expert hours"),
  price: dollars("The add-on's price"),
  hourlyRate: dollars("Dollars per hour, as shown beside it"),
  cadence: text('How the hours are spread, e.g. "1 hour per week"'),
  note: text('A note from the spec, e.g. "save $120"').nullable(),
});

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
  cohortStart: z
    .strictObject({
      landingPage: text("The start date on the landing page"),
      pricingTab: text("The start date on the pricing tab"),
    })
    .describe("The spec keeps two readings of the start date: the landing page's and the pricing tab's"),
  platformAccessAfterCohort: z
    .strictObject({
      landingPage: text("On the landing page"),
      pricingTab: text("On the pricing tab"),
    })
    .describe("Platform access after the cohort, in the spec's two readings"),
  addOns: z.array(cmmcAddOn).describe("Optional expert-hour add-ons"),
});

export const plansSchema = z
  .strictObject({
    governancePlans: z.array(governancePlan).length(3, "must list exactly 3 plans").describe("The Governance plans"),
    secopsPlans: z.array(secopsPlan).length(4, "must list exactly 4 plans").describe("The SecOps plans"),
    secopsSliders: z
      .strictObject({
        storageMaxGb: count("Upper limit of the storage slider, in GB"),
        storageStepGb: count("Step of the storage slider, in GB").min(1, "must be 1 or more"),
        userStep: count("Step of the users slider").min(1, "must be 1 or more"),
      })
      .describe("The SecOps calculator's sliders"),
    cmmcAccelerator,
  })
  .superRefine((plans, ctx) => {
    const recommended = plans.governancePlans.filter((plan) => plan.recommended).length;
    if (recommended !== 1)
      ctx.addIssue({
        code: "custom",
        path: ["governancePlans"],
        message: `must have exactly one recommended plan (it has ${recommended})`,
      });
    const { installments, basePrice, deposit } = plans.cmmcAccelerator;
    if (installments.count * installments.amount !== basePrice)
      ctx.addIssue({
        code: "custom",
        path: ["cmmcAccelerator", "installments"],
        message: `must add up to the basePrice ${basePrice} (${installments.count} × ${installments.amount} = ${installments.count * installments.amount})`,
      });
    if (deposit > basePrice)
      ctx.addIssue({
        code: "custom",
        path: ["cmmcAccelerator", "deposit"],
        message: "must not be more than the basePrice",
      });
  });

export type Plans = z.infer<typeof plansSchema>;
export type GovernancePlan = Plans["governancePlans"][number];
export type SecOpsPlan = Plans["secopsPlans"][number];
export type CmmcAddOn = Plans["cmmcAccelerator"]["addOns"][number];
