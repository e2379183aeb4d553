/**
 * What one answer of the site counts as (issue 57): a page view, a quote issued, the checklist downloaded, or
 * nothing. Read from the request's headers and the answer's status alone, on the server: no cookie, no script.
 *
 * A page view is a GET of one of the site's pages answered 200, or 304 (the browser's copy is still the page: a
 * person sees it all the same), or the site's 404 page (counted as "not found"),
 * that a browser asked for as a document (`Sec-Fetch-Dest: document`), not to prefetch or prerender it; a bot
 * (isbot's list, or no User-Agent at all) and a member of the team (the workspace marks their browser) are never
 * counted. The campaign tags and the referring site are read as the leads' attribution reads them
 * (app/lib/forms/attribution.ts), so a visit's campaign and a lead's are the same words.
 */
import { isbot } from "isbot";
import { type Attribution, attributionOfPage } from "#app/lib/forms/attribution.ts";
import { mayCount } from "./may-count.ts";

export type Device = "phone" | "desktop";

/** The page a view is counted under when the site has no such page. */
export const NOT_FOUND_PAGE = "(not found)";

/** What a request and its answer say, as the counting reads them. */
export interface Answered {
  method: string;
  /** The request's path (decoded as the router reads it). */
  path: string;
  /** Its whole address ("http://host/path?query"), read only for a view that needs its campaign tags. */
  href: string;
  status: number;
  header: (name: string) => string | undefined;
}

/** How the site tells its pages, the quote and the checklist's download apart. */
export interface SitePaths {
  /** The page a path is (its one canonical path), or undefined when the site has no such page. */
  pageOf: (path: string) => string | undefined;
  /** The quote PDF's path (GET and POST). */
  quotePath: string;
  /** The checklist PDF's path. */
  checklistPath: string;
  /** The pricing page's path. */
  pricingPath: string;
  /** The site's own hosts (SITE_ORIGIN's, and the request's): a referrer on one of them is no source. */
  ownHosts: ReadonlySet<string>;
}

export type Counted =
  | {
      kind: "view";
      page: string;
      pricing: boolean;
      /** Where the visit came from, read only when it is needed (a visitor's first view of an interval). */
      attribution: () => Attribution;
      device: Device;
    }
  | { kind: "quote"; device: Device }
  | { kind: "checklist"; device: Device };

/** A request made to prefetch or prerender a page (Chromium, Firefox and Safari each say it their way). */
export function isPrefetch(header: Answered["header"]): boolean {
  for (const name of PURPOSE_HEADERS) {
    const purpose = header(name);
    if (purpose !== undefined && PREFETCH.test(purpose)) return true;
  }
  return false;
}
const PURPOSE_HEADERS = ["sec-purpose", "purpose", "x-purpose", "x-moz"];
const PREFETCH = /prefetch|prerender|preview/i;

/** Phone or desktop: the browser's own client hint when it sends one, else its user agent ("Mobi" is the rule). */
export function deviceOf(header: Answered["header"], agent?: Agent): Device {
  const mobileHint = header("sec-ch-ua-mobile");
  if (mobileHint !== undefined) return mobileHint.trim() === "?1" ? "phone" : "desktop";
  return (agent ?? agentOf(header("user-agent") ?? "")).device;
}

/**
 * What a user agent says, for the agents seen lately: whether it is a bot (isbot's list is long) and a phone's. A
 * visit's pages repeat its agent, and a site's visitors share a few hundred.
 */
interface Agent {
  bot: boolean;
  device: Device;
}
const agents = new Map<string, Agent>();
const AGENTS_KEPT = 1000;

function agentOf(userAgent: string): Agent {
  let agent = agents.get(userAgent);
  if (agent === undefined) {
    agent = {
      bot: isbot(userAgent),
      device: /Mobi|iPhone|Android.*Mobile|Windows Phone/i.test(userAgent) ? "phone" : "desktop",
    };
    if (agents.size >= AGENTS_KEPT) agents.delete(agents.keys().next().value!);
    agents.set(userAgent, agent);
  }
  return agent;
}

/**
 * What an answer counts as, or undefined. `teamMember` is whether the request carries the workspace's mark (a member
 * of the team browsing their own site is not a visitor).
 */
export function countedAs(answer: Answered, paths: SitePaths, teamMember: boolean): Counted | undefined {
  const { path } = answer;
  // A GET or POST answered 200, 304 or 404, as a document or one of the two downloads (the serving path's test too).
  if (!mayCount(answer.method, answer.status, answer.header("sec-fetch-dest"), path, paths)) return undefined;
  if (teamMember || isPrefetch(answer.header)) return undefined;
  // A person's browser: a User-Agent not on isbot's list (no User-Agent at all is no person's browser). Its agent is
  // looked up once, for both questions.
  const userAgent = answer.header("user-agent");
  const agent = userAgent?.trim() ? agentOf(userAgent) : undefined;
  if (agent === undefined || agent.bot) return undefined;
  const device = deviceOf(answer.header, agent);
  // A quote is a download (no Sec-Fetch-Dest: document from a link with `download`), so it is counted by its path.
  if (path === paths.quotePath) return answer.status === 200 ? { kind: "quote", device } : undefined;
  if (answer.method !== "GET") return undefined;
  if (path === paths.checklistPath) return answer.status === 200 ? { kind: "checklist", device } : undefined;
  // Neither download: mayCount let it through as a document.
  const page = answer.status === 404 ? NOT_FOUND_PAGE : paths.pageOf(path);
  if (page === undefined) return undefined;
  // Held until the interval's flush: only what the tags are read from, never the request itself.
  const referer = answer.header("referer") ?? "";
  const { href } = answer;
  const { ownHosts } = paths;
  // Read only for a visitor's first view of an interval, from the address's parts, as the leads' attribution reads a
  // URL's: a URL made of every first page costs several times more than its query alone. Read each time: a cache of
  // the readings by address and referrer (1,000 kept) cost more than it saved once a site's first addresses outnumbered
  // it, as an ad's clicks do (each its own click id) and the bench's 1,050 campaign addresses did (docs/quality.md,
  // the sixth pass).
  const attribution = () => {
    const query = href.indexOf("?");
    const hostStart = href.indexOf("//") + 2;
    const pathStart = href.indexOf("/", hostStart);
    const host = (pathStart < 0 ? href.slice(hostStart) : href.slice(hostStart, pathStart)).toLowerCase();
    const read = attributionOfPage(
      page,
      query < 0 ? undefined : new URLSearchParams(href.slice(query + 1)),
      host,
      referer,
    );
    // Behind a proxy the request's host may be an upstream's name: the site's own pages are never a referring site.
    if (read.referrer_host && ownHosts.has(read.referrer_host)) delete read.referrer_host;
    return read;
  };
  return { kind: "view", page, pricing: page === paths.pricingPath, attribution, device };
}
