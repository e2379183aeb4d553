import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { LeadPayload } from "../../app/lib/forms/payload.ts";

export type Channel = "webhook" | "email";

export interface StoredLead {
  id: string;
  createdAt: string;
  form: LeadPayload["form"];
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  interest: string | null;
  subject: string | null;
  message: string | null;
}

export interface OutboxRow {
  id: number;
  leadId: string;
  channel: Channel;
  attempts: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  form TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT,
  phone TEXT,
  interest TEXT,
  subject TEXT,
  message TEXT
) STRICT;
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL REFERENCES leads(id),
  channel TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  updated_at INTEGER NOT NULL,
  UNIQUE (lead_id, channel)
) STRICT;
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at);
`;

/**
 * The lead store: SQLite in WAL mode with synchronous=FULL, so a lead acknowledged with 200 has reached
 * the disk. A lead and its notification rows (the outbox) are written in one transaction.
 */
export class LeadStore {
  readonly db: DatabaseSync;

  constructor(file: string) {
    if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.db = new DatabaseSync(file);
    this.db.exec(
      "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;",
    );
    this.db.exec(SCHEMA);
  }

  insert(payload: LeadPayload, channels: Channel[], now = Date.now()): StoredLead {
    const lead: StoredLead = {
      id: randomUUID(),
      createdAt: new Date(now).toISOString(),
      form: payload.form,
      name: payload.name,
      email: payload.email,
      company: "company" in payload ? payload.company : null,
      phone: "phone" in payload ? payload.phone : null,
      interest: "interest" in payload ? payload.interest : null,
      subject: "subject" in payload ? payload.subject : null,
      message: "message" in payload ? payload.message : null,
    };
    this.db.exec("BEGIN IMMEDIATE");
    try {
      this.db
        .prepare(
          "INSERT INTO leads (id, created_at, form, name, email, company, phone, interest, subject, message) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .run(
          lead.id,
          lead.createdAt,
          lead.form,
          lead.name,
          lead.email,
          lead.company,
          lead.phone,
          lead.interest,
          lead.subject,
          lead.message,
        );
      const outbox = this.db.prepare(
        "INSERT INTO outbox (lead_id, channel, next_attempt_at, updated_at) VALUES (?, ?, ?, ?)",
      );
      for (const channel of channels) outbox.run(lead.id, channel, now, now);
      this.db.exec("COMMIT");
    } catch (error) {
      if (this.db.isTransaction) this.db.exec("ROLLBACK");
      throw error;
    }
    return lead;
  }

  get(id: string): StoredLead | undefined {
    const row = this.db.prepare("SELECT * FROM leads WHERE id = ?").get(id);
    return row ? toLead(row) : undefined;
  }

  all(): StoredLead[] {
    return this.db.prepare("SELECT * FROM leads ORDER BY created_at, rowid").all().map(toLead);
  }

  count(): number {
    return Number((this.db.prepare("SELECT COUNT(*) AS n FROM leads").get() as { n: number }).n);
  }

  due(now: number, limit = 25): OutboxRow[] {
    return this.db
      .prepare(
        "SELECT id, lead_id, channel, attempts FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?",
      )
      .all(now, limit)
      .map((row) => ({
        id: Number(row.id),
        leadId: String(row.lead_id),
        channel: row.channel as Channel,
        attempts: Number(row.attempts),
      }));
  }

  markDelivered(id: number, now = Date.now()): void {
    this.db
      .prepare(
        "UPDATE outbox SET status = 'delivered', attempts = attempts + 1, last_error = NULL, updated_at = ? WHERE id = ?",
      )
      .run(now, id);
  }

  markRetry(id: number, nextAttemptAt: number, error: string, now = Date.now()): void {
    this.db
      .prepare(
        "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?, updated_at = ? WHERE id = ?",
      )
      .run(nextAttemptAt, error.slice(0, 500), now, id);
  }

  markDead(id: number, error: string, now = Date.now()): void {
    this.db
      .prepare(
        "UPDATE outbox SET status = 'dead', attempts = attempts + 1, last_error = ?, updated_at = ? WHERE id = ?",
      )
      .run(error.slice(0, 500), now, id);
  }

  outboxStatus(): Record<string, number> {
    const rows = this.db.prepare("SELECT status, COUNT(*) AS n FROM outbox GROUP BY status").all();
    return Object.fromEntries(rows.map((row) => [String(row.status), Number(row.n)]));
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}

function toLead(row: Record<string, unknown>): StoredLead {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    id: String(row.id),
    createdAt: String(row.created_at),
    form: row.form as StoredLead["form"],
    name: String(row.name),
    email: String(row.email),
    company: text(row.company),
    phone: text(row.phone),
    interest: text(row.interest),
    subject: text(row.subject),
    message: text(row.message),
  };
}
