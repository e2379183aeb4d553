import path from "node:path";

const fonts = path.join(import.meta.dirname, "fonts");

/**
 * The typeface of the site's PDFs, embedded in them (PDF/UA requires every font embedded; the standard Helvetica
 * never is): Inter (SIL Open Font License, fonts/OFL.txt), cut to Latin, the punctuation and symbols copy uses and
 * its kerning (scripts/pdf-fonts.sh makes the files). The full face, with every OpenType feature, made each quote
 * ~200 ms to lay out; this cut, a few ms (decision 0019).
 */
export const pdfFonts = {
  regular: path.join(fonts, "Inter-400Regular.ttf"),
  bold: path.join(fonts, "Inter-700Bold.ttf"),
};

/**
 * Every face a quote may need for a buyer's name (pdf/text-runs.ts), registered only in a PDF that uses it:
 * Inter's own cut above; the rest of Inter's Latin (Vietnamese), Greek and Cyrillic; Noto Sans Hebrew and Arabic
 * (fonts/OFL-Noto.txt). Each PDF embeds only the glyphs it uses.
 */
export const pdfFaceFiles = {
  inter: pdfFonts,
  interExtended: {
    regular: path.join(fonts, "InterExtended-400Regular.ttf"),
    bold: path.join(fonts, "InterExtended-700Bold.ttf"),
  },
  hebrew: {
    regular: path.join(fonts, "NotoSansHebrew-400Regular.ttf"),
    bold: path.join(fonts, "NotoSansHebrew-700Bold.ttf"),
  },
  arabic: {
    regular: path.join(fonts, "NotoSansArabic-400Regular.ttf"),
    bold: path.join(fonts, "NotoSansArabic-700Bold.ttf"),
  },
} as const;

export type PdfFace = keyof typeof pdfFaceFiles;
