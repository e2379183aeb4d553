import { html } from "hono/html";
import type { StoredLead } from "#server/leads/repository.ts";
import { type LeadPage, type NotificationFate, cursorText } from "#server/leads/workspace.ts";
import { formLabels } from "#server/team/form-labels.ts";
import { type Html, actionForm, addressText, classes, countOf, field, select, timeElement, visitorText } from "./ui.ts";

/** What a campaign, source or medium filter is given for the leads without one. */
export const FILTER_NONE = "(none)";

/** The list's filters as the form holds them (text as typed; checked by the route). */
export interface FilterValues {
  form: string;
  since: string;
  until: string;
  campaign: string;
  source: string;
  medium: string;
}

function filterForm(values: FilterValues, errors: Partial<Record<keyof FilterValues, string>>, timeZone: string): Html {
  return html`<form method="get" action="/team/leads" class="${classes.card} print:hidden" aria-labelledby="filters-title">
    <h2 class="${classes.h2}" id="filters-title">Filter</h2>
    <div class="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      ${select({
        name: "form",
        label: "Form",
        value: values.form,
        options: [
          { value: "", label: "Every form" },
          ...Object.entries(formLabels).map(([value, label]) => ({ value, label })),
        ],
        error: errors.form,
      })}
      ${field({
        name: "since",
        label: "From (day)",
        type: "date",
        value: values.since,
        hint: `The day's first moment, ${timeZone}.`,
        error: errors.since,
      })}
      ${field({
        name: "until",
        label: "To (day)",
        type: "date",
        value: values.until,
        hint: "Through that day's end.",
        error: errors.until,
      })}
      ${field({
        name: "campaign",
        label: "Campaign",
        value: values.campaign,
        hint: `utm_campaign, exactly; ${FILTER_NONE} for leads without one.`,
        error: errors.campaign,
      })}
      ${field({ name: "source", label: "Source", value: values.source, hint: "utm_source, exactly.", error: errors.source })}
      ${field({ name: "medium", label: "Medium", value: values.medium, hint: "utm_medium, exactly.", error: errors.medium })}
    </div>
    <div class="mt-4 flex flex-wrap gap-3">
      <button class="${classes.button}">Show leads</button>
      <a class="${classes.secondary}" href="/team/leads">Clear filters</a>
    </div>
  </form>`;
}

/**
 * The list's filters and search in words, for paper, where the forms are left off (a printed form is a page of empty
 * boxes): "Leads shown: every lead." or "Leads shown: from the Contact form; received from 2026-11-01; campaign
 * spring." Said only of a list the filters were read for: while one is mistyped the list shows no leads, and the
 * page's notice says why.
 */
export function filtersInWords(values: FilterValues, text: string): string {
  const kept = (key: keyof FilterValues) => values[key].trim();
  const parts = [
    kept("form") && `from the ${(formLabels as Record<string, string>)[kept("form")] ?? kept("form")} form`,
    kept("since") && kept("until")
      ? `received ${kept("since")} to ${kept("until")}`
      : (kept("since") && `received from ${kept("since")}`) || (kept("until") && `received through ${kept("until")}`),
    kept("campaign") && `campaign ${kept("campaign")}`,
    kept("source") && `source ${kept("source")}`,
    kept("medium") && `medium ${kept("medium")}`,
    text.trim() && `matching "${text.trim()}"`,
  ].filter(Boolean);
  return `Leads shown: ${parts.length > 0 ? parts.join("; ") : "every lead"}.`;
}

/** The search: posted, so what a member looks for (a person's name) is in no URL, history or log. */
function searchForm(values: FilterValues, text: string, csrf: string, error?: string): Html {
  return actionForm(
    "/team/leads/search",
    csrf,
    html`<h2 class="${classes.h2}" id="search-title">Search</h2>
      ${Object.entries(values).map(([name, value]) => (value ? html`<input type="hidden" name="${name}" value="${value}" />` : ""))}
      <div class="mt-4 flex flex-wrap items-end gap-3">
        <div class="min-w-0 grow">
          ${field({
            name: "q",
            label: "Name, e-mail address or company",
            type: "search",
            value: text,
            error,
            hint: "Finds any part of them; with the filters above.",
          })}
        </div>
        <button class="${classes.button}">Search</button>
      </div>`,
    html`class="${classes.card} print:hidden" role="search" aria-labelledby="search-title"`,
  );
}

/** Notifications that gave up, said above the list: nobody was told of these leads until one is sent again. */
export interface GaveUp {
  /** How many notifications gave up, in all, or at least (past the number read). */
  notifications: number;
  atLeast: boolean;
  /** The first leads they were of, oldest first, and the channels that gave up on each. */
  leads: { id: string; name: string; createdAt: string; channels: string[] }[];
  /** Whether more leads than these have one that gave up. */
  more: boolean;
}

export interface LeadListView {
  page: LeadPage;
  gaveUp?: GaveUp;
  values: FilterValues;
  errors: Partial<Record<keyof FilterValues, string>>;
  /** The filters as a query (no search text), for the paging links and the downloads. */
  filterQuery: string;
  /** What was searched for (a posted search), if anything. */
  text: string;
  textError?: string;
  csrf: string;
  timeZone: string;
}

function pager({ page, filterQuery, text, values, csrf }: LeadListView): Html {
  const link = (label: string, query: string, rel?: string) =>
    html`<a
      class="${classes.secondary}"
      href="/team/leads?${[filterQuery, query].filter(Boolean).join("&")}"
      ${rel ? html`rel="${rel}"` : ""}
      >${label}</a
    >`;
  // A search's pages are posted too, so the words stay out of the URL.
  const post = (label: string, name: string, value: string) =>
    actionForm(
      "/team/leads/search",
      csrf,
      html`${Object.entries(values).map(([key, v]) => (v ? html`<input type="hidden" name="${key}" value="${v}" />` : ""))}
        <input type="hidden" name="q" value="${text}" />
        <input type="hidden" name="${name}" value="${value}" />
        <button class="${classes.secondary}">${label}</button>`,
    );
  const go = (label: string, name: "after" | "before" | "oldest", value: string, rel?: string) =>
    text ? post(label, name, value) : link(label, `${name}=${encodeURIComponent(value)}`, rel);
  return html`<nav aria-label="Pages of leads" class="flex flex-wrap gap-3">
    ${page.newer ? (text ? post("Newest", "newest", "1") : link("Newest", "")) : ""}
    ${page.newer ? go("Newer", "before", cursorText(page.newer), "prev") : ""}
    ${page.older ? go("Older", "after", cursorText(page.older), "next") : ""}
    ${page.older ? go("Oldest", "oldest", "1") : ""}
  </nav>`;
}

/**
 * The notifications that gave up (the receiver refused them, or never answered): said first on the leads page, so a
 * lead the team was never told of is not found by chance, with the way to send them all again.
 */
function gaveUpNotice(gaveUp: GaveUp, csrf: string, timeZone: string): Html {
  return html`<section class="${classes.card} border-l-4 border-l-danger" aria-labelledby="gave-up-title">
    <h2 class="${classes.h2}" id="gave-up-title">Notifications that gave up</h2>
    <p class="mt-2">
      ${
        gaveUp.notifications === 1
          ? "1 notification could not be delivered: its receiver refused it, or did not answer after every attempt, so nobody was told of this lead."
          : `${countOf(gaveUp.notifications, "notification")}${gaveUp.atLeast ? " or more" : ""} could not be delivered: their receivers refused them, or did not answer after every attempt, so nobody was told of these leads.`
      }
      Each lead's page says what the receiver answered.
    </p>
    <ul class="mt-2 list-disc space-y-1 pl-5">
      ${gaveUp.leads.map(
        (lead) =>
          html`<li>
            <a class="${classes.link}" href="/team/leads/${lead.id}">${visitorText(lead.name)}</a>,
            received ${timeElement(lead.createdAt, timeZone)}:
            ${lead.channels.map((channel) => channelNames[channel] ?? channel).join(", ")}
          </li>`,
      )}
      ${gaveUp.more ? html`<li>and more</li>` : ""}
    </ul>
    ${actionForm(
      "/team/leads/retry",
      csrf,
      html`<button class="${classes.button}">Send them all again</button>`,
      html`class="mt-4"`,
    )}
  </section>`;
}

/** Whether the list was read with its filters and search: with any of them mistyped, it shows no leads. */
const listRead = (view: LeadListView) => Object.keys(view.errors).length === 0 && !view.textError;

export function leadList(view: LeadListView): Html {
  const { page, timeZone } = view;
  return html`${view.gaveUp ? gaveUpNotice(view.gaveUp, view.csrf, timeZone) : ""}
    ${filterForm(view.values, view.errors, timeZone)}
    ${searchForm(view.values, view.text, view.csrf, view.textError)}
    ${listRead(view) ? html`<p class="hidden print:block">${filtersInWords(view.values, view.text)}</p>` : ""}
    <section aria-labelledby="results-title" class="space-y-4">
      <div class="flex flex-wrap items-center justify-between gap-3">
        <h2 class="${classes.h2}" id="results-title">${view.text ? "Leads found" : "Leads, newest first"}</h2>
        <p class="flex flex-wrap gap-3 text-sm print:hidden">
          <a class="${classes.link}" href="/team/leads/export.csv${view.filterQuery ? `?${view.filterQuery}` : ""}"
            >Download as CSV</a
          >
          <a class="${classes.link}" href="/team/leads/export.json${view.filterQuery ? `?${view.filterQuery}` : ""}"
            >Download as JSON</a
          >
        </p>
      </div>
      ${
        page.leads.length === 0
          ? html`<p class="${classes.card}">No leads match.</p>`
          : html`<div
                class="hidden overflow-x-auto rounded-card border border-line bg-white md:block"
                tabindex="0"
                role="region"
                aria-labelledby="results-title"
              >
                <table class="${classes.table}">
                  <thead>
                    <tr>
                      <th scope="col" class="${classes.th}">Received</th>
                      <th scope="col" class="${classes.th}">Name</th>
                      <th scope="col" class="${classes.th}">E-mail</th>
                      <th scope="col" class="${classes.th}">Company</th>
                      <th scope="col" class="${classes.th}">Form</th>
                      <th scope="col" class="${classes.th}">Campaign</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${page.leads.map(
                      (lead) =>
                        html`<tr>
                          <td class="${classes.td} whitespace-nowrap">${timeElement(lead.createdAt, timeZone)}</td>
                          <td class="${classes.td}">
                            <a class="${classes.link}" href="/team/leads/${lead.id}">${visitorText(lead.name)}</a>
                          </td>
                          <td class="${classes.td} wrap-anywhere">${addressText(lead.email)}</td>
                          <td class="${classes.td}">${visitorText(lead.company)}</td>
                          <td class="${classes.td} wrap-normal">${formLabels[lead.form] ?? lead.form}</td>
                          <td class="${classes.td}">${lead.utm_campaign ? visitorText(lead.utm_campaign) : "(none)"}</td>
                        </tr>`,
                    )}
                  </tbody>
                </table>
              </div>
              <ul class="space-y-3 md:hidden" aria-labelledby="results-title">
                ${page.leads.map(
                  (lead) =>
                    html`<li class="rounded-card border border-line bg-white p-4">
                      <a class="${classes.link} text-base" href="/team/leads/${lead.id}">${visitorText(lead.name)}</a>
                      <p class="wrap-anywhere text-sm">${addressText(lead.email)}</p>
                      ${lead.company ? html`<p class="text-sm">${visitorText(lead.company)}</p>` : ""}
                      <p class="mt-1 text-sm text-muted">
                        ${formLabels[lead.form] ?? lead.form} · ${lead.utm_campaign ? visitorText(lead.utm_campaign) : "(none)"} ·
                        ${timeElement(lead.createdAt, timeZone)}
                      </p>
                    </li>`,
                )}
              </ul>`
      }
      ${pager(view)}
    </section>`;
}

const fieldRows: [keyof StoredLead, string][] = [
  ["name", "Name"],
  ["email", "E-mail"],
  ["company", "Company"],
  ["phone", "Phone"],
  ["interest", "Interest"],
  ["subject", "Subject"],
  ["message", "Message"],
];
const attributionRows: [keyof StoredLead, string][] = [
  ["utm_campaign", "Campaign"],
  ["utm_source", "Source"],
  ["utm_medium", "Medium"],
  ["utm_term", "Term"],
  ["utm_content", "Content"],
  ["landing_path", "Landing page"],
  ["referrer_host", "Referring site"],
];

const channelNames: Record<string, string> = { webhook: "Webhook (CRM)", email: "E-mail to the team" };

function fate(fateOf: NotificationFate, timeZone: string): Html {
  if (fateOf.status === "delivered") return html`Delivered ${timeElement(fateOf.updatedAt, timeZone)}`;
  if (fateOf.status === "pending")
    return fateOf.attempts === 0
      ? html`Waiting to be sent`
      : html`Retrying: ${fateOf.attempts} attempts so far, the next ${timeElement(fateOf.nextAttemptAt!, timeZone)}.
        Last answer: ${fateOf.lastError ?? "none"}`;
  return html`Gave up ${timeElement(fateOf.updatedAt, timeZone)} after ${countOf(fateOf.attempts, "attempt")}. The receiver's answer: ${fateOf.lastError ?? "none"}`;
}

function definitionList(lead: StoredLead, rows: [keyof StoredLead, string][]): Html {
  return html`<dl class="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
    ${rows.map(
      ([key, label]) =>
        html`<dt class="font-semibold">${label}</dt>
          <dd class="whitespace-pre-wrap wrap-anywhere">${lead[key] ? visitorText(String(lead[key])) : html`<span class="text-muted">(none)</span>`}</dd>`,
    )}
  </dl>`;
}

export function leadDetail(lead: StoredLead, fates: NotificationFate[], csrf: string, timeZone: string): Html {
  const gaveUp = fates.some((f) => f.status === "dead");
  return html`<p><a class="${classes.link}" href="/team/leads">Back to the leads</a></p>
    <section class="${classes.card}" aria-labelledby="lead-fields">
      <h2 class="${classes.h2}" id="lead-fields">What they sent</h2>
      <p class="mt-1 text-sm text-muted">
        ${formLabels[lead.form] ?? lead.form} form, received ${timeElement(lead.createdAt, timeZone)}.
      </p>
      ${definitionList(lead, fieldRows)}
    </section>
    <section class="${classes.card}" aria-labelledby="lead-attribution">
      <h2 class="${classes.h2}" id="lead-attribution">Where they came from</h2>
      ${definitionList(lead, attributionRows)}
    </section>
    <section class="${classes.card}" aria-labelledby="lead-notifications">
      <h2 class="${classes.h2}" id="lead-notifications">Notifications</h2>
      ${
        fates.length === 0
          ? html`<p class="mt-3">No notification was queued for this lead (none was set up when it arrived).</p>`
          : html`<ul class="mt-3 space-y-2">
              ${fates.map(
                (f) =>
                  html`<li>
                    <span class="font-semibold">${channelNames[f.channel] ?? f.channel}:</span> ${fate(f, timeZone)}
                  </li>`,
              )}
            </ul>`
      }
      ${
        gaveUp
          ? actionForm(
              `/team/leads/${lead.id}/retry`,
              csrf,
              html`<button class="${classes.button}">Send again the notifications that gave up</button>`,
              html`class="mt-4"`,
            )
          : ""
      }
    </section>`;
}
