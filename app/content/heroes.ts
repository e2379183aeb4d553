import { cmmcAccelerator as cohort } from "../lib/pricing/plans.ts";
import { siteConfig } from "../site.config.ts";
import { platformAnchor } from "./navigation.ts";
import { pages } from "./pages.ts";
import { cmmcRegisterPath } from "./shared-sections.ts";
import type { PageId } from "./pages.ts";
import type { HeroContent } from "./types.ts";

/** Page heroes. Each page's h1 is its hero title. */
export const heroes: Record<PageId, HeroContent> = {
  home: {
    eyebrow: "AI cybersecurity & compliance platform",
    title: "Detect faster. Prove compliance continuously.",
    lead: "One AI platform for security operations and governance: SecOps triages alerts and runs managed detection and response, Governance keeps FedRAMP, CMMC and NIST 800-53/800-171 evidence, SSPs and POA&Ms current.",
    actions: [
      { label: "Explore the platform", to: `${pages.home.path}#${platformAnchor}` },
      { label: "See pricing", to: pages.pricing.path, variant: "secondary" },
    ],
    highlights: ["80% fewer false positives", "60% faster incident response", "24/7 visibility"],
  },
  lpGovernance: {
    eyebrow: "Governance module",
    title: "Audit-ready for CMMC and FedRAMP, continuously.",
    lead: "Continuous monitoring plus governance, risk and compliance in one place: AI-generated SSPs, POA&M lifecycle, cross-framework mapping and a monitoring scheduler.",
    actions: [
      { label: "Start Your Free Trial", to: `${pages.lpGovernance.path}#contact` },
      { label: "Explore Features", to: `${pages.lpGovernance.path}#features`, variant: "secondary" },
    ],
    highlights: ["80% faster SSP creation", "50% less audit prep", "SPRS score 58 to 110"],
  },
  lpCmmcAccelerator: {
    eyebrow: `${cohort.weeks}-week cohort · Virginia & Maryland small businesses`,
    title: "CMMC Readiness Accelerator",
    lead: `${cohort.weeks} weeks from gap assessment to an audit-ready System Security Plan, SPRS scorecard and POA&M, with expert guidance and a cohort of no more than ${cohort.companiesPerCohort} companies.`,
    actions: [{ label: "Secure Your Spot Now", to: cmmcRegisterPath }],
  },
  secops: {
    eyebrow: "SecOps module",
    title: "AIOps and managed detection and response, in one console.",
    lead: "AI triages every alert, correlates signals across your stack and hands analysts the few incidents that matter, with executive dashboards that show posture at a glance.",
    actions: [
      { label: "Schedule a Demo", to: pages.pricing.path },
      { label: "See Platform Overview", to: `${pages.home.path}#${platformAnchor}`, variant: "secondary" },
    ],
    highlights: ["80% fewer false positives", "60% faster incident response", "24/7 visibility"],
  },
  governance: {
    eyebrow: "Governance module",
    title: "Continuous monitoring meets governance, risk and compliance.",
    lead: "Map controls once across FedRAMP, CMMC and NIST 800-53/800-171, keep evidence flowing in continuously, and generate SSPs and POA&Ms in a fraction of the time.",
    actions: [
      { label: "Start Your Free Trial", to: pages.contact.path },
      { label: "Explore Features", to: `${pages.governance.path}#features`, variant: "secondary" },
    ],
    highlights: ["80% faster SSP creation", "50% less manual workload", "SPRS score 58 to 110"],
  },
  pricing: {
    eyebrow: "Pricing",
    title: "Simple plans for security and compliance",
    lead: "Choose the Governance or SecOps module, or reserve a seat in the CMMC Readiness Accelerator. Annual billing saves you more.",
    actions: [],
  },
  federalSled: {
    eyebrow: "Industries",
    title: "Federal & SLED",
    lead: "Federal, state, local and education bodies carry FedRAMP and NIST 800-53 obligations with lean teams. Automate the evidence and let AI carry the alert load.",
    actions: [{ label: "Talk to our team", to: pages.contact.path }],
  },
  defenseIndustrial: {
    eyebrow: "Industries",
    title: "Government Contracting & Defense Industrial Base",
    lead: "CMMC, NIST 800-171 and DFARS stand between defense contractors and their contracts. Reach readiness faster and stay there.",
    actions: [{ label: "Talk to our team", to: pages.contact.path }],
  },
  manufacturing: {
    eyebrow: "Industries",
    title: "Manufacturing",
    lead: "Manufacturers that handle controlled unclassified information face CMMC and NIST 800-171 on top of protecting the plant floor. One platform covers both.",
    actions: [{ label: "Talk to our team", to: pages.contact.path }],
  },
  energy: {
    eyebrow: "Industries",
    title: "Energy",
    lead: "Energy and critical infrastructure operators answer to NERC CIP while defending operational networks around the clock.",
    actions: [{ label: "Talk to our team", to: pages.contact.path }],
  },
  bankingFinance: {
    eyebrow: "Industries",
    title: "Banking & Finance",
    lead: "Banks and financial institutions juggle GLBA, FFIEC, PCI-DSS and SOC 2 with fragmented controls. Unify them, and catch fraud and insider threats sooner.",
    actions: [{ label: "Talk to our team", to: pages.contact.path }],
  },
  contact: {
    eyebrow: "Contact",
    title: "Let's talk about your security and compliance goals",
    lead: `Questions about SecOps, Governance, the Unified Platform or the CMMC Readiness Accelerator? The ${siteConfig.brandName} team responds within 24 hours.`,
    actions: [],
  },
};

/** Decorative product sketch beside the landing heroes (hidden from assistive technology). */
export const heroVisual = {
  title: "Security & compliance overview",
  rows: [
    { label: "Alert triaged by AI agent", status: "Closed", tone: "ok" },
    { label: "Incident correlated across 3 sources", status: "Escalated", tone: "warn" },
    { label: "AC.L2-3.1.1 evidence collected", status: "Current", tone: "ok" },
    { label: "SSP section drafted", status: "Review", tone: "info" },
    { label: "POA&M item due", status: "Owner set", tone: "info" },
  ],
} as const;
