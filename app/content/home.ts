import { platformAnchor } from "./navigation.ts";
import type { Card, SectionIntro } from "./types.ts";

export const home = {
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
        body: "Both modules under one account with shared asset and control context. Correlation APIs across them are on the roadmap.",
      },
    ] satisfies Card[],
  },
};
