/**
 * The content files' JSON Schemas as the workspace's forms and messages read them (made once from the zod schemas),
 * and a problem's place in the team's words: "Plans, prices and cohorts › Governance plans › Level 1 Starter ›
 * Monthly price" (issue 54).
 */
import { contentJsonSchemas, jsonSchemaFile } from "#app/content/json-schemas.server.ts";
import { fileTitle } from "#app/content/schemas/places.ts";
import { placeInWords } from "./field-words.ts";
import type { DataPath, JsonSchema } from "./json-schema.ts";

let schemas: Record<string, JsonSchema> | undefined;

/** A content file's schema ("plans.json"), or undefined for a file that is not content. */
export function formSchemaOf(file: string): JsonSchema | undefined {
  schemas ??= Object.fromEntries(
    Object.entries(contentJsonSchemas()).map(([name, text]) => [name, JSON.parse(text) as JsonSchema]),
  );
  return schemas[jsonSchemaFile(file).replace(/^.*\//, "")];
}

/** Where a problem is, in words: the field's place in its file, and the file's name first when `withFile`. */
export function whereInWords(file: string, path: DataPath, value?: unknown, withFile = true): string {
  const schema = formSchemaOf(file);
  const place = schema ? placeInWords(schema, value, path) : path.join(" › ");
  return withFile ? `${fileTitle(file)} › ${place}` : place;
}
