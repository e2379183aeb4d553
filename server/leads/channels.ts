import { ATTRIBUTION_FIELDS } from "#app/lib/forms/attribution.ts";
import { isolatedPlainText, showDirectionControls } from "./visible-text.ts";
import nodemailer from "nodemailer";
import type { StoredLead } from "./store.ts";

/**
 * The 4xx answers a webhook delivery retries (with backoff): the receiver is busy or slow, not refusing this lead.
 * Every other 4xx (400, 401, 403, 404, 410, 422…: a changed endpoint, an expired token, a payload the receiver
 * will never take) gives up at once: the notification is listed by `npm run leads -- failed`, /healthz says
 * "degraded", and `npm run leads -- retry` sends it again once the receiver is fixed. 5xx, time-outs and network
 * errors are always retried.
 */
export const RETRIED_CLIENT_ERRORS: ReadonlySet<number> = new Set([408, 425, 429]);

/** Delivery outcome: retry later (5xx, the statuses above, timeouts, network), or give up (other 4xx). */
export type Delivery = { ok: true } | { ok: false; retry: boolean; error: string };

export type Deliver = (lead: StoredLead) => Promise<Delivery>;

export function webhookChannel(url: string, timeoutMs = 10_000): Deliver {
  return async (lead) => {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": lead.id, "User-Agent": "lead-outbox/1" },
        body: JSON.stringify({ idempotencyKey: lead.id, lead }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return { ok: true };
      const retry = response.status >= 500 || RETRIED_CLIENT_ERRORS.has(response.status);
      return { ok: false, retry, error: `HTTP ${response.status}` };
    } catch (error) {
      return {
        ok: false,
        retry: true,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      };
    }
  };
}

// RFC 5322 addr-spec with a dot-atom local part and a dot-atom domain: no display name, no angle brackets,
// no quoted string, no comment, no list. Anything else is not a single plain address.
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const ADDR_SPEC = new RegExp(
  `^${ATEXT}+(?:\\.${ATEXT}+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$`,
);

/**
 * The visitor's address for a notification's Reply-To, only when it is one plain address. The accelerator
 * form's rule ("contains @", from the spec) lets `"Sales Dept" <attacker@evil.example>` through, and a mail
 * client would reply to whatever that header names.
 */
export function replyToAddress(email: string): string | undefined {
  return email.length <= 254 && ADDR_SPEC.test(email) ? email : undefined;
}

/** Each form as the team's inbox names it. */
const formNames: Record<StoredLead["form"], string> = {
  contact: "Contact",
  "governance-inquiry": "Governance inquiry",
  "accelerator-lead": "CMMC Accelerator",
  checklist: "Checklist download",
};

/**
 * A notification's subject: the form, the person and the company ("Contact: Dana Whitfield, Acme Defense"), so the
 * team's inbox tells leads apart before they are opened. An accelerator lead that asks for word of the next cohort
 * says so (issue 36). Values were checked at the door (one line each), and nodemailer encodes the header.
 */
export function notificationSubject(lead: StoredLead): string {
  const form = formNames[lead.form] ?? lead.form;
  const nextCohort = lead.form === "accelerator-lead" && lead.subject?.endsWith("next cohort") ? " (next cohort)" : "";
  const who = [lead.name, lead.company].filter((value): value is string => Boolean(value)).map(isolatedPlainText);
  return `${form}${nextCohort}: ${who.join(", ")}`;
}

/**
 * The end of a notification: the lead's id, its page in the team's workspace (where a member sees what became of
 * its notifications), and the command that lists it with the others of its day.
 */
export function leadReference(lead: StoredLead, workspaceOrigin?: string): string[] {
  const day = lead.createdAt.slice(0, 10);
  return [
    `Lead id: ${lead.id}`,
    ...(workspaceOrigin ? [`In the team's workspace: ${workspaceOrigin}/team/leads/${lead.id}`] : []),
    `To see it with the other ${lead.form} leads of that day (UTC): npm run leads -- export --form ${lead.form} --since ${day} --until ${day}`,
  ];
}

export interface EmailOptions {
  smtpUrl: string;
  to: string;
  from: string;
  timeoutMs?: number;
  /** Where the team's workspace is (TEAM_ORIGIN): each notification links to its lead's page there. */
  workspaceOrigin?: string;
}

export function emailChannel({ smtpUrl, to, from, timeoutMs = 15_000, workspaceOrigin }: EmailOptions): Deliver {
  const url = new URL(smtpUrl);
  for (const [key, value] of [
    ["connectionTimeout", timeoutMs],
    ["greetingTimeout", timeoutMs],
    ["socketTimeout", timeoutMs],
  ] as const) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  const transport = nodemailer.createTransport(url.toString());
  return async (lead) => {
    // What the visitor typed, each value isolated and its direction controls shown (visible-text.ts).
    const shown = (value: string) => isolatedPlainText(value);
    const source = ATTRIBUTION_FIELDS.filter((field) => lead[field]).map(
      (field) => `${field}: ${shown(String(lead[field]))}`,
    );
    const lines = [
      `Form: ${lead.form}`,
      `Received: ${lead.createdAt}`,
      `Name: ${shown(lead.name)}`,
      `Email: ${shown(lead.email)}`,
      lead.company && `Company: ${shown(lead.company)}`,
      lead.phone && `Phone: ${shown(lead.phone)}`,
      lead.interest && `Interest: ${shown(lead.interest)}`,
      lead.message && `\n${showDirectionControls(lead.message)}`,
      // Where it came from, under the export's column names (only what is known), after a blank line.
      ...source.map((line, i) => (i === 0 ? `\n${line}` : line)),
      // Last, after a blank line: the lead's id and how to see it.
      ...leadReference(lead, workspaceOrigin).map((line, i) => (i === 0 ? `\n${line}` : line)),
    ].filter(Boolean);
    try {
      await transport.sendMail({
        from,
        to,
        replyTo: replyToAddress(lead.email),
        subject: notificationSubject(lead),
        text: lines.join("\n"),
        messageId: `<${lead.id}@leads.local>`,
        headers: { "X-Idempotency-Key": lead.id },
      });
      return { ok: true };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      // SMTP 5xx is a permanent refusal; 4xx and connection failures are worth another try.
      const retry = code === undefined || code < 500;
      return { ok: false, retry, error: error instanceof Error ? error.message : String(error) };
    }
  };
}
