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

/** A check's report with each problem and warning named in the editor's words too (files read once each). */
export function withPlaces<R extends { problems: ContentProblem[]; warnings: ContentProblem[] }>(
  report: R,
  contentDir: string,
): R {
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
  const placed = (problems: ContentProblem[]) =>
    problems.map((problem) =>
      formSchemaOf(problem.file)
        ? { ...problem, place: whereInWords(problem.file, fieldPath(problem.field), valueOf(problem.file)) }
        : problem,
    );
  return { ...report, problems: placed(report.problems), warnings: placed(report.warnings) };
}
