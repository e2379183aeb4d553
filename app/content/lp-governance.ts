import { formatUsd, usd } from "../lib/pricing/money.ts";
import { cmmcAccelerator, governancePlans } from "../lib/pricing/plans.ts";
import { governance } from "./governance.ts";
import { pages } from "./pages.ts";
import { cmmcRegisterPath } from "./shared-sections.ts";
import type { Card, SectionIntro, Stat } from "./types.ts";

const starter = governancePlans[0]!;

export const lpGovernance = {
  features: {
    intro: {
      id: "features",
      eyebrow: "Key features",
      title: "Six ways to spend less time on compliance",
    } satisfies SectionIntro,
    cards: governance.features.cards,
  },
  capabilities: {
    intro: {
      id: "capabilities",
      eyebrow: "Core capabilities",
      title: "Everything from gap assessment to audit day",
    } satisfies SectionIntro,
    cards: governance.capabilities.cards,
    gainsTitle: "Multiple Gains",
    gains: [
      { value: "80%", label: "faster SSP creation" },
      { value: "50%", label: "less audit preparation" },
      { value: "58 → 110", label: "SPRS score" },
      { value: "24/7", label: "compliance visibility" },
    ] satisfies Stat[],
  },
  pricing: {
    intro: {
      id: "pricing",
      eyebrow: "Pricing and deployment",
      title: `Subscriptions start at ${formatUsd(usd(starter.monthlyPrice))} per month`,
      lead: "Every subscription includes the essentials; higher plans add controls, frameworks and support.",
    } satisfies SectionIntro,
    includedTitle: "Included in every subscription",
    included: [
      "CMMC or FedRAMP alignment",
      "AI SSP generation",
      "POA&M lifecycle",
      "Cross-framework mapping",
      "Monitoring scheduler",
    ],
    deployment: [
      {
        icon: "layers",
        title: "Delivered as a cloud service",
        body: "Nothing to install: sign up, choose your framework and start the gap assessment.",
      },
      {
        icon: "users",
        title: "Onboarding with our team",
        body: "We help you scope your boundary and map existing controls in the first weeks.",
      },
    ] satisfies Card[],
    actions: [
      { label: "See all plans", to: pages.pricing.path },
      { label: "Start Your Free Trial", to: `${pages.lpGovernance.path}#contact`, variant: "secondary" as const },
    ],
  },
  cmmc: {
    intro: {
      id: "cmmc",
      eyebrow: "CMMC Program",
      title: cmmcAccelerator.name,
      lead: `A ${cmmcAccelerator.weeks}-week cohort for small businesses in ${cmmcAccelerator.region}, starting ${cmmcAccelerator.cohortStart.landingPage}. Limited to ${cmmcAccelerator.companiesPerCohort} companies.`,
    } satisfies SectionIntro,
    points: [
      "Gap analysis against CMMC 2.0 Level 2",
      "System Security Plan, SPRS scorecard and POA&M",
      "Expert guidance every week",
      `${cmmcAccelerator.platformAccessAfterCohort.landingPage} of platform access as a bonus`,
    ],
    actions: [
      { label: "Register Now", to: cmmcRegisterPath },
      { label: "Program details", to: pages.lpCmmcAccelerator.path, variant: "secondary" as const },
    ],
  },
  contact: {
    intro: {
      id: "contact",
      eyebrow: "Get started",
      title: "Start your free trial",
      lead: "Tell us about your environment and the framework you answer to. We'll get back to you within 24 hours.",
    } satisfies SectionIntro,
  },
};
