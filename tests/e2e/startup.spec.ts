/**
 * Issue 44: start-up problems in one sentence, never a stack trace, and a non-zero exit. Each case starts the
 * production server (server/main.ts) with one thing wrong, as an operator's first day can have it.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";

const root = path.resolve(import.meta.dirname, "../..");
const temp = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

/** Runs the server until it listens or exits: how it ended and the JSON lines it wrote to stderr. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      LEADS_DB_PATH: path.join(temp("leads-"), "leads.db"),
      STORE_DEADLINE_MS: "2000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; listening: boolean; stderr: string; errors: string[] }>((resolve) => {
    const timer = setInterval(() => {
      if (!stdout.includes('"listening"')) return;
      clearInterval(timer);
      child.kill("SIGKILL");
    }, 50);
    child.once("exit", (code) => {
      clearInterval(timer);
      const errors = stderr
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { level: string; msg: string })
        .filter((line) => line.level === "error")
        .map((line) => line.msg);
      resolve({ code, listening: stdout.includes('"listening"'), stderr, errors });
    });
  });
}

async function refused(env: Record<string, string>) {
  const run = await start(env);
  expect(run.listening).toBe(false);
  expect(run.code).toBe(1);
  // One sentence, no stack trace, no password.
  expect(run.stderr).not.toMatch(/\n\s+at |s3cret/);
  expect(run.errors).toHaveLength(1);
  return run.errors[0];
}

test.describe("start-up problems", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a DATABASE_URL that is not a URL, not PostgreSQL's, or names no database", async () => {
    expect(await refused({ DATABASE_URL: "postgres//marketing:s3cret@db/leads" })).toBe(
      "cannot start: DATABASE_URL is not a URL: write it as postgres://user:password@host:5432/database (a password with @, :, / or # percent-encoded).",
    );
    expect(await refused({ DATABASE_URL: "mysql://marketing:s3cret@db:3306/leads" })).toBe(
      'cannot start: DATABASE_URL starts with "mysql://", which is not PostgreSQL: write it as postgres://user:password@host:5432/database, or unset it to keep leads in the SQLite file at LEADS_DB_PATH.',
    );
    expect(await refused({ DATABASE_URL: "postgres://marketing:s3cret@db:5432" })).toBe(
      "cannot start: DATABASE_URL names no database: end it with the database's name, as in postgres://user:password@host:5432/database.",
    );
  });

  test("a PostgreSQL that does not accept connections", async () => {
    expect(await refused({ DATABASE_URL: "postgres://marketing:s3cret@127.0.0.1:1/leads" })).toBe(
      "cannot start: The PostgreSQL lead store (DATABASE_URL) could not be opened: nothing accepts connections at 127.0.0.1:1: start PostgreSQL, or correct the host and port in DATABASE_URL.",
    );
  });

  test("a LEADS_DB_PATH where no file can be written", async () => {
    // Under a file, not a folder: refused whoever runs it (root may write almost anywhere else).
    expect(await refused({ LEADS_DB_PATH: "/etc/hostname/leads.db" })).toBe(
      'cannot start: The lead store at /etc/hostname/leads.db (LEADS_DB_PATH) could not be opened: a part of the path is a file, not a folder. Set LEADS_DB_PATH to a file in a folder this user can write (README, "Keeping the leads").',
    );
  });

  test("a number or a switch set to what it cannot be, never quietly replaced by its default", async () => {
    expect(await refused({ PORT: "8O80", FORCE_HTTPS: "true" })).toBe(
      'cannot start: PORT is "8O80": use a whole number from 0 to 65535, or leave it unset for 3000. FORCE_HTTPS is "true": use 1 (on) or 0 (off), or leave it unset (off).',
    );
  });

  test("a port already in use", async () => {
    const other = createServer();
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    const port = (other.address() as { port: number }).port;
    try {
      expect(await refused({ PORT: String(port) })).toBe(
        `cannot start: Port ${port} on 127.0.0.1 is already in use (another server, or this one started twice): stop the other, or set PORT to a free port.`,
      );
    } finally {
      other.close();
    }
  });

  test("no build, or a build cut short, never starts half a site", async () => {
    const empty = temp("no-build-");
    expect(await refused({ BUILD_DIR: empty })).toMatch(
      new RegExp(
        `^cannot start: The build in ${empty} is missing or incomplete \\(client/index\\.html, .*server/index\\.js.* not found\\): run npm run build, or let npm start build it\\.$`,
      ),
    );
    const partial = temp("partial-build-");
    cpSync(path.join(root, "build", "client"), path.join(partial, "client"), { recursive: true });
    expect(await refused({ BUILD_DIR: partial })).toBe(
      `cannot start: The build in ${partial} is missing or incomplete (server/index.js, server/islands.json, server/island-loader.js, server/page-styles.json, server/team.css not found): run npm run build, or let npm start build it.`,
    );
  });
});
