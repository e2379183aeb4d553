import { execFileSync } from "node:child_process";

/**
 * A PDF's text as `pdftotext -layout` reads it (poppler-utils, as a buyer's tools would): one line per entry,
 * runs of spaces as one, blank lines dropped. A row laid out as label … amount reads "label amount".
 */
export function pdfLines(bytes: Uint8Array): string[] {
  const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: bytes, encoding: "utf8" });
  return text
    .split("\n")
    .map((line) => line.trim().replace(/\s+/g, " "))
    .filter(Boolean);
}

/** The rows found in order in the lines ("label amount" each); the first one missing makes it throw. */
export function expectRowsInOrder(lines: string[], rows: { label: string; amount: string }[]): void {
  let from = 0;
  for (const row of rows) {
    const at = lines.indexOf(`${row.label} ${row.amount}`, from);
    if (at < 0)
      throw new Error(`"${row.label} ${row.amount}" is not in the PDF after line ${from}:\n${lines.join("\n")}`);
    from = at + 1;
  }
}
