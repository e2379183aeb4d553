import { statSync } from "node:fs";
import { pageFile } from "./page-file.ts";

/**
 * What a phone receives in the first round trip of a new connection: ten TCP segments of 1,460 bytes (the initial
 * congestion window, as Lighthouse's simulation and most servers have it). A page larger than that, headers
 * included, needs one more round trip (~150 ms on a mobile network) before its first paint (issue 33, decision 0020).
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;
/** A page's response headers as this server sends them, the CSP with the first-paint script's hash: 1,066 bytes. */
export const HEADER_BYTES = 1_066;
/** One more hash in the CSP, for a page's islands' loader. */
export const LOADER_HASH_BYTES = 54;

/**
 * The routes whose brotli HTML, with its headers, no longer fits the first round trip, each said in words.
 * `withIslands`: the routes whose CSP also hashes an islands' loader.
 */
export function overFirstRoundTrip(sizes: Record<string, number>, withIslands: string[] = []): string[] {
  const headers = (route: string) => HEADER_BYTES + (withIslands.includes(route) ? LOADER_HASH_BYTES : 0);
  return Object.entries(sizes)
    .filter(([route, bytes]) => bytes + headers(route) > FIRST_ROUND_TRIP_BYTES)
    .map(
      ([route, bytes]) =>
        `${route} is ${(bytes / 1000).toFixed(1)} KB compressed; with its headers that is more than the ` +
        `${FIRST_ROUND_TRIP_BYTES / 1000} KB a phone receives in the first round trip, so it paints about 0.15 s later. ` +
        `Shorter copy or fewer sections on that page bring it back (docs/decisions/0020-each-page-its-own-stylesheet.md).`,
    );
}

/** The compressed size of each route's pre-rendered page, as the build wrote it. */
export function compressedPageSizes(clientDir: string, routes: string[]): Record<string, number> {
  return Object.fromEntries(routes.map((route) => [route, statSync(`${pageFile(clientDir, route)}.br`).size]));
}
