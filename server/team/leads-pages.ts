/**
 * The leads: the list (filtered, searched, a page at a time), one lead and its notifications, the downloads, the
 * charts per week, the spam kept aside, and a person's data erased. Each page asks `signedIn` first, which checks the
 * member's role for its path (roles.ts).
 */
import type { Context, Hono } from "hono";
import { html } from "hono/html";
import { showDirectionControls } from "#server/leads/visible-text.ts";
import { type Channel, type LeadFilter, type LeadRepository, leadFormNames } from "#server/leads/repository.ts";
import { OptionProblem, parseBound } from "#server/leads/time-window.ts";
import { type LeadQuery, cursorFrom, cursorText } from "#server/leads/workspace.ts";
import { TEAM_PATH } from "./auth.ts";
import { type ExportFormat, exportResponse } from "./export.ts";
import type { Member } from "./session.ts";
import { WeeklyCounts, weeksUpTo } from "./weekly.ts";
import { weeklyChart } from "./views/charts.ts";
import type { PageOptions } from "./views/layout.ts";
import { FILTER_NONE, type FilterValues, type GaveUp, leadDetail, leadList } from "./views/leads.ts";
import { erasureConfirm, erasureForm, spamList } from "./views/sections.ts";
import { type Html, countOf } from "./views/ui.ts";
import type { WorkspaceKit } from "./workspace-kit.ts";
import { emailAddress } from "#server/shared/email-address.ts";
import { WorkPlaces } from "#server/shared/work-places.ts";
import { messages, textProblem } from "./workspace-words.ts";

/** The notifications that gave up read for the leads page's notice, and the leads it names. */
const GAVE_UP_READ = 200;
const GAVE_UP_SHOWN = 10;

/** Leads on one page of the list. */
export const LEADS_PER_PAGE = 50;
/** Downloads running at once: one per member, two in all (each reads the whole store). */
export const EXPORTS_AT_ONCE = 2;
/** A lead's id, as the store makes it: any other text names no lead, and is answered without asking the store. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface LeadsPagesOptions {
  store: LeadRepository;
  /** The team's time zone: dates typed in the filters, times shown, the charts' weeks. */
  timeZone: string;
  /** The notification channels set up: a restored lead is notified on them. */
  channels: Channel[];
  /** Wakes the outbox worker (a retry or a restore sends at once). */
  wakeOutbox: () => void;
  now: () => Date;
}

export function mountLeadsPages(app: Hono, kit: WorkspaceKit, options: LeadsPagesOptions) {
  const { send, problem, audit, signedIn, formOf } = kit;
  const { store, timeZone, now } = options;
  const weekly = new WeeklyCounts(store);
  const exportPlaces = new WorkPlaces(EXPORTS_AT_ONCE);

  /** The filters of a query or a form, checked: the values for the form, the store's filter, and any mistakes. */
  function readFilters(source: Record<string, string | undefined>) {
    const values: FilterValues = {
      form: source.form ?? "",
      since: source.since ?? "",
      until: source.until ?? "",
      campaign: (source.campaign ?? "").trim(),
      source: (source.source ?? "").trim(),
      medium: (source.medium ?? "").trim(),
    };
    const errors: Partial<Record<keyof FilterValues, string>> = {};
    const filter: LeadFilter = {};
    if ((leadFormNames as readonly string[]).includes(values.form)) filter.form = values.form as LeadFilter["form"];
    else if (values.form) {
      errors.form = "Choose a form from the list.";
      values.form = "";
    }
    for (const bound of ["since", "until"] as const) {
      if (!values[bound]) continue;
      try {
        if (values[bound].length > 40) throw new OptionProblem("too long");
        filter[bound] = parseBound(bound, values[bound], timeZone);
      } catch {
        errors[bound] = "Enter a day as YYYY-MM-DD, e.g. 2026-11-01.";
        values[bound] = values[bound].slice(0, 40);
      }
    }
    if (filter.since && filter.until && filter.since >= filter.until)
      errors.until = "Choose a day on or after the first.";
    for (const [name, key] of [
      ["campaign", "campaign"],
      ["source", "source"],
      ["medium", "medium"],
    ] as const) {
      const problem = textProblem(values[name]);
      if (problem) errors[name] = problem;
      else if (values[name]) filter[key] = values[name] === FILTER_NONE ? null : values[name];
    }
    const query = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== "")).toString();
    return { values, errors, filter, query, valid: Object.keys(errors).length === 0 };
  }

  /**
   * The notifications that gave up, and the first leads they were of: a bounded read through the outbox's index on
   * its status, never a count of every notification (a store of a million leads has twice as many).
   */
  async function notificationsThatGaveUp(): Promise<GaveUp | undefined> {
    const failed = await store.failedNotifications(GAVE_UP_READ);
    if (failed.length === 0) return undefined;
    // Every one read: there may be more than these.
    const atLeast = failed.length === GAVE_UP_READ;
    const byLead = new Map<string, string[]>();
    for (const { leadId, channel } of failed) byLead.set(leadId, [...(byLead.get(leadId) ?? []), channel]);
    const shown = [...byLead].slice(0, GAVE_UP_SHOWN);
    const leads = await Promise.all(shown.map(async ([id, channels]) => ({ lead: await store.get(id), channels })));
    return {
      notifications: failed.length,
      atLeast,
      leads: leads.flatMap(({ lead, channels }) =>
        lead ? [{ id: lead.id, name: lead.name, createdAt: lead.createdAt, channels }] : [],
      ),
      more: byLead.size > GAVE_UP_SHOWN || atLeast,
    };
  }

  async function listPage(c: Context, member: Member, source: Record<string, string | undefined>, text = "") {
    const { values, errors, filter, query: filterQuery, valid } = readFilters(source);
    const textError = textProblem(text);
    const query: LeadQuery = {
      ...(valid ? filter : {}),
      limit: LEADS_PER_PAGE,
      after: cursorFrom(source.after),
      before: cursorFrom(source.before),
      oldest: source.oldest === "1",
      ...(text && !textError ? { text } : {}),
    };
    // The page of leads and the notice of notifications that gave up: two reads, made at once.
    const [result, gaveUp] = await Promise.all([
      valid && !textError ? store.leadPage(query) : { leads: [] },
      notificationsThatGaveUp(),
    ]);
    const problemText = !valid ? "Check the filters: the list below shows no leads until they are right." : textError;
    // After "Send them all again" (a post, then this page).
    const retried = source.retried === undefined ? undefined : source.retried === "1";
    // The outcome of a search or a filter is said by the page's title, which a screen reader reads as the page loads
    // (issue 54): how many, "or more" when the list goes on past this page.
    const found = `${result.leads.length}${"older" in result && result.older !== undefined ? " or more" : ""}`;
    const title = problemText
      ? "Leads"
      : text
        ? `Leads: ${found} found for “${text}”`
        : filterQuery
          ? `Leads: ${found} ${found === "1" ? "matches" : "match"} the filters`
          : "Leads";
    return send(
      c,
      {
        title,
        viewer: member,
        section: "/team/leads",
        notice: problemText
          ? { kind: "error", text: problemText }
          : retried === undefined
            ? undefined
            : {
                kind: "status",
                text: retried
                  ? "Queued: the notifications that gave up are being sent again. Each lead's page says how it went."
                  : "No notification had given up: there was nothing to send again.",
              },
        body: leadList({
          page: result,
          gaveUp,
          values,
          errors,
          filterQuery,
          text,
          textError,
          csrf: member.csrf,
          timeZone,
        }),
      },
      problemText ? 400 : 200,
    );
  }

  app.get(`${TEAM_PATH}/leads`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    return listPage(c, member, c.req.query());
  });

  app.post(`${TEAM_PATH}/leads/search`, async (c) => {
    const form = await formOf(c);
    const member = await signedIn(c, form);
    if (member instanceof Response) return member;
    return listPage(c, member, form, (form.q ?? "").trim());
  });

  for (const format of ["csv", "json"] as const satisfies ExportFormat[]) {
    app.get(`${TEAM_PATH}/leads/export.${format}`, async (c) => {
      const member = await signedIn(c);
      if (member instanceof Response) return member;
      const { filter, valid, query } = readFilters(c.req.query());
      if (!valid) return problem(c, 400, "Check the filters on the leads page, then download again.", member);
      // Held until the download's last byte is sent, not until this answer starts.
      if (!exportPlaces.take(member.id)) {
        c.header("Retry-After", "30");
        return problem(c, 429, messages.exportBusy, member);
      }
      await audit(member, "export", `${format.toUpperCase()}${query ? `, filters: ${query}` : ", every lead"}`);
      return exportResponse(store, filter, format, now(), () => exportPlaces.release(member.id));
    });
  }

  app.get(`${TEAM_PATH}/leads/:id`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    const id = c.req.param("id");
    const lead = UUID.test(id) ? await store.get(id) : undefined;
    if (!lead) return problem(c, 404, "There is no such lead: it may have been erased.", member);
    const fates = await store.notificationsOf(id);
    const notice = c.req.query("retried")
      ? { kind: "status" as const, text: "Queued: the notifications are being sent again." }
      : undefined;
    return send(c, {
      title: `Lead: ${showDirectionControls(lead.name)}`,
      viewer: member,
      section: "/team/leads",
      notice,
      body: leadDetail(lead, fates, member.csrf, timeZone),
    });
  });

  app.post(`${TEAM_PATH}/leads/retry`, async (c) => {
    const member = await signedIn(c, await formOf(c));
    if (member instanceof Response) return member;
    const queued = await store.retryFailed();
    if (queued > 0) {
      options.wakeOutbox();
      await audit(member, "retry", `every notification that gave up, ${countOf(queued, "notification")}`);
    }
    return c.redirect(`${TEAM_PATH}/leads?retried=${queued > 0 ? 1 : 0}`, 303);
  });

  app.post(`${TEAM_PATH}/leads/:id/retry`, async (c) => {
    const member = await signedIn(c, await formOf(c));
    if (member instanceof Response) return member;
    const id = c.req.param("id");
    if (!UUID.test(id)) return problem(c, 404, "There is no such lead.", member);
    const queued = await store.retryFailed(id);
    if (queued > 0) {
      options.wakeOutbox();
      await audit(member, "retry", `lead ${id}, ${countOf(queued, "notification")}`);
    }
    return c.redirect(`${TEAM_PATH}/leads/${id}?retried=1`, 303);
  });

  // --- Charts ---------------------------------------------------------------------------------------------------

  app.get(`${TEAM_PATH}/charts`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    const at = now();
    const weeks = weeksUpTo(at, timeZone);
    const [byForm, byCampaign] = await Promise.all([weekly.byForm(weeks, at), weekly.byCampaign(weeks, at)]);
    return send(c, {
      title: "Leads per week",
      viewer: member,
      section: "/team/charts",
      body: html`<p class="max-w-3xl">
          The last 26 weeks, Monday to Sunday (${timeZone}). The same figures as
          <code>npm run leads -- report --by form</code> (or <code>--by campaign</code>) for each week.
        </p>
        ${weeklyChart("by-form", "Leads per week, by form", byForm)}
        ${weeklyChart("by-campaign", "Leads per week, by campaign", byCampaign)}`,
    });
  });

  // --- Spam -----------------------------------------------------------------------------------------------------

  app.get(`${TEAM_PATH}/spam`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    const entries = await store.spamPage(LEADS_PER_PAGE + 1, cursorFrom(c.req.query("after")));
    const shown = entries.slice(0, LEADS_PER_PAGE);
    const last = shown.at(-1);
    const notice = c.req.query("restored")
      ? { kind: "status" as const, text: "Restored: it is a lead now, and the team is being notified." }
      : undefined;
    return send(c, {
      title: "Spam kept aside",
      viewer: member,
      section: "/team/spam",
      notice,
      body: spamList(
        shown,
        member.csrf,
        timeZone,
        entries.length > LEADS_PER_PAGE && last ? cursorText(last) : undefined,
      ),
    });
  });

  app.post(`${TEAM_PATH}/spam/:id/restore`, async (c) => {
    const member = await signedIn(c, await formOf(c));
    if (member instanceof Response) return member;
    const id = c.req.param("id");
    const lead = UUID.test(id) ? await store.restoreSpam(id, options.channels) : undefined;
    if (!lead)
      return problem(c, 404, "That submission is no longer kept aside: it was restored or has expired.", member);
    options.wakeOutbox();
    weekly.forget();
    await audit(member, "restore", `now lead ${lead.id}`);
    return c.redirect(`${TEAM_PATH}/spam?restored=1`, 303);
  });

  // --- Erasure --------------------------------------------------------------------------------------------------

  const erasurePage = (c: Context, member: Member, body: Html, status = 200, notice?: PageOptions["notice"]) =>
    send(c, { title: "Erase a person's data", viewer: member, section: "/team/erase", notice, body }, status);

  app.get(`${TEAM_PATH}/erase`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    const done = c.req.query("erased");
    const notice = done ? { kind: "status" as const, text: `Erased: ${done}.` } : undefined;
    return erasurePage(c, member, erasureForm(member.csrf), 200, notice);
  });

  app.post(`${TEAM_PATH}/erase`, async (c) => {
    const form = await formOf(c);
    const member = await signedIn(c, form);
    if (member instanceof Response) return member;
    const email = emailAddress(form.email);
    if (!email)
      return erasurePage(
        c,
        member,
        erasureForm(member.csrf, (form.email ?? "").slice(0, 254), messages.badEmail),
        400,
        {
          kind: "error",
          text: "Check the e-mail address.",
        },
      );
    const counts = await store.erasureCounts(email);
    return erasurePage(c, member, erasureConfirm(member.csrf, email, counts));
  });

  app.post(`${TEAM_PATH}/erase/confirm`, async (c) => {
    const form = await formOf(c);
    const member = await signedIn(c, form);
    if (member instanceof Response) return member;
    const email = emailAddress(form.email);
    if (!email) return problem(c, 400, "Check the e-mail address.", member);
    const { leads, spam } = await store.erase(email);
    weekly.forget();
    const summary = `${countOf(leads, "lead")}, ${spam} kept aside`;
    await audit(member, "erase", summary);
    return c.redirect(`${TEAM_PATH}/erase?erased=${encodeURIComponent(summary)}`, 303);
  });
}
