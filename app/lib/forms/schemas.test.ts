import { describe, expect, it } from "vitest";
import type { $ZodType } from "zod/v4/core";
import { safeParse } from "zod/mini";
import { acceleratorLeadSchema } from "./accelerator-lead.ts";
import { checklistPayload, checklistSchema } from "./checklist.ts";
import { CONTACT_SUBJECT, contactPayload, contactSchema } from "./contact.ts";
import { governanceInquirySchema } from "./governance-inquiry.ts";
import { leadPayloadSchema } from "./payload.ts";

function errors(schema: $ZodType, value: unknown): Record<string, string> {
  const result = safeParse(schema, value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    out[key] ??= issue.message;
  }
  return out;
}

const validContact = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "",
  phone: "",
  message: "Tell me more about SecOps.",
};

describe("contact schema (spec section 5, exact messages)", () => {
  it.each([
    ["firstName", "", "First name is required"],
    ["firstName", "   ", "First name is required"],
    ["firstName", "x".repeat(51), "First name must be less than 50 characters"],
    ["lastName", "", "Last name is required"],
    ["lastName", "x".repeat(51), "Last name must be less than 50 characters"],
    ["email", "not-an-email", "Invalid email address"],
    ["email", `${"a".repeat(250)}@example.com`, "Email must be less than 255 characters"],
    ["company", "x".repeat(101), "Company name must be less than 100 characters"],
    ["phone", "1".repeat(21), "Phone number must be less than 20 characters"],
    ["message", "too short", "Message must be at least 10 characters"],
    ["message", "x".repeat(1001), "Message must be less than 1000 characters"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errors(contactSchema, { ...validContact, [field]: value })[field]).toBe(message);
  });

  it("trims before validating and accepts the limits exactly", () => {
    const result = contactSchema.parse({
      ...validContact,
      firstName: `  ${"x".repeat(50)}  `,
      message: ` ${"m".repeat(10)} `,
    });
    expect(result.firstName).toHaveLength(50);
    expect(result.message).toBe("m".repeat(10));
  });

  it("builds the spec's body: joined name and 'Not provided' for empty optional fields", () => {
    const payload = contactPayload(contactSchema.parse(validContact), "key");
    expect(payload).toEqual({
      form: "contact",
      access_key: "key",
      subject: CONTACT_SUBJECT,
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Not provided",
      phone: "Not provided",
      message: "Tell me more about SecOps.",
      botcheck: "",
    });
    expect(leadPayloadSchema.safeParse(payload).success).toBe(true);
  });
});

describe("governance landing inquiry schema", () => {
  const valid = { name: "Grace", email: "grace@example.com", company: "Navy", interest: "cmmc", message: "Hello" };
  it("requires every field and a known interest", () => {
    expect(errors(governanceInquirySchema, valid)).toEqual({});
    const e = errors(governanceInquirySchema, { name: "", email: "x", company: " ", interest: "", message: "" });
    expect(Object.keys(e).sort()).toEqual(["company", "email", "interest", "message", "name"]);
    expect(errors(governanceInquirySchema, { ...valid, interest: "crypto" }).interest).toBeDefined();
  });
});

describe("accelerator lead schema (spec section 5, exact messages)", () => {
  const valid = { name: "Alan", email: "alan@example.com", company: "Bletchley" };
  it.each([
    ["name", "", "Name is required and must be less than 100 characters."],
    ["name", "x".repeat(101), "Name is required and must be less than 100 characters."],
    ["email", "", "Please enter a valid email address."],
    ["email", "no-at-sign", "Please enter a valid email address."],
    ["email", `${"a".repeat(250)}@x.com`, "Please enter a valid email address."],
    ["company", "  ", "Company name is required and must be less than 100 characters."],
    ["company", "x".repeat(101), "Company name is required and must be less than 100 characters."],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errors(acceleratorLeadSchema, { ...valid, [field]: value })[field]).toBe(message);
  });
});

describe("checklist schema", () => {
  const valid = { fullName: "Katherine Johnson", email: "kj@example.com", companyName: "NASA" };
  it("requires each field within its limit", () => {
    expect(errors(checklistSchema, valid)).toEqual({});
    expect(errors(checklistSchema, { ...valid, fullName: "" }).fullName).toBe("Full name is required");
    expect(errors(checklistSchema, { ...valid, fullName: "x".repeat(101) }).fullName).toBe(
      "Full name must be less than 100 characters",
    );
    expect(errors(checklistSchema, { ...valid, email: "kj" }).email).toBe("Please enter a valid email address");
    expect(errors(checklistSchema, { ...valid, companyName: "" }).companyName).toBe("Company name is required");
  });

  it("sends name, email, company, interest, subject and message", () => {
    const payload = checklistPayload(checklistSchema.parse(valid), "key");
    expect(Object.keys(payload).sort()).toEqual([
      "access_key",
      "botcheck",
      "company",
      "email",
      "form",
      "interest",
      "message",
      "name",
      "subject",
    ]);
  });
});

describe("server-side payload schema", () => {
  const payload = contactPayload(contactSchema.parse(validContact), "key");
  it("rejects unknown fields, line breaks in single-line fields and control characters", () => {
    expect(leadPayloadSchema.safeParse({ ...payload, isAdmin: true }).success).toBe(false);
    expect(leadPayloadSchema.safeParse({ ...payload, name: "Ada\r\nBcc: x@y.z" }).success).toBe(false);
    expect(leadPayloadSchema.safeParse({ ...payload, email: "ada@example.com\nBcc: x@y.z" }).success).toBe(false);
    expect(leadPayloadSchema.safeParse({ ...payload, message: "hello\u0000 world!!" }).success).toBe(false);
    expect(leadPayloadSchema.safeParse({ ...payload, message: "line one\nline two" }).success).toBe(true);
    expect(leadPayloadSchema.safeParse({ ...payload, form: "unknown" }).success).toBe(false);
    expect(leadPayloadSchema.safeParse({ ...payload, subject: "Other" }).success).toBe(false);
  });
});

describe("one count of characters, and nothing invisible in a one-line field", () => {
  it("counts a line break as one character, whether the browser sent CR LF or LF, and stores LF", () => {
    // 995 letters and 5 CR LF, as a browser's native post sends them: 1,000 characters.
    const crlf = [165, 166, 166, 166, 166, 166].map((n) => "x".repeat(n)).join("\r\n");
    const parsed = contactSchema.parse({ ...validContact, message: crlf });
    expect(parsed.message).toBe(crlf.replace(/\r\n/g, "\n"));
    expect(parsed.message).toHaveLength(1000);
    expect(contactSchema.parse({ ...validContact, message: crlf.replace(/\r\n/g, "\n") }).message).toBe(parsed.message);
    // A lone CR (old Mac line ending) is a line break too.
    expect(contactSchema.parse({ ...validContact, message: "first line\rsecond line" }).message).toBe(
      "first line\nsecond line",
    );
    expect(errors(contactSchema, { ...validContact, message: `${crlf}y` })).toEqual({
      message: "Message must be less than 1000 characters",
    });
  });

  it.each([
    ["LRM", "\u200E"],
    ["RLM", "\u200F"],
    ["ALM", "\u061C"],
    ["Hangul filler", "\u3164"],
    ["half-width Hangul filler", "\uFFA0"],
    ["blank Braille pattern", "\u2800"],
    ["tag character", "\u{E0041}"],
    ["cancel tag", "\u{E007F}"],
    ["right-to-left override", "\u202E"],
    ["zero-width space", "\u200B"],
    ["word joiner", "\u2060"],
    ["invisible times", "\u2062"],
    ["combining grapheme joiner", "\u034F"],
    ["Mongolian vowel separator", "\u180E"],
  ])("refuses %s in a name, in the browser and on the server alike (one schema)", (_, character) => {
    for (const value of [character, `Ada${character}`, `${character}${character}`]) {
      expect(errors(contactSchema, { ...validContact, firstName: value })).toEqual({
        firstName:
          value.trim() === ""
            ? "First name is required"
            : "Invisible or text-direction characters are not allowed in this field",
      });
    }
  });

  it("still takes names in any script, with their accents and spaces", () => {
    for (const name of ["José", "Zoë", "محمد", "李", "O'Neil-Smith", "Nguyễn Văn"]) {
      expect(errors(contactSchema, { ...validContact, firstName: name })).toEqual({});
    }
  });
});
