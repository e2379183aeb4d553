/**
 * Counting in memory (issue 57): each counted answer adds to this interval's batch, and every few seconds the batch
 * is added to the store as increments (one write per interval per instance, so several instances add up).
 *
 * Unique visitors without identifying anyone: a visitor is a hash of the day's secret, the client's address and its
 * user agent. The secret is made by the first instance to count on a day, shared through the store, and deleted with
 * the day, so nobody can be recognised across days. No address or user agent is stored: an interval holds its
 * visitors by them in memory, and its flush hashes them and forgets them (hashing there, in one go, rather than on
 * each request). A browser that sends `Sec-GPC: 1` is counted as a view, never as a visitor.
 *
 * Counted on a thread of its own (counting-worker.ts): the serving path only queues a few strings per answer, and this
 * thread reads them in batches, where its maps stay in the processor's caches (decision 0027).
 *
 * Bounded: each dimension keeps at most `valuesPerDay` distinct values a day (past them, "(other)"), and an interval
 * at most `visitorsPerInterval` visitors (past them, views are counted without their visitor), so a flood of
 * made-up campaign names or addresses grows neither this process nor the store.
 */
import { hash } from "node:crypto";
import {
  type CountRow,
  type Dimension,
  NONE,
  OTHER,
  type TrafficBatch,
  type TrafficEvent,
  type VisitKeys,
  type VisitorTally,
  visitDimensions,
} from "./batch.ts";
import { addDays } from "#server/shared/calendar-days.ts";
import type { Counted } from "./visits.ts";

export interface TrafficSink {
  /** The day's secret (made if none is kept yet); a day's secret is the same for every instance. */
  secretFor(day: string): Promise<string>;
  add(batch: TrafficBatch): Promise<void>;
  /** Deletes the counts of days before this one, and the secrets and visitor hashes of days before today. */
  forget(today: string, keepCountsFrom: string): Promise<void>;
}

export interface CounterOptions {
  sink: TrafficSink;
  /** The team's day (YYYY-MM-DD) of an instant: its time zone's. */
  dayOf: (instant: Date) => string;
  /** How many days of counts are kept (TRAFFIC_KEEP_DAYS). */
  keepDays: number;
  now?: () => Date;
  valuesPerDay?: number;
  visitorsPerInterval?: number;
  /** Told of a failure to add a batch, once per run of failures (the log). */
  warn?: (message: string) => void;
  /** Told of each interval's batch: added to the store, or kept to try again (the operator's metrics). */
  onBatch?: (outcome: BatchOutcome) => void;
}

/** The request's side of a counted answer: who asked (held until the flush, never stored) and whether they opted out. */
export interface Asker {
  address: string;
  userAgent: string;
  /** Sec-GPC: 1 (Global Privacy Control). */
  optedOut: boolean;
}

/** What became of an interval's batch: the store took it, or it is kept for the next interval. */
export type BatchOutcome = "added" | "kept";

export const VALUES_PER_DAY = 1000;
export const VISITORS_PER_INTERVAL = 20_000;
const NO_KEYS: VisitKeys = { landing: NONE, referrer: NONE, source: NONE, medium: NONE, campaign: NONE };

/**
 * A visitor as an interval holds them: their tally, and where their first view of the interval came from (read with
 * that view: a view's request is never held, nor anything made to read it, only the few words it counts under).
 */
type HeldVisitor = Omit<VisitorTally, "first"> & { first: VisitKeys | undefined };
/** A held visitor as a flush takes them: by address and user agent, hashed then and there. */
type HeldEntry = [address: string, userAgent: string, tally: HeldVisitor];

export class TrafficCounter {
  readonly #options: Required<Omit<CounterOptions, "warn" | "onBatch">> & Pick<CounterOptions, "warn" | "onBatch">;
  #day = "";
  /** This interval's counts, by event, dimension and value (maps in turn: no key is written out per count). */
  #counts = new Map<TrafficEvent, Map<Dimension, Map<string, CountRow>>>();
  /** This interval's visitors, by address, then user agent (never kept past the flush, never stored). */
  #visitors = new Map<string, Map<string, HeldVisitor>>();
  #visitorCount = 0;
  /** Each dimension's values seen today by this instance: the day's bound. */
  #valuesToday = new Map<Dimension, Set<string>>();
  #adding: Promise<void> = Promise.resolve();
  #dayRead = { second: Number.NaN, day: "" };
  /** The clock in milliseconds (Date.now unless a test gives its own: no Date made per count). */
  readonly #nowMs: () => number;
  #failing = false;
  #forgotten = "";

  constructor(options: CounterOptions) {
    this.#options = {
      now: () => new Date(),
      valuesPerDay: VALUES_PER_DAY,
      visitorsPerInterval: VISITORS_PER_INTERVAL,
      warn: undefined,
      onBatch: undefined,
      ...options,
    };
    const { now } = options;
    this.#nowMs = now ? () => now().getTime() : Date.now;
  }

  /** A value as it is counted: itself while the day's bound has room, else "(other)". */
  #bounded(dimension: Dimension, value: string): string {
    if (dimension === "total" || dimension === "device") return value;
    let seen = this.#valuesToday.get(dimension);
    if (!seen) this.#valuesToday.set(dimension, (seen = new Set()));
    if (seen.has(value)) return value;
    if (seen.size >= this.#options.valuesPerDay) return OTHER;
    seen.add(value);
    return value;
  }

  #count(event: TrafficEvent, dimension: Dimension, value: string, count = 1) {
    const bounded = this.#bounded(dimension, value);
    let byDimension = this.#counts.get(event);
    if (!byDimension) this.#counts.set(event, (byDimension = new Map()));
    let byValue = byDimension.get(dimension);
    if (!byValue) byDimension.set(dimension, (byValue = new Map()));
    const row = byValue.get(bounded);
    if (row) row[3] += count;
    else byValue.set(bounded, [event, dimension, bounded, count]);
  }

  #warn(message: string) {
    if (this.#failing) return;
    this.#failing = true;
    this.#options.warn?.(message);
  }

  /**
   * Makes sure today's secret is kept before the first flush needs it, and that the store answers (the counting
   * thread calls it at start).
   */
  start(): void {
    const day = this.#dayTurned();
    this.#options.sink
      .secretFor(day)
      .catch((error: unknown) =>
        this.#warn(`the day's secret could not be read from the store yet (${String(error)})`),
      );
  }

  /** The team's day now, worked out at most once a second (a time zone's calendar is not free to read). */
  #today(): string {
    const second = Math.floor(this.#nowMs() / 1000);
    if (second !== this.#dayRead.second) this.#dayRead = { second, day: this.#options.dayOf(new Date(second * 1000)) };
    return this.#dayRead.day;
  }

  /** Today, once the day has turned here if it had not yet: the last day's batch flushed as that day's. */
  #dayTurned(): string {
    const day = this.#today();
    if (day !== this.#day) this.#newDay(day);
    return day;
  }

  /**
   * Counts one answer (read by the counting thread, or by a test): synchronous, never waiting for the store. A visitor is
   * held by their address and user agent for the interval, in memory only, with where their first view of it came
   * from (its campaign tags, read now); the flush hashes them with the day's secret, in one go.
   */
  count(counted: Counted, asker: Asker): void {
    this.#dayTurned();
    let tally: HeldVisitor | undefined;
    if (!asker.optedOut) {
      let byAgent = this.#visitors.get(asker.address);
      tally = byAgent?.get(asker.userAgent);
      if (!tally && this.#visitorCount < this.#options.visitorsPerInterval) {
        if (!byAgent) this.#visitors.set(asker.address, (byAgent = new Map()));
        this.#visitorCount += 1;
        tally = {
          first: counted.kind === "view" ? this.#keysOf(counted) : undefined,
          device: counted.device,
          views: 0,
          pricingViews: 0,
          quotes: 0,
          checklists: 0,
        };
        byAgent.set(asker.userAgent, tally);
      }
    }
    if (counted.kind === "view") {
      this.#count("views", "total", NONE);
      this.#count("views", "page", counted.page);
      this.#count("views", "device", counted.device);
      if (tally) {
        tally.views += 1;
        tally.first ??= this.#keysOf(counted);
        if (counted.pricing) tally.pricingViews += 1;
      } else {
        // No visitor (opted out, or past the interval's bound): credited to the view's own keys.
        // (The total was counted above, as for every view.)
        const keys = this.#keysOf(counted);
        for (const [dimension, value] of visitDimensions(keys))
          if (dimension !== "total") this.#count("views", dimension, value);
        if (counted.pricing) this.#countVisit("pricing_views", keys);
      }
      return;
    }
    const event = counted.kind === "quote" ? "quotes" : "checklists";
    if (tally) tally[event] += 1;
    else this.#countVisit(event, NO_KEYS);
  }

  #countVisit(event: TrafficEvent, keys: VisitKeys) {
    for (const [dimension, value] of visitDimensions(keys)) this.#count(event, dimension, value);
  }

  #keysOf(view: Extract<Counted, { kind: "view" }>): VisitKeys {
    const attribution = view.attribution();
    return {
      landing: this.#bounded("landing", view.page),
      referrer: this.#bounded("referrer", attribution.referrer_host ?? NONE),
      source: this.#bounded("source", attribution.utm_source ?? NONE),
      medium: this.#bounded("medium", attribution.utm_medium ?? NONE),
      campaign: this.#bounded("campaign", attribution.utm_campaign ?? NONE),
    };
  }

  #newDay(day: string) {
    // The last day's batch goes to the store as that day's, before anything of the new day is counted.
    if (this.#day) void this.flush();
    this.#day = day;
    this.#valuesToday = new Map();
  }

  /** What this instance holds: the interval's keys and visitors, and the most values a dimension has today. */
  get held(): { keys: number; visitors: number; values: number } {
    const values = Math.max(0, ...[...this.#valuesToday.values()].map((seen) => seen.size));
    let keys = 0;
    for (const byDimension of this.#counts.values()) for (const byValue of byDimension.values()) keys += byValue.size;
    return { keys, visitors: this.#visitorCount, values };
  }

  /**
   * The counting thread's call every interval: the team's day turns here even when no answer comes, so a day's
   * secret and visitor hashes are deleted once it is over, whether or not anyone visits the next day. Then flushes.
   */
  tick(): Promise<void> {
    this.#dayTurned();
    return this.flush();
  }

  /**
   * Adds this interval's batch to the store (one after another); a failed batch is kept for the next. Its visitors
   * are hashed here, with the day's secret, and their addresses and user agents forgotten.
   */
  flush(): Promise<void> {
    const day = this.#day;
    // Maps read with forEach: a for-of over a map makes an entry per value, and this runs too seldom to be optimised.
    const counts: CountRow[] = [];
    this.#counts.forEach((byDimension) => byDimension.forEach((byValue) => byValue.forEach((row) => counts.push(row))));
    const held: HeldEntry[] = [];
    this.#visitors.forEach((byAgent, address) =>
      byAgent.forEach((tally, userAgent) => held.push([address, userAgent, tally])),
    );
    this.#counts = new Map();
    this.#visitors = new Map();
    this.#visitorCount = 0;
    this.#adding = this.#adding.then(async () => {
      if (counts.length > 0 || held.length > 0) {
        try {
          // The day's secret, read from the store at each flush that hashes (a statement or two every few seconds):
          // every instance's is the same, and when PostgreSQL's (an unlogged table) starts again empty after a crash
          // of the database, every instance takes the day's new one here, not a secret of its own for the rest of it.
          const secret = held.length > 0 ? await this.#options.sink.secretFor(day) : "";
          // (An entry's parts by index: destructured, each made an iterator and its results.)
          const visitors: TrafficBatch["visitors"] = held.map((entry) => [
            hash("sha256", `${secret}\n${entry[0]}\n${entry[1]}`, "base64url").slice(0, 22),
            // The held tally itself (a copy per visitor was garbage at every flush), kept as it is for a retry; a
            // visitor with no view in the interval (a quote's link opened alone) came from nowhere.
            entry[2].first ? (entry[2] as VisitorTally) : { ...entry[2], first: NO_KEYS },
          ]);
          // The counts are one row per key already (the map's); the store adds them up with the visitors' rows.
          await this.#options.sink.add({ day, counts, visitors });
          if (this.#failing) this.#options.warn?.("visits are counted again: the store took the waiting counts");
          this.#failing = false;
          this.#options.onBatch?.("added");
        } catch (error) {
          this.#warn(`visits could not be added to the store; kept to try again (${String(error)})`);
          this.#keep(day, counts, held);
          this.#options.onBatch?.("kept");
        }
      }
      if (day && this.#forgotten !== day) {
        this.#forgotten = day;
        await this.#options.sink
          .forget(day, addDays(day, 1 - this.#options.keepDays))
          .catch((error: unknown) =>
            this.#warn(`the days past could not all be cleared from the store (${String(error)})`),
          );
      }
    });
    return this.#adding;
  }

  /** A batch the store did not take, back into the current one (the same day's only, within the bounds). */
  #keep(day: string, counts: CountRow[], held: HeldEntry[]) {
    if (day !== this.#day) return;
    for (const [event, dimension, value, count] of counts) this.#count(event, dimension, value, count);
    for (const [address, userAgent, tally] of held) {
      let byAgent = this.#visitors.get(address);
      const now = byAgent?.get(userAgent);
      if (now) {
        now.views += tally.views;
        now.pricingViews += tally.pricingViews;
        now.quotes += tally.quotes;
        now.checklists += tally.checklists;
        now.first = tally.first ?? now.first;
      } else if (this.#visitorCount < this.#options.visitorsPerInterval) {
        if (!byAgent) this.#visitors.set(address, (byAgent = new Map()));
        byAgent.set(userAgent, tally);
        this.#visitorCount += 1;
      }
    }
  }
}
