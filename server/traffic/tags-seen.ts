/**
 * The campaign tags counted in the last 90 days, visits' and leads' alike, most visitors (and leads) first: offered
 * as the team types a campaign's link, and compared with what it types (a tag in other capitals is counted apart).
 */
import type { LeadRepository } from "#server/leads/repository.ts";
import { parseBound } from "#server/leads/time-window.ts";
import { addDays } from "#server/shared/calendar-days.ts";
import { NONE, OTHER } from "./batch.ts";
import { COUNTED_TAGS } from "./campaign-link.ts";
import type { TrafficCounts } from "./store.ts";

export type TagsSeen = Record<(typeof COUNTED_TAGS)[number], string[]>;

/** The days looked back on. */
export const TAGS_SEEN_DAYS = 90;

const dimensions = { utm_source: "source", utm_medium: "medium", utm_campaign: "campaign" } as const;

export const noTagsSeen = (): TagsSeen => ({ utm_source: [], utm_medium: [], utm_campaign: [] });

export async function campaignTagsSeen(
  traffic: { countsBetween(from: string, to: string, today?: string): Promise<TrafficCounts> },
  leads: Pick<LeadRepository, "countBy">,
  today: string,
  timeZone: string,
): Promise<TagsSeen> {
  const from = addDays(today, 1 - TAGS_SEEN_DAYS);
  const window = { since: parseBound("since", from, timeZone), until: parseBound("until", today, timeZone) };
  const [counts, ...byLeads] = await Promise.all([
    traffic.countsBetween(from, today, today),
    ...COUNTED_TAGS.map((tag) => leads.countBy(dimensions[tag], window)),
  ]);
  const seen = noTagsSeen();
  COUNTED_TAGS.forEach((tag, index) => {
    const weight = new Map<string, number>();
    const add = (value: string, count: number) => {
      if (value !== NONE && value !== OTHER) weight.set(value, (weight.get(value) ?? 0) + count);
    };
    counts.byValue.get(dimensions[tag])?.forEach((figures, value) => add(value, figures.visitors ?? 0));
    for (const row of byLeads[index]!) add(row.value ?? NONE, row.leads);
    seen[tag] = [...weight].sort((a, b) => b[1] - a[1]).map(([value]) => value);
  });
  return seen;
}
