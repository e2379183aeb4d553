import type { $ZodShape, $ZodType } from "zod/v4/core";
import type { ZodMiniObject } from "zod/mini";

/** The browser's own checks for a field, as React props: what it can stop before a form is sent. */
export interface NativeConstraints {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  type?: "email";
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  format?: string;
}

/**
 * Derives a field's native constraints from its zod schema, so `required`, `minlength`, `maxlength` and
 * `type="email"` can never drift from the rules the server applies. (It reads zod 4's schema definitions; the
 * unit test compares the result with zod's own JSON Schema export, so a zod change that breaks this fails there.)
 */
export function nativeConstraints(schema: $ZodType): NativeConstraints {
  const def = schema._zod.def as { type: string; checks?: { _zod: { def: CheckDef } }[] };
  if (def.type === "enum") return { required: true };
  if (def.type !== "string") return {};
  const constraints: NativeConstraints = {};
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === "min_length" && check.minimum !== undefined) constraints.minLength = check.minimum;
    if (check.check === "max_length" && check.maximum !== undefined) constraints.maxLength = check.maximum;
    if (check.check === "string_format" && check.format === "email") constraints.type = "email";
  }
  // An empty value can only pass a schema that has no minimum and no format.
  if ((constraints.minLength ?? 0) > 0 || constraints.type === "email") constraints.required = true;
  // `required` already says "at least one character".
  if (constraints.minLength === 1) delete constraints.minLength;
  return constraints;
}

/** Each field's native constraints, for a form's object schema. */
export function formConstraints<Shape extends $ZodShape>(
  schema: ZodMiniObject<Shape>,
): Record<keyof Shape, NativeConstraints> {
  const entries = Object.entries(schema.shape).map(([name, field]) => [name, nativeConstraints(field as $ZodType)]);
  return Object.fromEntries(entries) as Record<keyof Shape, NativeConstraints>;
}
