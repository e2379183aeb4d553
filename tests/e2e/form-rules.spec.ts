/**
 * Every rule of section 5 shows its message, in the spec's words, under its field, in every mode: with JavaScript
 * (the schema in the browser), before the page's scripts have run and without JavaScript (the same schema on the
 * server, which sends the form's page back). The values come from lead-form-cases.ts (`ruleBreakers`), the
 * messages from the schemas: nothing re-typed.
 */
import { leadFormDefinitions } from "#app/lib/forms/lead-forms.ts";
import { describedAs, expect, expectedErrors, hydrated, storedLeads, test, useScriptMode } from "./fixtures.ts";
import {
  formControl as control,
  formRegion as region,
  leadFormCases,
  openAndFill,
  uniqueToken,
} from "./lead-form-cases.ts";

test.describe("the value sets break every rule", () => {
  for (const item of leadFormCases) {
    test(`${item.form}: every field of the schema is refused by some set`, () => {
      const fields = Object.keys(leadFormDefinitions[item.form].schema.shape).filter(
        // The interest is the browser's to require (spec): no set can reach the schema without one.
        (name) => !(item.selects ?? []).includes(name) && !(item.setByPage ?? []).includes(name),
      );
      const refused = new Set(
        item.ruleBreakers("x@example.com").flatMap((values) => Object.keys(expectedErrors(item.form, values))),
      );
      expect([...refused].sort()).toEqual(fields.sort());
    });
  }

  test("contact: the sets reach all ten of its rules", () => {
    const contact = leadFormCases.find((item) => item.form === "contact")!;
    const messages = new Set(
      contact.ruleBreakers("x@example.com").flatMap((values) => Object.values(expectedErrors("contact", values))),
    );
    expect(messages.size).toBe(10);
  });
});

for (const mode of ["JavaScript on", "scripts held back", "JavaScript off"] as const) {
  test.describe(`section 5 messages, ${mode}`, () => {
    useScriptMode(mode);

    for (const item of leadFormCases) {
      item.ruleBreakers("x@example.com").forEach((_, index) => {
        test(`${item.form}, set ${index + 1}: each refused field shows its own message and keeps its value`, async ({
          page,
        }) => {
          const email = `${uniqueToken("rules")}@example.com`;
          const values = item.ruleBreakers(email)[index]!;
          await page.goto(item.page, { waitUntil: "domcontentloaded" });
          if (mode === "JavaScript on") await hydrated(page);
          const form = await openAndFill(page, item, values);
          await form.getByRole("button", { name: item.submit }).click();
          const errors = expectedErrors(item.form, values);
          const back = region(page, item);
          for (const [name, message] of Object.entries(errors)) {
            await expect(control(back, item, name), name).toHaveAttribute("aria-invalid", "true");
            await expect(control(back, item, name), name).toHaveAccessibleDescription(describedAs(message));
          }
          // Nothing cut: every value as it was typed, whatever its length.
          for (const [name, value] of Object.entries(values)) {
            await expect(control(back, item, name), name).toHaveValue(value);
          }
          expect(await storedLeads(email)).toHaveLength(0);
        });
      });
    }
  });
}
