/**
 * Leads per week for the workspace's charts (issue 45): the last 26 weeks, Monday to Sunday in the team's time zone,
 * each counted by the store's report query (`countBy`, the same as `npm run leads -- report --since MONDAY --until
 * SUNDAY --tz ZONE`), so the chart, its table and the report agree by construction.
 */
import type { LeadCount, LeadRepository, ReportDimension } from "#server/leads/repository.ts";
import { parseBound } from "#server/leads/time-window.ts";
import { addDays, dayOf, mondayOf } from "#server/shared/calendar-days.ts";
import { formLabels } from "./form-labels.ts";

export const WEEKS_SHOWN = 26;
/** Campaigns named in the chart; the others are added up as one series. */
export const CAMPAIGNS_NAMED = 5;
export const NO_CAMPAIGN = "(none)";
export const OTHER_CAMPAIGNS = "Other campaigns";

export interface Week {
  /** Its Monday and Sunday (YYYY-MM-DD), in the team's time zone. */
  monday: string;
  sunday: string;
  /** The instants it spans: from its first moment, up to (not including) the next Monday's. */
  since: string;
  until: string;
}

/** The last `count` weeks up to the one `now` is in, oldest first. */
export function weeksUpTo(now: Date, timeZone: string, count = WEEKS_SHOWN): Week[] {
  const thisMonday = mondayOf(dayOf(now, timeZone));
  return Array.from({ length: count }, (_, index) => {
    const monday = addDays(thisMonday, (index - count + 1) * 7);
    const sunday = addDays(monday, 6);
    return {
      monday,
      sunday,
      since: parseBound("since", monday, timeZone),
      until: parseBound("until", sunday, timeZone),
    };
  });
}

/** A chart's figures: its series (in stacking order) and each week's count in each. */
export interface WeeklyFigures {
  weeks: Week[];
  series: string[];
  counts: number[][];
}

/** How long a completed week's counts are kept: an erasure or a restore made by another server process shows by then. */
export const WEEK_COUNTS_KEPT_MS = 5 * 60_000;

/**
 * Counts of completed weeks, kept: a week that has ended changes only when leads are erased or restored, which
 * `forget()` answers in this process (and the time limit in others). Bounded: two dimensions of 26 weeks, a few more
 * as weeks pass.
 */
export class WeeklyCounts {
  private readonly kept = new Map<string, { counts: LeadCount[]; at: number }>();
  private readonly store: Pick<LeadRepository, "countBy">;

  constructor(store: Pick<LeadRepository, "countBy">) {
    this.store = store;
  }

  forget(): void {
    this.kept.clear();
  }

  private async countsOf(dimension: ReportDimension, week: Week, now: Date): Promise<LeadCount[]> {
    const key = `${dimension}|${week.since}|${week.until}`;
    const kept = this.kept.get(key);
    if (kept && Date.now() - kept.at < WEEK_COUNTS_KEPT_MS) return kept.counts;
    const counts = await this.store.countBy(dimension, { since: week.since, until: week.until });
    if (week.until <= now.toISOString()) {
      this.kept.delete(key);
      this.kept.set(key, { counts, at: Date.now() });
      if (this.kept.size > 4 * WEEKS_SHOWN) this.kept.delete(this.kept.keys().next().value!);
    }
    return counts;
  }

  /**
   * Leads per week by form: every form that has leads in the window, always in the same order (the forms' own), so
   * a form keeps its place and its colour from one visit to the next (issue 54).
   */
  async byForm(weeks: Week[], now: Date): Promise<WeeklyFigures> {
    const perWeek = await Promise.all(weeks.map((week) => this.countsOf("form", week, now)));
    const order = Object.keys(formLabels);
    const place = (form: string) => (order.includes(form) ? order.indexOf(form) : order.length);
    const forms = rankedValues(perWeek)
      .filter((value): value is string => value !== null)
      .sort((a, b) => place(a) - place(b) || a.localeCompare(b));
    return {
      weeks,
      series: forms.map((form) => formLabels[form as keyof typeof formLabels] ?? form),
      counts: perWeek.map((counts) => forms.map((form) => countOf(counts, form))),
    };
  }

  /**
   * Leads per week by campaign: the top campaigns of the window (by name, so the table's columns keep their order as
   * the ranks change), the others as one, and the leads with none.
   */
  async byCampaign(weeks: Week[], now: Date): Promise<WeeklyFigures> {
    const perWeek = await Promise.all(weeks.map((week) => this.countsOf("campaign", week, now)));
    const named = rankedValues(perWeek).filter((value): value is string => value !== null);
    const top = named.slice(0, CAMPAIGNS_NAMED).sort((a, b) => a.localeCompare(b));
    const others = new Set(named.slice(CAMPAIGNS_NAMED));
    const series = [...top, ...(others.size > 0 ? [OTHER_CAMPAIGNS] : []), NO_CAMPAIGN];
    const counts = perWeek.map((week) =>
      series.map((name) => {
        if (name === NO_CAMPAIGN) return week.find((row) => row.value === null)?.leads ?? 0;
        if (name === OTHER_CAMPAIGNS)
          return week.filter((row) => row.value !== null && others.has(row.value)).reduce((n, row) => n + row.leads, 0);
        return countOf(week, name);
      }),
    );
    return { weeks, series, counts };
  }
}

const countOf = (counts: LeadCount[], value: string) => counts.find((row) => row.value === value)?.leads ?? 0;

/** Every value with leads in the window, the most leads first (then by name). */
function rankedValues(perWeek: LeadCount[][]): (string | null)[] {
  const totals = new Map<string | null, number>();
  for (const week of perWeek) for (const row of week) totals.set(row.value, (totals.get(row.value) ?? 0) + row.leads);
  return [...totals.entries()]
    .sort(([a, x], [b, y]) => y - x || (a ?? "").localeCompare(b ?? ""))
    .map(([value]) => value);
}
