/**
 * The lead store from the command line. The store is PostgreSQL when DATABASE_URL is set, else the SQLite file
 * LEADS_DB_PATH (default ./data/leads.db).
 *   npm run leads -- export [--format csv|json]   every stored lead
 *   npm run leads -- failed [--format table|json] notifications that gave up (lead id, channel, last error, attempts)
 *   npm run leads -- retry <lead-id>              queue one lead's failed notifications again
 *   npm run leads -- retry --all                  queue every failed notification again
 */
import { parseArgs } from "node:util";
import { normaliseLineEndings } from "#app/lib/forms/fields.ts";
import { serverConfig } from "#server/config.ts";
import { leadFields as columns } from "#server/leads/repository.ts";
import type { FailedNotification, LeadRepository } from "#server/leads/repository.ts";
import { openLeadRepository, type StoredLead } from "#server/leads/store.ts";

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

/** The failed notifications as a table a person reads in a terminal. */
export function failedTable(failed: FailedNotification[]): string {
  if (failed.length === 0) return "No failed notifications.\n";
  const rows = [
    ["lead id", "channel", "attempts", "failed at", "last error"],
    ...failed.map((n) => [n.leadId, n.channel, String(n.attempts), n.failedAt, n.lastError ?? ""]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join("  ")
      .trimEnd(),
  );
  const retry = "Send them again once the receiver is fixed: npm run leads -- retry --all (or retry <lead id>)";
  return `${lines.join("\n")}\n\n${failed.length} failed. ${retry}\n`;
}

const USAGE = `usage:
  npm run leads -- export [--format csv|json]
  npm run leads -- failed [--format table|json]
  npm run leads -- retry <lead-id>
  npm run leads -- retry --all`;

/** Runs one command against a store; returns what to print and the exit code. */
export async function runLeadsCommand(store: LeadRepository, argv: string[]): Promise<{ out: string; code: number }> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { format: { type: "string" }, all: { type: "boolean", default: false } },
  });
  const [command, target] = positionals;
  if (command === "export" && ["csv", "json"].includes(values.format ?? "csv")) {
    // Leads stored before line endings were normalised at the door may hold CR LF: one form in the export too.
    const leads = (await store.all()).map((lead) => ({
      ...lead,
      message: lead.message === null ? null : normaliseLineEndings(lead.message),
    }));
    return { out: values.format === "json" ? `${JSON.stringify(leads, null, 2)}\n` : toCsv(leads), code: 0 };
  }
  if (command === "failed" && ["table", "json"].includes(values.format ?? "table")) {
    const failed = await store.failedNotifications();
    return { out: values.format === "json" ? `${JSON.stringify(failed, null, 2)}\n` : failedTable(failed), code: 0 };
  }
  if (command === "retry" && (values.all ? target === undefined : target !== undefined)) {
    const queued = await store.retryFailed(values.all ? undefined : target);
    if (queued === 0) {
      const none = values.all ? "No failed notifications to retry." : `No failed notification for lead ${target}.`;
      return { out: `${none}\n`, code: values.all ? 0 : 1 };
    }
    return {
      out: `Queued ${queued} notification${queued === 1 ? "" : "s"} again; a running server sends them within a few seconds.\n`,
      code: 0,
    };
  }
  return { out: `${USAGE}\n`, code: 2 };
}

if (import.meta.main) {
  const config = serverConfig();
  const store = await openLeadRepository({ databaseUrl: config.databaseUrl, dbPath: config.dbPath });
  let result: { out: string; code: number };
  try {
    result = await runLeadsCommand(store, process.argv.slice(2));
  } catch (error) {
    result = { out: `${USAGE}\n`, code: 2 };
    if (!(error instanceof TypeError)) throw error;
    console.error(error.message);
  } finally {
    await store.close();
  }
  (result.code === 2 ? process.stderr : process.stdout).write(result.out);
  process.exitCode = result.code;
}
