import { chmodSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { truncateWal } from "#server/shared/sqlite-wal.ts";
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

/** How long an outbox claim waits for the write lock. */
const CLAIM_WAIT_MS = 250;

function retryWhileLocked(timeoutMs: number, work: () => void): void {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    try {
      return work();
    } catch (error) {
      // SQLITE_BUSY (5) and SQLITE_LOCKED (6); anything else is a real failure.
      const locked = [5, 6].includes((error as { errcode?: number }).errcode ?? 0);
      if (!locked || Date.now() >= giveUpAt) throw error;
      // A synchronous pause (this runs once, at start): a few milliseconds let the other process finish.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5 + Math.random() * 20);
    }
  }
}

/**
 * The embedded lead store: SQLite in WAL mode with synchronous=FULL, so a lead acknowledged with 200 has reached
 * the disk. Any number of processes on one host may share the file: claims are single atomic UPDATEs with a lease.
 */
export class SqliteLeadRepository implements LeadRepository {
  readonly kind = "sqlite" as const;
  readonly db: DatabaseSync;

  private readonly busyTimeoutMs: number;

  private readonly file: string;

  constructor(file: string, { busyTimeoutMs = 5000 } = {}) {
    this.busyTimeoutMs = busyTimeoutMs;
    this.file = file;
    // The leads are the service user's alone (issue 55): a folder made here is 0700, and the store 0600 before WAL
    // mode makes its -wal and -shm, which SQLite creates with the store's own permissions.
    if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
    // The busy timeout is set before anything else: processes starting together on a new file all switch it to
    // WAL, and without a timeout the losers fail at once with "database is locked".
    this.db = new DatabaseSync(file, { timeout: busyTimeoutMs });
    if (file !== ":memory:") ownerOnly(file);
    // Switching to WAL needs the file to itself, and SQLite answers "locked" at once (not after the timeout) when
    // two connections would otherwise wait on each other: retry until the timeout.
    retryWhileLocked(busyTimeoutMs, () => {
      // secure_delete: an erased lead (issue 45) is overwritten on disk, not left in free pages.
      this.db.exec(
        "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA secure_delete = ON;",
      );
      this.migrate();
    });
  }

  /** Applies the migrations newer than the file's user_version, in one transaction (safe with concurrent starts). */
  private migrate(): void {
    const applied = this.transaction(() => {
      const current = Number((this.db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);
      let latest = current;
      const names: string[] = [];
      for (const migration of migrations("sqlite")) {
        if (migration.version <= current) continue;
        this.db.exec(migration.sql);
        latest = migration.version;
        names.push(migration.name);
      }
      if (latest !== current) this.db.exec(`PRAGMA user_version = ${latest}`);
      return names;
    });
    if (this.file !== ":memory:") logMigrations("sqlite", applied, this.file);
  }

  private transaction<T>(work: () => T, deadline?: number): T {
    // BEGIN IMMEDIATE waits for another process's write lock for busy_timeout: no longer than the deadline.
    if (deadline !== undefined) this.db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(deadline - Date.now()))}`);
    try {
      this.db.exec("BEGIN IMMEDIATE");
    } finally {
      if (deadline !== undefined) this.db.exec(`PRAGMA busy_timeout = ${this.busyTimeoutMs}`);
    }
    try {
      const result = work();
      this.db.exec("COMMIT");
      return result;
    } catch (error) {
      if (this.db.isTransaction) this.db.exec("ROLLBACK");
      throw error;
    }
  }

  async insert(payload: LeadPayload, channels: Channel[], now = Date.now(), deadline?: number): Promise<InsertedLead> {
    // Queued behind other writes past its deadline: the caller has answered 503 already, so do not store it.
    if (deadline !== undefined && Date.now() >= deadline) throw new Error("the submission's deadline passed");
    return this.transaction(() => this.insertNow(payload, channels, now), deadline);
  }

  /** The insert's statements, inside a transaction the caller holds. */
  private insertNow(payload: LeadPayload, channels: Channel[], now: number): InsertedLead {
    const lead = leadFromPayload(payload, now);
    const key = submissionKey(payload);
    // An identity older than the window is let go: the same values sent now are a new lead.
    this.db
      .prepare("UPDATE leads SET submission_key = NULL WHERE submission_key = ? AND created_at < ?")
      .run(key, new Date(now - DUPLICATE_WINDOW_MS).toISOString());
    const { changes } = this.db
      .prepare(
        `INSERT INTO leads (${leadColumns.join(", ")}, submission_key) VALUES (${leadColumns.map(() => "?").join(", ")}, ?)
         ON CONFLICT (submission_key) DO NOTHING`,
      )
      .run(...leadValues(lead), key);
    if (Number(changes) === 0) {
      const earlier = this.db.prepare("SELECT * FROM leads WHERE submission_key = ?").get(key)!;
      return { ...leadFromRow(earlier), duplicate: true as const };
    }
    const outbox = this.db.prepare(
      "INSERT INTO outbox (lead_id, channel, next_attempt_at, updated_at) VALUES (?, ?, ?, ?)",
    );
    for (const channel of channels) outbox.run(lead.id, channel, now, now);
    return lead;
  }

  async claimDue({ owner, limit, leaseMs, now = Date.now() }: ClaimOptions): Promise<ClaimedNotification[]> {
    // A claim waits briefly for the write lock, then gives up until the next pass: submissions come first.
    return this.transaction(() => {
      const rows = this.db
        .prepare(
          `UPDATE outbox SET lease_owner = ?, lease_until = ?
           WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? AND lease_until <= ?
                        ORDER BY id DESC LIMIT ?)
           RETURNING id, lead_id, channel, attempts`,
        )
        .all(owner, now + leaseMs, now, now, limit);
      if (rows.length === 0) return [];
      const ids = JSON.stringify([...new Set(rows.map((row) => String(row.lead_id)))]);
      const leads = new Map(
        this.db
          .prepare("SELECT * FROM leads WHERE id IN (SELECT value FROM json_each(?))")
          .all(ids)
          .map((row) => [String(row.id), leadFromRow(row)]),
      );
      return rows
        .map((row) => ({
          id: Number(row.id),
          channel: row.channel as Channel,
          attempts: Number(row.attempts),
          owner,
          leaseUntil: now + leaseMs,
          lead: leads.get(String(row.lead_id)),
        }))
        .sort((a, b) => b.id - a.id);
    }, Date.now() + CLAIM_WAIT_MS);
  }

  async complete(completions: Completion[], now = Date.now()): Promise<void> {
    if (completions.length === 0) return;
    const delivered = this.db.prepare(
      "UPDATE outbox SET status = 'delivered', attempts = attempts + 1, last_error = NULL, lease_owner = NULL, lease_until = 0, updated_at = ? WHERE id = ? AND lease_owner = ?",
    );
    const retry = this.db.prepare(
      "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?, lease_owner = NULL, lease_until = 0, updated_at = ? WHERE id = ? AND lease_owner = ?",
    );
    const dead = this.db.prepare(
      "UPDATE outbox SET status = 'dead', attempts = attempts + 1, last_error = ?, lease_owner = NULL, lease_until = 0, updated_at = ? WHERE id = ? AND lease_owner = ?",
    );
    this.transaction(() => {
      for (const c of completions) {
        const { id, owner } = c.notification;
        if (c.outcome === "delivered") delivered.run(now, id, owner);
        else if (c.outcome === "retry") retry.run(c.nextAttemptAt, errorText(c.error), now, id, owner);
        else dead.run(errorText(c.error), now, id, owner);
      }
    });
  }

  async get(id: string): Promise<StoredLead | undefined> {
    const row = this.db.prepare("SELECT * FROM leads WHERE id = ?").get(id);
    return row ? leadFromRow(row) : undefined;
  }

  async all(): Promise<StoredLead[]> {
    return this.db.prepare("SELECT * FROM leads ORDER BY created_at, rowid").all().map(leadFromRow);
  }

  async *stream(filter: LeadFilter = {}): AsyncIterable<StoredLead> {
    const { where, params } = filterClause(filter, () => "?");
    // A statement's iterator steps through the index one row at a time; WAL keeps its snapshot while writers go on.
    for (const row of this.db.prepare(`SELECT * FROM leads ${where} ORDER BY created_at, rowid`).iterate(...params))
      yield leadFromRow(row);
  }

  async countBy(dimension: ReportDimension, filter: LeadFilter = {}): Promise<LeadCount[]> {
    const { sql, params } = countBySql(dimension, filter, () => "?");
    return countsFromRows(this.db.prepare(sql).all(...params));
  }

  async count(): Promise<number> {
    return Number((this.db.prepare("SELECT COUNT(*) AS n FROM leads").get() as { n: number }).n);
  }

  async outboxStatus(): Promise<Record<string, number>> {
    const rows = this.db.prepare("SELECT status, COUNT(*) AS n FROM outbox GROUP BY status").all();
    return Object.fromEntries(rows.map((row) => [String(row.status), Number(row.n)]));
  }

  async failedNotifications(limit?: number): Promise<FailedNotification[]> {
    return this.db
      .prepare(
        "SELECT lead_id, channel, attempts, last_error, updated_at FROM outbox WHERE status = 'dead' ORDER BY id LIMIT ?",
      )
      .all(limit ?? -1)
      .map(failedFromRow);
  }

  async retryFailed(leadId?: string, now = Date.now()): Promise<number> {
    return this.transaction(() => {
      const { changes } = this.db
        .prepare(
          `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, lease_owner = NULL, lease_until = 0,
             updated_at = ? WHERE status = 'dead' AND (? IS NULL OR lead_id = ?)`,
        )
        .run(now, now, leadId ?? null, leadId ?? null);
      return Number(changes);
    });
  }

  async releaseClaims(owner: string): Promise<void> {
    this.transaction(() => {
      this.db
        .prepare("UPDATE outbox SET lease_owner = NULL, lease_until = 0 WHERE status = 'pending' AND lease_owner = ?")
        .run(owner);
    });
  }

  async issueReceipt(form: string, now = Date.now()): Promise<string> {
    const token = newReceiptToken();
    this.transaction(() => {
      this.db.prepare("DELETE FROM download_receipts WHERE created_at < ?").run(now - RECEIPT_KEPT_MS);
      this.db.prepare("INSERT INTO download_receipts (token, form, created_at) VALUES (?, ?, ?)").run(token, form, now);
    });
    return token;
  }

  async redeemReceipt(token: string, form: string, now = Date.now()): Promise<boolean> {
    return this.transaction(() => {
      const { changes } = this.db
        .prepare(
          "UPDATE download_receipts SET used_at = ? WHERE token = ? AND form = ? AND used_at IS NULL AND created_at >= ?",
        )
        .run(now, token, form, now - RECEIPT_TTL_MS);
      return Number(changes) === 1;
    });
  }

  async leadPage(query: LeadQuery): Promise<LeadPage> {
    const { sql, params, reversed } = leadPageSql(query, () => "?", "sqlite");
    return pageFromRows(
      query,
      this.db
        .prepare(sql)
        .all(...params)
        .map(leadFromRow),
      reversed,
    );
  }

  async notificationsOf(leadId: string): Promise<NotificationFate[]> {
    return this.db.prepare("SELECT * FROM outbox WHERE lead_id = ? ORDER BY channel").all(leadId).map(fateFromRow);
  }

  async audit(entry: Omit<AuditEntry, "at">, now = Date.now()): Promise<void> {
    this.transaction(() => {
      this.db
        .prepare("INSERT INTO team_audit (at, actor, action, detail) VALUES (?, ?, ?, ?)")
        .run(now, entry.actor, entry.action, entry.detail);
    });
  }

  async auditLog(limit: number, beforeId?: number) {
    return this.db
      .prepare("SELECT * FROM team_audit WHERE (? IS NULL OR id < ?) ORDER BY id DESC LIMIT ?")
      .all(beforeId ?? null, beforeId ?? null, limit)
      .map(auditFromRow);
  }

  async recordQuote(quote: IssuedQuote, now = Date.now()): Promise<void> {
    this.transaction(() => {
      const inserted = this.db
        .prepare(
          `INSERT INTO quotes_issued (number, query, issued_on, valid_until, subject, total, recorded_at)
           VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (number, query) DO NOTHING RETURNING rowid`,
        )
        .get(quote.number, quote.query, quote.issuedOn, quote.validUntil, quote.subject, quote.total, now);
      if (!inserted || Number(inserted.rowid) % QUOTES_CAP_EVERY !== 0) return;
      // Bounded, checked every thousandth record: records past their keeping go, then the oldest beyond the most
      // kept (a flood of distinct quotes replaces old records; it never grows the store).
      this.db.prepare("DELETE FROM quotes_issued WHERE recorded_at < ?").run(now - QUOTES_KEPT_MS);
      this.db
        .prepare(
          `DELETE FROM quotes_issued WHERE recorded_at <= (
             SELECT recorded_at FROM quotes_issued ORDER BY recorded_at DESC LIMIT 1 OFFSET ?)`,
        )
        .run(QUOTES_KEPT_MAX);
    });
  }

  async quotesNumbered(number: string): Promise<IssuedQuote[]> {
    return this.db
      .prepare("SELECT * FROM quotes_issued WHERE number = ? ORDER BY recorded_at")
      .all(number)
      .map(quoteFromRow);
  }

  async keepAside(payload: LeadPayload, now = Date.now()): Promise<void> {
    const lead = leadFromPayload(payload, now);
    this.transaction(() => {
      this.db
        .prepare("INSERT INTO spam (id, created_at, form, email, payload) VALUES (?, ?, ?, ?, ?)")
        .run(lead.id, lead.createdAt, payload.form, erasureKey(payload.email), JSON.stringify(payload));
      this.db.prepare("DELETE FROM spam WHERE created_at < ?").run(new Date(now - SPAM_KEPT_MS).toISOString());
      this.db
        .prepare(
          `DELETE FROM spam WHERE (created_at, id) <= (
             SELECT created_at, id FROM spam ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ?)`,
        )
        .run(SPAM_KEPT_MAX);
    });
  }

  async spamPage(limit: number, before?: ListCursor): Promise<SpamEntry[]> {
    return this.db
      .prepare(
        `SELECT * FROM spam WHERE (? IS NULL OR (created_at, id) < (?, ?))
         ORDER BY created_at DESC, id DESC LIMIT ?`,
      )
      .all(before?.createdAt ?? null, before?.createdAt ?? null, before?.id ?? null, limit)
      .map(spamFromRow);
  }

  async restoreSpam(id: string, channels: Channel[], now = Date.now()): Promise<StoredLead | undefined> {
    return this.transaction(() => {
      const row = this.db.prepare("DELETE FROM spam WHERE id = ? RETURNING *").get(id);
      if (!row) return undefined;
      const entry = spamFromRow(row);
      // Stored at the time it was sent, so the list and the reports place it where it belongs.
      const lead = this.insertNow(entry.payload, channels, Math.min(now, Date.parse(entry.createdAt)));
      return lead;
    });
  }

  async erasureCounts(email: string): Promise<{ leads: number; spam: number }> {
    const key = erasureKey(email);
    const count = (sql: string) => Number((this.db.prepare(sql).get(key) as { n: number }).n);
    return {
      leads: count("SELECT COUNT(*) AS n FROM leads WHERE lower(email) = ?"),
      spam: count("SELECT COUNT(*) AS n FROM spam WHERE email = ?"),
    };
  }

  async erase(email: string): Promise<{ leads: number; spam: number }> {
    const key = erasureKey(email);
    const erased = this.transaction(() => {
      this.db.prepare("DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE lower(email) = ?)").run(key);
      const leads = Number(this.db.prepare("DELETE FROM leads WHERE lower(email) = ?").run(key).changes);
      const spam = Number(this.db.prepare("DELETE FROM spam WHERE email = ?").run(key).changes);
      return { leads, spam };
    });
    await this.cutWal();
    return erased;
  }

  /** Leaves nothing erased in the WAL (issue 55): until a checkpoint, it holds the erased rows' earlier page versions. */
  private async cutWal(): Promise<void> {
    if (await truncateWal(this.db)) return;
    console.warn(
      JSON.stringify({
        level: "warn",
        msg: "erasure: the store's -wal file could not be cut while readers were busy; the next checkpoint overwrites it",
      }),
    );
  }

  async health(): Promise<StoreHealth> {
    try {
      // Only the statuses it reports, through the (status, next_attempt_at) index: delivered rows pile up, and
      // load balancers ask often.
      const rows = this.db
        .prepare("SELECT status, COUNT(*) AS n FROM outbox WHERE status IN ('pending', 'dead') GROUP BY status")
        .all();
      const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
      return { ok: true, pending: count("pending"), failed: count("dead") };
    } catch (error) {
      return { ok: false, error: String(error) };
    }
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }
}

/** Makes a store's files readable and writable by their owner only: the store, and its -wal and -shm if there. */
export function ownerOnly(file: string): void {
  for (const at of [file, `${file}-wal`, `${file}-shm`])
    if (existsSync(at)) {
      try {
        chmodSync(at, 0o600);
      } catch (error) {
        // A file another user owns (a store shared by hand) keeps its mode; the operator is told.
        console.warn(
          JSON.stringify({
            level: "warn",
            msg: "could not make the lead store owner-only",
            file: at,
            error: String(error),
          }),
        );
      }
    }
}
