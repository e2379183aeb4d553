import { platformAnchor } from "./navigation.ts";
import { pages } from "./pages.ts";
import type { Card, CtaContent, Row, SectionIntro, Stat } from "./types.ts";

export const home = {
  differentiators: {
    intro: {
      id: "differentiators",
      eyebrow: "Why it is different",
      title: "Security operations and compliance, finally in one place",
      lead: "Most teams run detection in one tool and compliance in spreadsheets. Here both share one platform.",
    } satisfies SectionIntro,
    caption: "What sets the platform apart",
    headers: ["Advantage", "What it means"] as [string, string],
    rows: [
      {
        term: "AI alert triage",
        detail:
          "Agents sort, enrich and correlate alerts, so analysts see the few that matter: 80% fewer false positives.",
      },
      {
        term: "Continuous compliance",
        detail: "Evidence is collected on a schedule instead of once a year, so you are audit-ready every day.",
      },
      {
        term: "AI-generated SSPs and POA&Ms",
        detail:
          "System Security Plans and plans of action are drafted from your real controls: up to 80% faster SSP creation.",
      },
      {
        term: "Cross-framework mapping",
        detail:
          "Map a control once and reuse it across CMMC, FedRAMP, NIST 800-53 and 800-171, HIPAA, ISO, SOX and PCI.",
      },
      {
        term: "One account, two modules",
        detail: "Start with SecOps or Governance and add the other in the Unified Platform without a second rollout.",
      },
      {
        term: "Built for the defense industrial base",
        detail: "From a veteran-owned team that works with CMMC and DFARS requirements every day.",
      },
    ] satisfies Row[],
  },
  platform: {
    intro: {
      id: platformAnchor,
      eyebrow: "Platform overview",
      title: "Two modules. One platform. One account.",
      lead: "Start with the module you need today. Combine both in the Unified Platform when you are ready.",
    } satisfies SectionIntro,
    modules: [
      {
        icon: "radar",
        title: "SecOps",
        body: "AIOps plus managed detection and response: AI alert triage, correlation across your tools, and executive dashboards.",
      },
      {
        icon: "file-check",
        title: "Governance",
        body: "Continuous monitoring plus GRC for FedRAMP, CMMC, NIST 800-53 and 800-171, with AI-generated SSPs and POA&Ms.",
      },
      {
        icon: "layers",
        title: "Unified Platform",
        body: "Both modules under one account with shared asset and control context. Correlation APIs across the modules are on the roadmap.",
      },
    ] satisfies Card[],
    links: [
      { label: "Explore SecOps", to: pages.secops.path },
      { label: "Explore Governance", to: pages.governance.path },
    ],
  },
  whoWeServe: {
    intro: {
      id: "who-we-serve",
      eyebrow: "Who we serve",
      title: "Built for the people who carry the risk",
    } satisfies SectionIntro,
    cards: [
      {
        icon: "shield",
        title: "CISOs and IT directors",
        body: "Executive dashboards show security posture and compliance status in one view, with 24/7 visibility.",
      },
      {
        icon: "radar",
        title: "SOC managers and analysts",
        body: "AI triage cuts the alert queue so analysts spend their time on real incidents.",
      },
      {
        icon: "clipboard",
        title: "ISSOs and compliance officers",
        body: "Control libraries, evidence, SSPs and POA&Ms in one workspace instead of a folder of spreadsheets.",
      },
      {
        icon: "building",
        title: "Defense and federal contractors",
        body: "CMMC, NIST 800-171 and DFARS readiness, with SPRS score tracking from gap to goal.",
      },
      {
        icon: "landmark",
        title: "Federal, state, local and education",
        body: "FedRAMP and NIST 800-53 baselines with continuous monitoring for lean public-sector teams.",
      },
      {
        icon: "network",
        title: "Managed service providers",
        body: "Run detection and compliance for many clients from one platform.",
      },
    ] satisfies Card[],
  },
  whyChoose: {
    intro: {
      id: "why-choose",
      eyebrow: "Why teams choose us",
      title: "Measurable results, not more dashboards",
    } satisfies SectionIntro,
    stats: [
      { value: "80%", label: "fewer false positives" },
      { value: "60%", label: "faster incident response" },
      { value: "80%", label: "faster audit preparation" },
      { value: "40%", label: "cost reduction" },
    ] satisfies Stat[],
    cards: [
      {
        icon: "gauge",
        title: "SPRS score 58 to 110",
        body: "Guided remediation takes a defense contractor's SPRS score from 58 to the full 110.",
      },
      {
        icon: "clock",
        title: "50% less manual work",
        body: "Automated evidence collection and AI drafting halve the manual workload of audit preparation.",
      },
      {
        icon: "workflow",
        title: "New frameworks in about 1.5 months",
        body: "New framework profiles take about a month and a half of engineering, not a year.",
      },
    ] satisfies Card[],
  },
  trustedBy: {
    intro: {
      id: "trusted-by",
      eyebrow: "Trusted by",
      title: "Organizations that answer to auditors and adversaries",
      lead: "We serve regulated organizations across government and industry, and the frameworks they are measured against.",
    } satisfies SectionIntro,
    sectorsLabel: "Sectors we serve",
    sectors: [
      "Defense contractors",
      "Federal agencies",
      "State, local and education",
      "Manufacturers",
      "Critical infrastructure and energy",
      "Healthcare",
      "Banking and finance",
      "Managed service providers",
    ],
    frameworksLabel: "Frameworks covered",
    frameworks: ["CMMC", "FedRAMP", "NIST 800-53", "NIST 800-171", "DFARS", "HIPAA", "ISO", "SOX", "PCI"],
  },
  about: {
    intro: {
      id: "about",
      eyebrow: "About us",
      title: "A veteran-owned team on a security mission",
    } satisfies SectionIntro,
    paragraphs: [
      "Our parent company is a small disadvantaged, service-disabled veteran-owned business. We build for the organizations we have served alongside: defense contractors, federal agencies and the critical industries that keep the country running.",
      "That is why the platform speaks CMMC, FedRAMP and NIST natively, and why we measure ourselves by the outcomes our customers report to their auditors and their boards.",
    ],
    badges: ["Service-disabled veteran-owned", "Small disadvantaged business", "Based in Alexandria, VA"],
  },
  cta: {
    title: "See what your SOC and your auditors could stop worrying about",
    lead: "Compare plans, or talk to our team about SecOps, Governance or the Unified Platform.",
    actions: [
      { label: "View pricing", to: pages.pricing.path },
      { label: "Contact Us", to: pages.contact.path, variant: "secondary" },
    ],
  } satisfies CtaContent,
};
