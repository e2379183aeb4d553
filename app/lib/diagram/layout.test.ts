import { describe, expect, it } from "vitest";
import { textWidth, wrapWords } from "#app/lib/text-width.ts";
import { diagramForms, layOutStages, textRoom } from "./layout.ts";

describe("a flow diagram's words in lines", () => {
  it("keeps every line within its box with a reader's text spacing, and loses no word", () => {
    const detail = "Mapped once across CMMC, FedRAMP and NIST 800-171, with evidence from every tool";
    const lines = wrapWords(detail, textRoom("full"), diagramForms.full.detailSize);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines)
      expect(textWidth(line, diagramForms.full.detailSize)).toBeLessThanOrEqual(textRoom("full"));
    expect(lines.join(" ")).toBe(detail);
  });

  it("leaves no stage's last line one stranded word", () => {
    // Filled greedily, the last line would hold "view" alone.
    expect(wrapWords("Posture and response in one view", textRoom("full"), diagramForms.full.detailSize)).toEqual([
      "Posture and response in",
      "one view",
    ]);
    // Not where the line above would be left one word: a short label stays as it reads.
    expect(wrapWords("Controls and evidence", textRoom("compact"), diagramForms.compact.labelSize)).toEqual([
      "Controls and",
      "evidence",
    ]);
    expect(wrapWords("Alerts", textRoom("full"), diagramForms.full.detailSize)).toEqual(["Alerts"]);
  });

  it("counts capitals as wide, so a label in capitals takes more lines than the same in small letters", () => {
    const size = diagramForms.compact.labelSize;
    expect(wrapWords("SSP AND POA&M", textRoom("compact"), size).length).toBeGreaterThan(
      wrapWords("ssp and poa&m", textRoom("compact"), size).length,
    );
  });

  it("breaks a word wider than the box where the line is full, and only such a word", () => {
    const word = "W".repeat(20);
    const lines = wrapWords(`Alerts ${word} triage`, textRoom("compact"), diagramForms.compact.labelSize);
    expect(lines[0]).toBe("Alerts");
    expect(lines.join("").replaceAll(" ", "")).toBe(`Alerts${word}triage`);
    for (const line of lines)
      expect(textWidth(line, diagramForms.compact.labelSize)).toBeLessThanOrEqual(textRoom("compact"));
  });

  it("makes each box as tall as its lines, and the drawing as tall as its boxes", () => {
    const stages = [
      { label: "Alerts", detail: "From the tools you run" },
      { label: "Executive dashboards for the whole company", detail: "Posture and response in one view" },
    ];
    const { boxes, height } = layOutStages(stages, "full");
    const f = diagramForms.full;
    for (const box of boxes)
      expect(box.height).toBe(f.pad * 2 + box.label.length * f.labelLine + box.detail.length * f.detailLine + 4);
    expect(boxes[1]!.y).toBe(boxes[0]!.y + boxes[0]!.height + f.gap);
    // A unit's margin above and below for the boxes' strokes.
    expect(boxes[0]!.y).toBe(1);
    expect(height).toBe(boxes[1]!.y + boxes[1]!.height + 1);
    expect(boxes[1]!.label.length).toBe(2);
  });
});
