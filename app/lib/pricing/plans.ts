/**
 * The price data of specification section 9, typed as section 3 describes the plans.
 * This is the one place to change a price, a limit or a cohort date (see docs/content-and-prices.md).
 */

export type Billing = "monthly" | "annual";

export type GovernancePlanId = 1 | 2 | 3;

export interface GovernancePlan {
  id: GovernancePlanId;
  name: string;
  /** Dollars per month, billed monthly. */
  monthlyPrice: number;
  /** Dollars per month as advertised for annual billing. */
  annualMonthly: number;
  /** Dollars billed once a year. */
  annualTotal: number;
  targetAudience: string;
  frameworkAccess: string;
  features: string[];
  recommended: boolean;
}

export const governancePlans: readonly GovernancePlan[] = [
  {
    id: 1,
    name: "Level 1 Starter",
    monthlyPrice: 199,
    annualMonthly: 167,
    annualTotal: 2006,
    targetAudience: "Small contractors protecting Federal Contract Information",
    frameworkAccess: "CMMC Level 1 (18 controls)",
    features: [
      "CMMC Level 1 control library (18 controls)",
      "AI-assisted SSP generation",
      "POA&M lifecycle tracking",
      "Monitoring scheduler",
      "Evidence repository",
      "Email support",
    ],
    recommended: false,
  },
  {
    id: 2,
    name: "Level 2 Professional",
    monthlyPrice: 999,
    annualMonthly: 839,
    annualTotal: 10070,
    targetAudience: "Defense contractors handling CUI",
    frameworkAccess: "CMMC Level 2 / NIST 800-171 (110 controls)",
    features: [
      "CMMC Level 2 and NIST 800-171 control library (110 controls)",
      "AI-assisted SSP generation",
      "POA&M lifecycle and SPRS score tracking",
      "Cross-framework mapping",
      "Continuous monitoring scheduler",
      "Priority support",
    ],
    recommended: true,
  },
  {
    id: 3,
    name: "Enterprise FISMA/FedRAMP",
    monthlyPrice: 3600,
    annualMonthly: 3024,
    annualTotal: 36288,
    targetAudience: "Agencies and cloud providers with FISMA or FedRAMP obligations",
    frameworkAccess: "NIST 800-53, FISMA and FedRAMP baselines",
    features: [
      "NIST 800-53 control baselines for FISMA and FedRAMP",
      "AI-assisted SSP and POA&M generation",
      "Cross-framework mapping (CMMC, NIST, HIPAA, ISO, SOX, PCI)",
      "Continuous monitoring with scheduled evidence collection",
      "Audit-ready reporting",
      "Dedicated success manager",
    ],
    recommended: false,
  },
];

export type SecOpsPlanId = "starter" | "core" | "plus" | "enterprise";

export interface SecOpsPlan {
  id: SecOpsPlanId;
  name: string;
  /** Dollars per month billed monthly; null where pricing is custom. */
  monthlyPrice: number | null;
  /** Dollars per year billed annually; null where pricing is custom. */
  annualPrice: number | null;
  targetCustomer: string;
  includedUsers: number;
  /** Dollars per user per month beyond the included users. */
  userOverageRate: number;
  /** Gigabytes included. */
  includedStorage: number;
  /** Dollars per GB per month beyond the included storage. */
  storageOverageRate: number;
  aiAgents: number | "unlimited";
  /** Log integrations; null where the specification does not state a number. */
  logIntegrations: number | "unlimited" | null;
  /** Upper slider limit for users, for plans that can be customised. */
  maxUsers: number | null;
  recommended: boolean;
  /** Shown instead of a price. */
  customPricing: string | null;
  /** Length of the free trial, for the trial plan. */
  trialDays: number | null;
  /**
   * Features beyond the plan's allowances. Cards list the allowances first (users, storage, agents, integrations:
   * app/lib/pricing/line-items.ts words them from the figures above, so a number is never typed twice), then these.
   */
  features: string[];
}

/** Storage slider: up to 500 GB in steps of 10; users slider: steps of 1 (spec section 5). */
export const STORAGE_MAX_GB = 500;
export const STORAGE_STEP_GB = 10;
export const USER_STEP = 1;

export const secopsPlans: readonly SecOpsPlan[] = [
  {
    id: "starter",
    name: "Starter Trial",
    monthlyPrice: 0,
    annualPrice: 0,
    targetCustomer: "Teams evaluating AI-driven triage",
    includedUsers: 1,
    userOverageRate: 0,
    includedStorage: 0.01,
    storageOverageRate: 0,
    aiAgents: 1,
    logIntegrations: null,
    maxUsers: null,
    recommended: false,
    customPricing: null,
    trialDays: 14,
    features: ["AI alert triage", "Executive dashboard preview"],
  },
  {
    id: "core",
    name: "Core",
    monthlyPrice: 300,
    annualPrice: 3600,
    targetCustomer: "Small security teams",
    includedUsers: 10,
    userOverageRate: 1,
    includedStorage: 10,
    storageOverageRate: 1,
    aiAgents: 5,
    logIntegrations: 5,
    maxUsers: 100,
    recommended: false,
    customPricing: null,
    trialDays: null,
    features: ["AI alert triage and correlation", "Executive dashboards", "Email support"],
  },
  {
    id: "plus",
    name: "Plus",
    monthlyPrice: 1200,
    annualPrice: 14000,
    targetCustomer: "Growing SOCs and managed service providers",
    includedUsers: 20,
    userOverageRate: 0.5,
    includedStorage: 10,
    storageOverageRate: 0.75,
    aiAgents: "unlimited",
    logIntegrations: "unlimited",
    maxUsers: 300,
    recommended: true,
    customPricing: null,
    trialDays: null,
    features: ["Managed detection and response", "Agentic AI investigations", "Priority support"],
  },
  {
    id: "enterprise",
    name: "Enterprise",
    monthlyPrice: null,
    annualPrice: null,
    targetCustomer: "Large enterprises and federal programs",
    includedUsers: 0,
    userOverageRate: 0,
    includedStorage: 0,
    storageOverageRate: 0,
    aiAgents: "unlimited",
    logIntegrations: "unlimited",
    maxUsers: null,
    recommended: false,
    customPricing: "$50K-$200K+ per year",
    trialDays: null,
    features: [
      "Custom user and storage volumes",
      "Unlimited AI agents and integrations",
      "24/7 managed detection and response",
      "Dedicated security engineer",
      "Custom framework profiles",
      "Deployment in your environment",
    ],
  },
];

export interface CmmcAddOn {
  id: "hours12" | "hours24";
  name: string;
  hours: number;
  price: number;
  hourlyRate: number;
  cadence: string;
  /** Marketing note from the spec, e.g. "save $120". */
  note: string | null;
}

export const cmmcAccelerator = {
  name: "CMMC Readiness Accelerator",
  basePrice: 7500,
  installments: { count: 3, amount: 2500, interval: "month" },
  deposit: 1000,
  weeks: 12,
  companiesPerCohort: 15,
  registrationCloses: "in 4 weeks or when the cohort is full",
  paymentMethods: ["credit card", "purchase order"],
  region: "Virginia and Maryland",
  /** The spec keeps two readings of the start date: the landing page's and the pricing tab's. */
  cohortStart: { landingPage: "Jan 2026", pricingTab: "Dec 2025" },
  /** Likewise two readings of platform access after the cohort. */
  platformAccessAfterCohort: { landingPage: "30 days", pricingTab: "4 months" },
  addOns: [
    {
      id: "hours12",
      name: "12 hours of expert support",
      hours: 12,
      price: 900,
      hourlyRate: 75,
      cadence: "1 hour per week",
      note: null,
    },
    {
      id: "hours24",
      name: "24 hours of expert support",
      hours: 24,
      price: 1680,
      hourlyRate: 70,
      cadence: "2 hours per week",
      note: "save $120",
    },
  ] satisfies CmmcAddOn[],
} as const;

export type CmmcAddOnId = CmmcAddOn["id"];
