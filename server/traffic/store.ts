/**
 * The counts in the lead store's database (issue 57; tables in server/leads/migrations/*\/009_traffic.sql): one SQL
 * text for SQLite and PostgreSQL over a small adapter, as the leads' workspace queries are written. Every value is a
 * parameter; every write of a batch is one transaction of increments, so several instances add up.
 */
import { randomBytes } from "node:crypto";
import {
  type CountRow,
  DIMENSIONS,
  type Dimension,
  EVENTS,
  type TrafficBatch,
  type TrafficEvent,
  type VisitKeys,
  summed,
  visitorRows,
} from "./batch.ts";

export type Row = Record<string, unknown>;

/** What both stores offer the queries below. */
export interface Sql {
  /** `?` placeholders; PostgreSQL's adapter numbers them. */
  all(text: string, params: unknown[]): Promise<Row[]>;
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
}

/** Rows a statement takes at most (SQLite allows 32,766 parameters; PostgreSQL 65,535). */
const CHUNK = 400;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

const list = (count: number, each: string) => Array.from({ length: count }, () => each).join(", ");

/** The day's secret, made by whichever instance asks first; the same for every instance. */
export async function secretFor(sql: Sql, day: string): Promise<string> {
  await sql.all("INSERT INTO traffic_salts (day, secret) VALUES (?, ?) ON CONFLICT (day) DO NOTHING", [
    day,
    randomBytes(32).toString("base64url"),
  ]);
  const [row] = await sql.all("SELECT secret FROM traffic_salts WHERE day = ?", [day]);
  return String(row!.secret);
}

/** Deletes the secrets and visitor hashes of the days before today, and the counts before the kept window. */
export async function forget(sql: Sql, today: string, keepCountsFrom: string): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.all("DELETE FROM traffic_salts WHERE day < ?", [today]);
    await tx.all("DELETE FROM traffic_visitors WHERE day < ?", [today]);
    await tx.all("DELETE FROM traffic_daily WHERE day < ?", [keepCountsFrom]);
  });
}

const keysFromRow = (row: Row): VisitKeys => ({
  landing: String(row.landing),
  referrer: String(row.referrer),
  source: String(row.source),
  medium: String(row.medium),
  campaign: String(row.campaign),
});

/**
 * Adds one batch: its visitors first (new ones kept with their visit's keys; every one's keys read back, whichever
 * instance saw them first), then every count as an increment. One transaction: all of it, or none (kept to retry).
 */
export async function addBatch(sql: Sql, batch: TrafficBatch): Promise<void> {
  await sql.transaction(async (tx) => {
    const isNew = new Set<string>();
    const firstPricing = new Set<string>();
    const keys = new Map<string, VisitKeys>();
    // A visitor is someone who saw a page: a quote's link opened alone credits the quote, not a visitor.
    const viewers = batch.visitors.filter(([, tally]) => tally.views > 0);
    for (const part of chunks(viewers)) {
      const inserted = await tx.all(
        `INSERT INTO traffic_visitors (day, hash, landing, referrer, source, medium, campaign) VALUES ${list(part.length, "(?, ?, ?, ?, ?, ?, ?)")} ON CONFLICT (day, hash) DO NOTHING RETURNING hash`,
        part.flatMap(([hash, { first }]) => [
          batch.day,
          hash,
          first.landing,
          first.referrer,
          first.source,
          first.medium,
          first.campaign,
        ]),
      );
      for (const row of inserted) isNew.add(String(row.hash));
    }
    for (const part of chunks(batch.visitors)) {
      const found = await tx.all(
        `SELECT hash, landing, referrer, source, medium, campaign FROM traffic_visitors WHERE day = ? AND hash IN (${list(part.length, "?")})`,
        [batch.day, ...part.map(([hash]) => hash)],
      );
      for (const row of found) keys.set(String(row.hash), keysFromRow(row));
    }
    const sawPricing = batch.visitors.filter(([hash, tally]) => tally.pricingViews > 0 && keys.has(hash));
    for (const part of chunks(sawPricing)) {
      const marked = await tx.all(
        `UPDATE traffic_visitors SET saw_pricing = 1 WHERE day = ? AND saw_pricing = 0 AND hash IN (${list(part.length, "?")}) RETURNING hash`,
        [batch.day, ...part.map(([hash]) => hash)],
      );
      for (const row of marked) firstPricing.add(String(row.hash));
    }
    const rows = [
      ...batch.counts,
      ...visitorRows(
        batch,
        (hash) => keys.get(hash),
        (hash) => isNew.has(hash),
        (hash) => firstPricing.has(hash),
      ),
    ];
    await increment(tx, batch.day, rows);
  });
}

/** The counts of a window of days (inclusive), as the Traffic section reads them. */
export interface TrafficCounts {
  /** Per day: each event's total. */
  byDay: Map<string, Partial<Record<TrafficEvent, number>>>;
  /** Per dimension and value: each event's count over the window. */
  byValue: Map<Dimension, Map<string, Partial<Record<TrafficEvent, number>>>>;
}

const isEvent = (value: string): value is TrafficEvent => (EVENTS as readonly string[]).includes(value);
const isDimension = (value: string): value is Dimension => (DIMENSIONS as readonly string[]).includes(value);

export async function countsBetween(sql: Sql, from: string, to: string): Promise<TrafficCounts> {
  const [totals, values] = await Promise.all([
    sql.all("SELECT day, event, count FROM traffic_daily WHERE day >= ? AND day <= ? AND dimension = 'total'", [
      from,
      to,
    ]),
    sql.all(
      "SELECT event, dimension, value, SUM(count) AS count FROM traffic_daily WHERE day >= ? AND day <= ? AND dimension <> 'total' GROUP BY event, dimension, value",
      [from, to],
    ),
  ]);
  const counts: TrafficCounts = { byDay: new Map(), byValue: new Map() };
  for (const row of totals) {
    const event = String(row.event);
    if (!isEvent(event)) continue;
    const day = String(row.day);
    const figures = counts.byDay.get(day) ?? {};
    figures[event] = (figures[event] ?? 0) + Number(row.count);
    counts.byDay.set(day, figures);
  }
  for (const row of values) {
    const event = String(row.event);
    const dimension = String(row.dimension);
    if (!isEvent(event) || !isDimension(dimension)) continue;
    let byValue = counts.byValue.get(dimension);
    if (!byValue) counts.byValue.set(dimension, (byValue = new Map()));
    const value = String(row.value);
    const figures = byValue.get(value) ?? {};
    figures[event] = (figures[event] ?? 0) + Number(row.count);
    byValue.set(value, figures);
  }
  return counts;
}

/** Adds counts to a day's as increments, each key once (PostgreSQL refuses a key twice in one statement). */
async function increment(tx: Sql, day: string, rows: CountRow[]): Promise<void> {
  for (const part of chunks(summed(rows)))
    await tx.all(
      `INSERT INTO traffic_daily (day, event, dimension, value, count) VALUES ${list(part.length, "(?, ?, ?, ?, ?)")} ON CONFLICT (day, event, dimension, value) DO UPDATE SET count = traffic_daily.count + excluded.count`,
      part.flatMap(([event, dimension, value, count]) => [day, event, dimension, value, count]),
    );
}

/** Rows for a bulk fill (the benchmark's year of counts): increments, as a batch's. */
export const addRows = (sql: Sql, day: string, rows: CountRow[]) => sql.transaction((tx) => increment(tx, day, rows));
