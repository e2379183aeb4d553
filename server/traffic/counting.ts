/**
 * Where counting meets the server (issue 57): each answer of the public site, once sent, is read by visits.ts and
 * added to the counter. Nothing here waits or writes: the counter adds its batch to the store every few seconds.
 */
import type { Context } from "hono";
import { pages, withoutTrailingSlash } from "#app/content/pages.ts";
import { checklistPdfPath } from "#app/content/forms.ts";
import { quotePdfPath } from "#app/lib/pricing/quote-document.ts";
import { clientKey } from "#server/leads/api.ts";
import { type StaticSite, lookup } from "#server/site/static-site.ts";
import type { TrafficCounter } from "./counter.ts";
import { hasTeamMark } from "./team-mark.ts";
import { type SitePaths, countedAs } from "./visits.ts";

/** The site's own paths, as the counting tells them apart: its pages from its build's page list. */
export function sitePathsOf(site: StaticSite, ownHosts: (string | undefined)[]): SitePaths {
  return {
    pageOf: (path) => {
      const file = lookup(site, path);
      return file?.type.startsWith("text/html") ? withoutTrailingSlash(path) || "/" : undefined;
    },
    quotePath: quotePdfPath,
    checklistPath: checklistPdfPath,
    pricingPath: pages.pricing.path,
    ownHosts: new Set(ownHosts.filter((host): host is string => Boolean(host))),
  };
}

/** What the site's app calls with each answer: counts it, when it is a visit's. */
export function countVisits(counter: TrafficCounter, paths: SitePaths, trustProxy: number) {
  return (c: Context) => {
    // The workspace and the lead API are not the site's pages.
    if (/^\/(team|api)(\/|$)/.test(c.req.path)) return;
    const counted = countedAs(
      {
        method: c.req.method,
        path: c.req.path,
        url: () => new URL(c.req.url),
        status: c.res.status,
        header: (name) => c.req.header(name),
      },
      paths,
      hasTeamMark(c.req.header("cookie")),
    );
    if (!counted) return;
    counter.count(counted, {
      address: clientKey(c, trustProxy),
      userAgent: c.req.header("user-agent") ?? "",
      optedOut: c.req.header("sec-gpc")?.trim() === "1",
    });
  };
}
