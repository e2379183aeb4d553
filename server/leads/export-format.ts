/**
 * The leads as a spreadsheet reads them (CSV) and the shapes of the export: shared by `npm run leads -- export` and
 * the workspace's downloads, so both give the same file for the same leads.
 */
import { normaliseLineEndings } from "#app/lib/forms/fields.ts";
import { leadFields as columns, type StoredLead } from "./repository.ts";

// Characters a spreadsheet skips before it decides a cell is a formula: spaces of every kind, NEL, BOM and the
// zero-width characters.
const LEADING_INVISIBLE = /^[\s\u0085\u180E\u200B-\u200D\u2060\uFEFF]+/;
// Formula triggers: = + - @ and their full-width, small-form and minus-sign look-alikes, which some
// spreadsheets normalise to the ASCII ones.
const FORMULA_TRIGGER = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u2212]/;

/**
 * Quotes a CSV cell and defuses spreadsheet formulas: a cell that starts with tab or CR, or whose first
 * visible character is a formula trigger, gets a leading apostrophe.
 */
export function csvCell(value: string | null): string {
  let text = value ?? "";
  if (/^[\t\r]/.test(text) || FORMULA_TRIGGER.test(text.replace(LEADING_INVISIBLE, ""))) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Opens a CSV file: the byte order mark that tells Excel on Windows the file is UTF-8, so "Nguyễn" and "José" open
 * intact (without it Excel reads the bytes as Windows-1252). Other spreadsheets and CSV readers skip it.
 */
export const CSV_BOM = "\uFEFF";

export const csvHeader = () => `${CSV_BOM}${columns.join(",")}\r\n`;
export const csvRow = (lead: StoredLead) => `${columns.map((key) => csvCell(lead[key])).join(",")}\r\n`;

export function toCsv(leads: StoredLead[]): string {
  return csvHeader() + leads.map(csvRow).join("");
}

export type ExportFormat = "csv" | "json" | "ndjson";

/**
 * The export's text, piece by piece, from leads read one at a time: memory stays bounded however many there are.
 * `counted.count` says how many were written, once it is done.
 */
export async function* exportText(
  leads: AsyncIterable<StoredLead>,
  format: ExportFormat,
  counted: { count: number } = { count: 0 },
): AsyncGenerator<string> {
  if (format === "csv") yield csvHeader();
  if (format === "json") yield "[";
  for await (const stored of leads) {
    // Leads stored before line endings were normalised at the door may hold CR LF: one form in the export too.
    const lead = { ...stored, message: stored.message === null ? null : normaliseLineEndings(stored.message) };
    if (format === "csv") yield csvRow(lead);
    else if (format === "ndjson") yield `${JSON.stringify(lead)}\n`;
    else yield `${counted.count === 0 ? "\n" : ",\n"}  ${JSON.stringify(lead)}`;
    counted.count += 1;
  }
  if (format === "json") yield counted.count === 0 ? "]\n" : "\n]\n";
}
