/** npm run content:schemas — writes the content files' JSON Schemas and the VS Code settings that use them. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentJsonSchemas, editorSettings, jsonSchemaDir } from "#app/content/json-schemas.server.ts";

const root = path.resolve(import.meta.dirname, "..");
mkdirSync(jsonSchemaDir, { recursive: true });
for (const [file, text] of Object.entries(contentJsonSchemas())) writeFileSync(path.join(jsonSchemaDir, file), text);
mkdirSync(path.join(root, ".vscode"), { recursive: true });
writeFileSync(path.join(root, ".vscode/settings.json"), editorSettings());
console.log(`content:schemas: wrote ${Object.keys(contentJsonSchemas()).length} schemas to content/schemas/`);
