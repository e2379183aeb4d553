/**
 * The README's backup and restore commands for PostgreSQL, run as written (issue 56): a dump of a store in use,
 * restored into an empty database (where `--clean` alone exits 1 on pg_trgm's objects) and over the live one.
 */
// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresCluster, binDir, startPostgresCluster } from "./postgres-cluster.ts";
import { PostgresLeadRepository } from "./postgres-repository.ts";
import { testLead } from "./test-helpers.ts";

const readme = readFileSync(path.resolve(import.meta.dirname, "../../README.md"), "utf8");
/** A command as the README writes it, between backticks. */
const documented = (program: string) => {
  const command = new RegExp(`\`(${program} [^\`]+)\``).exec(readme)?.[1];
  if (!command) throw new Error(`the README shows no ${program} command`);
  return command;
};

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 60_000);
afterAll(() => cluster?.stop());

const count = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query("SELECT count(*) AS n FROM leads")).rows[0].n);
  } finally {
    await client.end();
  }
};

describe("the README's PostgreSQL backup", () => {
  it("dumps a store and restores it into an empty database and over itself, exiting 0", async () => {
    const live = await cluster.createDatabase();
    const store = await PostgresLeadRepository.connect(live);
    for (let i = 0; i < 25; i += 1) await store.insert(testLead(i), ["webhook"], Date.now());
    await store.close();
    // The day's visitor secret and hashes, which a backup kept for weeks must not keep.
    const counting = new pg.Client({ connectionString: live });
    await counting.connect();
    await counting.query("INSERT INTO traffic_salts (day, secret) VALUES ('2026-12-07', 'the-days-secret')");
    await counting.query("INSERT INTO traffic_visitor_log (day, visitors) VALUES ('2026-12-07', '[]')");
    await counting.end();
    const dir = mkdtempSync(path.join(tmpdir(), "drill-"));
    const run = (command: string, databaseUrl: string) =>
      spawnSync("bash", ["-c", command], {
        cwd: dir,
        env: { ...process.env, PATH: `${binDir()}:${process.env.PATH}`, DATABASE_URL: databaseUrl },
        encoding: "utf8",
      });
    const dump = run(documented("pg_dump"), live);
    expect([dump.status, dump.stderr]).toEqual([0, ""]);
    const empty = await cluster.createDatabase();
    const restore = documented("pg_restore");
    expect(restore).toContain("--if-exists");
    const intoEmpty = run(restore, empty);
    expect([intoEmpty.status, intoEmpty.stderr]).toEqual([0, ""]);
    expect(await count(empty)).toBe(25);
    const restored = new pg.Client({ connectionString: empty });
    await restored.connect();
    const kept = await restored.query(
      "SELECT (SELECT count(*) FROM traffic_salts)::int AS secrets, (SELECT count(*) FROM traffic_visitor_log)::int AS hashes",
    );
    await restored.end();
    expect(kept.rows[0]).toEqual({ secrets: 0, hashes: 0 });
    const overLive = run(restore, live);
    expect([overLive.status, overLive.stderr]).toEqual([0, ""]);
    expect(await count(live)).toBe(25);
    // The restored store opens as the server opens it, with nothing left to migrate.
    const reopened = await PostgresLeadRepository.connect(empty);
    expect((await reopened.leadPage({ limit: 100 })).leads).toHaveLength(25);
    await reopened.close();
  }, 60_000);
});

describe("a PostgreSQL program that fails", () => {
  it("is said in words, never as undefined", async () => {
    const { commandFailure } = await import("./postgres-cluster.ts");
    const missing = spawnSync("/nonexistent/initdb", [], { encoding: "utf8" });
    expect(commandFailure(missing)).toMatch(/^it could not be started \(spawnSync \/nonexistent\/initdb ENOENT\)$/);
    expect(commandFailure({ status: 1, stdout: "", stderr: "initdb: error: directory exists\n" })).toBe(
      "initdb: error: directory exists",
    );
    expect(commandFailure({ status: null, signal: "SIGKILL" })).toBe("it was ended by SIGKILL");
  });
});
