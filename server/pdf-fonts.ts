import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const interDir = path.dirname(require.resolve("@expo-google-fonts/inter/package.json"));

/**
 * The typeface of the site's PDFs, embedded in them (PDF/UA requires every font embedded; the standard Helvetica
 * never is). Inter covers Latin, dashes, curly quotes, "€" and most symbols copy uses.
 */
export const pdfFonts = {
  regular: path.join(interDir, "400Regular/Inter_400Regular.ttf"),
  bold: path.join(interDir, "700Bold/Inter_700Bold.ttf"),
};
