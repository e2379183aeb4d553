/**
 * The content check's problems with their places in the editor's words (issue 54's words, for the commands too):
 * `npm run check:content` and the build print "Plans, prices and cohorts › Governance plans › Level 2 Professional ›
 * Monthly price" above the file and its keys, so a marketer who edits a file (on GitHub, say) finds the field as the
 * workspace shows it, and an engineer finds it in the file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ContentProblem } from "#app/content/problems.ts";
import { formSchemaOf, whereInWords } from "./form-schemas.ts";

/** The check names a field as "plans › item 2 › price": the same field as keys, items counted from 0. */
export function fieldPath(field: string): (string | number)[] {
  if (!field) return [];
  return field.split(" › ").map((key) => {
    const item = /^item (\d+)$/.exec(key);
    return item ? Number(item[1]) - 1 : key;
  });
}

export function withPlaces(problems: ContentProblem[], contentDir: string): ContentProblem[] {
  const values = new Map<string, unknown>();
  const valueOf = (file: string) => {
    if (!values.has(file))
      try {
        values.set(file, JSON.parse(readFileSync(path.join(contentDir, file), "utf8")));
      } catch {
        // Not JSON (that is the problem said), or no such file: items are named by their place.
        values.set(file, undefined);
      }
    return values.get(file);
  };
  // A file the editor does not show (an image, say) keeps its own name alone.
  return problems.map((problem) =>
    formSchemaOf(problem.file)
      ? { ...problem, place: whereInWords(problem.file, fieldPath(problem.field), valueOf(problem.file)) }
      : problem,
  );
}
