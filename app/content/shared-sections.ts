import { pages } from "./pages.ts";
import type { CtaContent } from "./types.ts";

/** The section shared by the product and industry pages. */
export const productShared: CtaContent = {
  title: "Better together: the Unified Platform",
  lead: "Run SecOps and Governance under one account, so the evidence your SOC produces counts toward your compliance posture.",
  actions: [
    { label: "Compare plans", to: pages.pricing.path },
    { label: "Talk to our team", to: pages.contact.path, variant: "secondary" },
  ],
};

/** Where every "register" call to action of the accelerator ends. */
export const cmmcRegisterPath = `${pages.pricing.path}?tab=cmmc-accelerator`;
