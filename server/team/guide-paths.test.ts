// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentGroups } from "#app/content/schemas/places.ts";
import { oneItem, titleOf } from "#server/content-edit/field-words.ts";
import { formSchemaOf } from "#server/content-edit/form-schemas.ts";
import { GUIDE_FILE } from "#server/content-edit/guide-links.ts";
import { sections } from "#server/team/views/layout.ts";
import { type JsonSchema, isRecord } from "#server/content-edit/json-schema.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** Every name a file's form shows: its fields' and sections' labels, its lists' "Add a …" and entries' "Copy" buttons. */
function namesInForm(schema: JsonSchema): Set<string> {
  const names = new Set<string>();
  const walk = (node: JsonSchema, key: string) => {
    names.add(titleOf(node, key));
    for (const [name, property] of Object.entries(node.properties ?? {})) walk(property, name);
    for (const option of node.anyOf ?? []) walk(option, key);
    for (const item of node.prefixItems ?? []) walk(item, key);
    if (node.type === "array" && typeof node.items === "object") {
      names.add(`Add ${oneItem(node)}`);
      walk(node.items, key);
    }
    if (isRecord(node)) {
      names.add(`Add ${oneItem({ ...node, itemNoun: node.itemNoun ?? "entry" })}`);
      names.add(`Copy as a new ${node.itemNoun ?? "entry"}`);
      walk(node.additionalProperties as JsonSchema, key);
    }
  };
  walk(schema, "");
  return names;
}

// The workspace's own words a path may name besides a form's: its buttons and headings, as its views say them.
const workspaceViews = ["server/team/views/content.ts", "server/content-edit/schema-form.ts", "server/traffic/views.ts"]
  .map((file) => readFileSync(path.join(root, file), "utf8"))
  .join("\n");

/** Words a view shows as a text of their own (a button's, a heading's), not part of other words or of code. */
const shownInViews = (words: string) =>
  new RegExp(`(>|^\\s+)${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(<|$)`, "m").test(workspaceViews);

/** The workspace's sections as its navigation names them: where a path starts. */
const sectionLabels = sections.map((section) => section.label).join("|");

describe("the guide's paths in the workspace", () => {
  it("names each place, field and button as the workspace shows them", () => {
    const markdown = readFileSync(path.join(root, GUIDE_FILE), "utf8");
    const places = new Map(contentGroups.flatMap((group) => group.places).map((place) => [place.title, place.file]));
    let paths = 0;
    for (const paragraph of markdown.split(/\n\s*\n/)) {
      // Each "**Content** › **A place**" starts a path; the bold words after it, to the next path, are in its form.
      // A path in another section ("**Traffic** › **Make a campaign link**") names what that section's page shows.
      const starts = [...paragraph.matchAll(new RegExp(`\\*\\*(${sectionLabels})\\*\\* › \\*\\*([^*]+)\\*\\*`, "g"))];
      starts.forEach((start, index) => {
        if (start[1] !== "Content") {
          expect(shownInViews(start[2]!), `"${start[2]}", in the ${start[1]} section`).toBe(true);
          return;
        }
        paths += 1;
        const place = start[2]!;
        expect([...places.keys()], `the guide's path to "${place}"`).toContain(place);
        const names = namesInForm(formSchemaOf(places.get(place)!)!);
        const end = starts[index + 1]?.index ?? paragraph.length;
        const rest = paragraph.slice(start.index + start[0].length, end);
        for (const [, bold] of rest.matchAll(/\*\*([^*]+)\*\*/g)) {
          // Bold words may run over a line of the file ("**Worth a\nlook**"): read as the page shows them.
          const words = bold!.replace(/\s+/g, " ");
          const shown = names.has(words) || shownInViews(words);
          expect(shown, `"${words}", on the guide's path to "${place}", is not a name the workspace shows`).toBe(true);
        }
      });
    }
    // Every task that changes the content gives its path.
    expect(paths).toBeGreaterThanOrEqual(14);
  });
});
