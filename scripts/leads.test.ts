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
