import { describe, expect, it } from "vitest";
import {
  FIRST_ROUND_TRIP_BYTES,
  HEADER_BYTES,
  LOADER_HASH_BYTES,
  firstScreenBytes,
  firstScreenEnd,
  overFirstRoundTrip,
} from "./first-round-trip.ts";

describe("overFirstRoundTrip", () => {
  it("names, in words, each page whose first screen no longer fits a phone's first round trip with its headers", () => {
    const fits = FIRST_ROUND_TRIP_BYTES - HEADER_BYTES;
    const warnings = overFirstRoundTrip({ "/": fits, "/secops": fits + 1 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^\/secops: its first screen \(everything up to the end of its hero\) is 13\.5 KB compressed; .* paints about 0\.15 s later\./,
    );
    // A page with islands has one more hash in its CSP.
    expect(overFirstRoundTrip({ "/pricing": fits - LOADER_HASH_BYTES + 1 }, ["/pricing"])).toHaveLength(1);
    expect(overFirstRoundTrip({ "/pricing": fits - LOADER_HASH_BYTES }, ["/pricing"])).toHaveLength(0);
  });
});

describe("a page's first screen (issue 47: what a real browser waits for before it paints)", () => {
  const page = (afterHero: string) =>
    `<!DOCTYPE html><html><head><style>body{margin:0}</style></head><body><header>Site</header><main>` +
    `<section class="hero"><h1>Headline</h1><section><p>A nested block</p></section><p>Lead</p></section>` +
    `${afterHero}</main></body></html>`;

  it("ends after the hero, the first section in <main>, nested sections and all", () => {
    const html = page("<section><h2>Proof</h2></section>");
    expect(html.slice(0, firstScreenEnd(html))).toMatch(/<p>Lead<\/p><\/section>$/);
  });

  it("does not grow with what comes after the hero: a page of proof below it costs the first paint nothing", () => {
    // Text that compresses badly, as a page of varied quotes and case studies does.
    const proof = Array.from({ length: 3000 }, (_, i) => `<p>${(i * 7919).toString(36)} ${(i * 104729).toString(36)}</p>`);
    const long = page(`<section>${proof.join("")}</section>`);
    expect(firstScreenBytes(long)).toBe(firstScreenBytes(page("")));
    expect(firstScreenBytes(long) + HEADER_BYTES).toBeLessThan(FIRST_ROUND_TRIP_BYTES);
  });

  it("is the whole page when the page has no hero to end it", () => {
    const html = "<html><body><main><p>Only text</p></main></body></html>";
    expect(firstScreenEnd(html)).toBe(html.length);
  });
});
