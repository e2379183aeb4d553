import { describe, expect, it } from "vitest";
import { hasPreparedFor, preparedForFields, readPreparedFor } from "./prepared-for.ts";

describe("the quote's Prepared for fields, as the server reads them", () => {
  it("keeps what a buyer types, spaces tidied", () => {
    expect(
      readPreparedFor({ organisation: "  Acme   Defense ", contact: "Dana Whitfield", email: "dana@acme.example" }),
    ).toEqual({
      organisation: "Acme Defense",
      contact: "Dana Whitfield",
      email: "dana@acme.example",
      shortened: [],
      emailLeftOut: false,
    });
  });

  it("drops control and direction-changing characters, which could make the printed text read otherwise", () => {
    const read = readPreparedFor({
      organisation: "Acme\u202e fdp.exe\u0000\u200b Inc",
      contact: "a\u2066b\u2069c\r\nd",
    });
    expect(read.organisation).toBe("Acme fdp.exe Inc");
    expect(read.contact).toBe("a b c d");
  });

  it("cuts a value past its limit (never inside a character) and says which", () => {
    const { max } = preparedForFields.organisation;
    const read = readPreparedFor({
      organisation: `${"😀".repeat(max)}x`,
      contact: "b".repeat(preparedForFields.contact.max),
    });
    expect([...read.organisation]).toHaveLength(max);
    expect(read.organisation.endsWith("😀")).toBe(true);
    expect(read.contact).toHaveLength(preparedForFields.contact.max);
    expect(read.shortened).toEqual(["organisation"]);
  });

  it("leaves out an e-mail that does not look like one, and says so", () => {
    const read = readPreparedFor({ email: "javascript:alert(1)" });
    expect(read.email).toBe("");
    expect(read.emailLeftOut).toBe(true);
    expect(hasPreparedFor(read)).toBe(true);
  });

  it("leaves out an e-mail past its limit, never cut into another address (issue 47)", () => {
    const { max } = preparedForFields.email;
    // A valid address whose cut (at 254) would still look like one: …@a.e
    const long = `${"a".repeat(max - 5)}@a.example`;
    expect(long.length).toBeGreaterThan(max);
    const read = readPreparedFor({ email: long });
    expect(read.email).toBe("");
    expect(read.emailLeftOut).toBe(true);
    expect(read.shortened).toEqual([]);
    // At the limit, it is kept whole.
    const atLimit = `${"a".repeat(max - 10)}@a.example`;
    expect(readPreparedFor({ email: atLimit }).email).toBe(atLimit);
  });

  it("treats absent, empty and non-text fields as nothing to print", () => {
    const read = readPreparedFor({ organisation: ["a", "b"], contact: 42, email: "   " });
    expect(read).toMatchObject({ organisation: "", contact: "", email: "", emailLeftOut: false });
    expect(hasPreparedFor(read)).toBe(false);
  });
});
