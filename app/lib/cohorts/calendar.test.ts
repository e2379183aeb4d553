// @vitest-environment node
import { describe, expect, it } from "vitest";
import { plansSchema } from "#app/content/schemas/plans.ts";
import { plans as shipped } from "#app/content/plans.ts";
import data from "#content/plans.json" with { type: "json" };
import { cohortStatusAt, cohortStatusOn, dayIn, statusKey } from "./calendar.ts";

/** The shipped price data with these cohorts instead, parsed by the schema as the site parses it. */
function acceleratorWith(cohorts: unknown[]) {
  const raw = structuredClone(data);
  return plansSchema.parse({ ...raw, cmmcAccelerator: { ...raw.cmmcAccelerator, cohorts } }).cmmcAccelerator;
}

describe("the day in the cohorts' time zone", () => {
  it("turns at midnight in New York, not at midnight UTC, in winter and summer time", () => {
    expect(dayIn("America/New_York", new Date("2025-12-01T04:59:59Z"))).toBe("2025-11-30");
    expect(dayIn("America/New_York", new Date("2025-12-01T05:00:00Z"))).toBe("2025-12-01");
    expect(dayIn("America/New_York", new Date("2026-07-01T03:59:59Z"))).toBe("2026-06-30");
    expect(dayIn("America/New_York", new Date("2026-07-01T04:00:00Z"))).toBe("2026-07-01");
  });

  it("answers each zone its own day when asked again within a second (the last second's day is kept per zone)", () => {
    expect(dayIn("America/New_York", new Date("2025-12-01T04:59:59.100Z"))).toBe("2025-11-30");
    expect(dayIn("UTC", new Date("2025-12-01T04:59:59.200Z"))).toBe("2025-12-01");
    expect(dayIn("America/New_York", new Date("2025-12-01T04:59:59.900Z"))).toBe("2025-11-30");
    expect(dayIn("America/New_York", new Date("2025-12-01T05:00:00.000Z"))).toBe("2025-12-01");
  });
});

describe("which cohort is open", () => {
  const accelerator = acceleratorWith([
    { start: { landingPage: "2026-01-01", pricingTab: "2025-12-01" }, registrationCloses: "2025-11-30", seats: 15 },
    { start: "2027-03-01", registrationCloses: "2027-02-01", seats: 12 },
  ]);

  it("the first cohort through its registration's last day, with the spec's two readings of its start", () => {
    const status = cohortStatusOn(accelerator, "2025-11-30");
    expect(status).toMatchObject({
      open: true,
      cohort: {
        index: 0,
        registrationClosesOn: "2025-11-30",
        figures: {
          "cohort.start": "Jan 2026",
          "cohort.startOnPricing": "Dec 2025",
          "cohort.registrationCloses": shipped.cmmcAccelerator.registrationCloses,
        },
      },
    });
    expect(statusKey(status)).toBe("open-0");
  });

  it("the next cohort from the day after, with its one start date in both places", () => {
    const status = cohortStatusOn(accelerator, "2025-12-01");
    expect(status).toMatchObject({
      open: true,
      cohort: {
        index: 1,
        registrationClosesOn: "2027-02-01",
        figures: { "cohort.start": "Mar 2027", "cohort.startOnPricing": "Mar 2027" },
      },
    });
    expect(statusKey(status)).toBe("open-1");
  });

  it("none once the last registration has closed", () => {
    expect(cohortStatusOn(accelerator, "2027-02-02")).toEqual({ open: false });
    expect(statusKey(cohortStatusOn(accelerator, "2027-02-02"))).toBe("closed");
  });

  it("none while the only cohort is marked full, before its registration closes", () => {
    const full = acceleratorWith([{ start: "2027-03-01", registrationCloses: "2027-02-01", seats: 15, full: true }]);
    expect(cohortStatusOn(full, "2027-01-10")).toEqual({ open: false });
  });

  it("at an instant: the shipped cohort, open on its last evening in New York and closed at midnight there", () => {
    expect(cohortStatusAt(shipped.cmmcAccelerator, new Date("2025-12-01T04:59:00Z")).open).toBe(true);
    expect(cohortStatusAt(shipped.cmmcAccelerator, new Date("2025-12-01T05:00:00Z")).open).toBe(false);
  });
});
