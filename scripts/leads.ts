/**
 * The lead store from the command line. The store is PostgreSQL when DATABASE_URL is set, else the SQLite file
 * LEADS_DB_PATH (default ./data/leads.db). USAGE below lists the commands; docs/content-and-prices.md explains
 * them for the marketing team.
 */
// First: the settings of `.env` (LEADS_DB_PATH, DATABASE_URL), as the server reads them.
import "#server/shared/dotenv.ts";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { serverConfig } from "#server/shared/config.ts";
import { type LeadCount, type LeadFilter, leadFormNames, reportDimensions } from "#server/leads/repository.ts";
import type { FailedNotification, LeadRepository, ReportDimension } from "#server/leads/repository.ts";
import { openLeadRepository } from "#server/leads/store.ts";
import { type ExportFormat, CSV_BOM, csvCell, exportText } from "#server/leads/export-format.ts";
import { OptionProblem, parseWindow } from "#server/leads/time-window.ts";
import { backupLeadStore } from "./leads/backup.ts";

// stdout is the leads' (an export, a report): a log line from opening the store (a migration an upgrade applies)
// goes to stderr, so `npm run leads -- export > leads.csv` holds nothing else.
console.log = (...args: unknown[]) => console.error(...args);

export { CSV_BOM, csvCell, toCsv } from "#server/leads/export-format.ts";

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
  npm run leads -- export [--format csv|json|ndjson] [--since DATE] [--until DATE] [--form FORM] [--tz ZONE]
  npm run leads -- report --by campaign|source|medium|landing|referrer|form|minute [--format table|csv|json]
                          [--since DATE] [--until DATE] [--form FORM] [--tz ZONE]
  npm run leads -- failed [--format table|json]
  npm run leads -- retry <lead-id>
  npm run leads -- retry --all
  npm run leads -- backup <file>        (the SQLite store, while the server runs; PostgreSQL: pg_dump)
DATE: a day (2026-11-01, a whole day in --tz, UTC by default) or a time with its offset (2026-11-01T09:00-05:00).
--since includes its moment, --until leaves its moment out (a day's --until includes that day).`;

/** Where a command writes its data; resolves once the chunk may be followed by the next (backpressure). */
export type Output = (chunk: string) => Promise<void> | void;

/** What a command did: its exit code, and a line for the person at the terminal (stderr), apart from the data. */
export interface CommandResult {
  out: string;
  code: number;
  note?: string;
}

/** Chunks of output gathered to ~64 KB before each write: a million leads are not a million writes. */
function bufferedOutput(output: Output) {
  let pending = "";
  return {
    write: async (text: string) => {
      pending += text;
      if (pending.length >= 65_536) {
        const chunk = pending;
        pending = "";
        await output(chunk);
      }
    },
    flush: async () => {
      if (pending) await output(pending);
      pending = "";
    },
  };
}

/** The leads of the filter, streamed from the store to the output in the format asked for. */
async function exportLeads(store: LeadRepository, filter: LeadFilter, format: ExportFormat, output: Output) {
  const out = bufferedOutput(output);
  const counted = { count: 0 };
  for await (const text of exportText(store.stream(filter), format, counted)) await out.write(text);
  await out.flush();
  return counted.count;
}

/** What a report row says of leads without the value (no campaign tag, say). */
export const NO_VALUE = "(none)";

/** A report as a table a person reads, as CSV, or as JSON (where a missing value is null). */
export function formatReport(by: ReportDimension, counts: LeadCount[], format: string): string {
  const total = counts.reduce((sum, row) => sum + row.leads, 0);
  if (format === "json")
    return `${JSON.stringify(
      counts.map((row) => ({ [by]: row.value, leads: row.leads })),
      null,
      2,
    )}\n`;
  if (format === "csv")
    return (
      CSV_BOM +
      [`${by},leads`, ...counts.map((row) => `${csvCell(row.value ?? NO_VALUE)},${row.leads}`)].join("\r\n") +
      "\r\n"
    );
  if (counts.length === 0) return "No leads in this window.\n";
  const rows = [
    [by, "leads"],
    ...counts.map((row) => [row.value ?? NO_VALUE, String(row.leads)]),
    ["total", String(total)],
  ];
  const width = Math.max(...rows.map((row) => row[0]!.length));
  return `${rows.map(([value, leads]) => `${value!.padEnd(width)}  ${leads!.padStart(6)}`).join("\n")}\n`;
}

const FORMS = leadFormNames.join(", ");
const isLeadForm = (name: string): name is (typeof leadFormNames)[number] =>
  (leadFormNames as readonly string[]).includes(name);

/** The filter of --since, --until, --form and --tz, checked (OptionProblem names what is wrong). */
function readFilter(
  values: { since?: string; until?: string; form?: string; tz?: string },
  now: number,
  settleMs: number | null,
): LeadFilter & { closedByDefault: boolean } {
  if (values.form !== undefined && !isLeadForm(values.form))
    throw new OptionProblem(`--form: "${values.form}" is not one of the forms (${FORMS}).`);
  const window = parseWindow(values, now, settleMs);
  return { ...window, ...(values.form === undefined ? {} : { form: values.form }) };
}

/** The formats each command writes. */
const FORMATS: Record<"export" | "report" | "failed", string[]> = {
  export: ["csv", "json", "ndjson"],
  report: ["table", "csv", "json"],
  failed: ["table", "json"],
};

/**
 * Runs one command against a store. Data goes to `output` (the export streams there; the other commands' text is
 * `out`); without one, the data is gathered into `out` (the tests). `settleMs`: how far before now an incremental
 * export stops (see time-window.ts).
 */
export async function runLeadsCommand(
  store: LeadRepository,
  argv: string[],
  { output, now = Date.now(), settleMs = 10_000 }: { output?: Output; now?: number; settleMs?: number } = {},
): Promise<CommandResult> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: "string" },
      all: { type: "boolean", default: false },
      since: { type: "string" },
      until: { type: "string" },
      form: { type: "string" },
      tz: { type: "string" },
      by: { type: "string" },
    },
  });
  const [command, target] = positionals;
  try {
    if (command === "export" && FORMATS.export.includes(values.format ?? "csv")) {
      const { closedByDefault, ...filter } = readFilter(values, now, settleMs);
      let gathered = "";
      const count = await exportLeads(
        store,
        filter,
        (values.format ?? "csv") as ExportFormat,
        output ?? ((chunk) => void (gathered += chunk)),
      );
      const window = [filter.since && `from ${filter.since}`, filter.until && `until ${filter.until}`].filter(Boolean);
      const next = closedByDefault ? ` For the next batch: npm run leads -- export --since ${filter.until}` : "";
      const leads = `${count} lead${count === 1 ? "" : "s"}`;
      return {
        out: gathered,
        code: 0,
        note: `Exported ${leads}${window.length ? ` ${window.join(" ")}` : ""}.${next}`,
      };
    }
    if (command === "report" && values.by !== undefined && FORMATS.report.includes(values.format ?? "table")) {
      if (!Object.hasOwn(reportDimensions, values.by))
        throw new OptionProblem(
          `--by: "${values.by}" is not a report. Use one of ${Object.keys(reportDimensions).join(", ")}.`,
        );
      const { closedByDefault: _open, ...filter } = readFilter(values, now, null);
      const by = values.by as ReportDimension;
      return { out: formatReport(by, await store.countBy(by, filter), values.format ?? "table"), code: 0 };
    }
  } catch (error) {
    if (error instanceof OptionProblem) return { out: `${error.message}\n\n${USAGE}\n`, code: 2 };
    throw error;
  }
  if (command === "failed" && FORMATS.failed.includes(values.format ?? "table")) {
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
  const mistake = mistakeIn(command, values);
  return { out: mistake ? `${mistake}\n\n${USAGE}\n` : `${USAGE}\n`, code: 2 };
}

/** What is wrong with a command the usage alone would answer, in a sentence; undefined when it says nothing more. */
function mistakeIn(
  command: string | undefined,
  values: { format?: string; by?: string; all?: boolean },
): string | undefined {
  if (command === undefined || command === "help") return undefined;
  const formats = Object.hasOwn(FORMATS, command) ? FORMATS[command as keyof typeof FORMATS] : undefined;
  if (!formats && !["retry", "backup"].includes(command))
    return `"${command}" is not a command: use export, report, failed, retry or backup.`;
  if (formats && values.format !== undefined && !formats.includes(values.format))
    return `--format: "${values.format}" is not a format of ${command}. Use ${formats.join(", ")}.`;
  if (command === "report" && values.by === undefined)
    return `report needs --by: one of ${Object.keys(reportDimensions).join(", ")}.`;
  if (command === "retry") return values.all ? "retry --all takes no lead id." : "retry needs a lead's id, or --all.";
  return undefined;
}

/** Writes to standard output, waiting when its buffer is full, so a large export holds little in memory. */
const toStdout: Output = async (chunk) => {
  if (!process.stdout.write(chunk)) await once(process.stdout, "drain");
};

/**
 * Why the store cannot be opened, in a sentence an operator acts on; undefined when it can be tried. The commands
 * only read or requeue what is there: a mistyped LEADS_DB_PATH must say so, never create an empty store and report
 * "0 leads" (a scheduled export would then report no leads forever).
 */
export function missingStore(config: { databaseUrl?: string; dbPath: string }): string | undefined {
  if (config.databaseUrl || existsSync(config.dbPath)) return undefined;
  return `There is no lead store at ${config.dbPath} (LEADS_DB_PATH). Check the path: the server creates the store when it first starts, so a store it has never used has no leads. For PostgreSQL, set DATABASE_URL.`;
}

/** A store that did not answer, in a sentence: what, and what to check. Never the DATABASE_URL (it may hold a password). */
export function storeProblem(error: unknown, config: { databaseUrl?: string; dbPath: string }): string {
  const code = (error as { code?: string }).code;
  const what = config.databaseUrl ? "The PostgreSQL lead store (DATABASE_URL)" : `The lead store at ${config.dbPath}`;
  const why = code ? ` (${code})` : "";
  const check = config.databaseUrl
    ? "Check that the database is running and reachable from here, and that DATABASE_URL names its host, port, database, user and password."
    : "Check that the file is a lead store this user may read and write (LEADS_DB_PATH).";
  return `${what} could not be used${why}. ${check}`;
}

if (import.meta.main) {
  const config = serverConfig();
  const argv = process.argv.slice(2);
  if (argv.includes("--help") || argv.includes("-h") || argv[0] === "help") {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  if (argv[0] === "backup") {
    const target = argv[1];
    if (config.databaseUrl || !target) {
      const why = config.databaseUrl
        ? 'backup copies the SQLite store; for PostgreSQL use pg_dump (README, "Keeping the leads").'
        : "name the file to write: npm run leads -- backup /var/backups/leads-2026-11-26.db";
      process.stderr.write(`${why}\n`);
      process.exit(2);
    }
    const missingFile = missingStore(config);
    if (missingFile) {
      process.stderr.write(`${missingFile}\n`);
      process.exit(1);
    }
    try {
      const { leads } = await backupLeadStore(config.dbPath, target);
      process.stderr.write(`Backed up ${leads} lead${leads === 1 ? "" : "s"} to ${target}.\n`);
      process.exit(0);
    } catch (error) {
      process.stderr.write(`Not backed up: ${(error as Error).message}\n`);
      process.exit(1);
    }
  }
  const missing = missingStore(config);
  if (missing) {
    process.stderr.write(`${missing}\n`);
    process.exit(1);
  }
  let result: CommandResult;
  let store: LeadRepository | undefined;
  try {
    store = await openLeadRepository({
      databaseUrl: config.databaseUrl,
      dbPath: config.dbPath,
      timeouts: { connectMs: 5000, queryMs: 60_000 },
    });
    // A lead is committed, or refused, within its store deadline (and a second of grace) of its time.
    const settleMs = Math.max(10_000, 2 * config.storeDeadlineMs);
    result = await runLeadsCommand(store, argv, { output: toStdout, settleMs });
  } catch (error) {
    if (error instanceof TypeError && (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      result = { out: `${error.message}\n\n${USAGE}\n`, code: 2 };
    } else {
      // No stack trace: the operator needs what failed and what to check.
      result = { out: "", code: 1, note: storeProblem(error, config) };
    }
  } finally {
    await store?.close().catch(() => {});
  }
  (result.code === 2 ? process.stderr : process.stdout).write(result.out);
  if (result.note) process.stderr.write(`${result.note}\n`);
  process.exitCode = result.code;
}
