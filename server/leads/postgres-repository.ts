import pg from "pg";
import type { LeadPayload } from "../../app/lib/forms/payload.ts";
import {
  type Channel,
  type ClaimOptions,
  type ClaimedNotification,
  type Completion,
  type LeadRepository,
  type StoreHealth,
  type StoredLead,
  errorText,
  leadColumns,
  leadFromPayload,
  leadFromRow,
  leadValues,
  migrations,
} from "./repository.ts";

// Outbox times are epoch milliseconds in BIGINT columns; node-postgres returns BIGINT as a string by default.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Any number of server processes, on any hosts, share one PostgreSQL database through this store. */
export class PostgresLeadRepository implements LeadRepository {
  readonly kind = "postgres" as const;

  readonly pool: pg.Pool;

  private constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  /** Connects and applies the migrations not yet applied (under an advisory lock, so concurrent starts are safe). */
  static async connect(url: string, { max = 10 } = {}): Promise<PostgresLeadRepository> {
    const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on("error", (error) =>
      console.error(JSON.stringify({ level: "error", msg: "postgres", error: String(error) })),
    );
    const repository = new PostgresLeadRepository(pool);
    await repository.migrate();
    return repository;
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  private async migrate(): Promise<void> {
    await this.transaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('lead-store-migrations'))");
      await client.query(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
      );
      const applied = new Set(
        (await client.query<{ version: number }>("SELECT version FROM schema_migrations")).rows.map((r) => r.version),
      );
      for (const migration of migrations("postgres")) {
        if (applied.has(migration.version)) continue;
        await client.query(migration.sql);
        await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
          migration.version,
          migration.name,
        ]);
      }
    });
  }

  async insert(payload: LeadPayload, channels: Channel[], now = Date.now(), deadline?: number): Promise<StoredLead> {
    const lead = leadFromPayload(payload, now);
    await this.transaction(async (client) => {
      // Waiting on a lock, or a slow statement, gives up at the deadline and rolls back.
      if (deadline !== undefined) {
        const remaining = Math.max(1, Math.floor(deadline - Date.now()));
        await client.query(`SET LOCAL statement_timeout = ${remaining}`);
      }
      await client.query(
        `INSERT INTO leads (${leadColumns.join(", ")}) VALUES (${leadColumns.map((_, i) => `$${i + 1}`).join(", ")})`,
        leadValues(lead),
      );
      for (const channel of channels) {
        await client.query(
          "INSERT INTO outbox (lead_id, channel, next_attempt_at, updated_at) VALUES ($1, $2, $3, $3)",
          [lead.id, channel, now],
        );
      }
    });
    return lead;
  }

  async claimDue({ owner, limit, leaseMs, now = Date.now() }: ClaimOptions): Promise<ClaimedNotification[]> {
    // SKIP LOCKED: concurrent workers each take different rows instead of waiting for one another.
    const { rows } = await this.pool.query(
      `WITH due AS (
         SELECT id FROM outbox
         WHERE status = 'pending' AND next_attempt_at <= $1 AND lease_until <= $1
         ORDER BY id DESC LIMIT $2
         FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE outbox o SET lease_owner = $3, lease_until = $4 FROM due WHERE o.id = due.id
         RETURNING o.id, o.lead_id, o.channel, o.attempts
       )
       SELECT claimed.id AS outbox_id, claimed.channel, claimed.attempts, l.*
       FROM claimed LEFT JOIN leads l ON l.id = claimed.lead_id
       ORDER BY claimed.id DESC`,
      [now, limit, owner, now + leaseMs],
    );
    return rows.map((row: Record<string, unknown>) => ({
      id: Number(row.outbox_id),
      channel: row.channel as Channel,
      attempts: Number(row.attempts),
      owner,
      lead: row.id === null ? undefined : leadFromRow(row),
    }));
  }

  async complete(completions: Completion[], now = Date.now()): Promise<void> {
    if (completions.length === 0) return;
    await this.transaction(async (client) => {
      for (const c of completions) {
        const { id, owner } = c.notification;
        if (c.outcome === "delivered") {
          await client.query(
            "UPDATE outbox SET status = 'delivered', attempts = attempts + 1, last_error = NULL, lease_owner = NULL, lease_until = 0, updated_at = $1 WHERE id = $2 AND lease_owner = $3",
            [now, id, owner],
          );
        } else if (c.outcome === "retry") {
          await client.query(
            "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $1, last_error = $2, lease_owner = NULL, lease_until = 0, updated_at = $3 WHERE id = $4 AND lease_owner = $5",
            [c.nextAttemptAt, errorText(c.error), now, id, owner],
          );
        } else {
          await client.query(
            "UPDATE outbox SET status = 'dead', attempts = attempts + 1, last_error = $1, lease_owner = NULL, lease_until = 0, updated_at = $2 WHERE id = $3 AND lease_owner = $4",
            [errorText(c.error), now, id, owner],
          );
        }
      }
    });
  }

  async get(id: string): Promise<StoredLead | undefined> {
    const { rows } = await this.pool.query("SELECT * FROM leads WHERE id = $1", [id]);
    return rows[0] ? leadFromRow(rows[0]) : undefined;
  }

  async all(): Promise<StoredLead[]> {
    const { rows } = await this.pool.query("SELECT * FROM leads ORDER BY created_at, seq");
    return rows.map(leadFromRow);
  }

  async count(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM leads");
    return rows[0]!.n;
  }

  async outboxStatus(): Promise<Record<string, number>> {
    const { rows } = await this.pool.query<{ status: string; n: number }>(
      "SELECT status, COUNT(*)::int AS n FROM outbox GROUP BY status",
    );
    return Object.fromEntries(rows.map((row) => [row.status, row.n]));
  }

  async health(): Promise<StoreHealth> {
    try {
      const { rows } = await this.pool.query<{ n: number }>(
        "SELECT COUNT(*)::int AS n FROM outbox WHERE status = 'pending'",
      );
      return { store: this.kind, ok: true, pending: rows[0]!.n };
    } catch (error) {
      return { store: this.kind, ok: false, error: String(error) };
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
