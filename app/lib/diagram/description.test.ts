import { describe, expect, it } from "vitest";
import { diagramDescription } from "./description.ts";

describe("a flow diagram's description", () => {
  it("says every stage drawn, in order, numbered as drawn, with its line word for word", () => {
    expect(
      diagramDescription({
        stages: [
          { label: "Controls and evidence", detail: "Mapped once across CMMC, FedRAMP and NIST" },
          { label: "Continuous monitoring", detail: "Evidence collected on a schedule, not once a year" },
          { label: "SSP and POA&M", detail: "Drafted by AI from your real controls." },
        ],
      }),
    ).toBe(
      "1. Controls and evidence: Mapped once across CMMC, FedRAMP and NIST. 2. Continuous monitoring: Evidence collected on a schedule, not once a year. 3. SSP and POA&M: Drafted by AI from your real controls.",
    );
  });
});
