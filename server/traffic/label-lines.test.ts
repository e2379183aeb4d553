import { describe, expect, it } from "vitest";
import { labelLines } from "./label-lines.ts";

describe("a chart's words in lines that fit", () => {
  it("keeps a short label on one line", () => {
    expect(labelLines("cmmc-q1 (0.0 leads per 100 visitors)", 720, 13)).toEqual([
      "cmmc-q1 (0.0 leads per 100 visitors)",
    ]);
  });

  it("breaks a long tag after one of its joins, and loses no character", () => {
    const tag = `spring_cmmc_webinar_linkedin_retargeting_audience_${"x".repeat(120)}`;
    const label = `${tag} (33.3 leads per 100 visitors)`;
    const lines = labelLines(label, 720, 13);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join("").replaceAll(" ", "")).toBe(label.replaceAll(" ", ""));
    expect(lines[0]!.endsWith("_")).toBe(true);
  });

  it("counts capitals as wide: 200 of them take more lines than 200 small letters", () => {
    expect(labelLines("W".repeat(200), 720, 13).length).toBeGreaterThan(labelLines("a".repeat(200), 720, 13).length);
    // 0.95 em a capital and a reader's 0.12 em between letters (WCAG 1.4.12), at 13 px: at most 51 in 720 units.
    for (const line of labelLines("W".repeat(200), 720, 13)) expect(line.length).toBeLessThanOrEqual(51);
  });
});
