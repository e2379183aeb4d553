// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentJsonSchemas, editorSettings, jsonSchemaDir } from "./json-schemas.server.ts";

describe("the editors' JSON Schemas of the content files", () => {
  it("are those the zod schemas generate (npm run content:schemas writes them)", () => {
    for (const [file, text] of Object.entries(contentJsonSchemas()))
      expect(readFileSync(path.join(jsonSchemaDir, file), "utf8"), file).toBe(text);
    expect(readFileSync(path.join(jsonSchemaDir, "../../.vscode/settings.json"), "utf8")).toBe(editorSettings());
  });

  it("carry the fields' descriptions", () => {
    const plans = JSON.parse(contentJsonSchemas()["plans.schema.json"]!);
    expect(plans.properties.governancePlans.items.properties.monthlyPrice).toMatchObject({
      type: "number",
      minimum: 0,
      description: "Dollars per month, billed monthly",
    });
    expect(plans.properties.governancePlans.items.additionalProperties).toBe(false);
  });
});

/** Every field of a schema, as "file › path", whose schema gives it no title. */
function untitledFields(node: JsonNode, where: string, found: string[]): string[] {
  for (const [key, field] of Object.entries(node.properties ?? {})) {
    if (!(field.title ?? field.anyOf?.some((option) => option.title))) found.push(`${where}/${key}`);
    untitledFields(field, `${where}/${key}`, found);
  }
  for (const next of [node.items, node.additionalProperties, ...(node.anyOf ?? []), ...(node.prefixItems ?? [])])
    if (next && typeof next === "object") untitledFields(next, `${where}/*`, found);
  return found;
}

/** Every list of groups, as "file › path", whose items are called by their place alone ("Item 3"). */
function unnamedItems(node: JsonNode, where: string, found: string[]): string[] {
  const items = node.items;
  if (items && items.type === "object" && !((node.itemNoun ?? items.itemNoun) && (node.itemTitle ?? items.itemTitle)))
    found.push(where);
  for (const [key, field] of Object.entries(node.properties ?? {})) unnamedItems(field, `${where}/${key}`, found);
  for (const next of [node.items, node.additionalProperties, ...(node.anyOf ?? []), ...(node.prefixItems ?? [])])
    if (next && typeof next === "object") unnamedItems(next, `${where}/*`, found);
  return found;
}

interface JsonNode {
  title?: string;
  type?: string;
  itemNoun?: string;
  itemTitle?: string;
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
  additionalProperties?: JsonNode | boolean;
  anyOf?: JsonNode[];
  prefixItems?: JsonNode[];
}

describe("the content fields' titles", () => {
  // The workspace's form labels each field by its title, and a change line names it by its titles: said beside the
  // schema, in the team's words, never guessed from a key ("heroFacts", "termsRequestSubject").
  it("are said for every field of every content file", () => {
    const found: string[] = [];
    for (const [file, text] of Object.entries(contentJsonSchemas()))
      untitledFields(JSON.parse(text) as JsonNode, file.replace(".schema.json", ""), found);
    expect(found).toEqual([]);
  });

  // A list's items are told apart by their own words ("Level 2 Professional", "Add a cohort"), not "Item 3".
  it("name each item of a list of groups by its own fields", () => {
    const found: string[] = [];
    for (const [file, text] of Object.entries(contentJsonSchemas()))
      unnamedItems(JSON.parse(text) as JsonNode, file.replace(".schema.json", ""), found);
    expect(found).toEqual([]);
  });
});
