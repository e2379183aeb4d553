import { describe, expect, it } from "vitest";
import { fillText } from "#app/content/figures.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { preparedForFields } from "#app/lib/pricing/prepared-for.ts";
import { leadFormDefinitions } from "./lead-forms.ts";
import type { LeadForm } from "./payload.ts";
import { fieldErrors, sentBackExample } from "./sent-back.ts";

describe("a form as the server sends it back", () => {
  it("reads each invalid field's first message, and none for the form as a whole", () => {
    expect(
      fieldErrors([
        { path: ["email"], message: "first" },
        { path: ["email"], message: "second" },
        { path: [], message: "whole form" },
        { path: ["name"], message: "name's" },
      ]),
    ).toEqual({ email: "first", name: "name's" });
  });

  it("sends each lead form back empty with the messages its schema gives", () => {
    for (const form of Object.keys(leadFormDefinitions) as LeadForm[]) {
      const example = sentBackExample(form);
      const { schema } = leadFormDefinitions[form];
      expect(Object.keys(example.values)).toEqual(Object.keys(schema.shape));
      expect(Object.keys(example.errors).length, form).toBeGreaterThan(0);
      const parsed = schema.safeParse(example.values);
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(example.errors).toEqual(fieldErrors(parsed.error.issues));
    }
  });

  it("sends the quote's Prepared for back with each value one past its limit, in the copy's words", () => {
    const words = pricingCopy.quote.preparedFor;
    const example = sentBackExample("quote");
    expect(example.values.organisation).toHaveLength(preparedForFields.organisation.max + 1);
    expect(example.errors).toEqual({
      organisation: fillText(words.tooLong, { field: words.organisation, length: 121, max: 120 }),
      contact: fillText(words.tooLong, { field: words.contact, length: 101, max: 100 }),
      email: fillText(words.tooLong, { field: words.email, length: 255, max: 254 }),
    });
  });
});
