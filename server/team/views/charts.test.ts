// @vitest-environment node
/**
 * The leads charts tell series apart without colour alone (issue 54): each series its own slot (colour and pattern),
 * fixed by what it is rather than by its rank, white gaps between stacked segments, and words in the text's colour.
 */
import { describe, expect, it } from "vitest";
import { formLabels } from "#server/team/form-labels.ts";
import { NO_CAMPAIGN, OTHER_CAMPAIGNS, type WeeklyFigures } from "#server/team/weekly.ts";
import { scaleLines, scaleMargin, seriesSlots, weeklyChart } from "./charts.ts";
import { textWidth } from "#app/lib/text-width.ts";

const [contact, governance, accelerator, checklist] = Object.values(formLabels);

describe("each series' colour and pattern", () => {
  it("a form keeps its own whichever others are shown", () => {
    const all = seriesSlots([contact!, governance!, accelerator!, checklist!]);
    expect(new Set(all).size).toBe(4);
    expect(seriesSlots([checklist!])).toEqual([all[3]]);
    expect(seriesSlots([governance!, checklist!])).toEqual([all[1], all[3]]);
  });

  it("a campaign keeps its own as the others change, and no two series of a chart share one", () => {
    const before = seriesSlots(["spring-cmmc", "webinar-oct", OTHER_CAMPAIGNS, NO_CAMPAIGN]);
    const after = seriesSlots(["autumn", "spring-cmmc", NO_CAMPAIGN]);
    expect(after[1]).toBe(before[0]);
    expect(after[2]).toBe(before[3]);
    for (const series of [
      ["a", "b", "c", "d", "e", OTHER_CAMPAIGNS, NO_CAMPAIGN],
      ["q1", "q2", "q3", "q4", "q5", NO_CAMPAIGN],
    ])
      expect(new Set(seriesSlots(series)).size).toBe(series.length);
  });
});

describe("the chart", () => {
  const figures: WeeklyFigures = {
    weeks: [
      { monday: "2026-11-16", sunday: "2026-11-22", since: "", until: "" },
      { monday: "2026-11-23", sunday: "2026-11-29", since: "", until: "" },
    ],
    series: [contact!, checklist!],
    counts: [
      [3, 2],
      [1, 4],
    ],
  };

  it("fills each segment with its series' pattern, a white gap around it, its words in the text's colour", async () => {
    const svg = String(await weeklyChart("by-form", "Leads per week, by form", figures));
    const segments = [...svg.matchAll(/<rect\s[^>]*fill="url\(#by-form-series-(\d)\)"[^>]*>/g)];
    expect(segments).toHaveLength(4);
    for (const [segment] of segments) expect(segment).toMatch(/stroke="#fff"\s+stroke-width="1.5"/);
    // Two series, two patterns: the key shows each with the pattern its segments have.
    expect(svg.match(/<pattern id="by-form-series-\d"/g)).toHaveLength(2);
    expect(svg.match(/<pattern id="by-form-key-\d"/g)).toHaveLength(2);
    expect(svg).not.toMatch(/<text[^>]*fill="#/);
  });

  it("says its leads in words that agree with their number", async () => {
    const summary = async (counts: number[][]) =>
      String(await weeklyChart("by-form", "Leads per week, by form", { ...figures, counts })).match(
        /(\d[\d,]*) (leads?) in 2 weeks/,
      )?.[0];
    expect(await summary(figures.counts)).toBe("10 leads in 2 weeks");
    expect(
      await summary([
        [0, 1],
        [0, 0],
      ]),
    ).toBe("1 lead in 2 weeks");
    expect(
      await summary([
        [0, 0],
        [0, 0],
      ]),
    ).toBe("0 leads in 2 weeks");
  });
});

describe("a chart's scale", () => {
  const numbers = (top: number) =>
    [
      ...String(scaleLines(top, 720, { left: 40, right: 40 }, (value) => 200 - value / 10)).matchAll(
        />\s*([\d,]+)\s*</g,
      ),
    ].map((match) => match[1]);

  it("numbers 0, half way and the top on both sides, as the team writes numbers", () => {
    expect(numbers(2000)).toEqual(["0", "0", "1,000", "1,000", "2,000", "2,000"]);
  });

  it("leaves out a half way that is no whole number", () => {
    expect(numbers(1)).toEqual(["0", "0", "1", "1"]);
  });

  it("moves the plot in from each side as far as its widest number needs, a reader's text spacing included", () => {
    expect(scaleMargin(20, 40)).toBe(40);
    for (const top of [100_000, 5_000_000, 20_000_000]) {
      const side = scaleMargin(top, 40);
      // Its numbers end 6 units from the plot: the widest starts inside the chart.
      expect(side - 6 - textWidth(top.toLocaleString("en-US"), 11)).toBeGreaterThanOrEqual(0);
    }
    expect(scaleMargin(20_000_000, 40)).toBeGreaterThan(scaleMargin(100_000, 40));
  });
});
