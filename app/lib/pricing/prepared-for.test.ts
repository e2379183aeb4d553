import { describe, expect, it } from "vitest";
import { hasPreparedFor, preparedForFields, readPreparedFor, tooLongErrors } from "./prepared-for.ts";

describe("the quote's Prepared for fields, as the server reads them", () => {
  it("keeps what a buyer types, spaces tidied", () => {
    expect(
      readPreparedFor({ organisation: "  Acme   Defense ", contact: "Dana Whitfield", email: "dana@acme.example" }),
    ).toEqual({
      organisation: "Acme Defense",
      contact: "Dana Whitfield",
      email: "dana@acme.example",
      tooLong: [],
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

  it("never cuts a value past its limit: it names the field and its length in characters, as a person counts them", () => {
    const { max } = preparedForFields.organisation;
    const read = readPreparedFor({
      organisation: `${"😀".repeat(max)}x`,
      contact: "b".repeat(preparedForFields.contact.max),
    });
    expect(read.organisation).toBe("");
    expect(read.tooLong).toEqual([{ field: "organisation", length: max + 1 }]);
    // At its limit (an emoji is one character), a value is kept whole.
    expect(read.contact).toHaveLength(preparedForFields.contact.max);
    expect(readPreparedFor({ organisation: "😀".repeat(max) }).organisation).toBe("😀".repeat(max));
    expect(
      tooLongErrors(read, {
        organisation: "Organisation",
        contact: "Contact",
        email: "E-mail",
        tooLong: "{field}: {length}/{max}",
      }),
    ).toEqual({ organisation: `Organisation: ${max + 1}/${max}` });
  });

  it("leaves out an e-mail that does not look like one, and says so", () => {
    const read = readPreparedFor({ email: "javascript:alert(1)" });
    expect(read.email).toBe("");
    expect(read.emailLeftOut).toBe(true);
    expect(hasPreparedFor(read)).toBe(true);
  });

  it("never cuts an e-mail past its limit into another address (issue 47): it is too long, said", () => {
    const { max } = preparedForFields.email;
    // A valid address whose cut (at 254) would still look like one: …@a.e
    const long = `${"a".repeat(max - 5)}@a.example`;
    expect(long.length).toBeGreaterThan(max);
    const read = readPreparedFor({ email: long });
    expect(read.email).toBe("");
    expect(read.tooLong).toEqual([{ field: "email", length: long.length }]);
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
