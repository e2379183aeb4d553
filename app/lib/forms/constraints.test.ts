import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ZodMiniObject } from "zod/mini";
import { formConstraints } from "./constraints.ts";
import { formsWithConfirmation } from "#app/content/pages.ts";
import { leadFormDefinitions } from "./lead-forms.ts";

describe("native constraints from the schemas", () => {
  it("say what the contact schema says", () => {
    expect(formConstraints(leadFormDefinitions.contact.schema)).toEqual({
      firstName: { required: true, maxLength: 50 },
      lastName: { required: true, maxLength: 50 },
      email: { required: true, type: "email", maxLength: 255 },
      company: { maxLength: 100 },
      phone: { maxLength: 20 },
      message: { required: true, minLength: 10, maxLength: 1000 },
    });
  });

  it("make every Governance inquiry field required, as the spec asks of the browser", () => {
    const constraints = formConstraints(leadFormDefinitions["governance-inquiry"].schema);
    expect(Object.values(constraints).every((field) => field.required)).toBe(true);
    expect(constraints.email.type).toBe("email");
  });

  // The derivation reads zod's schema definitions; zod's own JSON Schema export must agree with it.
  for (const [form, { schema }] of Object.entries(leadFormDefinitions) as [string, { schema: ZodMiniObject }][]) {
    it(`agree with zod's JSON Schema for the ${form} form`, () => {
      const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
        properties: Record<string, { minLength?: number; maxLength?: number; format?: string; enum?: unknown[] }>;
      };
      for (const [name, derived] of Object.entries(formConstraints(schema))) {
        const property = json.properties[name]!;
        expect(derived.maxLength, name).toBe(property.maxLength);
        expect(
          derived.minLength ?? (derived.required && !property.enum && property.format !== "email" ? 1 : undefined),
          name,
        ).toBe(property.minLength);
        expect(derived.type === "email", name).toBe(property.format === "email");
      }
    });
  }
});

describe("confirmation pages", () => {
  it("exist for exactly the lead forms", () => {
    expect([...formsWithConfirmation].sort()).toEqual(Object.keys(leadFormDefinitions).sort());
  });
});
