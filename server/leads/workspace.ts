/**
 * What the team's workspace (issue 45) reads from and writes to the lead store, beside the lead contract of
 * repository.ts: the leads list (newest first, by keyset), one lead's notifications, the audit log, the quotes the
 * site issued, the submissions kept aside as spam, and an address's erasure. The SQL is one text for both stores;
 * only the placeholders differ (`?` or `$1`), and values are always parameters.
 */
import type { LeadPayload } from "#app/lib/forms/payload.ts";
import { type Channel, type LeadFilter, type StoredLead, filterClause } from "./lead-record.ts";

/** A place in the newest-first list: a lead's time and id (ids break ties between leads of one millisecond). */
export interface ListCursor {
  createdAt: string;
  id: string;
}

/** A cursor as a link carries it: the time and the id, joined by "_" (neither holds one). */
export const cursorText = (cursor: ListCursor) => `${cursor.createdAt}_${cursor.id}`;

const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f-]{36})$/;

/** The cursor a link carried, when it is one this code wrote; anything else is no cursor. */
export function cursorFrom(text: string | undefined): ListCursor | undefined {
  const match = CURSOR_TEXT.exec(text ?? "");
  return match ? { createdAt: match[1]!, id: match[2]! } : undefined;
}

/** What the list shows: a filter (all optional), a search, and where the page starts. */
export interface LeadQuery extends LeadFilter {
  /** Words to find in the name, e-mail address or company (any case for ASCII letters). */
  text?: string;
  /** The page of leads older than this one (the next page). */
  after?: ListCursor;
  /** The page of leads newer than this one (the previous page). */
  before?: ListCursor;
  /** The last page: the oldest leads. */
  oldest?: boolean;
  limit: number;
}

/** One page of the list, newest first, with the cursors of the pages either side (none at the ends). */
export interface LeadPage {
  leads: StoredLead[];
  newer?: ListCursor;
  older?: ListCursor;
}

/** What became of one notification of a lead. */
export interface NotificationFate {
  channel: Channel;
  status: "pending" | "delivered" | "dead";
  attempts: number;
  /** The receiver's last answer (or the error), when it refused or failed. */
  lastError: string | null;
  /** When it was last tried or delivered (ISO 8601). */
  updatedAt: string;
  /** When the next attempt is due, while it is still being retried (ISO 8601). */
  nextAttemptAt: string | null;
}

export type AuditAction =
  | "sign-in"
  | "sign-out-everywhere"
  | "invite"
  | "link-sent"
  | "role-changed"
  | "refused"
  | "sign-in-failed"
  | "remove-member"
  | "export"
  | "retry"
  | "erase"
  | "restore"
  | "passkey-added"
  | "content-saved"
  | "content-published"
  | "content-rolled-back"
  | "content-withdrawn";

/** One line of the audit log: who, what, when, and a detail that never holds what a visitor typed. */
export interface AuditEntry {
  at: string;
  actor: string;
  action: AuditAction;
  detail: string;
}

/** A quote the site issued: its number, the pricing state it priced (a query), the day, and what it came to. */
export interface IssuedQuote {
  number: string;
  query: string;
  /** The day on the quote (YYYY-MM-DD). */
  issuedOn: string;
  /** Its last valid day (YYYY-MM-DD). */
  validUntil: string;
  subject: string;
  /** The total as the quote printed it (e.g. "$12,000.00"). */
  total: string;
}

/** A submission the honeypot caught, kept aside. */
export interface SpamEntry {
  id: string;
  createdAt: string;
  form: LeadPayload["form"];
  payload: LeadPayload;
}

/** How long a caught submission is kept for review, and at most how many are (oldest out first). */
export const SPAM_KEPT_MS = 30 * 24 * 60 * 60_000;
export const SPAM_KEPT_MAX = 5_000;

/** How long a quote's record is kept (a purchase order can cite a quote long after it lapsed), and how many. */
export const QUOTES_KEPT_MS = 400 * 24 * 60 * 60_000;
export const QUOTES_KEPT_MAX = 200_000;
/** The cap is enforced on every this many records (counting past the cap costs a walk of the index). */
export const QUOTES_CAP_EVERY = 1_000;

/** The workspace's part of the store; both stores implement it (sqlite-repository.ts, postgres-repository.ts). */
export interface WorkspaceStore {
  leadPage(query: LeadQuery): Promise<LeadPage>;
  notificationsOf(leadId: string): Promise<NotificationFate[]>;
  audit(entry: Omit<AuditEntry, "at">, now?: number): Promise<void>;
  auditLog(limit: number, beforeId?: number): Promise<(AuditEntry & { id: number })[]>;
  recordQuote(quote: IssuedQuote, now?: number): Promise<void>;
  quotesNumbered(number: string): Promise<IssuedQuote[]>;
  keepAside(payload: LeadPayload, now?: number): Promise<void>;
  spamPage(limit: number, before?: ListCursor): Promise<SpamEntry[]>;
  /** Stores a caught submission as a lead (notified on the channels), once; undefined when it is gone. */
  restoreSpam(id: string, channels: Channel[], now?: number): Promise<StoredLead | undefined>;
  /** How many leads and kept-aside submissions an address has (what an erasure would take). */
  erasureCounts(email: string): Promise<{ leads: number; spam: number }>;
  /** Erases every lead (with its notifications) and every kept-aside submission of an address; how many leads. */
  erase(email: string): Promise<{ leads: number; spam: number }>;
}

type Placeholder = (index: number) => string;

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally (ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Three characters make a trigram: a shorter search reads the leads themselves (newest first, stopping at a page). */
export const INDEXED_SEARCH_MIN = 3;

/**
 * The search's condition: any part of the name, the e-mail address or the company, in any case, through each
 * store's trigram index (migrations 007); `%`, `_` and quotes are characters to find.
 */
function searchCondition(text: string, value: (v: string) => string, dialect: "sqlite" | "postgres"): string {
  if (dialect === "postgres") {
    return `(name || chr(31) || email || chr(31) || coalesce(company, '')) ILIKE ${value(containsPattern(text))} ESCAPE '\\'`;
  }
  if ([...text].length >= INDEXED_SEARCH_MIN) {
    // An FTS5 phrase: the text as one quoted string (its own quotes doubled), matched inside any one column.
    return `rowid IN (SELECT rowid FROM leads_search WHERE leads_search MATCH ${value(`"${text.replace(/"/g, '""')}"`)})`;
  }
  // Each `?` takes a parameter of its own.
  const [a, b, c] = [1, 2, 3].map(() => value(containsPattern(text)));
  return `(name LIKE ${a} ESCAPE '\\' OR email LIKE ${b} ESCAPE '\\' OR company LIKE ${c} ESCAPE '\\')`;
}

/**
 * The list's query. Keyset paging on (created_at, id), through the index the filter picks: the millionth lead's page
 * reads as few rows as the first. Newer pages are read oldest-first from the cursor and turned round.
 */
export function leadPageSql(
  query: LeadQuery,
  placeholder: Placeholder,
  dialect: "sqlite" | "postgres",
): { sql: string; params: (string | number)[]; reversed: boolean } {
  // The filter's conditions as the export's and the report's (one meaning of "campaign" everywhere).
  const filter = filterClause(query, placeholder);
  const conditions: string[] = filter.where ? [filter.where.slice("WHERE ".length)] : [];
  const params: (string | number)[] = [...filter.params];
  const value = (v: string | number) => {
    params.push(v);
    return placeholder(params.length);
  };
  if (query.text) conditions.push(searchCondition(query.text, value, dialect));
  const reversed = Boolean(query.before) || Boolean(query.oldest && !query.after);
  if (query.after) conditions.push(`(created_at, id) < (${value(query.after.createdAt)}, ${value(query.after.id)})`);
  else if (query.before)
    conditions.push(`(created_at, id) > (${value(query.before.createdAt)}, ${value(query.before.id)})`);
  const order = reversed ? "created_at ASC, id ASC" : "created_at DESC, id DESC";
  const where = conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "";
  return {
    sql: `SELECT * FROM leads ${where} ORDER BY ${order} LIMIT ${value(query.limit + 1)}`,
    params,
    reversed,
  };
}

/** A page from the rows the query read (one more than the page, to know whether there is another beyond). */
export function pageFromRows(query: LeadQuery, leads: StoredLead[], reversed: boolean): LeadPage {
  const more = leads.length > query.limit;
  const shown = leads.slice(0, query.limit);
  if (reversed) shown.reverse();
  const cursor = (lead: StoredLead | undefined) => (lead ? { createdAt: lead.createdAt, id: lead.id } : undefined);
  // Read forwards (the first page, or a next page): older pages exist when more rows came; newer ones when the page
  // was reached by a cursor. Read backwards (a previous page, or the last page): the other way round.
  const hasNewer = reversed ? more : Boolean(query.after);
  const hasOlder = reversed ? Boolean(query.before) : more;
  return {
    leads: shown,
    newer: hasNewer ? cursor(shown[0]) : undefined,
    older: hasOlder ? cursor(shown.at(-1)) : undefined,
  };
}

export function fateFromRow(row: Record<string, unknown>): NotificationFate {
  const status = String(row.status) as NotificationFate["status"];
  return {
    channel: row.channel as Channel,
    status,
    attempts: Number(row.attempts),
    lastError: row.last_error === null || row.last_error === undefined ? null : String(row.last_error),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
    nextAttemptAt: status === "pending" ? new Date(Number(row.next_attempt_at)).toISOString() : null,
  };
}

export function auditFromRow(row: Record<string, unknown>): AuditEntry & { id: number } {
  return {
    id: Number(row.id),
    at: new Date(Number(row.at)).toISOString(),
    actor: String(row.actor),
    action: String(row.action) as AuditAction,
    detail: String(row.detail),
  };
}

export function quoteFromRow(row: Record<string, unknown>): IssuedQuote {
  return {
    number: String(row.number),
    query: String(row.query),
    issuedOn: String(row.issued_on),
    validUntil: String(row.valid_until),
    subject: String(row.subject),
    total: String(row.total),
  };
}

export function spamFromRow(row: Record<string, unknown>): SpamEntry {
  return {
    id: String(row.id),
    createdAt: String(row.created_at),
    form: String(row.form) as LeadPayload["form"],
    payload: JSON.parse(String(row.payload)) as LeadPayload,
  };
}

/** The address an erasure matches: any case (mailboxes are case-blind in practice), no spaces around it. */
export const erasureKey = (email: string) => email.trim().toLowerCase();
