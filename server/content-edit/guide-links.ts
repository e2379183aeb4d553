/**
 * The marketing guide (docs/content-and-prices.md), which the workspace serves as its Guide page: the check's messages
 * name it by its file and a section's heading ("docs/content-and-prices.md, "A new cohort""), which the workspace
 * shows as a link to that section, since a marketer reads the guide there, not in the repository.
 */
import { html } from "hono/html";
import { type Html, classes } from "#server/team/views/ui.ts";

export const GUIDE_PATH = "/team/guide";
export const GUIDE_FILE = "docs/content-and-prices.md";

/** A heading's anchor on the Guide page: "A new cohort" → "a-new-cohort". */
export function guideAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The guide named by its file, and by one of its sections: `docs/content-and-prices.md, "A new cohort"`. */
const REFERENCE = new RegExp(`${GUIDE_FILE.replace(/[.]/g, "\\.")}(?:, "([^"]+)")?`, "g");

/** A message, its references to the guide made links to its sections (each opening in a new tab: a form stays). */
export function withGuideLinks(text: string): Html | string {
  if (!text.includes(GUIDE_FILE)) return text;
  const parts: unknown[] = [];
  let from = 0;
  for (const match of text.matchAll(REFERENCE)) {
    parts.push(text.slice(from, match.index));
    const section = match[1];
    const href = section ? `${GUIDE_PATH}#${guideAnchor(section)}` : GUIDE_PATH;
    parts.push(
      html`<a class="${classes.link}" href="${href}" target="_blank"
        >${section ? `the guide, “${section}”` : "the guide"}<span class="sr-only"> (opens in a new tab)</span></a
      >`,
    );
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return html`${parts}`;
}
