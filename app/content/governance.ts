import type { Card, SectionIntro } from "./types.ts";

/** Governance product page (/governance). The campaign page (/lp/Governance) has its own module. */
export const governance = {
  features: {
    intro: {
      id: "features",
      eyebrow: "Key features",
      title: "Compliance work that keeps itself current",
      lead: "Continuous monitoring plus governance, risk and compliance for FedRAMP, CMMC and NIST 800-53 and 800-171.",
    } satisfies SectionIntro,
    cards: [
      {
        icon: "file-check",
        title: "AI SSP generation",
        body: "Draft System Security Plans from your real control implementations, up to 80% faster.",
      },
      {
        icon: "clipboard",
        title: "POA&M lifecycle",
        body: "Open, track and close plans of action and milestones with owners and due dates.",
      },
      {
        icon: "layers",
        title: "Cross-framework mapping",
        body: "One control, mapped to every framework that needs it: CMMC, FedRAMP, NIST, HIPAA, ISO, SOX, PCI.",
      },
      {
        icon: "clock",
        title: "Monitoring scheduler",
        body: "Evidence is collected on a schedule, so assessments start from current data.",
      },
      {
        icon: "gauge",
        title: "SPRS score tracking",
        body: "See your SPRS score move from 58 toward 110 as gaps close.",
      },
      {
        icon: "chart",
        title: "Audit-ready reporting",
        body: "Export assessor-ready packages instead of assembling them by hand.",
      },
    ] satisfies Card[],
  },
  capabilities: {
    intro: {
      id: "capabilities",
      eyebrow: "Core capabilities",
      title: "From gap assessment to continuous authorization",
    } satisfies SectionIntro,
    cards: [
      {
        icon: "search",
        title: "Gap assessment",
        body: "Assess against CMMC Level 1 and 2, NIST 800-171 or NIST 800-53 baselines and see every gap ranked.",
      },
      {
        icon: "lock",
        title: "Control library",
        body: "Pre-built control libraries, from 18 controls for CMMC Level 1 to 110 for Level 2 and full NIST 800-53 baselines.",
      },
      {
        icon: "eye",
        title: "Continuous monitoring",
        body: "Scheduled checks keep evidence current and flag drift before an assessor does.",
      },
      {
        icon: "workflow",
        title: "New framework profiles",
        body: "New frameworks are added as profiles in about 1.5 months of engineering.",
      },
    ] satisfies Card[],
  },
};
