/**
 * The Traffic section's figures (issue 57) for a window of the team's days: visitors, views and leads per day and
 * per week; by campaign, landing page, source, referring site, page and device; the funnel visit → pricing → quote
 * → lead per campaign; conversion as leads per 100 visitors. Counts come from the traffic store, leads from the
 * lead store's own report query (the same as `npm run leads -- report`), so the two agree with what each says.
 */
import type { LeadCount, LeadRepository, ReportDimension } from "#server/leads/repository.ts";
import { parseBound } from "#server/leads/time-window.ts";
import { addDays, dayOf, mondayOf } from "#server/shared/calendar-days.ts";
import { withoutTrailingSlash } from "#app/content/pages.ts";
import { isCalendarDay } from "#app/content/calendar-day.ts";
import { NONE, type Dimension, type TrafficEvent } from "./batch.ts";
import type { TrafficCounts } from "./store.ts";

/** The longest window the section reads: a year and a day (a leap year's). */
export const WINDOW_MAX_DAYS = 366;
/** The window shown when none is asked for: the last four weeks, today included. */
export const WINDOW_DEFAULT_DAYS = 28;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => DAY.test(text) && isCalendarDay(text);

export interface Window {
  from: string;
  to: string;
}

/** A window as typed in the section's form: its days, or a message under each field that is wrong. */
export function windowOf(
  query: { from?: string; to?: string },
  today: string,
): { window: Window; errors: Partial<Record<"from" | "to", string>> } {
  const errors: Partial<Record<"from" | "to", string>> = {};
  const fallback = { from: addDays(today, 1 - WINDOW_DEFAULT_DAYS), to: today };
  const from = query.from?.trim() || fallback.from;
  const to = query.to?.trim() || fallback.to;
  if (!isDay(from)) errors.from = "Enter the first day as a date, such as 2026-11-01.";
  if (!isDay(to)) errors.to = "Enter the last day as a date, such as 2026-11-30.";
  if (!errors.from && !errors.to) {
    if (to < from) errors.to = "The last day is before the first day: choose a later one.";
    else if (addDays(from, WINDOW_MAX_DAYS) <= to)
      errors.to = `Choose at most ${WINDOW_MAX_DAYS} days: counts are read a year at a time.`;
  }
  return { window: Object.keys(errors).length ? fallback : { from, to }, errors };
}

/** One row of a table: a value (a campaign, a page, a day) and its figures. */
export interface FigureRow {
  value: string;
  visitors: number;
  views: number;
  pricingVisitors: number;
  quotes: number;
  checklists: number;
  leads: number;
}

export interface TrafficReport {
  window: Window;
  days: FigureRow[];
  weeks: FigureRow[];
  campaigns: FigureRow[];
  landings: FigureRow[];
  sources: FigureRow[];
  referrers: FigureRow[];
  pages: FigureRow[];
  devices: FigureRow[];
  forms: LeadCount[];
  total: FigureRow;
}

const empty = (value: string): FigureRow => ({
  value,
  visitors: 0,
  views: 0,
  pricingVisitors: 0,
  quotes: 0,
  checklists: 0,
  leads: 0,
});

const fromCounts = (value: string, figures: Partial<Record<TrafficEvent, number>> = {}): FigureRow => ({
  ...empty(value),
  visitors: figures.visitors ?? 0,
  views: figures.views ?? 0,
  pricingVisitors: figures.pricing_visitors ?? 0,
  quotes: figures.quotes ?? 0,
  checklists: figures.checklists ?? 0,
});

/** Leads per 100 visitors, to one decimal; none without visitors. */
export const per100 = (row: Pick<FigureRow, "leads" | "visitors">) =>
  row.visitors > 0 ? Math.round((row.leads * 1000) / row.visitors) / 10 : undefined;

/** The rows of a dimension with the leads of the same values, most visitors (then leads, views) first. */
function joined(counts: TrafficCounts, dimension: Dimension, leads: LeadCount[] = [], leadValue = (v: string) => v) {
  const rows = new Map<string, FigureRow>();
  for (const [value, figures] of counts.byValue.get(dimension) ?? []) rows.set(value, fromCounts(value, figures));
  for (const { value, leads: count } of leads) {
    const key = value === null ? NONE : leadValue(value);
    const row = rows.get(key) ?? empty(key);
    row.leads += count;
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) => b.visitors - a.visitors || b.leads - a.leads || b.views - a.views || a.value.localeCompare(b.value),
  );
}

export async function trafficReport(
  window: Window,
  timeZone: string,
  traffic: { countsBetween(from: string, to: string, today?: string): Promise<TrafficCounts> },
  leads: Pick<LeadRepository, "countBy">,
  /** The team's day today: the window's last month is read whole from its rollup when the window reaches it. */
  today?: string,
): Promise<TrafficReport> {
  const filter = { since: parseBound("since", window.from, timeZone), until: parseBound("until", window.to, timeZone) };
  const leadsBy = (dimension: ReportDimension) => leads.countBy(dimension, filter);
  const [counts, byMinute, byCampaign, byLanding, bySource, byReferrer, byForm] = await Promise.all([
    traffic.countsBetween(window.from, window.to, today),
    leadsBy("minute"),
    leadsBy("campaign"),
    leadsBy("landing"),
    leadsBy("source"),
    leadsBy("referrer"),
    leadsBy("form"),
  ]);
  const days: FigureRow[] = [];
  for (let day = window.from; day <= window.to; day = addDays(day, 1))
    days.push(fromCounts(day, counts.byDay.get(day)));
  const dayRows = new Map(days.map((row) => [row.value, row]));
  // Leads by the minute they came (UTC), each put on its day in the team's time zone.
  for (const { value, leads: count } of byMinute) {
    const row = value && dayRows.get(dayOf(new Date(`${value}:00Z`), timeZone));
    if (row) row.leads += count;
  }
  const weeks = new Map<string, FigureRow>();
  for (const row of days) {
    const week = weeks.get(mondayOf(row.value)) ?? empty(mondayOf(row.value));
    for (const key of ["visitors", "views", "pricingVisitors", "quotes", "checklists", "leads"] as const)
      week[key] += row[key];
    weeks.set(week.value, week);
  }
  const total = empty("Total");
  for (const row of days)
    for (const key of ["visitors", "views", "pricingVisitors", "quotes", "checklists", "leads"] as const)
      total[key] += row[key];
  return {
    window,
    days,
    weeks: [...weeks.values()],
    campaigns: joined(counts, "campaign", byCampaign),
    // A lead's landing page is the address as the visitor's browser had it: read as the page it is.
    landings: joined(counts, "landing", byLanding, (path) => withoutTrailingSlash(path) || "/"),
    sources: joined(counts, "source", bySource),
    referrers: joined(counts, "referrer", byReferrer),
    pages: joined(counts, "page"),
    devices: joined(counts, "device"),
    forms: byForm,
    total,
  };
}
