/**
 * JSON Schemas of the content files, generated from their zod schemas, for editors: with .vscode/settings.json,
 * VS Code shows each field's description while typing and underlines a wrong type or a misspelled field.
 * `npm run content:schemas` writes them to content/schemas/; a unit test keeps them in step with the zod schemas.
 * (The build's check stays the zod one: it also knows the figures and the rules across files.)
 */
import path from "node:path";
import { z } from "zod";
import { contentSchemas } from "./check.server.ts";

// The repository's content/schemas, wherever CONTENT_DIR points the check (the schemas describe the code, not a copy).
export const jsonSchemaDir = path.join(import.meta.dirname, "../../content/schemas");

export const jsonSchemaFile = (file: string) => file.replace(/\.json$/, ".schema.json");

/** Each content file's JSON Schema, as the text written to content/schemas/. */
export function contentJsonSchemas(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(contentSchemas).map(([file, schema]) => {
      const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
      return [jsonSchemaFile(file), `${JSON.stringify({ title: `content/${file}`, ...json }, null, 2)}\n`];
    }),
  );
}

/** The editor settings that map each content file to its schema. */
export function editorSettings(): string {
  const schemas = Object.keys(contentSchemas).map((file) => ({
    fileMatch: [`/content/${file}`],
    url: `./content/schemas/${jsonSchemaFile(file)}`,
  }));
  return `${JSON.stringify({ "json.schemas": schemas }, null, 2)}\n`;
}
