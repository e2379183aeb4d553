// @vitest-environment node
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { DatabaseSync } from "node:sqlite";
import { Hono } from "hono";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { mountLeadApi } from "./api.ts";
import { type PostgresCluster, startPostgresCluster } from "./postgres-cluster.ts";
import { PostgresLeadRepository } from "./postgres-repository.ts";
import { RateLimiter } from "./rate-limit.ts";
import { DUPLICATE_WINDOW_MS, type LeadRepository, RECEIPT_TTL_MS, migrations } from "./repository.ts";
import { SqliteLeadRepository } from "./sqlite-repository.ts";
import { testLead } from "./test-helpers.ts";

const root = path.resolve(import.meta.dirname, "../..");
const execFileAsync = promisify(execFile);
const payload = testLead;

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 60_000);
afterAll(() => cluster?.stop());

/** Opens `count` repositories on one fresh store: separate connections, as separate processes would have. */
type Opener = (count: number) => Promise<LeadRepository[]>;
const stores: Record<"sqlite" | "postgres", () => Promise<Opener>> = {
  sqlite: async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "contract-")), "leads.db");
    return async (count) => Array.from({ length: count }, () => new SqliteLeadRepository(file));
  },
  postgres: async () => {
    const url = await cluster.createDatabase();
    return async (count) => Promise.all(Array.from({ length: count }, () => PostgresLeadRepository.connect(url)));
  },
};

for (const kind of ["sqlite", "postgres"] as const) {
  describe(`the ${kind} lead repository`, () => {
    let open: Opener;
    const opened: LeadRepository[] = [];
    const repositories = async (count: number) => {
      const list = await open(count);
      opened.push(...list);
      return list;
    };
    beforeEach(async () => {
      vi.spyOn(console, "log").mockImplementation(() => {});
      vi.spyOn(console, "error").mockImplementation(() => {});
      open = await stores[kind]();
    });
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((repository) => repository.close().catch(() => {})));
    });

    it("stores a lead with one outbox row per channel, and reads it back", async () => {
      const [store] = await repositories(1);
      const lead = await store!.insert(payload(1), ["webhook", "email"]);
      expect(await store!.get(lead.id)).toEqual(lead);
      expect(await store!.all()).toEqual([lead]);
      expect(await store!.count()).toBe(1);
      expect(await store!.outboxStatus()).toEqual({ pending: 2 });
      expect(await store!.health()).toEqual({ ok: true, pending: 2, failed: 0 });
    });

    it("lists notifications that gave up, and queues them again: one lead's, or all", async () => {
      const [store] = await repositories(1);
      const now = Date.now();
      const leads = [
        await store!.insert(payload(1), ["webhook"], now),
        await store!.insert(payload(2), ["webhook"], now),
      ];
      const claimed = await store!.claimDue({ owner: "w", limit: 10, leaseMs: 60_000, now });
      await store!.complete(
        claimed.map((notification) => ({ notification, outcome: "dead" as const, error: "HTTP 400" })),
        now + 5,
      );
      const failed = await store!.failedNotifications();
      expect(failed.map((n) => n.leadId).sort()).toEqual(leads.map((lead) => lead.id).sort());
      expect(failed[0]).toMatchObject({ channel: "webhook", attempts: 1, lastError: "HTTP 400" });
      expect(new Date(failed[0]!.failedAt).getTime()).toBe(now + 5);
      expect(await store!.health()).toEqual({ ok: true, pending: 0, failed: 2 });
      expect(await store!.failedNotifications(1)).toEqual([failed[0]]);

      expect(await store!.retryFailed(leads[0]!.id, now + 10)).toBe(1);
      expect(await store!.retryFailed("no-such-lead", now + 10)).toBe(0);
      expect((await store!.failedNotifications()).map((n) => n.leadId)).toEqual([leads[1]!.id]);
      const [again] = await store!.claimDue({ owner: "w", limit: 10, leaseMs: 60_000, now: now + 10 });
      expect(again).toMatchObject({ attempts: 0, lead: { id: leads[0]!.id } });

      expect(await store!.retryFailed(undefined, now + 20)).toBe(1);
      expect(await store!.failedNotifications()).toEqual([]);
      expect(await store!.health()).toEqual({ ok: true, pending: 2, failed: 0 });
    });

    it("stores one lead per submission: a repeat within the window returns the first, queues nothing", async () => {
      const [a, b] = await repositories(2);
      const now = Date.now();
      const first = await a!.insert(payload(1), ["webhook"], now);
      expect(first.duplicate).toBeUndefined();
      const repeat = await b!.insert(payload(1), ["webhook"], now + 20);
      expect(repeat).toEqual({ ...first, duplicate: true });
      expect(await a!.count()).toBe(1);
      expect(await a!.outboxStatus()).toEqual({ pending: 1 });
      // Another visitor's lead, or the same visitor's other message, is its own lead.
      expect((await a!.insert(payload(2), ["webhook"], now + 30)).duplicate).toBeUndefined();
      // After the window the same values are a new lead.
      const later = await b!.insert(payload(1), ["webhook"], now + DUPLICATE_WINDOW_MS + 1);
      expect(later.duplicate).toBeUndefined();
      expect(later.id).not.toBe(first.id);
      expect(await a!.count()).toBe(3);
    });

    it("stores one lead when the same submission arrives on several connections at once", async () => {
      const list = await repositories(4);
      const now = Date.now();
      const results = await Promise.all(list.map((store, i) => store.insert(payload(9), ["webhook"], now + i)));
      expect(new Set(results.map((lead) => lead.id)).size).toBe(1);
      expect(results.filter((lead) => !lead.duplicate)).toHaveLength(1);
      expect(await list[0]!.count()).toBe(1);
      expect(await list[0]!.outboxStatus()).toEqual({ pending: 1 });
    });

    it("redeems a confirmation download's receipt once, for its form, while it is fresh, on any instance", async () => {
      const [a, b] = await repositories(2);
      const now = Date.now();
      const token = await a!.issueReceipt("checklist", now);
      expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(await b!.redeemReceipt(token, "contact", now + 1)).toBe(false);
      expect(await b!.redeemReceipt(token, "checklist", now + 1)).toBe(true);
      expect(await a!.redeemReceipt(token, "checklist", now + 2)).toBe(false);
      expect(await a!.redeemReceipt("no-such-receipt", "checklist", now + 2)).toBe(false);
      const stale = await a!.issueReceipt("checklist", now);
      expect(await a!.redeemReceipt(stale, "checklist", now + RECEIPT_TTL_MS + 1)).toBe(false);
    });

    it("gives up a worker's claims, so another takes them at once", async () => {
      const [store] = await repositories(1);
      const now = Date.now();
      await store!.insert(payload(1), ["webhook"], now);
      const [claimed] = await store!.claimDue({ owner: "stopping", limit: 10, leaseMs: 60_000, now });
      expect(claimed!.leaseUntil).toBe(now + 60_000);
      expect(await store!.claimDue({ owner: "other", limit: 10, leaseMs: 60_000, now: now + 1 })).toEqual([]);
      await store!.releaseClaims("stopping");
      expect(await store!.claimDue({ owner: "other", limit: 10, leaseMs: 60_000, now: now + 2 })).toHaveLength(1);
    });

    it("claims exclusively until the lease ends; then another worker takes the row over", async () => {
      const [a, b] = await repositories(2);
      await a!.insert(payload(1), ["webhook"]);
      const now = Date.now();
      const claimed = await a!.claimDue({ owner: "a", limit: 10, leaseMs: 1000, now });
      expect(claimed).toHaveLength(1);
      expect(claimed[0]!.lead?.email).toBe("lead1@example.com");
      expect(await b!.claimDue({ owner: "b", limit: 10, leaseMs: 1000, now: now + 999 })).toEqual([]);
      // Worker a was killed: its lease runs out and b takes the row.
      const takenOver = await b!.claimDue({ owner: "b", limit: 10, leaseMs: 1000, now: now + 1000 });
      expect(takenOver.map((n) => n.id)).toEqual(claimed.map((n) => n.id));
      // A late answer from a no longer counts; b's does.
      await a!.complete([{ notification: claimed[0]!, outcome: "delivered" }]);
      expect(await a!.outboxStatus()).toEqual({ pending: 1 });
      await b!.complete([{ notification: takenOver[0]!, outcome: "delivered" }]);
      expect(await a!.outboxStatus()).toEqual({ delivered: 1 });
    });

    it("never hands one row to two of several concurrent workers, and claims the newest first", async () => {
      const workers = await repositories(3);
      const total = 120;
      for (let i = 0; i < total; i += 1) await workers[0]!.insert(payload(i), ["webhook"]);
      const seen: number[] = [];
      const firstBatch = await workers[0]!.claimDue({ owner: "w0", limit: 5, leaseMs: 60_000 });
      seen.push(...firstBatch.map((n) => n.id));
      expect(firstBatch.map((n) => n.lead?.name)).toEqual([119, 118, 117, 116, 115].map((i) => testLead(i).name));
      await Promise.all(
        workers.map(async (worker, index) => {
          for (;;) {
            const batch = await worker.claimDue({ owner: `w${index}`, limit: 7, leaseMs: 60_000 });
            if (batch.length === 0) return;
            seen.push(...batch.map((n) => n.id));
          }
        }),
      );
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
    });

    it("records retries and dead letters in one transaction", async () => {
      const [store] = await repositories(1);
      for (const i of [1, 2, 3]) await store!.insert(payload(i), ["webhook"]);
      const now = Date.now();
      const [n1, n2, n3] = await store!.claimDue({ owner: "w", limit: 10, leaseMs: 60_000, now });
      await store!.complete(
        [
          { notification: n1!, outcome: "delivered" },
          { notification: n2!, outcome: "retry", nextAttemptAt: now + 5000, error: "HTTP 503" },
          { notification: n3!, outcome: "dead", error: "HTTP 400" },
        ],
        now,
      );
      expect(await store!.outboxStatus()).toEqual({ delivered: 1, pending: 1, dead: 1 });
      expect(await store!.claimDue({ owner: "w", limit: 10, leaseMs: 60_000, now: now + 4999 })).toEqual([]);
      const [retried] = await store!.claimDue({ owner: "w", limit: 10, leaseMs: 60_000, now: now + 5000 });
      expect(retried).toMatchObject({ id: n2!.id, attempts: 1 });
    });
  });
}

describe("migrations", () => {
  it("are numbered, in both dialects, with the same versions", () => {
    const versions = (dialect: "sqlite" | "postgres") => migrations(dialect).map((m) => m.version);
    expect(versions("sqlite")).toEqual(versions("postgres"));
    expect(versions("sqlite")).toEqual([...versions("sqlite").keys()].map((i) => i + 1));
  });

  it("upgrade a SQLite file written before they were versioned, keeping its leads and pending rows", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "legacy-")), "leads.db");
    const legacy = new DatabaseSync(file);
    legacy.exec(migrations("sqlite")[0]!.sql);
    legacy.exec(
      "INSERT INTO leads (id, created_at, form, name, email) VALUES ('old', '2026-01-01T00:00:00.000Z', 'contact', 'Old Lead', 'old@example.com');" +
        "INSERT INTO outbox (lead_id, channel, next_attempt_at, updated_at) VALUES ('old', 'webhook', 0, 0);",
    );
    legacy.close();
    const store = new SqliteLeadRepository(file);
    try {
      const [claimed] = await store.claimDue({ owner: "w", limit: 1, leaseMs: 1000 });
      expect(claimed?.lead?.name).toBe("Old Lead");
      expect(Number((store.db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version)).toBe(
        migrations("sqlite").at(-1)!.version,
      );
    } finally {
      await store.close();
    }
  });

  it("apply once on a new SQLite file, even when several processes start together", async () => {
    // Each round is a race between processes switching one new file to WAL and migrating it.
    for (let round = 0; round < 4; round += 1) {
      const file = path.join(mkdtempSync(path.join(tmpdir(), "together-")), "leads.db");
      const open = `const { SqliteLeadRepository } = await import(${JSON.stringify(path.resolve(import.meta.dirname, "sqlite-repository.ts"))});
        await new SqliteLeadRepository(process.argv[1]).close();`;
      const starts = Array.from({ length: 6 }, () =>
        execFileAsync(process.execPath, ["--input-type=module", "-e", open, file]),
      );
      await expect(Promise.all(starts)).resolves.toHaveLength(6);
      const db = new DatabaseSync(file);
      expect((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version).toBe(
        migrations("sqlite").at(-1)!.version,
      );
      db.close();
    }
  });

  it("apply once on PostgreSQL, even when several processes start together", async () => {
    const url = await cluster.createDatabase();
    const started = await Promise.all([1, 2, 3].map(() => PostgresLeadRepository.connect(url)));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query("SELECT version FROM schema_migrations ORDER BY version");
    await client.end();
    await Promise.all(started.map((repository) => repository.close()));
    expect(rows.map((row) => row.version)).toEqual(migrations("postgres").map((m) => m.version));
  });
});

/** The lead API on a store; the returned function posts the given payload as JSON. */
function leadApiOn(store: LeadRepository, body: unknown) {
  const app = new Hono();
  mountLeadApi(app, { store, accessKey: "k", limiter: new RateLimiter(1000, 60_000), channels: ["webhook"] });
  return () =>
    app.request("/api/submit", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
}

describe("with PostgreSQL (DATABASE_URL)", () => {
  it("the lead API stores a lead, and answers 503 (never 200) while the database is unreachable", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const url = await cluster.createDatabase();
    const store = await PostgresLeadRepository.connect(url);
    const post = leadApiOn(store, payload(1));
    expect((await post()).status).toBe(200);
    expect(await store.count()).toBe(1);
    await store.close();
    expect((await post()).status).toBe(503);
  });

  it("a full disk mid-transaction stores nothing at all (no lead without its outbox rows), answers 503, and recovers", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const url = await cluster.createDatabase();
    const store = await PostgresLeadRepository.connect(url);
    const post = leadApiOn(store, payload(2));
    // The lead row goes in; its outbox row then fails as PostgreSQL fails when the disk is full (SQLSTATE 53100).
    await store.pool.query(`
      CREATE FUNCTION disk_full() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100'; END
      $$ LANGUAGE plpgsql;
      CREATE TRIGGER disk_full BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION disk_full();`);
    expect((await post()).status).toBe(503);
    expect(await store.count()).toBe(0);
    expect(await store.outboxStatus()).toEqual({});
    await store.pool.query("DROP TRIGGER disk_full ON outbox");
    expect((await post()).status).toBe(200);
    expect(await store.count()).toBe(1);
    expect(await store.outboxStatus()).toEqual({ pending: 1 });
    await store.close();
  });

  it("npm run leads -- export reads it", async () => {
    const url = await cluster.createDatabase();
    const store = await PostgresLeadRepository.connect(url);
    await store.insert(payload(7), ["webhook"]);
    await store.close();
    const out = execFileSync(process.execPath, ["scripts/leads.ts", "export", "--format", "json"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url },
    }).toString();
    expect(JSON.parse(out)).toEqual([expect.objectContaining({ email: "lead7@example.com" })]);
  });
});

describe("the postgres lead repository when the database fails", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("survives a connection dropped while a request holds it between two statements (a restart under load)", async () => {
    const url = await cluster.createDatabase();
    const store = await PostgresLeadRepository.connect(url);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Held as a transaction holds it between its statements: checked out, no query running.
      const held = await store.pool.connect();
      const { rows } = await held.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      const uncaught: unknown[] = [];
      const onUncaught = (error: unknown) => uncaught.push(error);
      process.on("uncaughtException", onUncaught);
      await admin.query("SELECT pg_terminate_backend($1)", [rows[0]!.pid]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      process.off("uncaughtException", onUncaught);
      held.release(true);
      // Without a listener on the held connection, its 'error' event ended the process.
      expect(uncaught).toEqual([]);
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining("terminating connection"));
      // And the store goes on.
      await store.insert(payload(1), ["webhook"]);
      expect(await store.count()).toBe(1);
    } finally {
      await admin.end();
      await store.close();
    }
  });

  it(
    "gives up by the deadline when the database stops answering (frozen), and recovers by itself",
    { timeout: 30_000 },
    async () => {
      const url = await cluster.createDatabase();
      const store = await PostgresLeadRepository.connect(url, { connectMs: 1000, queryMs: 1000 });
      try {
        await store.insert(payload(1), ["webhook"]);
        cluster.freeze();
        try {
          const started = Date.now();
          await expect(store.insert(payload(2), ["webhook"], Date.now(), Date.now() + 1000)).rejects.toThrow();
          expect(Date.now() - started).toBeLessThan(2500);
          const healthStarted = Date.now();
          expect((await store.health()).ok).toBe(false);
          expect(Date.now() - healthStarted).toBeLessThan(1500);
        } finally {
          cluster.thaw();
        }
        await expect.poll(async () => (await store.health()).ok, { timeout: 10_000 }).toBe(true);
        await store.insert(payload(3), ["webhook"]);
        expect(await store.count()).toBeGreaterThanOrEqual(2);
      } finally {
        await store.close();
      }
    },
  );
});
