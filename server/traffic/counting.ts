/**
 * Where counting meets the server (issue 57): each answer of the public site, once sent, is read by visits.ts and
 * added to the counter. Nothing here waits or writes: the counter adds its batch to the store every few seconds.
 */
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { pages, withoutTrailingSlash } from "#app/content/pages.ts";
import { checklistPdfPath } from "#app/content/forms.ts";
import { quotePdfPath } from "#app/lib/pricing/quote-document.ts";
import { clientAddress } from "#server/shared/client-address.ts";
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

/** What the counting keeps of a request until it is read: its few words and Node's parsed headers, never the request. */
interface QueuedAnswer {
  method: string;
  path: string;
  href: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  socketAddress: string;
}

/**
 * What the site's app calls with each answer: queues it for the counter, which reads it a moment later with others
 * (counter.ts says why).
 */
export function countVisits(counter: TrafficCounter, paths: SitePaths, trustProxy: number) {
  const read = (answer: QueuedAnswer) => {
    const { headers } = answer;
    const header = (name: string) => {
      const value = headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    };
    const counted = countedAs({ ...answer, header }, paths, hasTeamMark(header("cookie")));
    if (!counted) return undefined;
    const asker = {
      address: clientAddress(answer.socketAddress, header("x-forwarded-for"), trustProxy),
      userAgent: header("user-agent") ?? "",
      optedOut: header("sec-gpc")?.trim() === "1",
    };
    return { counted, asker };
  };
  return (c: Context) => {
    const { path } = c.req;
    // The workspace and the lead API are not the site's pages.
    if (/^\/(team|api)(\/|$)/.test(path)) return;
    // Node's own parsed headers when the server is Node's (a plain object, several times cheaper than the Fetch
    // Headers the framework builds); a request made in the process (the tests') has only those.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const queued: QueuedAnswer = {
      method: c.req.method,
      path,
      href: c.req.url,
      status: c.res.status,
      headers: incoming?.headers ?? Object.fromEntries(c.req.raw.headers),
      // The peer as clientKey (server/leads/api.ts) reads it, TRUST_PROXY's header applied at the reading: clientKey
      // itself would hold the request's context in the queue and read the header through the Fetch Headers.
      socketAddress: incoming?.socket?.remoteAddress ?? "unknown",
    };
    counter.countSoon(queued, read);
  };
}
