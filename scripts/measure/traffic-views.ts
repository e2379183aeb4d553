/**
 * The page views the traffic measurements send (issue 57): document GETs of the site's pages from a person's browser,
 * three pages per visitor, a new client address every three views, 50 campaigns from 7 sources. The side-by-side
 * bench (traffic.ts) sends them to two servers; the replay (counting-replay.ts) hands them to the counting thread.
 */
import { BROWSER_AGENT } from "./flood-load.ts";

export const PAGES = ["/", "/pricing", "/secops", "/governance", "/contact", "/lp/cmmc-accelerator"];

/**
 * The visitor of the nth view: each views three pages, 800 views (two seconds) apart. A person reads longer; their
 * later pages then cost what a first page does (a hash and the tags read again), which the first pages here measure.
 */
const visitorOf = (n: number) => Math.floor(n / 2400) * 800 + (n % 800);

/** The nth view's path and query. */
export const viewPath = (n: number) =>
  `${PAGES[n % PAGES.length]}?utm_source=s${n % 7}&utm_campaign=campaign-${n % 50}`;

/** The nth view's client address, as the site's proxy says it (X-Forwarded-For). */
export const viewAddress = (n: number) => `198.18.${(visitorOf(n) >> 8) & 255}.${visitorOf(n) & 255}`;

/** The nth view's request headers, as a browser behind the site's proxy sends them. */
export const viewHeaders = (n: number) => ({
  "User-Agent": BROWSER_AGENT,
  "Sec-Fetch-Dest": "document",
  "X-Forwarded-For": viewAddress(n),
});
