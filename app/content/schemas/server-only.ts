/**
 * Content only the server reads, said beside its schema: a page's description (its meta tags), the quote PDF's own
 * words. The build gives the pages' scripts each file without these parts (browserView, called by
 * scripts/build/content-plugin.ts), so every page with islands carries fewer bytes; the server reads every file whole.
 */
import { z } from "zod";

const readOnlyByTheServer = z.registry<{ because: string }>();

/** Marks a field as read only by the server, and says which of its code reads it. */
export function serverOnly<Schema extends z.ZodType>(schema: Schema, because: string): Schema {
  readOnlyByTheServer.add(schema as z.ZodType, { because });
  return schema;
}

/** The parsed value of a schema, without its server-only fields: what the pages' scripts are given. */
export function browserView(schema: z.ZodType, value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return browserView(schema.unwrap() as z.ZodType, value);
  // A refined or transformed value's shape is the pipe's output; a transform's own output is left whole.
  if (schema instanceof z.ZodPipe) return browserView(schema.out as z.ZodType, value);
  if (schema instanceof z.ZodArray && Array.isArray(value))
    return value.map((item: unknown) => browserView(schema.element as z.ZodType, item));
  if (schema instanceof z.ZodObject)
    return kept(value, (key) => (schema.shape as Record<string, z.ZodType>)[key] ?? undefined);
  if (schema instanceof z.ZodRecord) return kept(value, () => schema.valueType as z.ZodType);
  return value;
}

function kept(value: object, schemaOf: (key: string) => z.ZodType | undefined): object {
  const entries: [string, unknown][] = [];
  for (const [key, field] of Object.entries(value)) {
    const schema = schemaOf(key);
    if (schema && readOnlyByTheServer.has(schema)) continue;
    entries.push([key, schema ? browserView(schema, field) : field]);
  }
  return Object.fromEntries(entries);
}
