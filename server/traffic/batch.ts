/**
 * The vocabulary of the counts (issue 57): what is counted (events), by what (dimensions), and one interval's batch
 * as an instance hands it to the store. Only aggregates and today's visitor hashes ever leave the process.
 */
import type { Device } from "./visits.ts";

/** What is counted. Visitors are people (one a day each); the rest are how often. */
export const EVENTS = ["views", "visitors", "pricing_views", "pricing_visitors", "quotes", "checklists"] as const;
export type TrafficEvent = (typeof EVENTS)[number];

/**
 * What a count is by. "total" has the one value "". "page" is the page viewed (views only); "landing" and the rest
 * are the visit's: its first page of the day, and where that page's visitor came from.
 */
export const DIMENSIONS = ["total", "page", "landing", "referrer", "source", "medium", "campaign", "device"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** A dimension's value for "none" (no campaign, no referring site): shown as "(none)". */
export const NONE = "";
/** Where values past the day's bound are counted (a flood of made-up campaign names). */
export const OTHER = "(other)";

/** Where a visit came from: its first page of the day, and that page's referring site and campaign tags. */
export interface VisitKeys {
  landing: string;
  referrer: string;
  source: string;
  medium: string;
  campaign: string;
}

/** One visitor's doings in an interval, by the hash only. */
export interface VisitorTally {
  /** Where this interval first saw them come from (kept if they are new today). */
  first: VisitKeys;
  device: Device;
  /** Their page views in the interval (each page's own count is added at the request). */
  views: number;
  pricingViews: number;
  quotes: number;
  checklists: number;
}

/** A count ready to add: every dimension known at the time of the request. */
export type CountRow = [event: TrafficEvent, dimension: Dimension, value: string, count: number];

/** One interval's counts of one day (the team's), as one instance adds them to the store. */
export interface TrafficBatch {
  day: string;
  counts: CountRow[];
  /** Visitors by hash; their views, pricing views, quotes and downloads are credited to their visit's keys. */
  visitors: [hash: string, tally: VisitorTally][];
}

/** The dimensions a visitor's keys fill, and the value of each. */
export const visitDimensions = (keys: VisitKeys): [Dimension, string][] => [
  ["total", NONE],
  ["landing", keys.landing],
  ["referrer", keys.referrer],
  ["source", keys.source],
  ["medium", keys.medium],
  ["campaign", keys.campaign],
];

/**
 * Values found by a visit's five words in turn: nested maps, so no key string is made per visitor (a batch's sums
 * per visit; the writer's one copy of each visit's keys for the day, not one per visitor).
 */
export class ByVisitKeys<T> {
  readonly #tree = new Map<string, Map<string, Map<string, Map<string, Map<string, T>>>>>();

  /** The value of these keys, made (and kept) if there is none yet. */
  getOrMake(keys: VisitKeys, make: () => T): T {
    const byReferrer = stepInto(this.#tree, keys.landing);
    const bySource = stepInto(byReferrer, keys.referrer);
    const byMedium = stepInto(bySource, keys.source);
    const byCampaign = stepInto(byMedium, keys.medium);
    let value = byCampaign.get(keys.campaign);
    if (value === undefined) byCampaign.set(keys.campaign, (value = make()));
    return value;
  }

  /** Calls `each` with every value (callbacks, not a generator: no object made per value). */
  forEach(each: (value: T) => void): void {
    this.#tree.forEach((byReferrer) =>
      byReferrer.forEach((bySource) =>
        bySource.forEach((byMedium) => byMedium.forEach((byCampaign) => byCampaign.forEach(each))),
      ),
    );
  }
}

function stepInto<T>(map: Map<string, Map<string, T>>, word: string): Map<string, T> {
  let next = map.get(word);
  if (next === undefined) map.set(word, (next = new Map()));
  return next;
}

/** A count per event, each 0: a visit's or a value's sums, by SLOT. */
const noCounts = () => EVENTS.map(() => 0);

/** Each event's slot in a visit's sums: its place in EVENTS. */
const SLOT = Object.fromEntries(EVENTS.map((event, slot) => [event, slot])) as Record<TrafficEvent, number>;

/**
 * The rows a batch's visitors add once the store knows each one's visit (`keysAt`, by their place in the batch), and
 * which are new today (`isNew`) and saw pricing today for the first time (`firstPricing`): the one rule both stores
 * apply. Visitors of the same visit are added up first, then each visit's sums to each of its dimensions' values, a
 * slot per event: a batch may hold thousands of visitors, from a few hundred visits' keys. (Small functions, no
 * short loop inside a long one: this runs once an interval, and the engine's compiled inner loops were left and
 * thrown away hundreds of times a minute.)
 */
export function visitorRows(
  batch: TrafficBatch,
  keysAt: readonly (VisitKeys | undefined)[],
  isNew: Uint8Array,
  firstPricing: Uint8Array,
): CountRow[] {
  const visits = new ByVisitKeys<VisitSums>();
  const deviceVisitors = new Map<string, number>();
  const { visitors } = batch;
  for (let place = 0; place < visitors.length; place += 1) {
    const tally = visitors[place]![1];
    const keys = keysAt[place] ?? tally.first;
    const visit = visits.getOrMake(keys, () => ({ keys, sums: noCounts() }));
    addVisitor(visit.sums, tally, isNew[place]!, firstPricing[place]!);
    if (isNew[place]) deviceVisitors.set(tally.device, (deviceVisitors.get(tally.device) ?? 0) + 1);
  }
  const byValue = new Map<Dimension, Map<string, number[]>>();
  visits.forEach((visit) => addVisit(byValue, visit));
  const rows: CountRow[] = [];
  byValue.forEach((values, dimension) => values.forEach((slots, value) => rowsOf(rows, dimension, value, slots)));
  deviceVisitors.forEach((count, device) => rows.push(["visitors", "device", device, count]));
  return rows;
}

/** A visit's keys and the sums of its visitors in a batch, by SLOT. */
interface VisitSums {
  keys: VisitKeys;
  sums: number[];
}

function addVisitor(sums: number[], tally: VisitorTally, isNew: number, firstPricing: number) {
  sums[SLOT.views]! += tally.views;
  sums[SLOT.visitors]! += isNew;
  sums[SLOT.pricing_views]! += tally.pricingViews;
  sums[SLOT.pricing_visitors]! += firstPricing;
  sums[SLOT.quotes]! += tally.quotes;
  sums[SLOT.checklists]! += tally.checklists;
}

/** A visit's sums to each of its dimensions' values (said one by one: no list made per visit). */
function addVisit(byValue: Map<Dimension, Map<string, number[]>>, { keys, sums }: VisitSums) {
  addToValue(byValue, "total", NONE, sums);
  addToValue(byValue, "landing", keys.landing, sums);
  addToValue(byValue, "referrer", keys.referrer, sums);
  addToValue(byValue, "source", keys.source, sums);
  addToValue(byValue, "medium", keys.medium, sums);
  addToValue(byValue, "campaign", keys.campaign, sums);
}

function addToValue(
  byValue: Map<Dimension, Map<string, number[]>>,
  dimension: Dimension,
  value: string,
  sums: number[],
) {
  let values = byValue.get(dimension);
  if (!values) byValue.set(dimension, (values = new Map()));
  let slots = values.get(value);
  if (!slots) values.set(value, (slots = noCounts()));
  // A view's page, device and the total are counted at the request; where it came from is the visit's.
  if (dimension !== "total") slots[SLOT.views]! += sums[SLOT.views]!;
  slots[SLOT.visitors]! += sums[SLOT.visitors]!;
  slots[SLOT.pricing_views]! += sums[SLOT.pricing_views]!;
  slots[SLOT.pricing_visitors]! += sums[SLOT.pricing_visitors]!;
  slots[SLOT.quotes]! += sums[SLOT.quotes]!;
  slots[SLOT.checklists]! += sums[SLOT.checklists]!;
}

function rowsOf(rows: CountRow[], dimension: Dimension, value: string, slots: number[]) {
  for (let slot = 0; slot < EVENTS.length; slot += 1)
    if (slots[slot]! > 0) rows.push([EVENTS[slot]!, dimension, value, slots[slot]!]);
}

/** Counts added up by key as they come. */
class Sums {
  readonly #rows = new Map<string, CountRow>();
  add(event: TrafficEvent, dimension: Dimension, value: string, count: number) {
    const key = `${event}\t${dimension}\t${value}`;
    const row = this.#rows.get(key);
    if (row) row[3] += count;
    else this.#rows.set(key, [event, dimension, value, count]);
  }
  rows(): CountRow[] {
    return [...this.#rows.values()];
  }
}

/** Rows with the same key added up: each key once, as one upsert per key (PostgreSQL refuses a key twice). */
export function summed(rows: CountRow[]): CountRow[] {
  const sums = new Sums();
  for (let at = 0; at < rows.length; at += 1) {
    const row = rows[at]!;
    sums.add(row[0], row[1], row[2], row[3]);
  }
  return sums.rows();
}
