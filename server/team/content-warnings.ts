/**
 * What the content check finds worth a look (a cohort already started, so the site offers none), in the team's
 * words: the content list says it of the site as it stands, and a review of the content as the change would leave
 * it. `npm run check:content` and the build print them too, where no marketer reads them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { type ContentProblem, reportOnContent } from "#app/content/check.server.ts";
import { whereInWords } from "#server/content-edit/form-schemas.ts";
import { fieldPath } from "#server/content-edit/places.ts";
import { contentHref } from "./content-history.ts";

/** A warning as the workspace shows it: its place in words, a link to that part of the form, and what to do. */
export interface ShownWarning {
  where: string;
  href: string;
  text: string;
}

/** Each warning placed and linked; `read` gives a content file's text, for the names of the items it points into. */
export function warningsInWords(warnings: ContentProblem[], read: (file: string) => string): ShownWarning[] {
  return warnings.map(({ file, field, problem }) => {
    const at = fieldPath(field);
    let value: unknown;
    try {
      value = JSON.parse(read(file));
    } catch {
      // A file that does not read is the check's problem, said elsewhere: the place is named by its keys.
    }
    return {
      where: whereInWords(file, at, value),
      href: contentHref(file, typeof at[0] === "string" ? at[0] : undefined),
      text: problem,
    };
  });
}

/** The warnings of the content in `contentDir` as it stands today. */
export function currentWarnings(contentDir: string): ShownWarning[] {
  const read = (file: string) => readFileSync(path.join(contentDir, file), "utf8");
  return warningsInWords(reportOnContent(read).warnings, read);
}
