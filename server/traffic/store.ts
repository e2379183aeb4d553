/**
 * The counts in the lead store's database (issue 57; tables in server/leads/migrations/*\/009_traffic.sql): one SQL
 * text for SQLite and PostgreSQL over a small adapter, as the leads' workspace queries are written. Every value is a
 * parameter; every write of a batch is one transaction of increments, so several instances add up.
 */
import { randomBytes } from "node:crypto";
import { addDays } from "#server/shared/calendar-days.ts";
import {
  type CountRow,
  DIMENSIONS,
  type Dimension,
  EVENTS,
  type TrafficBatch,
  type TrafficEvent,
  type VisitKeys,
  ByVisitKeys,
  summed,
  visitorRows,
} from "./batch.ts";

export type Row = Record<string, unknown>;

/** What both stores offer the queries below. */
export interface Sql {
  /** `?` placeholders; PostgreSQL's adapter numbers them. */
  all(text: string, params: unknown[]): Promise<Row[]>;
  /** A write's count of rows changed. */
  run(text: string, params: unknown[]): Promise<number>;
  /** The table of a JSON array's elements, from one `?` (SQLite's json_each, PostgreSQL's jsonb_array_elements). */
  readonly jsonRows: string;
  /** Whether a write of many rows is cheaper one row at a time (SQLite, in the process) than in one statement. */
  readonly rowByRow: boolean;
  /**
   * The statement that makes writers' transactions take turns, run first in one (PostgreSQL's advisory lock); none
   * where a write transaction holds the database's one write lock from its start (SQLite's BEGIN IMMEDIATE).
   */
  readonly writersTakeTurns?: string;
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * Run once a past day's secret is deleted: leaves none of its bytes in the store's files, so the day's hashes can
   * never be matched against addresses again. SQLite's deleted cells are zeroed (secure_delete) and its WAL is cut;
   * PostgreSQL's traffic_salts is unlogged (never in the WAL) and rewritten (VACUUM FULL, a row or two).
   */
  clearDeleted(): Promise<void>;
}

/**
 * A write of many rows, in its two forms: `one`, a row's statement, whose `?`s are the period and the row's values;
 * `many`, all rows at once, whose `?`s are the period and the rows as JSON (the rows of `sql.jsonRows`, the nth value
 * of each as `value ->> n`). Either text is the same every interval, prepared once and kept (a text with a
 * placeholder per row was compiled anew at every flush).
 */
interface ManyRows {
  one: string;
  many: (jsonRows: string) => string;
}

/**
 * Writes rows. SQLite runs the row's statement row by row: a call into SQLite in the process costs less than its
 * reading of a JSON parameter (700 rows: 9 ms against 16 ms of CPU, their commit included). PostgreSQL takes all rows
 * in one statement, one round trip.
 */
async function writeEach(tx: Sql, write: ManyRows, period: string, rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  // Indexed, and the row's values joined with concat: a for-of and a spread each made an iterator per row.
  if (tx.rowByRow)
    for (let at = 0; at < rows.length; at += 1) await tx.run(write.one, ([period] as unknown[]).concat(rows[at]!));
  else await tx.all(write.many(tx.jsonRows), [period, JSON.stringify(rows)]);
}

/** The day's secret, made by whichever instance asks first; the same for every instance. */
export async function secretFor(sql: Sql, day: string): Promise<string> {
  // Read first: asked at every flush, and a write (even one that does nothing) waits for the store's write lock.
  const read = async () => (await sql.all("SELECT secret FROM traffic_salts WHERE day = ?", [day]))[0]?.secret;
  const kept = await read();
  if (kept !== undefined) return String(kept);
  await sql.all("INSERT INTO traffic_salts (day, secret) VALUES (?, ?) ON CONFLICT (day) DO NOTHING", [
    day,
    randomBytes(32).toString("base64url"),
  ]);
  return String(await read());
}

/** Deletes the secrets and visitor logs of the days before today, and the counts before the kept window. */
export async function forget(sql: Sql, today: string, keepCountsFrom: string): Promise<void> {
  const secretsDeleted = await sql.transaction(async (tx) => {
    const secrets = await tx.run("DELETE FROM traffic_salts WHERE day < ?", [today]);
    await tx.all("DELETE FROM traffic_visitor_log WHERE day < ?", [today]);
    await tx.all("DELETE FROM traffic_daily WHERE day < ?", [keepCountsFrom]);
    await tx.all("DELETE FROM traffic_monthly WHERE month < ?", [keepCountsFrom.slice(0, 7)]);
    return secrets;
  });
  // Once a day, by the instance whose transaction deleted the secret.
  if (secretsDeleted > 0)
    await sql.clearDeleted().catch((error: unknown) => {
      throw new Error(
        `a past day's secret is deleted, but its bytes may stay in the store's files a while: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
}

/** What an instance knows of one of today's visitors: their visit's keys, and whether they saw pricing today. */
interface KnownVisitor {
  keys: VisitKeys;
  sawPricing: boolean;
}

/** A visitor as the log holds them: hash, their visit's keys, whether they saw pricing. */
type LoggedVisitor = [hash: string, keys: VisitKeys, sawPricing: boolean];

/** How many of a day's visitors an instance knows at most (a busy B2B site has a few thousand a day). */
export const VISITORS_KNOWN_A_DAY = 200_000;

/**
 * Today's visitors as this instance has read them in the day's log (traffic_visitor_log, written by every instance):
 * facts that never change for the day (a visitor's keys are the first instance's to count them, and "saw pricing" is
 * never unset). Each is held as a number (the place of their visit's keys among the day's, times two, plus one once
 * they saw pricing), the keys once per visit: a busy day holds tens of thousands, and an object per visitor outlived
 * the young generation and was copied by every collection. At most `most` a day: past them (a flood of made-up
 * addresses), a new visitor's views are counted without a visitor, and the log stops growing.
 */
export class KnownVisitors {
  #day = "";
  #known = new Map<string, number>();
  #keys: VisitKeys[] = [];
  #placeOfKeys = new ByVisitKeys<number>();
  /** The last row of the day's log read (or written) here. */
  #seen = 0;
  readonly #most: number;
  constructor(most = VISITORS_KNOWN_A_DAY) {
    this.#most = most;
  }

  /** Whether a batch's day is the one known (a later day starts afresh; a past day's batch is read from its own log). */
  on(day: string): boolean {
    if (day > this.#day) {
      this.#day = day;
      this.#known = new Map();
      this.#keys = [];
      this.#placeOfKeys = new ByVisitKeys();
      this.#seen = 0;
    }
    return day === this.#day;
  }

  /** The last row of the day's log this instance has read. */
  get seen(): number {
    return this.#seen;
  }

  get full(): boolean {
    return this.#known.size >= this.#most;
  }

  visitor(hash: string): KnownVisitor | undefined {
    const held = this.#known.get(hash);
    return held === undefined ? undefined : { keys: this.#keys[held >> 1]!, sawPricing: (held & 1) === 1 };
  }

  #learn(hash: string, keys: VisitKeys, sawPricing: boolean) {
    const held = this.#known.get(hash);
    if (held === undefined && this.full) return;
    const place = held === undefined ? this.#placeOfKeys.getOrMake(keys, () => this.#keys.push(keys) - 1) : held >> 1;
    this.#known.set(hash, place * 2 + (sawPricing || (held ?? 0) & 1 ? 1 : 0));
  }

  /** Learns a row of the log, as it was read. */
  learnRow(seq: number, text: string) {
    const [keysList, entries] = JSON.parse(text) as [string[][], (string | number)[]];
    const keys = keysList.map(([landing = "", referrer = "", source = "", medium = "", campaign = ""]) => ({
      landing,
      referrer,
      source,
      medium,
      campaign,
    }));
    for (let at = 0; at + 1 < entries.length; at += 2) {
      const fact = Number(entries[at + 1]);
      this.#learn(String(entries[at]), keys[fact >> 1]!, (fact & 1) === 1);
    }
    this.#seen = Math.max(this.#seen, seq);
  }

  /** Learns the row this instance wrote, once its transaction is committed. */
  learnWritten(seq: number, visitors: LoggedVisitor[]) {
    for (let at = 0; at < visitors.length; at += 1) {
      const visitor = visitors[at]!;
      this.#learn(visitor[0], visitor[1], visitor[2]);
    }
    this.#seen = Math.max(this.#seen, seq);
  }
}

/** A row of the log: each visit's keys once, then each visitor's hash and the place of their keys (see 010_*.sql). */
export function logRowText(visitors: LoggedVisitor[]): string {
  const keysList: string[][] = [];
  const placeOf = new ByVisitKeys<number>();
  const entries: (string | number)[] = [];
  for (let at = 0; at < visitors.length; at += 1) {
    const hash = visitors[at]![0];
    const keys = visitors[at]![1];
    const sawPricing = visitors[at]![2];
    const place = placeOf.getOrMake(
      keys,
      () => keysList.push([keys.landing, keys.referrer, keys.source, keys.medium, keys.campaign]) - 1,
    );
    entries.push(hash, place * 2 + (sawPricing ? 1 : 0));
  }
  return JSON.stringify([keysList, entries]);
}

/**
 * Adds one batch: its visitors first (read against the day's visitors, after the rows other instances added to the
 * day's log since this one last looked; those new today, or seeing pricing for the first time today, logged in one
 * row), then every count as an increment. One transaction, the instances taking turns: all of it, or none (kept to
 * retry); what this batch logged is known here once it is committed. Each visitor's facts sit at their place in the
 * batch (arrays, not a map per fact): a batch may hold thousands.
 */
export async function addBatch(sql: Sql, batch: TrafficBatch, knownVisitors: KnownVisitors): Promise<void> {
  const { visitors, day } = batch;
  // A past day's batch (one that waited through midnight) is read against that day's whole log.
  const known = knownVisitors.on(day) ? knownVisitors : new KnownVisitors();
  let written: { seq: number; visitors: LoggedVisitor[] } | undefined;
  await sql.transaction(async (tx) => {
    if (tx.writersTakeTurns) await tx.all(tx.writersTakeTurns, []);
    for (const row of await tx.all(
      "SELECT seq, visitors FROM traffic_visitor_log WHERE day = ? AND seq > ? ORDER BY seq",
      [day, known.seen],
    ))
      known.learnRow(Number(row.seq), String(row.visitors));
    const keysAt: (VisitKeys | undefined)[] = Array.from({ length: visitors.length });
    const isNew = new Uint8Array(visitors.length);
    const firstPricing = new Uint8Array(visitors.length);
    const logged: LoggedVisitor[] = [];
    for (let place = 0; place < visitors.length; place += 1) {
      const hash = visitors[place]![0];
      const tally = visitors[place]![1];
      const knownVisitor = known.visitor(hash);
      if (knownVisitor) {
        keysAt[place] = knownVisitor.keys;
        if (tally.pricingViews > 0 && !knownVisitor.sawPricing) {
          firstPricing[place] = 1;
          logged.push([hash, knownVisitor.keys, true]);
        }
        // A visitor is someone who saw a page: a quote's link opened alone credits the quote, not a visitor. Past the
        // day's bound, views are counted without their visitor.
      } else if (tally.views > 0 && !known.full) {
        isNew[place] = 1;
        keysAt[place] = tally.first;
        if (tally.pricingViews > 0) firstPricing[place] = 1;
        logged.push([hash, tally.first, tally.pricingViews > 0]);
      }
    }
    if (logged.length > 0) {
      const [row] = await tx.all("INSERT INTO traffic_visitor_log (day, visitors) VALUES (?, ?) RETURNING seq", [
        day,
        logRowText(logged),
      ]);
      written = { seq: Number(row!.seq), visitors: logged };
    }
    // increment() adds up the rows of one key (the batch's counts and its visitors' rows share keys).
    await increment(tx, day, [...batch.counts, ...visitorRows(batch, keysAt, isNew, firstPricing)]);
  });
  if (written) known.learnWritten(written.seq, written.visitors);
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

/**
 * The months a window holds whole (read from the monthly rollup), and the days at its ends outside them (read day by
 * day). A month is whole when the window has its first day and its last, or every day of it counted so far (`today`
 * and before: the usual window ends today). None whole: every day is read by day.
 */
export function windowParts(from: string, to: string, today = "9999-12-31") {
  const monthAfter = (month: string) => {
    const [year, number] = month.split("-").map(Number) as [number, number];
    return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
  };
  const firstWhole = from.endsWith("-01") ? from.slice(0, 7) : monthAfter(from.slice(0, 7));
  // The month `to` ends: whole when `to` is its last day (the next day is in the next month), or today or later.
  const lastWhole = addDays(to, 1).endsWith("-01") || to >= today ? to.slice(0, 7) : previousMonth(to.slice(0, 7));
  if (firstWhole > lastWhole) return { months: undefined, days: [[from, to]] as [string, string][] };
  const days: [string, string][] = [];
  if (from < `${firstWhole}-01`) days.push([from, addDays(`${firstWhole}-01`, -1)]);
  const afterLast = `${monthAfter(lastWhole)}-01`;
  if (to >= afterLast) days.push([afterLast, to]);
  return { months: [firstWhole, lastWhole] as [string, string], days };
}

const previousMonth = (month: string) => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, "0")}`;
};

export async function countsBetween(sql: Sql, from: string, to: string, today?: string): Promise<TrafficCounts> {
  const { months, days } = windowParts(from, to, today);
  const parts = [
    ...days.map(
      () =>
        "SELECT event, dimension, value, count FROM traffic_daily WHERE day >= ? AND day <= ? AND dimension <> 'total'",
    ),
    ...(months
      ? [
          "SELECT event, dimension, value, count FROM traffic_monthly WHERE month >= ? AND month <= ? AND dimension <> 'total'",
        ]
      : []),
  ];
  const [totals, values] = await Promise.all([
    sql.all("SELECT day, event, count FROM traffic_daily WHERE day >= ? AND day <= ? AND dimension = 'total'", [
      from,
      to,
    ]),
    sql.all(
      `SELECT event, dimension, value, SUM(count) AS count FROM (${parts.join(" UNION ALL ")}) AS counted GROUP BY event, dimension, value`,
      [...days.flat(), ...(months ?? [])],
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

/**
 * Adds counts to a day's as increments, each key once (PostgreSQL refuses a key twice in one statement), and to its
 * month's: the rollup a long window reads.
 */
async function increment(tx: Sql, day: string, rows: CountRow[]): Promise<void> {
  const once = summed(rows);
  for (const { add, of } of ROLLUPS) await writeEach(tx, add, of(day), once);
}

/** An increment of a rollup's counts, by its table and period column (names from the fixed list below). */
const incrementOf = (table: string, period: string): ManyRows => ({
  one: `INSERT INTO ${table} (${period}, event, dimension, value, count) VALUES (?, ?, ?, ?, ?) ON CONFLICT (${period}, event, dimension, value) DO UPDATE SET count = ${table}.count + excluded.count`,
  many: (json) =>
    `INSERT INTO ${table} (${period}, event, dimension, value, count) SELECT CAST(? AS TEXT), value ->> 0, value ->> 1, value ->> 2, CAST(value ->> 3 AS BIGINT) FROM ${json} WHERE true ON CONFLICT (${period}, event, dimension, value) DO UPDATE SET count = ${table}.count + excluded.count`,
});

/** Where counts are added: by day, and by month (names from this fixed list, never from input). */
const ROLLUPS = [
  { add: incrementOf("traffic_daily", "day"), of: (day: string) => day },
  { add: incrementOf("traffic_monthly", "month"), of: (day: string) => day.slice(0, 7) },
];

/** Rows for a bulk fill (the benchmark's year of counts): increments, as a batch's. */
export const addRows = (sql: Sql, day: string, rows: CountRow[]) => sql.transaction((tx) => increment(tx, day, rows));
