/**
 * Erasure leaves the person nowhere in the store's files (issue 55): after erasing an address, its bytes, and the
 * name and company typed with it, are in no file of the SQLite store (the database, its `-wal` and `-shm`) nor in
 * PostgreSQL's indexes, and no row version of them is left. What PostgreSQL may keep a while (free space in a table's
 * pages, its WAL) is said in the README, with the command that clears the tables.
 */
// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresCluster, startPostgresCluster } from "./postgres-cluster.ts";
import { PostgresLeadRepository } from "./postgres-repository.ts";
import type { LeadRepository } from "./repository.ts";
import { testLead } from "./test-helpers.ts";
import { ThreadedSqliteLeadRepository } from "./threaded-sqlite-repository.ts";

const PERSON = { email: "Erase.Me.Please@target.example", name: "Zebulon Quartzfield", company: "Quartzfield Widgets" };
const traces = [PERSON.email.toLowerCase(), PERSON.email, PERSON.name, PERSON.company];

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const at = path.join(dir, name);
    return statSync(at).isDirectory() ? filesUnder(at) : [at];
  });
}

/** Which of the person's traces a set of files holds, and where. */
const tracesIn = (files: string[]) =>
  files.flatMap((file) => {
    const bytes = readFileSync(file);
    return traces.filter((text) => bytes.includes(Buffer.from(text))).map((text) => `${path.basename(file)}: ${text}`);
  });

/** Some leads, the person's among them (two, and one kept aside as spam), and their notifications. */
async function fill(store: LeadRepository) {
  for (let i = 0; i < 40; i += 1) {
    const theirs = i === 3 || i === 39;
    await store.insert(
      {
        ...testLead(i),
        message: `Message number ${i}.`,
        ...(theirs ? PERSON : { email: `keep${i}@example.org`, name: `Keep ${i}`, company: "Keepers" }),
      },
      ["webhook"],
      Date.now() - i * 1000,
    );
  }
  await store.keepAside({ ...testLead(99), ...PERSON }, Date.now());
}

describe("an erasure", () => {
  it("leaves none of the person in the SQLite store's files, its WAL included", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "erasure-"));
    const store = new ThreadedSqliteLeadRepository(path.join(dir, "leads.db"));
    try {
      await fill(store);
      const files = () => filesUnder(dir);
      expect(tracesIn(files()).length).toBeGreaterThan(0);
      const erased = await store.erase(PERSON.email);
      expect(erased.leads).toBe(2);
      expect(tracesIn(files())).toEqual([]);
      // The others are all still there.
      expect((await store.leadPage({ limit: 100 })).leads).toHaveLength(38);
    } finally {
      await store.close();
    }
  }, 60_000);

  describe("on PostgreSQL", () => {
    let cluster: PostgresCluster;
    beforeAll(async () => {
      cluster = await startPostgresCluster();
    }, 60_000);
    afterAll(() => cluster?.stop());

    it("leaves none of the person in the indexes, their rows vacuumed; VACUUM FULL, as the README says, clears the rest", async () => {
      const url = await cluster.createDatabase();
      const store = await PostgresLeadRepository.connect(url);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await fill(store);
        const { rows } = await admin.query<{ oid: number }>(
          "SELECT oid FROM pg_database WHERE datname = current_database()",
        );
        const files = () => filesUnder(path.join(cluster.dataDir, "base", String(rows[0]!.oid)));
        const heaps = async () =>
          (
            await admin.query<{ file: string }>(
              "SELECT pg_relation_filenode(c)::text AS file FROM unnest(ARRAY['leads', 'spam', 'outbox']::regclass[]) c",
            )
          ).rows.map(({ file }) => file);
        // Pages reach the files at a checkpoint (a busy server's come every few minutes).
        await admin.query("CHECKPOINT");
        expect(tracesIn(files()).length).toBeGreaterThan(0);
        expect((await store.erase(PERSON.email)).leads).toBe(2);
        await admin.query("CHECKPOINT");
        // No index holds them, and no row version is left to read: the tables' free space may still hold the bytes
        // of the newest erased row until new rows reuse it (README, "Erasure").
        const tables = await heaps();
        expect(tracesIn(files()).filter((line) => !tables.includes(line.split(":")[0]!))).toEqual([]);
        const dead = await admin.query<{ n: string }>(
          "SELECT sum(n_dead_tup)::text AS n FROM pg_stat_user_tables WHERE relname IN ('leads', 'spam', 'outbox')",
        );
        expect(dead.rows[0]!.n).toBe("0");
        expect((await store.leadPage({ limit: 100 })).leads).toHaveLength(38);
        await admin.query("VACUUM FULL leads, spam, outbox");
        await admin.query("CHECKPOINT");
        expect(tracesIn(files())).toEqual([]);
      } finally {
        await admin.end();
        await store.close();
      }
    }, 60_000);
  });
});
