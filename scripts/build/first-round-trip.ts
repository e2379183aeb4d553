import { readFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
import { pageFile } from "./page-file.ts";

/**
 * What a phone receives in the first round trip of a new connection: ten TCP segments of 1,460 bytes (the initial
 * congestion window, as Lighthouse's simulation and most servers have it). A page whose first screen, headers
 * included, is larger than that needs one more round trip (~150 ms on a mobile network) before its first paint
 * (issue 33, decision 0020).
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;
/** A page's response headers as this server sends them, the CSP with the first-paint script's hash: 1,066 bytes. */
export const HEADER_BYTES = 1_066;
/** One more hash in the CSP, for a page's islands' loader. */
export const LOADER_HASH_BYTES = 54;

/**
 * Where a page's first screen ends in its HTML: after its hero, the first <section> in <main>, with all it holds.
 * A browser parses and paints as the bytes arrive (issue 47, measured on a shaped link: docs/quality.md), so what
 * comes after the hero does not delay the first paint; the head (the page's own stylesheet), the header and the hero
 * do. Without a <main> or a <section> in it, the whole page.
 */
export function firstScreenEnd(html: string): number {
  const main = html.indexOf("<main");
  const start = main < 0 ? -1 : html.indexOf("<section", main);
  if (start < 0) return html.length;
  const tags = /<(\/?)section\b[^>]*>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return tag.index + tag[0].length;
  }
  return html.length;
}

/** The bytes of a page's first screen as the server sends it: brotli at the build's best, its window the page's. */
export function firstScreenBytes(html: string): number {
  const screen = Buffer.from(html.slice(0, firstScreenEnd(html)));
  return brotliCompressSync(screen, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: screen.length,
    },
  }).length;
}

/**
 * The routes whose first screen (the HTML through the hero, compressed), with its headers, no longer fits the first
 * round trip, each said in words. `withIslands`: the routes whose CSP also hashes an islands' loader.
 */
export function overFirstRoundTrip(sizes: Record<string, number>, withIslands: string[] = []): string[] {
  const headers = (route: string) => HEADER_BYTES + (withIslands.includes(route) ? LOADER_HASH_BYTES : 0);
  return Object.entries(sizes)
    .filter(([route, bytes]) => bytes + headers(route) > FIRST_ROUND_TRIP_BYTES)
    .map(
      ([route, bytes]) =>
        `${route}: its first screen (everything up to the end of its hero) is ${(bytes / 1000).toFixed(1)} KB ` +
        `compressed; with its headers that is more than the ${FIRST_ROUND_TRIP_BYTES / 1000} KB a phone receives in ` +
        `the first round trip, so it paints about 0.15 s later. Shorter words in that page's hero bring it back; ` +
        `what comes after the hero does not delay the first paint (docs/content-and-prices.md, "When the build says ` +
        `a page's first screen is too large").`,
    );
}

/** Each route's first screen, compressed, from the pre-rendered page the build wrote. */
export function firstScreenSizes(clientDir: string, routes: string[]): Record<string, number> {
  return Object.fromEntries(
    routes.map((route) => [route, firstScreenBytes(readFileSync(pageFile(clientDir, route), "utf8"))]),
  );
}
