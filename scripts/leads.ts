/**
 * `npm run leads -- export --format csv|json`: prints every stored lead.
 * The store is PostgreSQL when DATABASE_URL is set, else the SQLite file LEADS_DB_PATH (default ./data/leads.db).
 */
import { parseArgs } from "node:util";
import { serverConfig } from "../server/config.ts";
import { leadFields as columns } from "../server/leads/repository.ts";
import { openLeadRepository, type StoredLead } from "../server/leads/store.ts";

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

export function toCsv(leads: StoredLead[]): string {
  return (
    [columns.join(","), ...leads.map((lead) => columns.map((key) => csvCell(lead[key])).join(","))].join("\r\n") +
    "\r\n"
  );
}

if (import.meta.main) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { format: { type: "string", default: "csv" } },
  });
  if (positionals[0] !== "export" || !["csv", "json"].includes(values.format ?? "")) {
    console.error("usage: npm run leads -- export --format csv|json");
    process.exit(2);
  }
  const config = serverConfig();
  const store = await openLeadRepository({ databaseUrl: config.databaseUrl, dbPath: config.dbPath });
  const leads = await store.all();
  await store.close();
  process.stdout.write(values.format === "json" ? `${JSON.stringify(leads, null, 2)}\n` : toCsv(leads));
}
