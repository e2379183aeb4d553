import { statSync } from "node:fs";
import { pageFile } from "./page-file.ts";

/**
 * What a phone receives in the first round trip of a new connection: ten TCP segments of 1,460 bytes (the initial
 * congestion window, as Lighthouse's simulation and most servers have it). A page larger than that, headers
 * included, needs one more round trip (~150 ms on a mobile network) before its first paint (issue 33, decision 0020).
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;
/** A page's response headers, CSP included, as this server sends them: 1,066 bytes, 1,120 with an islands' loader. */
export const HEADER_BYTES = 1_120;

/** The routes whose brotli HTML, with its headers, no longer fits the first round trip, each said in words. */
export function overFirstRoundTrip(sizes: Record<string, number>): string[] {
  return Object.entries(sizes)
    .filter(([, bytes]) => bytes + HEADER_BYTES > FIRST_ROUND_TRIP_BYTES)
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
