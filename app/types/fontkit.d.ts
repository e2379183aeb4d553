/**
 * The part of fontkit (a dependency of pdfkit) the content check uses: which characters a font can show, and how
 * wide a text is in it (the checklist's row, pdf/checklist-row.ts).
 */
declare module "fontkit" {
  interface Font {
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): { advanceWidth: number };
  }
  export function openSync(path: string): Font;
}
