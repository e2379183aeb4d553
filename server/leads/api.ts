import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getConnInfo } from "@hono/node-server/conninfo";
import { refusals } from "#app/content/refusals.ts";
import { ATTRIBUTION_FIELDS, attributionOf, attributionOfVisit } from "#app/lib/forms/attribution.ts";
import { HONEYPOT_FIELD } from "#app/lib/forms/fields.ts";
import { FORM_FIELD, RECEIPT_PARAM, isLeadForm, leadFormDefinitions, sentPath } from "#app/lib/forms/lead-forms.ts";
import { type LeadPayload, leadPayloadSchema } from "#app/lib/forms/payload.ts";
import type { FormProblem } from "#app/lib/forms/problem.ts";
import { fieldErrors } from "#app/lib/forms/sent-back.ts";
import { clientAddress } from "#server/shared/client-address.ts";
import { settleBy } from "#server/shared/deadline.ts";
import type { PageRenderer } from "#server/site/page-renderer.ts";
import { formProblemPage, plainProblemPage, seeConfirmation } from "./native-answers.ts";
import type { RateLimiter } from "./rate-limit.ts";
import type { Channel, LeadRepository } from "./store.ts";

export interface LeadApiOptions {
  store: LeadRepository;
  accessKey: string;
  limiter: RateLimiter;
  channels: Channel[];
  /** Wakes the outbox worker after a commit, so notifications go out at once. */
  onStored?: () => void;
  /** Reverse proxies in front of this server (TRUST_PROXY=N): how many X-Forwarded-For hops to trust. */
  trustProxy?: number;
  maxBodyBytes?: number;
  /** How long a submission may wait for the store (another process's write lock) before it gets 503. */
  insertDeadlineMs?: number;
  /** Renders a form's page again for a native post that came back; without it, a plain page lists the errors. */
  renderPage?: PageRenderer;
  /** The site's public host (SITE_ORIGIN's), also accepted as a post's Origin behind a proxy that rewrites Host. */
  canonicalHost?: string;
}

/**
 * What the endpoint answers. A visitor meets the marketers' words (content/refusals.json); the rest answer a program
 * that posts to the API itself (a wrong type, key or form name), never the site's own forms.
 */
export const messages = {
  ...refusals.leadForms,
  stored: "Thank you! Your message has been received.",
  unsupportedType: "Send the form as application/json or application/x-www-form-urlencoded.",
  malformed: "The submission is not valid JSON.",
  notObject: "The submission must be a JSON object.",
  unknownForm: "The submission does not name one of this site's forms.",
  badKey: "Invalid access key.",
};

type Outcome = "stored" | "duplicate" | "honeypot" | "rejected" | "rate-limited" | "unavailable";

function log(outcome: Outcome, fields: { id?: string; form?: string; status: number; reason?: string }) {
  // One line per submission, no personal data.
  console.log(JSON.stringify({ level: outcome === "unavailable" ? "error" : "info", msg: "lead", outcome, ...fields }));
}

/** Who is asking, for a rate limit: the client's address (behind `trustProxy` proxies). */
export function clientKey(c: Context, trustProxy: number): string {
  let socketAddress = "unknown";
  try {
    socketAddress = getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Not a Node socket (app.request in tests): every request shares one key.
  }
  return clientAddress(socketAddress, c.req.header("x-forwarded-for"), trustProxy);
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * A browser form's fields (application/x-www-form-urlencoded) as a record. No prototype: a field named like an
 * Object method ("constructor") reads as absent, not as a function. A repeated field counts by its last value, as in
 * a JSON object.
 */
export function formFields(text: string): Record<string, string> {
  const record: Record<string, string> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) record[name] = value;
  return record;
}

/**
 * A browser's post from another website (its form, or its script): refused, so no site can send leads through a
 * visitor's browser. A browser says where a request comes from in Sec-Fetch-Site (cross-site, same-site,
 * same-origin, none); one that does not send it still sends Origin on a POST. Clients that send neither (curl,
 * server-to-server) are not browsers and keep working, as do same-site pages.
 */
export function isCrossSite(c: Context, canonicalHost?: string): boolean {
  const fetchSite = c.req.header("sec-fetch-site")?.toLowerCase();
  if (fetchSite) return fetchSite === "cross-site";
  const origin = c.req.header("origin");
  // "null": a sandboxed or privacy-hidden origin, which tells nothing either way.
  if (!origin || origin === "null") return false;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return true;
  }
  return host !== (c.req.header("host") ?? "").toLowerCase() && host !== canonicalHost;
}

/**
 * A lead that came without its visit's attribution (no JavaScript, storage blocked, the page's script not yet run)
 * is credited to the page it was sent from: the campaign tags and path of the same-origin Referer. Another
 * site's address is never read, and nothing else of it is kept.
 */
export function withRefererAttribution(c: Context, payload: LeadPayload, canonicalHost?: string): LeadPayload {
  if (ATTRIBUTION_FIELDS.some((field) => payload[field] !== undefined)) return payload;
  let url: URL;
  try {
    url = new URL(c.req.header("referer") ?? "");
  } catch {
    return payload;
  }
  const host = url.host.toLowerCase();
  if (host !== (c.req.header("host") ?? "").toLowerCase() && host !== canonicalHost) return payload;
  return { ...payload, ...attributionOfVisit(url, "") };
}

/** A browser's own form post (no script ran): it gets HTML pages and redirects instead of JSON. */
function isNativePost(c: Context): boolean {
  return FORM_TYPE.test(c.req.header("content-type") ?? "") && /text\/html/i.test(c.req.header("accept") ?? "");
}

const hasTrap = (trap: unknown) =>
  typeof trap === "string" ? trap.trim() !== "" : trap !== undefined && trap !== null;

/**
 * POST /api/submit: the Web3Forms-compatible contract ({success, message}) backed by the lead store. JSON is what
 * the forms send once React runs; `application/x-www-form-urlencoded` is what they send natively, before that or
 * without JavaScript. Both are validated with the same zod schemas and keep the same 4xx contract; a browser's
 * native post is answered with a 303 to the confirmation page, or its form's page again with the errors.
 */
export function mountLeadApi(app: Hono, options: LeadApiOptions): void {
  const {
    store,
    accessKey,
    limiter,
    channels,
    onStored,
    trustProxy = 0,
    maxBodyBytes = 16 * 1024,
    insertDeadlineMs = 3000,
  } = options;
  const fail = (
    c: Context,
    status: 400 | 401 | 403 | 413 | 415 | 429 | 503,
    message: string,
    reason: string,
    form?: string,
  ) => {
    log(status === 429 ? "rate-limited" : status === 503 ? "unavailable" : "rejected", { status, reason, form });
    if (isNativePost(c)) return plainProblemPage(c, status, message);
    return c.json({ success: false, message }, status, { "Cache-Control": "no-store" });
  };

  /**
   * Stores a valid payload; undefined when the store failed or did not commit by the deadline (the caller answers
   * 503, whatever the store does: a database that stopped answering included).
   */
  const storeLead = async (payload: LeadPayload): Promise<string | undefined> => {
    try {
      const now = Date.now();
      // A write that commits after this answer is a lead refused with 503 but kept, never one acknowledged and lost.
      const lead = await settleBy(
        store.insert(payload, channels, now, now + insertDeadlineMs),
        insertDeadlineMs,
        "the lead store",
      );
      // A repeat of a submission already stored gets the same answer as the first, and is not stored again.
      log(lead.duplicate ? "duplicate" : "stored", { id: lead.id, form: payload.form, status: 200 });
      if (!lead.duplicate) onStored?.();
      return lead.id;
    } catch (error) {
      console.error(JSON.stringify({ level: "error", msg: "lead store failed", error: String(error) }));
      return undefined;
    }
  };

  /** Keeps a caught submission aside, within the store's deadline; a failure is logged (the bot's answer stands). */
  const keepAside = async (payload: LeadPayload) => {
    try {
      await settleBy(store.keepAside(payload), insertDeadlineMs, "the lead store");
    } catch (error) {
      console.error(JSON.stringify({ level: "error", msg: "spam not kept aside", error: String(error) }));
    }
  };

  const stored = (c: Context) =>
    c.json({ success: true, message: messages.stored }, 200, { "Cache-Control": "no-store" });

  async function submitJson(c: Context, text: string) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return fail(c, 400, messages.malformed, "malformed json");
    }
    if (typeof body !== "object" || body === null || Array.isArray(body))
      return fail(c, 400, messages.notObject, "not an object");
    const record = body as Record<string, unknown>;
    if (record.access_key !== accessKey) return fail(c, 401, messages.badKey, "access key");

    const form = typeof record.form === "string" ? record.form.slice(0, 40) : undefined;
    const parsed = leadPayloadSchema.safeParse(record);
    if (hasTrap(record[HONEYPOT_FIELD])) {
      // Answer bots exactly like people; a valid submission is kept aside for the team to review (issue 45).
      log("honeypot", { status: 200, form });
      if (parsed.success) await keepAside(withRefererAttribution(c, parsed.data, options.canonicalHost));
      return stored(c);
    }

    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join(".");
      const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : "Invalid submission.";
      return fail(c, 400, message, `invalid ${field || "body"}`, form);
    }
    const lead = withRefererAttribution(c, parsed.data, options.canonicalHost);
    if ((await storeLead(lead)) === undefined) return fail(c, 503, messages.unavailable, "store", form);
    return stored(c);
  }

  /** The form's own fields, as the visitor filled them in (what a native post sends). */
  async function submitForm(c: Context, text: string) {
    const record = formFields(text);
    const native = isNativePost(c);
    if (record.access_key !== accessKey) return fail(c, 401, messages.badKey, "access key");
    const form = record[FORM_FIELD];
    if (!isLeadForm(form)) return fail(c, 400, messages.unknownForm, "unknown form");
    const definition = leadFormDefinitions[form];
    const answerStored = async (earned = true) => {
      if (!native) return stored(c);
      let path = sentPath(form);
      // A confirmation that starts a download gets a receipt: its page is shown (and the download started) once,
      // right after this post; a direct visit, a reload or Back goes to the form's page instead.
      if (earned && definition.confirmationDownload) {
        try {
          path += `?${RECEIPT_PARAM}=${await settleBy(store.issueReceipt(form), insertDeadlineMs, "the lead store")}`;
        } catch (error) {
          // The lead is stored: the visitor is told so on the form's page, without the automatic download.
          console.error(JSON.stringify({ level: "error", msg: "receipt not issued", error: String(error) }));
        }
      }
      return seeConfirmation(c, path);
    };

    const values = Object.fromEntries(Object.keys(definition.schema.shape).map((name) => [name, record[name] ?? ""]));
    const problem = (status: 400 | 503, fields: Record<string, string>, message?: string) => {
      const details: FormProblem = { form, values, errors: fields, message };
      return formProblemPage(c, status, details, definition.page, options.renderPage);
    };

    const parsed = definition.schema.safeParse(values);
    // Built exactly as the browser builds it, and checked as a JSON body is.
    const payloadOf = (data: unknown) =>
      leadPayloadSchema.safeParse({
        ...(definition.payload as (data: unknown, key: string, trap?: string) => LeadPayload)(data, accessKey),
        // Attribution a form carries as hidden fields (a page of this site's, or one built for a campaign).
        ...attributionOf(record),
      });
    if (hasTrap(record[HONEYPOT_FIELD])) {
      log("honeypot", { status: native ? 303 : 200, form });
      // Kept aside for the team to review when it is otherwise a valid submission (issue 45): a person whose browser
      // filled the trap in is not lost.
      const caught = parsed.success ? payloadOf(parsed.data) : undefined;
      if (caught?.success) await keepAside(withRefererAttribution(c, caught.data, options.canonicalHost));
      // A bot gets the same redirect, without a receipt (no download for it).
      return answerStored(false);
    }
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues);
      const [field, message] = Object.entries(errors)[0] ?? ["body", "Invalid submission."];
      if (!native) return fail(c, 400, `${field}: ${message}`, `invalid ${field}`, form);
      log("rejected", { status: 400, reason: `invalid ${Object.keys(errors).join(",")}`, form });
      return problem(400, errors);
    }
    const payload = payloadOf(parsed.data);
    if (!payload.success)
      return fail(c, 400, payload.error.issues[0]?.message ?? "Invalid submission.", "payload", form);
    if ((await storeLead(withRefererAttribution(c, payload.data, options.canonicalHost))) === undefined) {
      if (!native) return fail(c, 503, messages.unavailable, "store", form);
      log("unavailable", { status: 503, reason: "store", form });
      return problem(503, {}, messages.unavailable);
    }
    return answerStored();
  }

  app.post(
    "/api/submit",
    async (c, next) => {
      if (isCrossSite(c, options.canonicalHost)) return fail(c, 403, messages.crossSite, "cross-site");
      const wait = limiter.take(clientKey(c, trustProxy));
      if (wait > 0) {
        c.header("Retry-After", String(wait));
        return fail(c, 429, messages.rateLimited, "rate limit");
      }
      const type = c.req.header("content-type") ?? "";
      if (!JSON_TYPE.test(type) && !FORM_TYPE.test(type)) return fail(c, 415, messages.unsupportedType, "content type");
      await next();
    },
    bodyLimit({ maxSize: maxBodyBytes, onError: (c) => fail(c, 413, messages.tooLarge, "body size") }),
    async (c) => {
      let text: string;
      try {
        text = await c.req.text();
      } catch {
        // The client went away mid-body (or the request timed out): nobody is waiting for an answer.
        return fail(c, 400, messages.incomplete, "incomplete body");
      }
      return FORM_TYPE.test(c.req.header("content-type") ?? "") ? submitForm(c, text) : submitJson(c, text);
    },
  );
  app.all("/api/submit", (c) =>
    c.json({ success: false, message: "Use POST." }, 405, { Allow: "POST", "Cache-Control": "no-store" }),
  );
}
