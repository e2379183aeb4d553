import { describe, expect, it } from "vitest";
import { FIRST_ROUND_TRIP_BYTES, HEADER_BYTES, overFirstRoundTrip } from "./first-round-trip.ts";

describe("overFirstRoundTrip", () => {
  it("names, in words, each page that no longer fits a phone's first round trip with its headers", () => {
    const fits = FIRST_ROUND_TRIP_BYTES - HEADER_BYTES;
    const warnings = overFirstRoundTrip({ "/": fits, "/pricing": fits + 1 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^\/pricing is 13\.5 KB compressed; .* paints about 0\.15 s later\./);
  });
});
