import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getConnInfo } from "@hono/node-server/conninfo";
import { HONEYPOT_FIELD } from "../../app/lib/forms/fields.ts";
import { leadPayloadSchema } from "../../app/lib/forms/payload.ts";
import { clientAddress } from "../client-address.ts";
import type { RateLimiter } from "./rate-limit.ts";
import type { Channel, LeadStore } from "./store.ts";

export interface LeadApiOptions {
  store: LeadStore;
  accessKey: string;
  limiter: RateLimiter;
  channels: Channel[];
  /** Wakes the outbox worker after a commit, so notifications go out at once. */
  onStored?: () => void;
  /** Reverse proxies in front of this server (TRUST_PROXY=N): how many X-Forwarded-For hops to trust. */
  trustProxy?: number;
  maxBodyBytes?: number;
}

export const messages = {
  stored: "Thank you! Your message has been received.",
  unsupportedType: "Send the form as application/json.",
  tooLarge: "The submission is too large.",
  malformed: "The submission is not valid JSON.",
  notObject: "The submission must be a JSON object.",
  badKey: "Invalid access key.",
  rateLimited: "Too many submissions. Please wait a minute and try again.",
  unavailable: "We could not save your message right now. Please try again in a few minutes.",
};

type Outcome = "stored" | "honeypot" | "rejected" | "rate-limited" | "unavailable";

function log(outcome: Outcome, fields: { id?: string; form?: string; status: number; reason?: string }) {
  // One line per submission, no personal data.
  console.log(JSON.stringify({ level: outcome === "unavailable" ? "error" : "info", msg: "lead", outcome, ...fields }));
}

function clientKey(c: Context, trustProxy: number): string {
  let socketAddress = "unknown";
  try {
    socketAddress = getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Not a Node socket (app.request in tests): every request shares one key.
  }
  return clientAddress(socketAddress, c.req.header("x-forwarded-for"), trustProxy);
}

/** POST /api/submit: the Web3Forms-compatible contract ({success, message}) backed by the lead store. */
export function mountLeadApi(app: Hono, options: LeadApiOptions): void {
  const { store, accessKey, limiter, channels, onStored, trustProxy = 0, maxBodyBytes = 16 * 1024 } = options;
  const fail = (
    c: Context,
    status: 400 | 401 | 413 | 415 | 429 | 503,
    message: string,
    reason: string,
    form?: string,
  ) => {
    log(status === 429 ? "rate-limited" : status === 503 ? "unavailable" : "rejected", { status, reason, form });
    return c.json({ success: false, message }, status, { "Cache-Control": "no-store" });
  };

  app.post(
    "/api/submit",
    async (c, next) => {
      const wait = limiter.take(clientKey(c, trustProxy));
      if (wait > 0) {
        c.header("Retry-After", String(wait));
        return fail(c, 429, messages.rateLimited, "rate limit");
      }
      const type = c.req.header("content-type") ?? "";
      if (!/^application\/json\s*(;|$)/i.test(type)) return fail(c, 415, messages.unsupportedType, "content type");
      await next();
    },
    bodyLimit({ maxSize: maxBodyBytes, onError: (c) => fail(c, 413, messages.tooLarge, "body size") }),
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return fail(c, 400, messages.malformed, "malformed json");
      }
      if (typeof body !== "object" || body === null || Array.isArray(body))
        return fail(c, 400, messages.notObject, "not an object");
      const record = body as Record<string, unknown>;
      if (record.access_key !== accessKey) return fail(c, 401, messages.badKey, "access key");

      const form = typeof record.form === "string" ? record.form.slice(0, 40) : undefined;
      const trap = record[HONEYPOT_FIELD];
      if (typeof trap === "string" ? trap.trim() !== "" : trap !== undefined && trap !== null) {
        // Answer bots exactly like people, and keep nothing.
        log("honeypot", { status: 200, form });
        return c.json({ success: true, message: messages.stored });
      }

      const parsed = leadPayloadSchema.safeParse(record);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join(".");
        const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : "Invalid submission.";
        return fail(c, 400, message, `invalid ${field || "body"}`, form);
      }

      let id: string;
      try {
        id = store.insert(parsed.data, channels).id;
      } catch (error) {
        console.error(JSON.stringify({ level: "error", msg: "lead store failed", error: String(error) }));
        return fail(c, 503, messages.unavailable, "store", form);
      }
      log("stored", { id, form: parsed.data.form, status: 200 });
      onStored?.();
      return c.json({ success: true, message: messages.stored }, 200, { "Cache-Control": "no-store" });
    },
  );
  app.all("/api/submit", (c) =>
    c.json({ success: false, message: "Use POST." }, 405, { Allow: "POST", "Cache-Control": "no-store" }),
  );
}
