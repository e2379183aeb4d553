// @vitest-environment node
import { spawn, spawnSync } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SqliteLeadRepository } from "#server/leads/sqlite-repository.ts";
import { testLead } from "#server/leads/test-helpers.ts";
import { CSV_BOM, csvCell, runLeadsCommand, toCsv } from "./leads.ts";

describe("lead export", () => {
  it("neutralises spreadsheet formulas and quotes cells", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const start of ["+", "-", "@", "\t"]) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell(null)).toBe('""');
  });

  it("neutralises triggers behind leading invisible or space characters", () => {
    for (const lead of ["\u200B", "\u0085", "\u00A0", "\uFEFF", " ", "  \u200B"]) {
      const cell = `${lead}=cmd|' /C calc'!A0`;
      expect(csvCell(cell), JSON.stringify(lead)).toBe(`"'${cell.replace(/"/g, '""')}"`);
    }
  });

  it("neutralises full-width and small-form look-alikes of the triggers", () => {
    for (const trigger of ["\uFF1D", "\uFF0B", "\uFF0D", "\uFF20", "\uFE66", "\uFE62", "\uFE63", "\uFE6B", "\u2212"]) {
      expect(csvCell(`${trigger}1+1`), trigger).toBe(`"'${trigger}1+1"`);
    }
    // A trigger inside the text is harmless.
    expect(csvCell("a=b")).toBe('"a=b"');
  });

  it("writes a header and one row per lead", () => {
    const csv = toCsv([
      {
        id: "1",
        createdAt: "t",
        form: "contact",
        name: "A",
        email: "a@x.y",
        company: null,
        phone: null,
        interest: null,
        subject: null,
        message: "hi\nthere",
        utm_source: "linkedin",
        utm_medium: null,
        utm_campaign: "cmmc-q1",
        utm_term: null,
        utm_content: null,
        landing_path: "/lp/cmmc-accelerator",
        referrer_host: "www.linkedin.com",
      },
    ]);
    // The byte order mark first, so Excel on Windows opens accents intact (issue 44).
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(CSV_BOM.length).split("\r\n")[0]).toBe(
      "id,createdAt,form,name,email,company,phone,interest,subject,message," +
        "utm_source,utm_medium,utm_campaign,utm_term,utm_content,landing_path,referrer_host",
    );
    expect(csv).toContain('"hi\nthere"');
    expect(csv.split("\r\n")[1]).toMatch(
      /"linkedin","","cmmc-q1","","","\/lp\/cmmc-accelerator","www\.linkedin\.com"$/,
    );
  });
});

describe("failed notifications from the command line", () => {
  const quiet = { log: console.log, error: console.error };
  it("lists them (table and JSON), retries one lead's, then all, and says when there is nothing to do", async () => {
    console.log = console.error = () => {};
    const store = new SqliteLeadRepository(":memory:");
    try {
      const now = Date.now();
      const first = await store.insert(testLead(1), ["webhook"], now);
      const second = await store.insert(testLead(2), ["webhook"], now);
      const claimed = await store.claimDue({ owner: "w", limit: 10, leaseMs: 60_000, now });
      await store.complete(claimed.map((notification) => ({ notification, outcome: "dead", error: "HTTP 401" })));

      const table = await runLeadsCommand(store, ["failed"]);
      expect(table.code).toBe(0);
      expect(table.out).toContain(first.id);
      expect(table.out).toContain("HTTP 401");
      expect(table.out).toContain("2 failed");
      const json = await runLeadsCommand(store, ["failed", "--format", "json"]);
      expect(JSON.parse(json.out)).toEqual([
        expect.objectContaining({ leadId: first.id, channel: "webhook", attempts: 1, lastError: "HTTP 401" }),
        expect.objectContaining({ leadId: second.id }),
      ]);

      expect(await runLeadsCommand(store, ["retry", first.id])).toMatchObject({
        code: 0,
        out: expect.stringContaining("Queued 1 notification again"),
      });
      expect(await runLeadsCommand(store, ["retry", first.id])).toMatchObject({ code: 1 });
      expect(await runLeadsCommand(store, ["retry", "--all"])).toMatchObject({
        code: 0,
        out: expect.stringContaining("Queued 1"),
      });
      expect((await runLeadsCommand(store, ["failed"])).out).toBe("No failed notifications.\n");
      expect(await runLeadsCommand(store, ["retry", "--all"])).toMatchObject({
        code: 0,
        out: "No failed notifications to retry.\n",
      });
      expect(await store.outboxStatus()).toEqual({ pending: 2 });
      expect((await runLeadsCommand(store, ["retry"])).code).toBe(2);
      expect((await runLeadsCommand(store, ["bogus"])).code).toBe(2);
    } finally {
      Object.assign(console, quiet);
      await store.close();
    }
  });
});

describe("a command written wrong", () => {
  it("says what is wrong above the usage, and exits 2", async () => {
    const store = new SqliteLeadRepository(":memory:");
    try {
      const said = async (argv: string[]) => {
        const { out, code } = await runLeadsCommand(store, argv);
        expect(code).toBe(2);
        return out.split("\n")[0];
      };
      expect(await said(["export", "--format", "xml"])).toBe(
        '--format: "xml" is not a format of export. Use csv, json, ndjson.',
      );
      expect(await said(["report"])).toBe(
        "report needs --by: one of campaign, source, medium, landing, referrer, form, minute.",
      );
      expect(await said(["failed", "--format", "csv"])).toBe(
        '--format: "csv" is not a format of failed. Use table, json.',
      );
      expect(await said(["retry"])).toBe("retry needs a lead's id, or --all.");
      expect(await said(["exprot"])).toBe('"exprot" is not a command: use export, report, failed, retry or backup.');
      expect(await said([])).toBe("usage:");
    } finally {
      await store.close();
    }
  });

  it("backs up into a folder that is not there: says so, in words", async () => {
    const dbPath = path.join(mkdtempSync(path.join(tmpdir(), "leads-backup-")), "leads.db");
    await new SqliteLeadRepository(dbPath).close();
    const run = leadsCli(["backup", "/nonexistent/backups/leads.db"], { LEADS_DB_PATH: dbPath });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      "Not backed up: the folder /nonexistent/backups does not exist: create it, or name a file in one that does.",
    );
  });
});

/** `npm run leads -- …` as an operator runs it: its exit code and what it printed. */
function leadsCli(args: string[], env: Record<string, string>) {
  const child = spawnSync(process.execPath, [path.join(import.meta.dirname, "leads.ts"), ...args], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { code: child.status, stdout: child.stdout, stderr: child.stderr };
}

describe("the leads command as an operator meets it (issue 44)", () => {
  it("keeps stdout for the leads when opening an upgraded store logs its migrations (issue 56)", async () => {
    const dbPath = path.join(mkdtempSync(path.join(tmpdir(), "leads-cli-")), "leads.db");
    const store = new SqliteLeadRepository(dbPath);
    await store.insert(testLead(1), [], Date.now());
    await store.insert(testLead(2), [], Date.now());
    // As an older release left it: the newest migration (re-runnable) not yet applied.
    const latest = Number((store.db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);
    store.db.exec(`PRAGMA user_version = ${latest - 1}`);
    await store.close();
    const run = leadsCli(["export", "--format", "ndjson"], { LEADS_DB_PATH: dbPath });
    expect(run.code).toBe(0);
    const rows = run.stdout.trim().split("\n");
    expect(rows.map((row) => (JSON.parse(row) as { email: string }).email).sort()).toEqual([
      "lead1@example.com",
      "lead2@example.com",
    ]);
    expect(run.stderr).toContain('"msg":"lead store migrated"');
  });

  it("never creates a store: a mistyped LEADS_DB_PATH is named, with what to do, and the command fails", () => {
    const dbPath = path.join(mkdtempSync(path.join(tmpdir(), "leads-cli-")), "typo", "leads.db");
    for (const command of [
      ["export", "--format", "csv"],
      ["report", "--by", "campaign"],
      ["failed"],
      ["retry", "--all"],
    ]) {
      const run = leadsCli(command, { LEADS_DB_PATH: dbPath });
      expect(run.code, command.join(" ")).toBe(1);
      expect(run.stderr.trim()).toBe(
        `There is no lead store at ${dbPath} (LEADS_DB_PATH). Check the path: the server creates the store when it first starts, so a store it has never used has no leads. For PostgreSQL, set DATABASE_URL.`,
      );
      expect(run.stdout).toBe("");
    }
    expect(existsSync(dbPath)).toBe(false);
    expect(existsSync(path.dirname(dbPath))).toBe(false);
  });

  it("says in a sentence that PostgreSQL did not answer, never a stack trace nor the password", () => {
    const run = leadsCli(["export"], { DATABASE_URL: "postgres://marketing:s3cret@127.0.0.1:1/leads" });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      "The PostgreSQL lead store (DATABASE_URL) could not be used (ECONNREFUSED). Check that the database is running and reachable from here, and that DATABASE_URL names its host, port, database, user and password.",
    );
    expect(run.stderr).not.toMatch(/s3cret|\n\s+at /);
  });

  it("backs the SQLite store up while leads keep arriving: a consistent copy that serves as the store (issue 44)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "leads-backup-"));
    const dbPath = path.join(dir, "leads.db");
    const store = new SqliteLeadRepository(dbPath);
    let written = 0;
    try {
      for (; written < 300; written++) await store.insert(testLead(written), [], Date.now());
      // The day's visitor secret and hashes, as the counting keeps them until the day is over.
      const secret = "the-days-secret-0123456789abcdefghijklmnop";
      const counts = new DatabaseSync(dbPath);
      counts.exec(`INSERT INTO traffic_salts (day, secret) VALUES ('2026-12-07', '${secret}')`);
      counts.exec(
        `INSERT INTO traffic_visitor_log (day, visitors) VALUES ('2026-12-07', '[[],["a-visitor-hash-0000",0]]')`,
      );
      counts.close();
      const target = path.join(dir, "copy.db");
      // The backup runs in its own process, as an operator's cron job does, while this one goes on writing.
      const child = spawn(process.execPath, [path.join(import.meta.dirname, "leads.ts"), "backup", target], {
        env: { ...process.env, LEADS_DB_PATH: dbPath },
      });
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      let running = true;
      void exited.then(() => (running = false));
      while (running) {
        await store.insert(testLead(written++), [], Date.now());
        // A turn of the event loop between two leads, as a server's requests have (and the child's exit is seen).
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(await exited, stderr).toBe(0);
      // The copy is the service user's alone, and one file (issue 55).
      expect(statSync(target).mode & 0o777).toBe(0o600);
      expect([existsSync(`${target}-wal`), existsSync(`${target}-shm`)]).toEqual([false, false]);
      const backedUp = Number(/Backed up (\d+) leads to /.exec(stderr)![1]);
      expect(backedUp).toBeGreaterThanOrEqual(300);
      expect(backedUp).toBeLessThanOrEqual(written);
      const copy = new DatabaseSync(target, { readOnly: true });
      expect(copy.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
      // No visitor secret nor the day's hashes: not in its rows, not in its bytes.
      const rowsOf = (table: string) =>
        Number((copy.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
      expect([rowsOf("traffic_salts"), rowsOf("traffic_visitor_log")]).toEqual([0, 0]);
      copy.close();
      const bytes = readFileSync(target).toString("latin1");
      expect(bytes).not.toContain(secret);
      expect(bytes).not.toContain("a-visitor-hash-0000");
      // Restored by pointing LEADS_DB_PATH at the copy: every lead it holds is there, once.
      const restored = leadsCli(["export", "--format", "ndjson"], { LEADS_DB_PATH: target });
      expect(restored.code).toBe(0);
      expect(restored.stdout.trim().split("\n")).toHaveLength(backedUp);
      // Never over an existing file.
      const again = leadsCli(["backup", target], { LEADS_DB_PATH: dbPath });
      expect(again.code).toBe(1);
      expect(again.stderr.trim()).toBe(
        `Not backed up: ${target} exists already: name a new file, so no backup is overwritten.`,
      );
    } finally {
      await store.close();
    }
  }, 30_000);

  it("prints its usage for --help, and exits 0", () => {
    const run = leadsCli(["--help"], { LEADS_DB_PATH: "/nonexistent/leads.db" });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^usage:\n {2}npm run leads -- export/);
  });
});
