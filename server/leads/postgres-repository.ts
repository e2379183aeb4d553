import pg from "pg";
import type { LeadPayload } from "#app/lib/forms/payload.ts";
import {
  type Channel,
  type ClaimOptions,
  type ClaimedNotification,
  type Completion,
  type FailedNotification,
  type InsertedLead,
  type LeadCount,
  type LeadFilter,
  type LeadRepository,
  type ReportDimension,
  type StoreHealth,
  type StoredLead,
  DUPLICATE_WINDOW_MS,
  RECEIPT_KEPT_MS,
  RECEIPT_TTL_MS,
  countBySql,
  countsFromRows,
  errorText,
  failedFromRow,
  filterClause,
  leadColumns,
  leadFromPayload,
  leadFromRow,
  leadValues,
  logMigrations,
  migrations,
  newReceiptToken,
  submissionKey,
} from "./repository.ts";
import {
  type AuditEntry,
  type IssuedQuote,
  type LeadPage,
  type LeadQuery,
  type ListCursor,
  type NotificationFate,
  type SpamEntry,
  QUOTES_CAP_EVERY,
  QUOTES_KEPT_MAX,
  QUOTES_KEPT_MS,
  SPAM_KEPT_MAX,
  SPAM_KEPT_MS,
  auditFromRow,
  erasureKey,
  fateFromRow,
  leadPageSql,
  pageFromRows,
  quoteFromRow,
  spamFromRow,
} from "./workspace.ts";

// Outbox times are epoch milliseconds in BIGINT columns; node-postgres returns BIGINT as a string by default.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Rows fetched from an export's cursor at a time. */
const STREAM_BATCH = 1000;

export interface PostgresTimeouts {
  /** Getting a connection (a new one, or a free one from the pool) gives up after this. */
  connectMs?: number;
  /**
   * Any query gives up after this, on our side (pg's query_timeout, which also catches a database that stopped
   * answering without closing the connection) and on the server's (statement_timeout).
   */
  queryMs?: number;
}

/**
 * A query with its own client-side timeout. pg reads `query_timeout` from a query's config at run time, though its
 * types do not declare it.
 */
function timedQuery(text: string, values: unknown[] | undefined, timeoutMs: number | undefined): pg.QueryConfig {
  const config: pg.QueryConfig & { query_timeout?: number } = { text, values };
  if (timeoutMs !== undefined) config.query_timeout = timeoutMs;
  return config;
}

const log = (error: unknown, msg = "postgres") =>
  console.error(JSON.stringify({ level: "error", msg, error: String(error) }));

/** Any number of server processes, on any hosts, share one PostgreSQL database through this store. */
export class PostgresLeadRepository implements LeadRepository {
  readonly kind = "postgres" as const;

  readonly pool: pg.Pool;

  private constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  /** Connects and applies the migrations not yet applied (under an advisory lock, so concurrent starts are safe). */
  static async connect(
    url: string,
    { max = 10, connectMs = 3000, queryMs = 5000 }: { max?: number } & PostgresTimeouts = {},
  ): Promise<PostgresLeadRepository> {
    const pool = new pg.Pool({
      connectionString: url,
      max,
      connectionTimeoutMillis: connectMs,
      query_timeout: queryMs,
      statement_timeout: queryMs,
      // A transaction whose process died (or froze) frees its locks instead of holding them for ever.
      idle_in_transaction_session_timeout: queryMs * 2,
      // A host that vanished without closing the connection is noticed by the operating system too.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on("error", (error) => log(error));
    // Nor may one dropped while a request holds it between two queries (a database restart under load): the pool
    // listens only to idle connections, and an 'error' event nobody listens to ends the process.
    pool.on("connect", (client) => client.on("error", (error) => log(error)));
    const repository = new PostgresLeadRepository(pool);
    await repository.migrate();
    return repository;
  }

  /**
   * Runs `work` in a transaction on one connection. A connection that failed (timed out, dropped) is closed instead
   * of going back to the pool: a timed-out query may still be running on it, and everything after would queue
   * behind it.
   */
  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let failure: Error | undefined;
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release(failure);
    }
  }

  private async migrate(): Promise<void> {
    const appliedNow: string[] = [];
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
        appliedNow.push(migration.name);
      }
    });
    logMigrations("postgres", appliedNow);
  }

  async insert(payload: LeadPayload, channels: Channel[], now = Date.now(), deadline?: number): Promise<InsertedLead> {
    // Each statement gets what is left of the deadline, on the server (a lock wait) and on our side (a database
    // that stopped answering): past it the transaction rolls back and the caller answers 503.
    const remaining = () => Math.max(1, Math.floor((deadline ?? Number.POSITIVE_INFINITY) - Date.now()));
    const query = (client: pg.PoolClient, text: string, values?: unknown[]) =>
      client.query(timedQuery(text, values, deadline === undefined ? undefined : remaining()));
    return this.transaction(async (client): Promise<InsertedLead> => {
      if (deadline !== undefined) await query(client, `SET LOCAL statement_timeout = ${remaining()}`);
      return this.insertWithin(client, payload, channels, now, (text, values) => query(client, text, values));
    });
  }

  /**
   * The insert's statements, inside a transaction the caller holds; `run` sends each (the insert's bounds each by
   * what is left of its deadline).
   */
  private async insertWithin(
    client: pg.PoolClient,
    payload: LeadPayload,
    channels: Channel[],
    now: number,
    run: (text: string, values?: unknown[]) => Promise<pg.QueryResult> = (text, values) => client.query(text, values),
  ): Promise<InsertedLead> {
    const lead = leadFromPayload(payload, now);
    const key = submissionKey(payload);
    // An identity older than the window is let go: the same values sent now are a new lead.
    await run("UPDATE leads SET submission_key = NULL WHERE submission_key = $1 AND created_at < $2", [
      key,
      new Date(now - DUPLICATE_WINDOW_MS).toISOString(),
    ]);
    // A concurrent insert of the same key waits here for the other transaction, then does nothing.
    const inserted = await run(
      `INSERT INTO leads (${leadColumns.join(", ")}, submission_key)
       VALUES (${leadColumns.map((_, i) => `$${i + 1}`).join(", ")}, $${leadColumns.length + 1})
       ON CONFLICT (submission_key) DO NOTHING`,
      [...leadValues(lead), key],
    );
    if (inserted.rowCount === 0) {
      const { rows } = await run("SELECT * FROM leads WHERE submission_key = $1", [key]);
      return { ...leadFromRow(rows[0] as Record<string, unknown>), duplicate: true };
    }
    for (const channel of channels) {
      await run("INSERT INTO outbox (lead_id, channel, next_attempt_at, updated_at) VALUES ($1, $2, $3, $3)", [
        lead.id,
        channel,
        now,
      ]);
    }
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
      leaseUntil: now + leaseMs,
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

  async *stream(filter: LeadFilter = {}): AsyncIterable<StoredLead> {
    const { where, params } = filterClause(filter, (index) => `$${index}`);
    // A server-side cursor in a read-only transaction: the database keeps the result, this process holds one batch.
    const client = await this.pool.connect();
    let failed = false;
    let committed = false;
    try {
      await client.query("BEGIN READ ONLY");
      await client.query(
        `DECLARE lead_export NO SCROLL CURSOR FOR SELECT * FROM leads ${where} ORDER BY created_at, seq`,
        params,
      );
      for (;;) {
        const { rows } = await client.query(`FETCH ${STREAM_BATCH} FROM lead_export`);
        for (const row of rows) yield leadFromRow(row);
        if (rows.length < STREAM_BATCH) break;
      }
      await client.query("COMMIT");
      committed = true;
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      // A reader that stopped early (or a failure) leaves the transaction open: end it before the connection goes
      // back to the pool, or drop a broken connection.
      if (!failed && !committed) await client.query("ROLLBACK").catch(() => {});
      client.release(failed);
    }
  }

  async countBy(dimension: ReportDimension, filter: LeadFilter = {}): Promise<LeadCount[]> {
    const { sql, params } = countBySql(dimension, filter, (index) => `$${index}`);
    const { rows } = await this.pool.query(sql, params);
    return countsFromRows(rows);
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

  async failedNotifications(limit?: number): Promise<FailedNotification[]> {
    const { rows } = await this.pool.query(
      "SELECT lead_id, channel, attempts, last_error, updated_at FROM outbox WHERE status = 'dead' ORDER BY id LIMIT $1",
      [limit ?? null],
    );
    return rows.map(failedFromRow);
  }

  async retryFailed(leadId?: string, now = Date.now()): Promise<number> {
    const { rowCount } = await this.pool.query(
      `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, lease_owner = NULL, lease_until = 0,
         updated_at = $1 WHERE status = 'dead' AND ($2::text IS NULL OR lead_id = $2::text)`,
      [now, leadId ?? null],
    );
    return rowCount ?? 0;
  }

  async releaseClaims(owner: string): Promise<void> {
    await this.pool.query(
      "UPDATE outbox SET lease_owner = NULL, lease_until = 0 WHERE status = 'pending' AND lease_owner = $1",
      [owner],
    );
  }

  async issueReceipt(form: string, now = Date.now()): Promise<string> {
    const token = newReceiptToken();
    await this.pool.query("DELETE FROM download_receipts WHERE created_at < $1", [now - RECEIPT_KEPT_MS]);
    await this.pool.query("INSERT INTO download_receipts (token, form, created_at) VALUES ($1, $2, $3)", [
      token,
      form,
      now,
    ]);
    return token;
  }

  async redeemReceipt(token: string, form: string, now = Date.now()): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      "UPDATE download_receipts SET used_at = $1 WHERE token = $2 AND form = $3 AND used_at IS NULL AND created_at >= $4",
      [now, token, form, now - RECEIPT_TTL_MS],
    );
    return rowCount === 1;
  }

  async leadPage(query: LeadQuery): Promise<LeadPage> {
    const { sql, params, reversed } = leadPageSql(query, (index) => `$${index}`, "postgres");
    const { rows } = await this.pool.query(sql, params);
    return pageFromRows(query, rows.map(leadFromRow), reversed);
  }

  async notificationsOf(leadId: string): Promise<NotificationFate[]> {
    const { rows } = await this.pool.query("SELECT * FROM outbox WHERE lead_id = $1 ORDER BY channel", [leadId]);
    return rows.map(fateFromRow);
  }

  async audit(entry: Omit<AuditEntry, "at">, now = Date.now()): Promise<void> {
    await this.pool.query("INSERT INTO team_audit (at, actor, action, detail) VALUES ($1, $2, $3, $4)", [
      now,
      entry.actor,
      entry.action,
      entry.detail,
    ]);
  }

  async auditLog(limit: number, beforeId?: number) {
    const { rows } = await this.pool.query(
      "SELECT * FROM team_audit WHERE ($1::bigint IS NULL OR id < $1::bigint) ORDER BY id DESC LIMIT $2",
      [beforeId ?? null, limit],
    );
    return rows.map(auditFromRow);
  }

  async recordQuote(quote: IssuedQuote, now = Date.now()): Promise<void> {
    await this.transaction(async (client) => {
      const { rows } = await client.query<{ seq: string }>(
        `INSERT INTO quotes_issued (number, query, issued_on, valid_until, subject, total, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (number, query) DO NOTHING RETURNING seq`,
        [quote.number, quote.query, quote.issuedOn, quote.validUntil, quote.subject, quote.total, now],
      );
      if (!rows[0] || Number(rows[0].seq) % QUOTES_CAP_EVERY !== 0) return;
      // Bounded, checked every thousandth record: records past their keeping go, then the oldest beyond the most kept.
      await client.query("DELETE FROM quotes_issued WHERE recorded_at < $1", [now - QUOTES_KEPT_MS]);
      await client.query(
        `DELETE FROM quotes_issued WHERE recorded_at <= (
           SELECT recorded_at FROM quotes_issued ORDER BY recorded_at DESC LIMIT 1 OFFSET $1)`,
        [QUOTES_KEPT_MAX],
      );
    });
  }

  async quotesNumbered(number: string): Promise<IssuedQuote[]> {
    const { rows } = await this.pool.query("SELECT * FROM quotes_issued WHERE number = $1 ORDER BY recorded_at", [
      number,
    ]);
    return rows.map(quoteFromRow);
  }

  async keepAside(payload: LeadPayload, now = Date.now()): Promise<void> {
    const lead = leadFromPayload(payload, now);
    await this.transaction(async (client) => {
      await client.query("INSERT INTO spam (id, created_at, form, email, payload) VALUES ($1, $2, $3, $4, $5)", [
        lead.id,
        lead.createdAt,
        payload.form,
        erasureKey(payload.email),
        JSON.stringify(payload),
      ]);
      await client.query("DELETE FROM spam WHERE created_at < $1", [new Date(now - SPAM_KEPT_MS).toISOString()]);
      await client.query(
        `DELETE FROM spam WHERE (created_at, id) <= (
           SELECT created_at, id FROM spam ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET $1)`,
        [SPAM_KEPT_MAX],
      );
    });
  }

  async spamPage(limit: number, before?: ListCursor): Promise<SpamEntry[]> {
    const { rows } = await this.pool.query(
      `SELECT * FROM spam WHERE ($1::text IS NULL OR (created_at, id) < ($1::text, $2::text))
       ORDER BY created_at DESC, id DESC LIMIT $3`,
      [before?.createdAt ?? null, before?.id ?? null, limit],
    );
    return rows.map(spamFromRow);
  }

  async restoreSpam(id: string, channels: Channel[], now = Date.now()): Promise<StoredLead | undefined> {
    return this.transaction(async (client) => {
      const { rows } = await client.query("DELETE FROM spam WHERE id = $1 RETURNING *", [id]);
      if (!rows[0]) return undefined;
      const entry = spamFromRow(rows[0]);
      // Stored at the time it was sent, so the list and the reports place it where it belongs.
      return this.insertWithin(client, entry.payload, channels, Math.min(now, Date.parse(entry.createdAt)));
    });
  }

  async erasureCounts(email: string): Promise<{ leads: number; spam: number }> {
    const key = erasureKey(email);
    const { rows } = await this.pool.query<{ leads: number; spam: number }>(
      `SELECT (SELECT COUNT(*)::int FROM leads WHERE lower(email) = $1) AS leads,
              (SELECT COUNT(*)::int FROM spam WHERE email = $1) AS spam`,
      [key],
    );
    return rows[0]!;
  }

  async erase(email: string): Promise<{ leads: number; spam: number }> {
    const key = erasureKey(email);
    const erased = await this.transaction(async (client) => {
      await client.query("DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE lower(email) = $1)", [key]);
      const leads = (await client.query("DELETE FROM leads WHERE lower(email) = $1", [key])).rowCount ?? 0;
      const spam = (await client.query("DELETE FROM spam WHERE email = $1", [key])).rowCount ?? 0;
      return { leads, spam };
    });
    // The deleted rows' versions stay in the tables' and indexes' pages until a vacuum removes them (issue 55). A
    // plain VACUUM does, without locking out new leads (VACUUM FULL would); what may remain is the bytes of a
    // table's freed space until new rows reuse it, PostgreSQL's WAL (pg_wal) until its segments are recycled, and
    // any backups (README, "Erasure").
    // The indexes that hold the address itself are rebuilt (concurrently: new leads keep arriving), since an index
    // page keeps a removed entry's bytes in its free space. The erasure has happened whatever this does: a failure
    // is said in the log, not to the member.
    try {
      await this.pool.query("VACUUM (INDEX_CLEANUP ON) leads, outbox, spam");
      await this.pool.query("REINDEX INDEX CONCURRENTLY spam_email");
      await this.pool.query("REINDEX INDEX CONCURRENTLY leads_by_email");
    } catch (error) {
      console.warn(
        JSON.stringify({
          level: "warn",
          msg: "erasure: the vacuum after it did not finish; run VACUUM leads, outbox, spam (README, Erasure)",
          error: String(error),
        }),
      );
    }
    return erased;
  }

  async health(): Promise<StoreHealth> {
    try {
      // Bounded: /healthz answers within a second whatever the database does.
      const { rows } = await this.pool.query<{ status: string; n: number }>(
        timedQuery(
          "SELECT status, COUNT(*)::int AS n FROM outbox WHERE status IN ('pending', 'dead') GROUP BY status",
          undefined,
          800,
        ),
      );
      const count = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
      return { ok: true, pending: count("pending"), failed: count("dead") };
    } catch (error) {
      return { ok: false, error: String(error) };
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
