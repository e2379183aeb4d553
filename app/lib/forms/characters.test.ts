import { describe, expect, it } from "vitest";
import { oneLineValue } from "./characters.ts";
import { singleLine } from "./fields.ts";

describe("the one-line rule without a schema", () => {
  it("keeps and refuses exactly what a one-line field's schema keeps and refuses", () => {
    const max = 12;
    const schema = singleLine({ max: "too long" }, max);
    const values = [
      "cmmc-q1",
      "  padded tag  ",
      "",
      "   ",
      "x".repeat(max),
      "x".repeat(max + 1),
      ` ${"x".repeat(max)} `,
      "two\nlines",
      "carriage\rreturn",
      "tab\there",
      "bell\u0007",
      "next\u0085line",
      "rtl\u202Eoverride",
      "zero\u200Bwidth",
      "joiner\u034F",
      "tag\u{E0041}char",
      "Ünïcödé ✓",
      "emoji 🛡️",
    ];
    for (const value of values) {
      const parsed = schema.safeParse(value);
      expect(oneLineValue(value, max), JSON.stringify(value)).toBe(parsed.success ? parsed.data : undefined);
    }
  });
});
