import { cmmcAccelerator } from "../lib/pricing/plans.ts";

/** Copy of the pricing page. Figures come from app/lib/pricing/plans.ts, never from here. */
export const pricingCopy = {
  tabsLabel: "Pricing options",
  /** Before the page's script runs (or without JavaScript) the settings are a plain form with this button. */
  update: { label: "Update prices", note: "Changed a setting? Update the prices to see it." },
  tabs: { governance: "Governance", secops: "SecOps", cmmc: "CMMC Accelerator" },
  billingLabel: "Bill annually",
  governance: {
    title: "Governance plans",
    lead: "Continuous monitoring and GRC for CMMC, NIST and FedRAMP. Every plan includes AI-assisted SSP generation and POA&M lifecycle tracking.",
    badge: "Save up to 16%",
    planGroupLabel: "Choose a Governance plan",
    cta: "Signup now",
    recommended: "Recommended",
    frameworkLabel: "Framework access",
    audienceLabel: "Best for",
  },
  secops: {
    title: "SecOps plans",
    lead: "AIOps and managed detection and response, priced by users and storage. Start free, scale when you need to.",
    badge: "Save 17%",
    planGroupLabel: "Choose a SecOps plan",
    cta: "Contact Sales",
    popular: "Most popular",
    customizeTitle: "Customize your plan",
    customizeLead: "Add users and storage beyond what your plan includes. The summary updates as you go.",
    usersLabel: "Users",
    storageLabel: "Storage",
    trialTitle: "Start with a free trial",
    trialLead: "Try AI-driven triage on your own alerts before you commit.",
    customTitle: "Enterprise pricing",
    customLead: "Volumes, managed services and deployment are scoped with you. Contact Sales for a quote.",
    trialDays: (days: number) => `${days} days`,
    /** A plan's allowances, as its card and the trial card word them (figures from app/lib/pricing/plans.ts). */
    allowances: {
      users: (users: number, trial: boolean) =>
        trial ? `${users} ${users === 1 ? "user" : "users"}` : `${users} users included`,
      storage: (gb: number, trial: boolean) => (trial ? `${gb} GB storage` : `${gb} GB storage included`),
      agents: (agents: number | "unlimited") =>
        agents === "unlimited" ? "Unlimited AI agents" : `${agents} AI ${agents === 1 ? "agent" : "agents"}`,
      integrations: (count: number | "unlimited") =>
        count === "unlimited" ? "Unlimited log integrations" : `${count} log integrations`,
    },
    overage: (label: string, count: number, unit: string, rate: string) => `${label} (${count}${unit} × ${rate})`,
  },
  cmmc: {
    title: "CMMC Readiness Accelerator",
    lead: `A ${cmmcAccelerator.weeks}-week cohort that takes small defense contractors from gap assessment to an audit-ready SSP, SPRS scorecard and POA&M.`,
    addOnsTitle: "Optional add-ons",
    addOnsLead: "One-on-one expert hours during the cohort.",
    summaryTitle: "Your investment",
    reserve: "Reserve your seat",
  },
  price: {
    perMonth: " / month",
    billedAnnually: (amount: string) => `${amount} billed annually`,
    billedMonthly: "billed monthly",
    trial: (days: number) => `${days}-day free trial`,
    caption: (plan: string, annual: boolean) => `${plan}, ${annual ? "billed annually" : "billed monthly"}`,
  },
  program: {
    title: "Program summary",
    installmentsLine: (count: number, amount: string, interval: string) => ` or ${count} × ${amount} per ${interval}`,
    schedule: (weeks: number, start: string) => `${weeks} weeks, cohort starts ${start}`,
    cohortSize: (companies: number) => `Limited to ${companies} companies per cohort`,
    registration: (closes: string) => `Registration closes ${closes}`,
    payment: (methods: readonly string[]) => `Pay by ${methods.join(" or ")}`,
    platformAccess: (duration: string) => `${duration} of platform access after the cohort`,
    installment: (n: number, deposit: string, withAddOns: boolean) =>
      n === 1
        ? `Installment 1 (after the ${deposit} deposit${withAddOns ? ", with add-ons" : ""})`
        : `Installment ${n}`,
    addOnDetail: (rate: string, cadence: string, note: string | null) =>
      `${rate}/hr, ${cadence}${note ? ` (${note})` : ""}`,
    reserveLabel: (reserve: string, deposit: string) => `${reserve}: ${deposit} deposit`,
  },
  summary: {
    title: "Price summary",
    perMonth: "Per month",
    billedAnnually: "Billed annually",
    perYear: "Per year",
    savings: "You save per year",
    base: "Base price per month",
    userOverage: "Additional users",
    storageOverage: "Additional storage",
    monthlyTotal: "Monthly total",
    annualTotal: "Annual total",
    program: "Program fee",
    total: "Total",
    deposit: "Deposit to reserve your seat",
    balance: "Balance if paid in full",
    installments: "Or pay in installments",
  },
} as const;
