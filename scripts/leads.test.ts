// @vitest-environment node
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./leads.ts";

describe("lead export", () => {
  it("neutralises spreadsheet formulas and quotes cells", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const start of ["+", "-", "@", "\t"]) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell(null)).toBe('""');
  });

  it("neutralises triggers behind leading invisible or space characters", () => {
    for (const lead of ["\u200B", "\u0085", "\u00A0", "\uFEFF", " ", "  \u200B"]) {
      const cell = `${lead}=cmd|' /C calc'!A0`;
      expect(csvCell(cell), JSON.stringify(lead)).toBe(`"'${cell.replace(/"/g, '""')}"`);
    }
  });

  it("neutralises full-width and small-form look-alikes of the triggers", () => {
    for (const trigger of ["\uFF1D", "\uFF0B", "\uFF0D", "\uFF20", "\uFE66", "\uFE62", "\uFE63", "\uFE6B", "\u2212"]) {
      expect(csvCell(`${trigger}1+1`), trigger).toBe(`"'${trigger}1+1"`);
    }
    // A trigger inside the text is harmless.
    expect(csvCell("a=b")).toBe('"a=b"');
  });

  it("writes a header and one row per lead", () => {
    const csv = toCsv([
      {
        id: "1",
        createdAt: "t",
        form: "contact",
        name: "A",
        email: "a@x.y",
        company: null,
        phone: null,
        interest: null,
        subject: null,
        message: "hi\nthere",
      },
    ]);
    expect(csv.split("\r\n")[0]).toBe("id,createdAt,form,name,email,company,phone,interest,subject,message");
    expect(csv).toContain('"hi\nthere"');
  });
});
