/**
 * The Traffic section's routes (issue 57): the page for a window of days, and each of its tables as CSV. Every member
 * may read it (counts only, nobody in them). A report reads a year at most; one at a time per member and a few in
 * all, so the section's reads stay bounded however often it is asked.
 */
import type { Context, Hono } from "hono";
import { siteConfig } from "#app/site.config.ts";
import type { LeadRepository } from "#server/leads/repository.ts";
import { dayOf } from "#server/shared/calendar-days.ts";
import { WorkPlaces } from "#server/shared/work-places.ts";
import { may } from "#server/team/roles.ts";
import type { WorkspaceKit } from "#server/team/workspace-kit.ts";
import type { TrafficCounts } from "./store.ts";
import { trafficReport, windowOf } from "./report.ts";
import { isTableName, tableCsv } from "./tables.ts";
import { countOf } from "#server/team/views/ui.ts";
import { CAMPAIGN_LINK_PATH, TRAFFIC_PATH, trafficPage } from "./views.ts";
import { campaignLinkOf, capitalNotes, linkDestinations } from "./campaign-link.ts";
import { campaignLinkPage } from "./campaign-link-view.ts";
import { type TagsSeen, campaignTagsSeen, noTagsSeen } from "./tags-seen.ts";

export interface TrafficOptions {
  /** The counts; none when this server has no store of them (the Traffic section then says counting is off). */
  counts?: { countsBetween(from: string, to: string, today?: string): Promise<TrafficCounts> };
  /** Whether this server counts visits now (TRAFFIC_COUNTING). */
  counting: boolean;
  leads: Pick<LeadRepository, "countBy">;
  timeZone: string;
  now?: () => Date;
}

/** Tags suggested as the team types a campaign's link, the most used first. */
const SUGGESTED = 40;

/** Reports made at once: one per member, four in all. */
export const REPORTS_AT_ONCE = 4;

const noCounts = { countsBetween: async () => ({ byDay: new Map(), byValue: new Map() }) };

export function mountTraffic(
  app: Hono,
  kit: Pick<WorkspaceKit, "signedIn" | "send" | "problem">,
  options: TrafficOptions,
) {
  const { timeZone, now = () => new Date() } = options;
  const places = new WorkPlaces(REPORTS_AT_ONCE);

  /** A report for the window the query asks for, within the bound; `busy` when it cannot be made now. */
  async function report(c: Context, memberId: string) {
    const today = dayOf(now(), timeZone);
    const { window, errors } = windowOf(c.req.query(), today);
    return places.run(
      memberId,
      async () => ({
        busy: false as const,
        errors,
        report: await trafficReport(window, timeZone, options.counts ?? noCounts, options.leads, today),
      }),
      () => ({ busy: true as const, errors }),
    );
  }

  const destinations = linkDestinations();
  const busyWords = "Another report of yours is still being made: wait a moment, then ask again.";

  /** The tags counted lately (tags-seen.ts), under the same bound as a report; none while another is being made. */
  const tagsSeen = (memberId: string): Promise<TagsSeen> =>
    places.run(
      memberId,
      () => campaignTagsSeen(options.counts ?? noCounts, options.leads, dayOf(now(), timeZone), timeZone),
      noTagsSeen,
    );

  app.get(CAMPAIGN_LINK_PATH, async (c) => {
    const member = await kit.signedIn(c);
    if (member instanceof Response) return member;
    const form = campaignLinkOf(
      c.req.query(),
      destinations.map((page) => page.path),
      siteConfig.origin,
    );
    const seen = await tagsSeen(member.id);
    const mistakes = Object.keys(form.errors).length;
    return kit.send(
      c,
      {
        title: mistakes
          ? `Campaign link: ${mistakes === 1 ? "1 thing" : `${mistakes} things`} to correct`
          : form.link
            ? "Campaign link: your link is made"
            : "Make a campaign link",
        viewer: member,
        section: TRAFFIC_PATH,
        body: campaignLinkPage(form, capitalNotes(form.values, seen), destinations, {
          // Suggestions are the most used: a flood of made-up names never makes the page long.
          utm_source: seen.utm_source.slice(0, SUGGESTED),
          utm_medium: seen.utm_medium.slice(0, SUGGESTED),
          utm_campaign: seen.utm_campaign.slice(0, SUGGESTED),
        }),
      },
      mistakes ? 400 : 200,
    );
  });

  app.get(TRAFFIC_PATH, async (c) => {
    const member = await kit.signedIn(c);
    if (member instanceof Response) return member;
    const made = await report(c, member.id);
    if (made.busy) {
      c.header("Retry-After", "5");
      return kit.problem(c, 429, busyWords, member);
    }
    const mistakes = Object.keys(made.errors).length;
    return kit.send(
      c,
      {
        // The outcome is in the title: what a screen reader says first when the page loads.
        title: mistakes
          ? `Traffic: ${mistakes === 1 ? "1 problem" : `${mistakes} problems`} with the days`
          : `Traffic: ${countOf(made.report.total.visitors, "visitor")}, ${countOf(made.report.total.leads, "lead")}`,
        viewer: member,
        section: TRAFFIC_PATH,
        notice: mistakes
          ? { kind: "error", text: "Check the days below: the last four weeks are shown meanwhile." }
          : undefined,
        body: trafficPage(made.report, made.errors, timeZone, options.counting, may(member.role, "leads")),
      },
      mistakes ? 400 : 200,
    );
  });

  app.get(`${TRAFFIC_PATH}/:file{[a-z]+\\.csv}`, async (c) => {
    const member = await kit.signedIn(c);
    if (member instanceof Response) return member;
    const name = c.req.param("file").replace(/\.csv$/, "");
    if (!isTableName(name)) return kit.problem(c, 404, "There is no such table of traffic.", member);
    const made = await report(c, member.id);
    if (made.busy) {
      c.header("Retry-After", "5");
      return kit.problem(c, 429, busyWords, member);
    }
    if (Object.keys(made.errors).length)
      return kit.problem(c, 400, "Check the days on the Traffic page, then download again.", member);
    const { from, to } = made.report.window;
    return c.body(tableCsv(name, made.report), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="traffic-${name}-${from}-to-${to}.csv"`,
    });
  });
}
