import { createHash, randomBytes, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ATTRIBUTION_FIELDS, type AttributionField } from "#app/lib/forms/attribution.ts";
import type { LeadPayload } from "#app/lib/forms/payload.ts";
import type { WorkspaceStore } from "./workspace.ts";
import { type Channel, type LeadFilter, type StoredLead, filterClause } from "./lead-record.ts";

// The lead's record and filter live in lead-record.ts, which the workspace's queries read too (no import circle).
export { type Channel, type LeadFilter, type StoredLead, filterClause } from "./lead-record.ts";

/** A due notification claimed by one worker until `leaseUntil`, with its lead. */
export interface ClaimedNotification {
  id: number;
  channel: Channel;
  attempts: number;
  owner: string;
  /** When the claim lapses (epoch ms): after that another worker may take the row, so this one must not send it. */
  leaseUntil: number;
  lead: StoredLead | undefined;
}

/** A notification that gave up (the receiver refused it, or it ran out of attempts): listed and replayable. */
export interface FailedNotification {
  leadId: string;
  channel: Channel;
  attempts: number;
  lastError: string | null;
  /** When it gave up (ISO 8601). */
  failedAt: string;
}

export interface ClaimOptions {
  /** Who claims: the worker's id, kept with the row until the lease ends. */
  owner: string;
  limit: number;
  leaseMs: number;
  now?: number;
}

/** What became of a claimed notification; applied only while the claim is still the worker's. */
export type Completion =
  | { notification: ClaimedNotification; outcome: "delivered" }
  | { notification: ClaimedNotification; outcome: "retry"; nextAttemptAt: number; error: string }
  | { notification: ClaimedNotification; outcome: "dead"; error: string };

/**
 * The store's state. `error` is for the log only: it may name a host, a port, a path or the driver's words, so
 * /healthz never shows it (server/site/health.ts).
 */
export interface StoreHealth {
  ok: boolean;
  /** Notifications not yet delivered. */
  pending?: number;
  /** Notifications that gave up and wait for `npm run leads -- retry`. */
  failed?: number;
  error?: string;
}

/**
 * The lead store, whichever database holds it (docs/decisions/0002-leads.md). The API, the outbox worker and the
 * `leads` CLI depend on this contract only.
 */
export interface LeadRepository extends WorkspaceStore {
  readonly kind: "sqlite" | "postgres";
  /**
   * Stores a lead and one outbox row per channel, in one transaction; resolves once it is durable. With a
   * `deadline` (epoch ms), a store that cannot commit by then (another process holds the write lock) rejects
   * without committing, so the caller can answer 503.
   *
   * One submission, one lead: a payload whose `submissionKey` a lead stored within the last
   * `DUPLICATE_WINDOW_MS` already has is not stored again; that lead is returned, with `duplicate: true`, and no
   * notification is queued. Concurrent inserts of one key store one lead (a unique index decides).
   */
  insert(payload: LeadPayload, channels: Channel[], now?: number, deadline?: number): Promise<InsertedLead>;
  /**
   * Claims up to `limit` due notifications for `leaseMs`, newest first (a backlog never starves new leads): until
   * the lease ends no other worker, in this process or another, gets them.
   */
  claimDue(options: ClaimOptions): Promise<ClaimedNotification[]>;
  /** Records outcomes in one transaction; outcomes whose claim has passed to another worker are ignored. */
  complete(completions: Completion[], now?: number): Promise<void>;
  get(id: string): Promise<StoredLead | undefined>;
  /** Every lead, oldest first. */
  all(): Promise<StoredLead[]>;
  /**
   * The leads the filter selects, oldest first, one at a time from a cursor: memory stays bounded however many the
   * store holds (the export).
   */
  stream(filter?: LeadFilter): AsyncIterable<StoredLead>;
  /** How many leads the filter selects, by one attribution (or the form), largest first (the report). */
  countBy(dimension: ReportDimension, filter?: LeadFilter): Promise<LeadCount[]>;
  count(): Promise<number>;
  /** Outbox rows by status. */
  outboxStatus(): Promise<Record<string, number>>;
  /** The notifications that gave up, oldest first (the first `limit` of them, when given). */
  failedNotifications(limit?: number): Promise<FailedNotification[]>;
  /**
   * Queues failed notifications again (due now, attempts reset): one lead's, or every one. Resolves with how many
   * were queued.
   */
  retryFailed(leadId?: string, now?: number): Promise<number>;
  /** Gives up a worker's claims on rows it has not sent (a stopping server), so other workers take them at once. */
  releaseClaims(owner: string): Promise<void>;
  /** A new single-use receipt for a form's confirmation download (the redirect after a native post carries it). */
  issueReceipt(form: string, now?: number): Promise<string>;
  /**
   * Redeems a receipt: true once, for its form, within `RECEIPT_TTL_MS` of its issue; false for anything else (used,
   * expired, unknown, another form's). Any instance on the store can redeem what another issued.
   */
  redeemReceipt(token: string, form: string, now?: number): Promise<boolean>;
  health(): Promise<StoreHealth>;
  close(): Promise<void>;
}

/**
 * The forms' names, for the CLI to check `--form` without loading the forms' schemas and copy (a third more memory
 * for every command). The type below fails to compile when a form is missing from the list.
 */
export const leadFormNames = ["contact", "governance-inquiry", "accelerator-lead", "checklist"] as const;
const everyForm: Record<LeadPayload["form"], true> = Object.fromEntries(leadFormNames.map((form) => [form, true])) as {
  [Form in (typeof leadFormNames)[number]]: true;
};
void everyForm;

/** What a report counts leads by, and the column that holds it. */
export const reportDimensions = {
  campaign: "utm_campaign",
  source: "utm_source",
  medium: "utm_medium",
  landing: "landing_path",
  referrer: "referrer_host",
  form: "form",
  // The minute a lead came, in UTC (YYYY-MM-DDTHH:MM): the Traffic section puts each on its day in the team's zone.
  minute: "substr(created_at, 1, 16)",
} as const;
export type ReportDimension = keyof typeof reportDimensions;

/** One row of a report: a value (null where the leads carry none) and how many leads have it. */
export interface LeadCount {
  value: string | null;
  leads: number;
}

/** The report's query: counts by the dimension's column (named from a fixed list, never from input). */
export function countBySql(
  dimension: ReportDimension,
  filter: LeadFilter,
  placeholder: (index: number) => string,
): { sql: string; params: string[] } {
  const column = reportDimensions[dimension];
  const { where, params } = filterClause(filter, placeholder);
  return {
    sql: `SELECT ${column} AS value, COUNT(*) AS leads FROM leads ${where} GROUP BY ${column}`,
    params,
  };
}

/**
 * A report's rows from the store's: counts as numbers, values as text or null; the most leads first, then by value,
 * the leads without a value last (the same order from either store, whatever its collation does with NULL).
 */
export function countsFromRows(rows: Record<string, unknown>[]): LeadCount[] {
  return rows
    .map((row) => ({
      value: row.value === null || row.value === undefined ? null : String(row.value),
      leads: Number(row.leads),
    }))
    .sort(
      (a, b) =>
        b.leads - a.leads ||
        Number(a.value === null) - Number(b.value === null) ||
        (a.value ?? "").localeCompare(b.value ?? ""),
    );
}

export function leadFromPayload(payload: LeadPayload, now: number): StoredLead {
  return {
    id: randomUUID(),
    createdAt: new Date(now).toISOString(),
    form: payload.form,
    name: payload.name,
    email: payload.email,
    company: "company" in payload ? payload.company : null,
    phone: "phone" in payload ? payload.phone : null,
    interest: "interest" in payload ? (payload.interest ?? null) : null,
    subject: "subject" in payload ? payload.subject : null,
    message: "message" in payload ? payload.message : null,
    ...(Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, payload[field] ?? null])) as Record<
      AttributionField,
      string | null
    >),
  };
}

/** What `insert` resolves with: the lead stored, or the earlier one this submission repeats. */
export type InsertedLead = StoredLead & { duplicate?: true };

/**
 * How long a submission's identity is held: a double-click, Back and resubmit, a reload of the POST or a client's
 * retry all come within it. The same values sent after it are a new lead.
 */
export const DUPLICATE_WINDOW_MS = 30 * 60_000;

/**
 * A submission's identity: the form and every value it carries, as parsed (trimmed, line endings normalised),
 * never the access key or the honeypot. Nothing typed can be read back from it.
 */
export function submissionKey(payload: LeadPayload): string {
  const { access_key: _key, botcheck: _trap, ...values } = payload as LeadPayload & { botcheck?: string };
  const canonical = JSON.stringify(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)));
  return createHash("sha256").update(canonical).digest("base64url");
}

/** How long a confirmation download's receipt stays good: the redirect follows the post at once. */
export const RECEIPT_TTL_MS = 10 * 60_000;

/** How long a receipt row is kept at all: past this it is of no use to anyone, and the next issue deletes it. */
export const RECEIPT_KEPT_MS = 24 * 60 * 60_000;

/** A receipt: 144 random bits, URL-safe. It says nothing about the visitor or the lead. */
export const newReceiptToken = () => randomBytes(18).toString("base64url");

/** A lead's fields in one order: the export's columns, and (in snake case) the leads table's. */
export const leadFields: (keyof StoredLead)[] = [
  "id",
  "createdAt",
  "form",
  "name",
  "email",
  "company",
  "phone",
  "interest",
  "subject",
  "message",
  ...ATTRIBUTION_FIELDS,
];

/** The leads table's columns, in the order `leadValues` gives them. */
export const leadColumns = leadFields.map((field) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));

export function leadValues(lead: StoredLead): (string | null)[] {
  return leadFields.map((field) => lead[field]);
}

export function leadFromRow(row: Record<string, unknown>): StoredLead {
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
    ...(Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, text(row[field])])) as Record<
      AttributionField,
      string | null
    >),
  };
}

/** The versioned schema migrations of a dialect (server/leads/migrations/<dialect>/NNN_name.sql), in order. */
export function migrations(dialect: "sqlite" | "postgres"): { version: number; name: string; sql: string }[] {
  const dir = path.join(import.meta.dirname, "migrations", dialect);
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number.parseInt(file.slice(0, 3), 10),
      name: file,
      sql: readFileSync(path.join(dir, file), "utf8"),
    }));
}

/**
 * Says in the log which migrations a start applied to the store (issue 56: an upgrade's changes to the store are
 * seen, and a new store's creation); nothing when the store was up to date.
 */
export function logMigrations(store: "sqlite" | "postgres", applied: string[], where?: string): void {
  if (applied.length === 0) return;
  console.log(
    JSON.stringify({ level: "info", msg: "lead store migrated", store, ...(where ? { where } : {}), applied }),
  );
}

/** A failed outbox row (status 'dead'), joined with nothing, as the contract lists it. */
export function failedFromRow(row: Record<string, unknown>): FailedNotification {
  return {
    leadId: String(row.lead_id),
    channel: row.channel as Channel,
    attempts: Number(row.attempts),
    lastError: row.last_error === null || row.last_error === undefined ? null : String(row.last_error),
    failedAt: new Date(Number(row.updated_at)).toISOString(),
  };
}

/** Truncates an error for the outbox's last_error column. */
export const errorText = (error: string) => error.slice(0, 500);
