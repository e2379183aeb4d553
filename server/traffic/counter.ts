/**
 * Counting in memory (issue 57): each counted answer adds to this interval's batch, and every few seconds the batch
 * is added to the store as increments (one write per interval per instance, so several instances add up).
 *
 * Unique visitors without identifying anyone: a visitor is a hash of the day's secret, the client's address and its
 * user agent. The secret is made by the first instance to count on a day, shared through the store, and deleted with
 * the day, so nobody can be recognised across days, and no address or user agent is kept anywhere (not even here:
 * only the hash). A browser that sends `Sec-GPC: 1` is counted as a view, never as a visitor.
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
  summed,
} from "./batch.ts";
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
}

/** The request's side of a counted answer: who asked (never kept, only hashed) and whether they opted out. */
export interface Asker {
  address: string;
  userAgent: string;
  /** Sec-GPC: 1 (Global Privacy Control). */
  optedOut: boolean;
}

export const VALUES_PER_DAY = 1000;
export const VISITORS_PER_INTERVAL = 20_000;
/** Answers that wait for the day's secret at most (its reading takes milliseconds); past it, views only. */
const WAITING_MAX = 1000;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export class TrafficCounter {
  readonly #options: Required<Omit<CounterOptions, "warn">> & Pick<CounterOptions, "warn">;
  #day = "";
  #secret: { day: string; value: string } | undefined;
  #secretWanted: string | undefined;
  #counts = new Map<string, CountRow>();
  #visitors = new Map<string, VisitorTally>();
  /** Each dimension's values seen today by this instance: the day's bound. */
  #valuesToday = new Map<Dimension, Set<string>>();
  #adding: Promise<void> = Promise.resolve();
  #waiting: [Counted, Asker][] = [];
  #hashes = new Map<string, string>();
  #dayRead = { second: Number.NaN, day: "" };
  #failing = false;
  #forgotten = "";

  constructor(options: CounterOptions) {
    this.#options = {
      now: () => new Date(),
      valuesPerDay: VALUES_PER_DAY,
      visitorsPerInterval: VISITORS_PER_INTERVAL,
      warn: undefined,
      ...options,
    };
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
    const key = `${event}\t${dimension}\t${bounded}`;
    const row = this.#counts.get(key);
    if (row) row[3] += count;
    else this.#counts.set(key, [event, dimension, bounded, count]);
  }

  /**
   * The day's secret, when this instance has it; asks the store for it once when the day is new. The few answers
   * counted meanwhile (the first milliseconds of a day or of the process) wait for it in memory, bounded, so their
   * visitors are counted as everyone's are.
   */
  #secretOf(day: string): string | undefined {
    if (this.#secret?.day === day) return this.#secret.value;
    if (this.#secretWanted !== day) {
      this.#secretWanted = day;
      this.#options.sink
        .secretFor(day)
        .then((value) => {
          if (this.#secretWanted === day) this.#secret = { day, value };
        })
        .catch((error: unknown) => {
          this.#secretWanted = undefined;
          this.#warn(`visitors are not counted: the day's secret could not be read from the store (${String(error)})`);
        })
        .finally(() => {
          const waiting = this.#waiting.splice(0);
          // Counted now: with the secret, or (when it could not be read) as views without their visitor.
          for (const [counted, asker] of waiting) this.#countNow(counted, asker, this.#secret?.day === day);
        });
    }
    return undefined;
  }

  #warn(message: string) {
    if (this.#failing) return;
    this.#failing = true;
    this.#options.warn?.(message);
  }

  /** Reads today's secret ahead of the first visit (the server calls it at start). */
  start(): void {
    const day = this.#options.dayOf(this.#options.now());
    if (day !== this.#day) this.#newDay(day);
    this.#secretOf(day);
  }

  /** The team's day now, worked out at most once a second (a time zone's calendar is not free to read). */
  #today(): string {
    const second = Math.floor(this.#options.now().getTime() / 1000);
    if (second !== this.#dayRead.second) this.#dayRead = { second, day: this.#options.dayOf(new Date(second * 1000)) };
    return this.#dayRead.day;
  }

  /** Counts one answer. Cheap and synchronous: the serving path never waits for the store. */
  count(counted: Counted, asker: Asker): void {
    const day = this.#today();
    if (day !== this.#day) this.#newDay(day);
    if (!asker.optedOut && this.#secretOf(day) === undefined && this.#waiting.length < WAITING_MAX) {
      this.#waiting.push([counted, asker]);
      return;
    }
    this.#countNow(counted, asker, true);
  }

  #countNow(counted: Counted, asker: Asker, asVisitor: boolean): void {
    const secret = asker.optedOut || !asVisitor ? undefined : this.#secret?.value;
    let tally: VisitorTally | undefined;
    if (secret !== undefined) {
      const visitor = this.#hashOf(secret, asker);
      tally = this.#visitors.get(visitor);
      if (!tally && this.#visitors.size < this.#options.visitorsPerInterval) {
        const keys = counted.kind === "view" ? this.#keysOf(counted) : undefined;
        tally = {
          first: keys ?? { landing: NONE, referrer: NONE, source: NONE, medium: NONE, campaign: NONE },
          device: counted.device,
          views: 0,
          pricingViews: 0,
          quotes: 0,
          checklists: 0,
        };
        this.#visitors.set(visitor, tally);
      }
    }
    if (counted.kind === "view") {
      this.#count("views", "total", NONE);
      this.#count("views", "page", counted.page);
      this.#count("views", "device", counted.device);
      if (tally) {
        tally.views += 1;
        if (counted.pricing) tally.pricingViews += 1;
      } else {
        // No visitor (opted out, no secret yet, or past the interval's bound): credited to the view's own keys.
        const keys = this.#keysOf(counted);
        for (const [dimension, value] of [
          ["landing", keys.landing],
          ["referrer", keys.referrer],
          ["source", keys.source],
          ["medium", keys.medium],
          ["campaign", keys.campaign],
        ] as const)
          this.#count("views", dimension, value);
        if (counted.pricing) this.#countVisit("pricing_views", keys);
      }
      return;
    }
    const event = counted.kind === "quote" ? "quotes" : "checklists";
    if (tally) tally[event] += 1;
    else this.#countVisit(event, { landing: NONE, referrer: NONE, source: NONE, medium: NONE, campaign: NONE });
  }

  #countVisit(event: TrafficEvent, keys: VisitKeys) {
    this.#count(event, "total", NONE);
    this.#count(event, "landing", keys.landing);
    this.#count(event, "referrer", keys.referrer);
    this.#count(event, "source", keys.source);
    this.#count(event, "medium", keys.medium);
    this.#count(event, "campaign", keys.campaign);
  }

  /**
   * A visitor's hash, made once an interval: a visit's pages come seconds apart, and hashing costs more than the
   * rest of counting a view. The address and user agent are held only for the interval, in memory, as the key.
   */
  #hashOf(secret: string, asker: Asker): string {
    const key = `${asker.address}\n${asker.userAgent}`;
    let visitor = this.#hashes.get(key);
    if (visitor === undefined) {
      visitor = hash("sha256", `${secret}\n${key}`, "base64url").slice(0, 22);
      if (this.#hashes.size < this.#options.visitorsPerInterval) this.#hashes.set(key, visitor);
    }
    return visitor;
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
    this.#secret = undefined;
  }

  /** What this instance holds: the interval's keys and visitors, and the most values a dimension has today. */
  get held(): { keys: number; visitors: number; values: number } {
    const values = Math.max(0, ...[...this.#valuesToday.values()].map((seen) => seen.size));
    return { keys: this.#counts.size, visitors: this.#visitors.size, values };
  }

  /** Adds this interval's batch to the store (one after another); a failed batch is kept for the next. */
  flush(): Promise<void> {
    const batch: TrafficBatch = {
      day: this.#day,
      counts: [...this.#counts.values()],
      visitors: [...this.#visitors.entries()],
    };
    this.#counts = new Map();
    this.#visitors = new Map();
    this.#hashes = new Map();
    const today = this.#day;
    this.#adding = this.#adding.then(async () => {
      if (batch.counts.length > 0 || batch.visitors.length > 0) {
        try {
          await this.#options.sink.add({ ...batch, counts: summed(batch.counts) });
          if (this.#failing) this.#options.warn?.("visits are counted again: the store took the waiting counts");
          this.#failing = false;
        } catch (error) {
          this.#warn(`visits could not be added to the store; kept to try again (${String(error)})`);
          this.#keep(batch);
        }
      }
      if (today && this.#forgotten !== today) {
        this.#forgotten = today;
        await this.#options.sink
          .forget(today, addDays(today, 1 - this.#options.keepDays))
          .catch((error: unknown) => this.#warn(`old counts could not be deleted (${String(error)})`));
      }
    });
    return this.#adding;
  }

  /** A batch the store did not take, back into the current one (the same day's only, within the bounds). */
  #keep(batch: TrafficBatch) {
    if (batch.day !== this.#day) return;
    for (const [event, dimension, value, count] of batch.counts) this.#count(event, dimension, value, count);
    for (const [hash, tally] of batch.visitors) {
      const now = this.#visitors.get(hash);
      if (now) {
        now.views += tally.views;
        now.pricingViews += tally.pricingViews;
        now.quotes += tally.quotes;
        now.checklists += tally.checklists;
        now.first = tally.first;
      } else if (this.#visitors.size < this.#options.visitorsPerInterval) this.#visitors.set(hash, tally);
    }
  }
}
