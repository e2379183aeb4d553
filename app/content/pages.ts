/**
 * The route table of the specification (section 2) with each page's name and description.
 * routes.ts, the prerender list, the server, the sitemap and the tests all read it from here.
 */
import { formatUsd, usd } from "../lib/pricing/money.ts";
import { cmmcAccelerator, governancePlans } from "../lib/pricing/plans.ts";

/** "from $199 per month": the lowest Governance price, from the price data. */
const lowestGovernancePrice = formatUsd(usd(Math.min(...governancePlans.map((plan) => plan.monthlyPrice))));
export type PageId =
  | "home"
  | "lpGovernance"
  | "lpCmmcAccelerator"
  | "secops"
  | "governance"
  | "pricing"
  | "federalSled"
  | "defenseIndustrial"
  | "manufacturing"
  | "energy"
  | "bankingFinance"
  | "contact";

export interface PageEntry {
  id: PageId;
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** The page's name: the title reads "{name} - {brand}". */
  name: string;
  description: string;
}

export const pages: Record<PageId, PageEntry> = {
  home: {
    id: "home",
    path: "/",
    file: "routes/home.tsx",
    name: "AI Cybersecurity & Compliance Platform",
    description:
      "One AI platform for security operations and compliance: SecOps for AIOps-driven detection and response, Governance for FedRAMP, CMMC and NIST 800-53/800-171.",
  },
  lpGovernance: {
    id: "lpGovernance",
    path: "/lp/Governance",
    file: "routes/lp-governance.tsx",
    name: "AI Governance & Compliance",
    description: `Continuous monitoring and GRC for CMMC, FedRAMP and NIST: AI-generated SSPs, POA&M lifecycle and cross-framework mapping, from ${lowestGovernancePrice} per month.`,
  },
  lpCmmcAccelerator: {
    id: "lpCmmcAccelerator",
    path: "/lp/cmmc-accelerator",
    file: "routes/lp-cmmc-accelerator.tsx",
    name: "CMMC Readiness Accelerator",
    description: `A ${cmmcAccelerator.weeks}-week CMMC readiness cohort for small defense contractors in Virginia and Maryland: gap analysis, SSP, SPRS scorecard and POA&M, with expert guidance.`,
  },
  secops: {
    id: "secops",
    path: "/secops",
    file: "routes/secops.tsx",
    name: "SecOps: AIOps & Managed Detection and Response",
    description:
      "AI-driven alert triage, managed detection and response and executive dashboards: 80% fewer false positives and 60% faster incident response.",
  },
  governance: {
    id: "governance",
    path: "/governance",
    file: "routes/governance.tsx",
    name: "Governance: Continuous Monitoring & GRC",
    description:
      "Continuous monitoring with governance, risk and compliance for FedRAMP, CMMC and NIST 800-53/800-171, with AI-generated SSPs and POA&Ms.",
  },
  pricing: {
    id: "pricing",
    path: "/pricing",
    file: "routes/pricing/route.tsx",
    name: "Pricing",
    description: `Plans and pricing for the Governance and SecOps modules and the ${cmmcAccelerator.weeks}-week CMMC Readiness Accelerator, billed monthly or annually.`,
  },
  federalSled: {
    id: "federalSled",
    path: "/industries/federal-sled",
    file: "routes/industry.tsx",
    name: "Federal & SLED",
    description:
      "Compliance automation and AI-driven security operations for federal, state, local and education agencies: FedRAMP, NIST 800-53 and continuous monitoring.",
  },
  defenseIndustrial: {
    id: "defenseIndustrial",
    path: "/industries/defense-industrial",
    file: "routes/industry.tsx",
    name: "Government Contracting & Defense Industrial Base",
    description:
      "CMMC, NIST 800-171 and DFARS readiness for defense contractors, with SSP and POA&M generation and SPRS score improvement.",
  },
  manufacturing: {
    id: "manufacturing",
    path: "/industries/manufacturing",
    file: "routes/industry.tsx",
    name: "Manufacturing",
    description:
      "Protect production networks and controlled unclassified information with unified compliance and AI-driven detection for manufacturers.",
  },
  energy: {
    id: "energy",
    path: "/industries/energy",
    file: "routes/industry.tsx",
    name: "Energy",
    description:
      "NERC CIP compliance visibility and faster incident response for energy and critical infrastructure operators.",
  },
  bankingFinance: {
    id: "bankingFinance",
    path: "/industries/banking-finance",
    file: "routes/industry.tsx",
    name: "Banking & Finance",
    description:
      "A unified control library across GLBA, SOC 2, PCI-DSS and ISO 27001, with AI-driven fraud and insider-threat detection for banks and financial institutions.",
  },
  contact: {
    id: "contact",
    path: "/contact",
    file: "routes/contact.tsx",
    name: "Contact Us",
    description:
      "Talk to our team about the SecOps and Governance modules, the Unified Platform or the CMMC Readiness Accelerator. We respond within 24 hours.",
  },
};

export const pageList: PageEntry[] = Object.values(pages);

/** The path the 404 page is pre-rendered at; the server answers unknown paths with it and status 404. */
export const notFoundPath = "/404";

/** Every path the build pre-renders: the pages and the 404 page. */
/**
 * The confirmation page a lead form lands on after a native post (app/lib/forms/lead-forms.ts; a unit test keeps
 * this list equal to its forms). Not in the navigation or the sitemap.
 */
export const formsWithConfirmation = ["contact", "governance-inquiry", "accelerator-lead", "checklist"] as const;
export function formSentPath(form: string): string {
  return `/thank-you/${form}`;
}

export const prerenderedPaths: string[] = [
  ...pageList.map((page) => page.path),
  notFoundPath,
  ...formsWithConfirmation.map(formSentPath),
];

/** A path without its trailing slashes ("/secops/" -> "/secops"); "/" stays "/". */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

export function pageByPath(pathname: string): PageEntry | undefined {
  const normalized = withoutTrailingSlash(pathname);
  return pageList.find((page) => page.path === normalized);
}
