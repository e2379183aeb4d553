/**
 * `npm run leads -- export --format csv|json`: prints every stored lead.
 * The database is LEADS_DB_PATH (default ./data/leads.db).
 */
import { parseArgs } from "node:util";
import { serverConfig } from "../server/config.ts";
import { LeadStore, type StoredLead } from "../server/leads/store.ts";

const columns: (keyof StoredLead)[] = [
  "id",
  "createdAt",
  "form",
  "name",
  "email",
  "company",
  "phone",
  "interest",
  "subject",
  "message",
];

/** Quotes a CSV cell and defuses spreadsheet formulas (cells starting with = + - @, tab or CR). */
export function csvCell(value: string | null): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
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
  const store = new LeadStore(serverConfig().dbPath);
  const leads = store.all();
  store.close();
  process.stdout.write(values.format === "json" ? `${JSON.stringify(leads, null, 2)}\n` : toCsv(leads));
}
