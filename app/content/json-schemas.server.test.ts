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
