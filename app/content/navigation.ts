import data from "#content/navigation.json" with { type: "json" };
import { pageByPath, withoutTrailingSlash } from "./pages.ts";
import type { NavigationContent } from "#app/content/schemas/site-copy.ts";
import { parseCopy } from "./site-figures.ts";

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  items: NavLinkItem[];
}

const content = parseCopy("navigation.json", data);

/**
 * A link without its own words takes its page's name (content/pages.json); a link to a page's former address goes
 * straight to its address (the content check asks for the link to be changed, and the menus need not wait for it).
 */
function named(link: { label?: string; to: string }): NavLinkItem {
  const page = pageByPath(link.to);
  return {
    label: link.label ?? page?.name ?? link.to,
    to: page?.formerAddresses?.includes(withoutTrailingSlash(link.to)) ? page.path : link.to,
  };
}
const group = (g: { label: string; items: { label?: string; to: string }[] }): NavGroup => ({
  label: g.label,
  items: g.items.map(named),
});

export const mainNav: { groups: NavGroup[]; links: NavLinkItem[] } = {
  groups: content.mainNav.groups.map(group),
  links: content.mainNav.links.map(named),
};

export interface CampaignNav {
  /** Where the logo goes. */
  home: string;
  links: NavLinkItem[];
  cta?: NavLinkItem;
}

export type CampaignNavId = keyof NavigationContent["campaignNavs"];

export const campaignNavs = Object.fromEntries(
  Object.entries(content.campaignNavs).map(([id, nav]) => [
    id,
    { home: nav.home, links: nav.links.map(named), ...(nav.cta ? { cta: named(nav.cta) } : {}) },
  ]),
) as Record<CampaignNavId, CampaignNav>;

export const footerNav = { ...content.footerNav, columns: content.footerNav.columns.map(group) };
