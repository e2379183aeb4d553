import * as z from "zod/mini";
import { ATTRIBUTION_FIELDS, type AttributionField, attributionValue } from "./attribution.ts";
import { honeypot } from "./fields.ts";

/** One attribution field of the envelope: optional, and what cannot be kept is dropped (undefined). */
const attributionSchema = (field: AttributionField) =>
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value: unknown) => attributionValue(field, value)),
    ),
  );

/** The envelope's attribution fields, each read as attribution.ts reads it. */
const attributionShape = Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, attributionSchema(field)])) as {
  [F in AttributionField]: ReturnType<typeof attributionSchema>;
};

/**
 * The envelope every lead payload shares: which form, the service's access key, the form's fields, the honeypot,
 * and where the lead came from (attribution.ts: each value checked, and dropped rather than stored raw).
 */
export function payloadSchema<const F extends string, S extends z.core.$ZodShape>(form: F, fields: S) {
  return z.strictObject({
    form: z.literal(form),
    access_key: z.string().check(z.maxLength(200)),
    ...fields,
    botcheck: honeypot,
    ...attributionShape,
  });
}
