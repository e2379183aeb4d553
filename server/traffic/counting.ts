/**
 * Where counting meets the server (issue 57): each answer of the public site, once sent, is read by visits.ts and
 * added to the counter. Nothing here waits or writes: the counter adds its batch to the store every few seconds.
 */
import type { IncomingMessage } from "node:http";
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

/**
 * The address of a request, read when needed. Made here, not beside the request's context: a closure there would
 * hold the whole request (and its answer) for the interval its visitor is held.
 */
const urlOf = (href: string) => () => new URL(href);

/**
 * A request's header, from Node's own parsed headers when the server is Node's (a plain object: several times
 * cheaper than the Fetch Headers the framework builds), else from the request.
 */
function headerReader(c: Context): (name: string) => string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.headers;
  if (!incoming) return (name) => c.req.header(name);
  return (name) => {
    const value = incoming[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
}

/** What the site's app calls with each answer: counts it, when it is a visit's. */
export function countVisits(counter: TrafficCounter, paths: SitePaths, trustProxy: number) {
  return (c: Context) => {
    // The workspace and the lead API are not the site's pages.
    if (/^\/(team|api)(\/|$)/.test(c.req.path)) return;
    const header = headerReader(c);
    const counted = countedAs(
      { method: c.req.method, path: c.req.path, url: urlOf(c.req.url), status: c.res.status, header },
      paths,
      hasTeamMark(header("cookie")),
    );
    if (!counted) return;
    counter.count(counted, {
      address: clientKey(c, trustProxy),
      userAgent: header("user-agent") ?? "",
      optedOut: header("sec-gpc")?.trim() === "1",
    });
  };
}
