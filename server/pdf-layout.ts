/** What the site's PDFs share (the checklist, built at build time; the quotes, rendered per request). */
import { type PDFFont, rgb } from "pdf-lib";

/** US Letter, in points, with its margin. */
export const PAGE = { width: 612, height: 792, margin: 54 };
export const INK = rgb(0.06, 0.09, 0.16);
export const MUTED = rgb(0.28, 0.33, 0.41);
export const ACCENT = rgb(0.05, 0.45, 0.56);
export const RULE = rgb(0.85, 0.88, 0.92);

/** A text broken into lines that fit `width` at `size`, at word boundaries (a word longer than a line keeps it). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
