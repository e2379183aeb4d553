import { formatUsd, usd } from "../lib/pricing/money.ts";
import { cmmcAccelerator as program } from "../lib/pricing/plans.ts";
import { siteConfig } from "../site.config.ts";
import { pages } from "./pages.ts";
import { cmmcRegisterPath } from "./shared-sections.ts";
import type { Action, Card, CtaContent, SectionIntro, Step } from "./types.ts";

export interface Deliverable {
  title: string;
  description: string;
  outcome: string;
}

const page = pages.lpCmmcAccelerator.path;

export const cmmcLanding = {
  checklistLabel: "Download Readiness Checklist",
  heroFacts: [
    `Starts ${program.cohortStart.landingPage}`,
    `${program.weeks} weeks`,
    `${program.companiesPerCohort} companies per cohort`,
  ],
  benefits: {
    intro: { id: "benefits", eyebrow: "Why join", title: "Readiness in a quarter, not a year" } satisfies SectionIntro,
    cards: [
      {
        icon: "zap",
        title: "80% faster",
        body: "AI-generated documentation and a proven sequence cut SSP and audit preparation time by up to 80%.",
      },
      {
        icon: "award",
        title: "Audit-ready",
        body: "Leave with the SSP, SPRS scorecard and POA&M an assessor expects to see.",
      },
      {
        icon: "graduation",
        title: "Expert guidance",
        body: "Weekly sessions with practitioners who work with CMMC and DFARS requirements every day.",
      },
    ] satisfies Card[],
  },
  deliverables: {
    intro: {
      id: "deliverables",
      eyebrow: "Deliverables",
      title: "What you leave with",
      lead: "Every company in the cohort finishes with its own documents, not templates.",
    } satisfies SectionIntro,
    items: [
      {
        title: "Gap Analysis (CMMC 2.0 Level 2)",
        description: "A requirement-by-requirement assessment against the 110 NIST 800-171 controls.",
        outcome: "Know exactly where you stand.",
      },
      {
        title: "System Security Plan (SSP)",
        description: "Your SSP, drafted with AI from your actual environment and reviewed with experts.",
        outcome: "The core document assessors ask for first.",
      },
      {
        title: "SPRS Scorecard & POA&M",
        description: "A defensible SPRS score and a plan of action and milestones for every open gap.",
        outcome: "A score you can report and a plan to raise it.",
      },
      {
        title: "Secure CUI Enclave Workshop",
        description: "A working session on scoping and protecting controlled unclassified information.",
        outcome: "A smaller, cheaper assessment boundary.",
      },
      {
        title: "Compliance Roadmap",
        description: "A prioritised plan from readiness to certification.",
        outcome: "Clear next steps after the cohort.",
      },
    ] satisfies Deliverable[],
    bonus: {
      title: "Bonus: mock audit",
      body: "A practice assessment at the end of the program, so the real one holds no surprises.",
    },
  },
  structure: {
    intro: {
      id: "structure",
      eyebrow: "Program structure",
      title: `${program.weeks} weeks, six stages`,
    } satisfies SectionIntro,
    steps: [
      {
        label: "Weeks 1-2",
        title: "Kickoff & Gap Assessment",
        body: "Scope your environment and measure it against CMMC Level 2.",
        items: ["Program kickoff", "CUI scoping", "Gap analysis"],
      },
      {
        label: "Weeks 3-4",
        title: "Documentation & Policies",
        body: "Write the policies and procedures the controls depend on.",
        items: ["Policy set", "SSP drafting starts"],
      },
      {
        label: "Weeks 5-6",
        title: "Technical Controls",
        body: "Implement and evidence the technical requirements.",
        items: ["Access control", "Identification and authentication", "Configuration"],
      },
      {
        label: "Weeks 7-8",
        title: "Secure Architecture",
        body: "Design the boundary that keeps CUI contained.",
        items: ["CUI enclave workshop", "Network segmentation"],
      },
      {
        label: "Weeks 9-10",
        title: "Continuous Monitoring",
        body: "Set up the monitoring that keeps you ready after the cohort.",
        items: ["Monitoring scheduler", "Incident response"],
      },
      {
        label: "Weeks 11-12",
        title: "Final Review & Readiness",
        body: "Finish the documents and rehearse the assessment.",
        items: ["SPRS scorecard and POA&M", "Compliance roadmap", "Mock audit"],
      },
    ] satisfies Step[],
  },
  different: {
    intro: {
      id: "different",
      eyebrow: "What makes it different",
      title: "A cohort, a platform and a team behind you",
    } satisfies SectionIntro,
    cards: [
      {
        icon: "users",
        title: "Learn alongside peers",
        body: `At most ${program.companiesPerCohort} small businesses from ${program.region} working through the same stages.`,
      },
      {
        icon: "layers",
        title: `${program.platformAccessAfterCohort.landingPage} platform access bonus`,
        body: "Keep using the Governance module after the program to maintain your documents and evidence.",
      },
      {
        icon: "shield",
        title: "Veteran-owned practitioners",
        body: "Delivered by a service-disabled veteran-owned team that lives these requirements.",
      },
    ] satisfies Card[],
  },
  pricing: {
    intro: { id: "pricing", eyebrow: "Pricing", title: "One price for the whole program" } satisfies SectionIntro,
    price: formatUsd(usd(program.basePrice)),
    installments: `or ${program.installments.count} monthly payments of ${formatUsd(usd(program.installments.amount))}`,
    facts: [
      `${formatUsd(usd(program.deposit))} deposit reserves your seat and is applied to the first installment`,
      `Registration closes ${program.registrationCloses}`,
      `Pay by ${program.paymentMethods.join(" or ")}`,
      `Optional expert-hour add-ons from ${formatUsd(usd(Math.min(...program.addOns.map((addOn) => addOn.price))))}`,
    ],
    actions: [
      { label: "Register Now", to: cmmcRegisterPath },
      { label: "Get Compliance-Ready", to: `${page}#contact`, variant: "secondary" },
    ] satisfies Action[],
  },
  contact: {
    intro: {
      id: "contact",
      eyebrow: "Reserve your seat",
      title: "Talk to us about the next cohort",
      lead: "Leave your details and we'll reach out within 24 hours, or book a demo of the platform now.",
    } satisfies SectionIntro,
    demoTitle: "Prefer to see the platform first?",
    demoBody: "Book a walkthrough of the Governance module the cohort works in.",
    demo: { label: "Schedule a Demo", to: siteConfig.links.demoBooking } satisfies Action,
  },
  cta: {
    title: `Only ${program.companiesPerCohort} seats per cohort`,
    lead: "Reserve yours with a deposit today; registration closes when the cohort is full.",
    actions: [{ label: "Secure Your Spot Now", to: cmmcRegisterPath }],
  } satisfies CtaContent,
};
