import { siteConfig } from "../site.config.ts";
import { pages } from "./pages.ts";

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  items: NavLinkItem[];
}

export const platformAnchor = "platform";

export const mainNav: { groups: NavGroup[]; links: NavLinkItem[] } = {
  groups: [
    {
      label: "AIOPS Platform",
      items: [
        { label: "Platform Overview", to: `${pages.home.path}#${platformAnchor}` },
        { label: "SecOps", to: pages.secops.path },
        { label: "Governance", to: pages.governance.path },
      ],
    },
    {
      label: "Industries",
      items: [pages.federalSled, pages.defenseIndustrial, pages.manufacturing, pages.energy, pages.bankingFinance].map(
        (page) => ({ label: page.name, to: page.path }),
      ),
    },
  ],
  links: [
    { label: "Pricing", to: pages.pricing.path },
    { label: "Contact Us", to: pages.contact.path },
  ],
};

export interface CampaignNav {
  /** Where the logo goes. */
  home: string;
  links: NavLinkItem[];
  cta?: NavLinkItem;
}

const lpGovernance = pages.lpGovernance.path;
const lpCmmc = pages.lpCmmcAccelerator.path;

export const campaignNavs = {
  lpGovernance: {
    home: pages.home.path,
    links: [
      { label: "Features", to: `${lpGovernance}#features` },
      { label: "Capabilities", to: `${lpGovernance}#capabilities` },
      { label: "Pricing", to: `${lpGovernance}#pricing` },
      { label: "CMMC Program", to: `${lpGovernance}#cmmc` },
    ],
    cta: { label: "Get Started", to: siteConfig.links.complianceApp },
  },
  lpCmmcAccelerator: {
    home: lpGovernance,
    links: [
      { label: "Deliverables", to: `${lpCmmc}#deliverables` },
      { label: "Program Structure", to: `${lpCmmc}#structure` },
      { label: "Pricing", to: `${lpCmmc}#pricing` },
      { label: "Contact", to: `${lpCmmc}#contact` },
    ],
    cta: { label: "Schedule a Demo", to: siteConfig.links.demoBooking },
  },
} satisfies Record<string, CampaignNav>;

export type CampaignNavId = keyof typeof campaignNavs;

export const footerNav = {
  tagline:
    "AI-driven security operations and continuous compliance for defense contractors, federal agencies and regulated industries.",
  columns: [
    {
      label: "Platform",
      items: [
        { label: "SecOps", to: pages.secops.path },
        { label: "Governance", to: pages.governance.path },
        { label: "Pricing", to: pages.pricing.path },
      ],
    },
    {
      label: "Programs",
      items: [
        { label: "CMMC Readiness Accelerator", to: pages.lpCmmcAccelerator.path },
        { label: "Governance for CMMC & FedRAMP", to: pages.lpGovernance.path },
        { label: "Contact Us", to: pages.contact.path },
      ],
    },
    {
      label: "Company",
      items: [
        { label: "About", to: siteConfig.links.aboutSite },
        { label: "Privacy Policy", to: siteConfig.links.privacyPolicy },
      ],
    },
  ] satisfies NavGroup[],
  /** The spec names a Terms of Service link that is a placeholder: shown as text, not a fake page. */
  termsLabel: "Terms of Service",
  termsNote: "available on request",
  legal: "A small disadvantaged, service-disabled veteran-owned business.",
};
