/**
 * A form as the server sends it back with its errors (docs/decisions/0006): the server's reading of a schema's issues,
 * and, for the content editor's preview, an example of each form sent back, so a change to the words only such a
 * page shows (a field's message, the summary, the banner) is previewed on the page that shows them.
 */
import { pricingCopy } from "#app/content/pricing.ts";
import { type PreparedForField, preparedForFields, tooLongErrors } from "#app/lib/pricing/prepared-for.ts";
import { leadFormDefinitions } from "./lead-forms.ts";
import { type FormProblem, type ProblemForm, QUOTE_FORM } from "./problem.ts";

/** The first message for each invalid field, in the schema's (the spec's) words. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A lead form sent empty, as the server answers it (each required field's message); the quote's "Prepared for" with
 * each value one character past its limit.
 */
export function sentBackExample(form: ProblemForm): FormProblem {
  if (form === QUOTE_FORM) {
    const fields = Object.keys(preparedForFields) as PreparedForField[];
    const lengths = fields.map((field) => ({ field, length: preparedForFields[field].max + 1 }));
    return {
      form,
      values: Object.fromEntries(
        lengths.map(({ field, length }) => [preparedForFields[field].name, "A".repeat(length)]),
      ),
      errors: tooLongErrors({ tooLong: lengths }, pricingCopy.quote.preparedFor),
    };
  }
  const { schema } = leadFormDefinitions[form];
  const values = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, ""]));
  const parsed = schema.safeParse(values);
  return { form, values, errors: parsed.success ? {} : fieldErrors(parsed.error.issues) };
}
