// @vitest-environment node
import { describe, expect, it } from "vitest";
import { CHOICE_SIZE, NOTES_FIELD_MIN, choiceRow, rowWordsWidth } from "./checklist-row.ts";
import { textWidth, wordsWiderThan } from "./measure.ts";
import { PAGE } from "./page.ts";

describe("a requirement's row in the checklist PDF", () => {
  it("keeps its places for short words, and moves each part right of the words before it", () => {
    const short = choiceRow({ met: "Met", notMet: "Not met", notes: "Notes" });
    expect([short.metX, short.notMetX, short.notesX]).toEqual([PAGE.margin + 20, PAGE.margin + 90, PAGE.margin + 175]);
    const long = choiceRow({ met: "Met, with evidence on file", notMet: "Not met yet", notes: "Notes" });
    // Nothing drawn over the words before it: each button starts past the end of the previous words.
    expect(long.notMetX).toBeGreaterThan(long.metX + CHOICE_SIZE + 6 + rowWordsWidth("Met, with evidence on file"));
    expect(long.notesX).toBeGreaterThan(long.notMetX + CHOICE_SIZE + 6 + rowWordsWidth("Not met yet"));
    expect(long.fieldX).toBeGreaterThan(long.notesX + rowWordsWidth("Notes"));
    expect(long.fieldX + long.fieldWidth).toBe(PAGE.width - PAGE.margin);
  });

  it("measures words in the PDF's face: wider letters take more room", () => {
    expect(rowWordsWidth("WWW")).toBeGreaterThan(rowWordsWidth("iii"));
    expect(choiceRow({ met: "M".repeat(40), notMet: "N", notes: "n" }).fieldWidth).toBeLessThan(NOTES_FIELD_MIN);
  });
});

describe("words wider than a column", () => {
  it("are the words pdfkit would cut: split at spaces and after hyphens", () => {
    const setting = { size: 9.5 };
    const width = textWidth("user-month", setting) - 1;
    expect(wordsWiderThan("user-month", width, setting)).toEqual([]);
    expect(wordsWiderThan("usermonth", textWidth("user", setting), setting)).toEqual(["usermonth"]);
    expect(wordsWiderThan("GB per month", textWidth("month", setting), setting)).toEqual([]);
    expect(textWidth("Amount", { size: 8.5, bold: true })).toBeGreaterThan(textWidth("Amount", { size: 8.5 }));
  });
});
