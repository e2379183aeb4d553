// @vitest-environment node
/** The charts' series keep their order from one visit to the next, whatever their ranks (issue 54). */
import { describe, expect, it } from "vitest";
import type { LeadCount } from "#server/leads/repository.ts";
import { formLabels } from "./form-labels.ts";
import { NO_CAMPAIGN, WeeklyCounts, weeksUpTo } from "./weekly.ts";

/** A store whose every week counts the same. */
const storeCounting = (counts: Record<string, LeadCount[]>) => ({
  countBy: async (dimension: string) => counts[dimension] ?? [],
});

describe("the weekly charts' series", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const weeks = weeksUpTo(now, "UTC", 2);

  it("forms in the forms' own order, not by how many leads each has", async () => {
    const figures = await new WeeklyCounts(
      storeCounting({
        form: [
          { value: "checklist", leads: 9 },
          { value: "contact", leads: 1 },
        ],
      }),
    ).byForm(weeks, now);
    expect(figures.series).toEqual([formLabels.contact, formLabels.checklist]);
    expect(figures.counts[0]).toEqual([1, 9]);
  });

  it("the top campaigns by name, then the leads with none", async () => {
    const figures = await new WeeklyCounts(
      storeCounting({
        campaign: [
          { value: "webinar-oct", leads: 7 },
          { value: null, leads: 3 },
          { value: "autumn", leads: 2 },
        ],
      }),
    ).byCampaign(weeks, now);
    expect(figures.series).toEqual(["autumn", "webinar-oct", NO_CAMPAIGN]);
    expect(figures.counts[1]).toEqual([2, 7, 3]);
  });
});
