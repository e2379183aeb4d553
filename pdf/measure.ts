/**
 * How wide a text is in the PDFs' face, measured with fontkit alone (no pdfkit), so the content check can hold copy
 * to what a PDF's layout shows (pdf/checklist-row.ts, pdf/quote-columns.ts) with the widths the build draws with.
 */
import { openSync } from "fontkit";
import { pdfFonts } from "./typefaces.ts";

const faces = new Map<"regular" | "bold", ReturnType<typeof openSync>>();

/** A text's width in points, set in the regular or bold cut at `size` (kerned, as pdfkit sets it). */
export function textWidth(text: string, { size, bold = false }: { size: number; bold?: boolean }): number {
  const cut = bold ? "bold" : "regular";
  let face = faces.get(cut);
  if (!face) faces.set(cut, (face = openSync(pdfFonts[cut])));
  return (face.layout(text).advanceWidth * size) / face.unitsPerEm;
}

/**
 * The words of a text wider than `width` at this setting: pdfkit breaks a line at spaces and after hyphens, and cuts a
 * word wider than its column through the middle.
 */
export function wordsWiderThan(text: string, width: number, setting: { size: number; bold?: boolean }): string[] {
  return text.split(/\s+|(?<=-)/).filter((word) => word && textWidth(word, setting) > width);
}
