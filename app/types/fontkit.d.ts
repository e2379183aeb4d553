/** The part of fontkit (a dependency of pdfkit) the content check uses: which characters a font can show. */
declare module "fontkit" {
  interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
