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
