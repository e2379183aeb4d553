import { describe, expect, it } from "vitest";
import { FIRST_ROUND_TRIP_BYTES, HEADER_BYTES, LOADER_HASH_BYTES, overFirstRoundTrip } from "./first-round-trip.ts";

describe("overFirstRoundTrip", () => {
  it("names, in words, each page that no longer fits a phone's first round trip with its headers", () => {
    const fits = FIRST_ROUND_TRIP_BYTES - HEADER_BYTES;
    const warnings = overFirstRoundTrip({ "/": fits, "/secops": fits + 1 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^\/secops is 13\.5 KB compressed; .* paints about 0\.15 s later\./);
    // A page with islands has one more hash in its CSP.
    expect(overFirstRoundTrip({ "/pricing": fits - LOADER_HASH_BYTES + 1 }, ["/pricing"])).toHaveLength(1);
    expect(overFirstRoundTrip({ "/pricing": fits - LOADER_HASH_BYTES }, ["/pricing"])).toHaveLength(0);
  });
});
