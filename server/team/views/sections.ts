import { html } from "hono/html";
import type { AuditEntry, IssuedQuote, SpamEntry } from "#server/leads/workspace.ts";
import { formLabels } from "#server/team/form-labels.ts";
import { ROLES, type Role, roleNames } from "#server/team/roles.ts";
import { type Html, actionForm, addressText, classes, countOf, field, select, timeElement, visitorText } from "./ui.ts";

const dayText = (day: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/** A pricing state's query in words: its settings, one per line. */
const settingsOf = (query: string) => [...new URLSearchParams(query)].map(([key, value]) => `${key}: ${value}`);

export function quoteLookup({
  number,
  error,
  found,
  pricesChanged,
}: {
  number: string;
  error?: string;
  found: IssuedQuote[];
  /** Which of the found quotes today's prices would price differently (its PDF would differ). */
  pricesChanged: Set<string>;
}): Html {
  return html`<form
      method="get"
      action="/team/quotes"
      class="${classes.card} max-w-xl space-y-4 print:hidden"
      role="search"
      aria-label="Quote number"
    >
      ${field({
        name: "number",
        label: "Quote number",
        value: number,
        hint: "As printed on the quote, e.g. Q-20261126-3FA2C1.",
        error,
      })}
      <button class="${classes.button}">Find the quote</button>
    </form>
    ${found.map(
      (quote, index) =>
        html`<section class="${classes.card}" aria-labelledby="quote-${index}">
          <h2 class="${classes.h2}" id="quote-${index}">
            ${quote.number}: ${quote.subject}
          </h2>
          <dl class="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
            <dt class="font-semibold">Total</dt>
            <dd>${quote.total || "No amount (priced by our team)"}</dd>
            <dt class="font-semibold">Issued</dt>
            <dd>${dayText(quote.issuedOn)}</dd>
            <dt class="font-semibold">Last valid day</dt>
            <dd>${dayText(quote.validUntil)}</dd>
            <dt class="font-semibold">What was chosen</dt>
            <dd>
              <ul>
                ${settingsOf(quote.query).map((line) => html`<li>${line}</li>`)}
              </ul>
            </dd>
          </dl>
          ${
            pricesChanged.has(quote.query)
              ? html`<p class="mt-3 font-semibold text-danger">
                  Prices have changed since this quote was issued: a PDF made now would not match it, so none is
                  offered. The figures above are what was quoted.
                </p>`
              : html`<p class="mt-4">
                  <a class="${classes.button}" href="/team/quotes/${quote.number}.pdf?${quote.query}" download
                    >Download the PDF again</a
                  >
                </p>`
          }
        </section>`,
    )}`;
}

export function spamList(entries: SpamEntry[], csrf: string, timeZone: string, older?: string): Html {
  return html`<p class="max-w-3xl">
      Submissions our trap for robots caught are kept here for 30 days (the newest 5,000), then deleted. If a real
      person's message is among them, restore it: it becomes a lead and the team is notified once.
    </p>
    ${
      entries.length === 0
        ? html`<p class="${classes.card}">Nothing was caught in the last 30 days.</p>`
        : html`<ul class="space-y-4">
            ${entries.map(
              (entry) =>
                html`<li class="${classes.card}">
                  <p class="font-semibold">${visitorText(entry.payload.name)} &lt;${visitorText(entry.payload.email)}&gt;</p>
                  <p class="text-sm text-muted">
                    ${formLabels[entry.form] ?? entry.form} form, ${timeElement(entry.createdAt, timeZone)}
                  </p>
                  ${"company" in entry.payload && entry.payload.company ? html`<p>Company: ${visitorText(entry.payload.company)}</p>` : ""}
                  ${
                    "message" in entry.payload && entry.payload.message
                      ? html`<p class="mt-2 whitespace-pre-wrap wrap-anywhere">${visitorText(entry.payload.message)}</p>`
                      : ""
                  }
                  ${actionForm(
                    `/team/spam/${entry.id}/restore`,
                    csrf,
                    html`<button class="${classes.secondary}">Restore as a lead</button>`,
                    html`class="mt-3"`,
                  )}
                </li>`,
            )}
          </ul>`
    }
    ${older ? html`<p><a class="${classes.secondary}" href="/team/spam?after=${older}" rel="next">Older</a></p>` : ""}`;
}

export function erasureForm(csrf: string, email = "", error?: string): Html {
  return html`<p class="max-w-3xl">
      When someone asks us to delete their data, erase every lead of their e-mail address here, with the notifications
      waiting for them and anything kept aside as spam. The audit log records who erased and when, never the address.
    </p>
    ${actionForm(
      "/team/erase",
      csrf,
      html`${field({ name: "email", label: "Their e-mail address", type: "email", value: email, error, required: true })}
        <button class="${classes.button}">Find their data</button>`,
      html`class="${classes.card} max-w-xl space-y-4" novalidate`,
    )}`;
}

export function erasureConfirm(csrf: string, email: string, counts: { leads: number; spam: number }): Html {
  return actionForm(
    "/team/erase/confirm",
    csrf,
    html`<input type="hidden" name="email" value="${email}" />
      <p>
        <strong>${email}</strong> has ${countOf(counts.leads, "lead")} and ${countOf(counts.spam, "submission")} kept aside
        as spam.
      </p>
      <p>Erasing them cannot be undone. Copies already sent to the CRM or by e-mail must be deleted there.</p>
      <div class="flex flex-wrap gap-3">
        <button class="${classes.danger}">Erase them for good</button>
        <a class="${classes.secondary}" href="/team/erase">Cancel</a>
      </div>`,
    html`class="${classes.card} max-w-xl space-y-4"`,
  );
}

export interface MemberRow {
  id: string;
  email: string;
  role: Role | undefined;
  passkeys: number;
}

const roleChoices = roleNames.map((role) => ({ value: role, label: `${ROLES[role].label}: ${ROLES[role].does}` }));

export function memberList({
  members,
  viewer,
  csrf,
  inviteError,
  inviteRoleError,
  inviteEmail = "",
  shownLink,
  passkeyScript,
}: {
  members: MemberRow[];
  viewer: { id: string; role: Role | undefined };
  csrf: string;
  inviteError?: string;
  inviteRoleError?: string;
  inviteEmail?: string;
  /** A new member's sign-in link, shown once when no SMTP server is set up to e-mail it. */
  shownLink?: string;
  passkeyScript: boolean;
}): Html {
  const owner = viewer.role === "owner";
  return html`<section class="${classes.card}" aria-labelledby="members-title">
      <h2 class="${classes.h2}" id="members-title">The team</h2>
      <ul class="mt-3 divide-y divide-line">
        ${members.map(
          (m) =>
            html`<li class="flex flex-wrap items-center justify-between gap-3 py-3">
              <span
                ><span class="font-semibold wrap-anywhere">${addressText(m.email)}</span>
                (${m.role ? ROLES[m.role].label : "no role"}${m.passkeys > 0 ? `, ${m.passkeys} passkey${m.passkeys === 1 ? "" : "s"}` : ""})</span
              >
              ${
                owner && m.id !== viewer.id
                  ? html`<div class="flex flex-wrap items-end gap-3">
                      ${actionForm(
                        `/team/members/${m.id}/role`,
                        csrf,
                        html`${select({
                          name: "role",
                          id: `role-${m.id}`,
                          label: `Role of ${m.email}`,
                          value: m.role ?? "",
                          options: roleNames.map((role) => ({ value: role, label: ROLES[role].label })),
                        })}
                          <button class="${classes.secondary}" aria-label="Change the role of ${m.email}">
                            Change role
                          </button>`,
                        html`class="flex flex-wrap items-end gap-2"`,
                      )}
                      ${actionForm(
                        `/team/members/${m.id}/remove`,
                        csrf,
                        html`<button class="${classes.secondary}" aria-label="Remove ${m.email}">Remove</button>`,
                      )}
                    </div>`
                  : ""
              }
            </li>`,
        )}
      </ul>
    </section>
    ${
      shownLink
        ? html`<section class="${classes.card}" aria-labelledby="link-title">
            <h2 class="${classes.h2}" id="link-title">Their sign-in link</h2>
            <p class="mt-2">
              No mail server is set up (SMTP_URL), so give them this link yourself. It works once, within 15 minutes;
              after that they can ask for a new one on the sign-in page.
            </p>
            <p class="mt-2 break-all font-mono text-sm">${shownLink}</p>
          </section>`
        : ""
    }
    ${
      owner
        ? actionForm(
            "/team/members/invite",
            csrf,
            html`<h2 class="${classes.h2}" id="invite-title">Invite a member</h2>
              ${field({ name: "email", label: "Their work e-mail address", type: "email", value: inviteEmail, error: inviteError, required: true })}
              ${select({
                name: "role",
                label: "Their role",
                error: inviteRoleError,
                options: [{ value: "", label: "Choose a role" }, ...roleChoices],
              })}
              <button class="${classes.button}">Send the invitation</button>`,
            html`class="${classes.card} max-w-xl space-y-4" aria-labelledby="invite-title" novalidate`,
          )
        : html`<p>Only an owner invites and removes members and changes their roles.</p>`
    }
    <section class="${classes.card} max-w-xl" aria-labelledby="passkey-title">
      <h2 class="${classes.h2}" id="passkey-title">Your passkey</h2>
      <p class="mt-2">A passkey signs you in on this device with its screen lock, without waiting for an e-mail.</p>
      ${
        passkeyScript
          ? html`<button type="button" class="${classes.secondary} mt-4" data-passkey-add hidden>
                Add a passkey on this device
              </button>
              <p class="mt-2" data-passkey-message role="status"></p>
              <noscript><p class="mt-2">Adding a passkey needs JavaScript in this browser.</p></noscript>`
          : ""
      }
    </section>
    ${actionForm(
      "/team/sign-out-everywhere",
      csrf,
      html`<h2 class="${classes.h2}" id="everywhere-title">Sign out everywhere</h2>
        <p>Ends every session of yours, on every device, this one included.</p>
        <button class="${classes.secondary}">Sign out everywhere</button>`,
      html`class="${classes.card} max-w-xl space-y-4" aria-labelledby="everywhere-title"`,
    )}`;
}

const actionNames: Record<AuditEntry["action"], string> = {
  "sign-in": "Signed in",
  "sign-out-everywhere": "Signed out everywhere",
  invite: "Invited a member",
  "link-sent": "Sent a member a new sign-in link",
  "role-changed": "Changed a member's role",
  refused: "Was refused",
  "sign-in-failed": "A sign-in failed",
  "remove-member": "Removed a member",
  export: "Downloaded leads",
  retry: "Sent notifications again",
  erase: "Erased a person's data",
  restore: "Restored spam as a lead",
  "passkey-added": "Added a passkey",
  "content-saved": "Saved a change to the content",
  "content-published": "Published the saved changes",
  "content-rolled-back": "Rolled the site back to the previous build",
  "content-withdrawn": "Withdrew a saved change",
};

/**
 * The audit log: a table from a tablet's width up; on a phone, each entry in its own box, as the leads list does (four
 * columns in 390 px broke an address and the words "Who" and "What" a letter or two a line).
 */
export function auditList(entries: (AuditEntry & { id: number })[], timeZone: string, older?: number): Html {
  const what = (entry: AuditEntry) => actionNames[entry.action] ?? entry.action;
  return html`<div
      class="hidden overflow-x-auto rounded-card border border-line bg-white md:block"
      tabindex="0"
      role="region"
      aria-label="Audit log"
    >
      <table class="${classes.table}">
        <thead>
          <tr>
            <th scope="col" class="${classes.th}">When</th>
            <th scope="col" class="${classes.th}">Who</th>
            <th scope="col" class="${classes.th}">What</th>
            <th scope="col" class="${classes.th}">Detail</th>
          </tr>
        </thead>
        <tbody>
          ${entries.map(
            (entry) =>
              html`<tr>
                <td class="${classes.td} whitespace-nowrap">${timeElement(entry.at, timeZone)}</td>
                <td class="${classes.td} wrap-anywhere">${addressText(entry.actor)}</td>
                <td class="${classes.td}">${what(entry)}</td>
                <td class="${classes.td}">${entry.detail}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
    <ul class="space-y-3 md:hidden" aria-label="Audit log">
      ${entries.map(
        (entry) =>
          html`<li class="rounded-card border border-line bg-white p-4 text-sm">
            <p class="font-semibold text-ink">${what(entry)}</p>
            ${entry.detail ? html`<p class="wrap-anywhere">${entry.detail}</p>` : ""}
            <p class="mt-1 text-muted"><span class="wrap-anywhere">${addressText(entry.actor)}</span> · ${timeElement(entry.at, timeZone)}</p>
          </li>`,
      )}
    </ul>
    ${older ? html`<p><a class="${classes.secondary}" href="/team/audit?before=${older}" rel="next">Older</a></p>` : ""}`;
}
