import * as z from "zod/mini";
import { attributionShape } from "./attribution.ts";
import { honeypot } from "./fields.ts";

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
