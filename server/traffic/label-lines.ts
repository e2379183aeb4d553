/**
 * A chart's words in lines that fit its width: SVG text does not wrap, and a campaign's tag may run to 200
 * characters with no space ("spring_cmmc_webinar_linkedin_…"), which the funnel cut at the chart's edge. The width is
 * the site's own estimate (app/lib/text-width.ts): the face's usual proportions, with room for a reader's spacing.
 */

import { spacedWidth } from "#app/lib/text-width.ts";

/** Where a line may break after: a space, or the joins a tag is written with. */
const BREAK_AFTER = /[\s_\-/.]/;

/**
 * The text in lines of at most `width` units at `fontSize`: each broken after the last space, "_", "-", "/" or "." that
 * leaves it at least half full, else where it is full (a word longer than the line breaks anywhere).
 */
export function labelLines(text: string, width: number, fontSize: number): string[] {
  const characters = [...text];
  const lines: string[] = [];
  let start = 0;
  while (start < characters.length) {
    let used = 0;
    let end = start;
    let lastBreak = -1;
    while (end < characters.length && used + spacedWidth(characters[end]!, fontSize) <= width) {
      used += spacedWidth(characters[end]!, fontSize);
      if (BREAK_AFTER.test(characters[end]!) && used >= width / 2) lastBreak = end + 1;
      end += 1;
    }
    if (end < characters.length && lastBreak > start) end = lastBreak;
    if (end === start) end = start + 1;
    lines.push(characters.slice(start, end).join("").trim());
    start = end;
  }
  return lines.filter((line) => line !== "");
}
