// @vitest-environment node
import { ACCELERATOR_SUBJECT, NEXT_COHORT_SUBJECT, acceleratorInterests } from "#app/lib/forms/accelerator-lead.ts";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactPayload, contactSchema } from "#app/lib/forms/contact.ts";
import { characterMessages } from "#app/lib/forms/fields.ts";
import { checklistPayload, checklistSchema } from "#app/lib/forms/checklist.ts";
import { RECEIPT_PARAM, sentPath } from "#app/lib/forms/lead-forms.ts";
import { ATTRIBUTION_FIELDS } from "#app/lib/forms/attribution.ts";
import { mountLeadApi, messages } from "./api.ts";
import { RateLimiter } from "./rate-limit.ts";
import { SqliteLeadRepository, type StoredLead } from "./store.ts";

const KEY = "test-key";
/** What a visitor fills in on the contact page. */
const adaFields = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "",
  phone: "",
  message: "Please call me back.",
};
/**
 * Ada's lead. Each call is its own submission (a numbered message): the same values twice are one lead
 * ("one submission, one lead"), which the tests of that rule send on purpose with `repeatOf`.
 */
let sent = 0;
const valid = () =>
  contactPayload(contactSchema.parse({ ...adaFields, message: `${adaFields.message} (${(sent += 1)})` }), KEY);

let store: SqliteLeadRepository;
let app: Hono;
let dbFile: string;

function build(max = 1000, trustProxy = 0) {
  app = new Hono();
  mountLeadApi(app, {
    store,
    accessKey: KEY,
    limiter: new RateLimiter(max, 60_000),
    channels: ["webhook", "email"],
    trustProxy,
  });
}

const post = (body: BodyInit | null, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
  app.request("/api/submit", { method: "POST", body, headers });
const postJson = (value: unknown) => post(JSON.stringify(value));

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  dbFile = path.join(mkdtempSync(path.join(tmpdir(), "leads-")), "leads.db");
  store = new SqliteLeadRepository(dbFile);
  build();
});
afterEach(() => store.close());

describe("POST /api/submit", () => {
  it("stores a valid lead with its outbox rows, then answers 200 {success: true}", async () => {
    const res = await postJson(valid());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: messages.stored });
    const [lead] = await store.all();
    expect(lead).toMatchObject({
      form: "contact",
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Not provided",
    });
    expect(await store.outboxStatus()).toEqual({ pending: 2 });
  });

  it("stores what was sent unchanged, unicode included", async () => {
    const payload = { ...valid(), name: "Zoë Ñúñez 山田", message: "Emoji 🚀 and accents é à ü — fine." };
    expect((await postJson(payload)).status).toBe(200);
    expect((await store.all())[0]).toMatchObject({ name: payload.name, message: payload.message });
  });

  it.each([
    ["text/plain", 415],
    ["multipart/form-data; boundary=x", 415],
    ["application/json; charset=utf-8", 200],
  ])("content type %s → %i", async (type, status) => {
    expect((await post(JSON.stringify(valid()), { "Content-Type": type })).status).toBe(status);
  });

  it("rejects bodies over 16 KB with 413, with or without a length", async () => {
    const big = JSON.stringify({ ...valid(), message: "x".repeat(17_000) });
    const res = await post(big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: messages.tooLarge });
    const chunked = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i += 1) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const res2 = await app.request("/api/submit", {
      method: "POST",
      body: chunked,
      headers: { "Content-Type": "application/json" },
      // @ts-expect-error Node's fetch needs duplex for a stream body
      duplex: "half",
    });
    expect(res2.status).toBe(413);
    expect(await store.count()).toBe(0);
  });

  it.each([
    ["malformed JSON", "{not json", messages.malformed],
    ["a top-level array", JSON.stringify([valid()]), messages.notObject],
    ["null", "null", messages.notObject],
  ])("answers 400 to %s", async (_name, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message });
  });

  it("answers 401 to a missing or wrong access key", async () => {
    const { access_key: _key, ...rest } = valid();
    expect((await postJson(rest)).status).toBe(401);
    expect((await postJson({ ...valid(), access_key: "nope" })).status).toBe(401);
  });

  it.each([
    ["an unknown field", { extra: 1 }, "Unrecognized key"],
    ["a __proto__ key", JSON.parse('{"__proto__": {"isAdmin": true}}'), "Unrecognized key"],
    ["CR/LF in a single-line field", { name: "Ada\r\nBcc: evil@example.com" }, "name: Line breaks are not allowed"],
    [
      "control characters",
      { message: "hello \u0007 bell, long enough" },
      "message: Control characters are not allowed",
    ],
    ["an over-long field", { message: "x".repeat(1001) }, "message: Message must be less than 1000 characters"],
    ["a wrong type", { email: 42 }, "email:"],
    ["an invalid email", { email: "not-an-email" }, "email: Invalid email address"],
    ["an unknown form", { form: "newsletter" }, "form:"],
  ])("answers 400 with a message to %s", async (_name, patch, message) => {
    const res = await postJson({ ...valid(), ...patch });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toContain(message);
    expect(await store.count()).toBe(0);
    expect(Object.prototype).not.toHaveProperty("isAdmin");
  });

  it("answers honeypot hits like success and keeps nothing", async () => {
    const res = await postJson({ ...valid(), botcheck: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: messages.stored });
    expect(await store.count()).toBe(0);
  });

  it("rate-limits each client with 429 and Retry-After", async () => {
    build(2);
    expect((await postJson(valid())).status).toBe(200);
    expect((await postJson(valid())).status).toBe(200);
    const res = await postJson(valid());
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await store.count()).toBe(2);
  });

  it("refuses invisible and control characters in one-line fields with a clear 400", async () => {
    const cases: [string, string][] = [
      ["\u0007", characterMessages.control], // C0 (bell)
      ["\u0085", characterMessages.control], // C1 (next line)
      ["\u009B", characterMessages.control], // C1 (control sequence introducer)
      ["\u202E", characterMessages.invisible], // right-to-left override
      ["\u202A", characterMessages.invisible], // left-to-right embedding
      ["\u2066", characterMessages.invisible], // left-to-right isolate
      ["\u2069", characterMessages.invisible], // pop directional isolate
      ["\u2028", characterMessages.invisible], // line separator
      ["\u2029", characterMessages.invisible], // paragraph separator
      ["\u200B", characterMessages.invisible], // zero-width space
      ["\u200D", characterMessages.invisible], // zero-width joiner
      ["\u2060", characterMessages.invisible], // word joiner
      ["\t", characterMessages.invisible],
    ];
    for (const field of ["name", "company", "phone", "subject"] as const) {
      for (const [char, message] of cases) {
        const body = { ...valid(), [field]: `Ada${char}Lovelace` };
        const res = await postJson(body);
        const label = `${field} U+${char.codePointAt(0)!.toString(16).toUpperCase()}`;
        expect(res.status, label).toBe(400);
        const answer = (await res.json()) as { success: boolean; message: string };
        expect(answer.success, label).toBe(false);
        // subject is a fixed literal, so any change is refused by that rule instead.
        if (field !== "subject") expect(answer.message, label).toBe(`${field}: ${message}`);
      }
    }
    for (const [char] of cases) {
      const res = await postJson({ ...valid(), email: `ada${char}@example.com` });
      expect(res.status, `email U+${char.codePointAt(0)!.toString(16)}`).toBe(400);
    }
    expect(await store.count()).toBe(0);
  });

  it("keeps line breaks in messages, each stored as LF however it was sent", async () => {
    const message = "First line.\nSecond line.\r\n\nThird, after a blank line.\rFourth.";
    expect((await postJson({ ...valid(), message })).status).toBe(200);
    expect((await store.all())[0]!.message).toBe("First line.\nSecond line.\n\nThird, after a blank line.\nFourth.");
  });

  it("behind a trusted proxy, forged X-Forwarded-For entries never bypass the limit", async () => {
    build(10, 1);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      // The client sets its own header (or prepends to the proxy's); the proxy appends what it saw.
      const forged = `10.${i}.0.1, 203.0.113.${i}`;
      const res = await post(JSON.stringify(valid()), {
        "Content-Type": "application/json",
        "X-Forwarded-For": `${i % 2 ? forged : `${i}.1.1.1`}, 198.51.100.7`,
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    expect(await store.count()).toBe(10);
  });

  it("answers 503, never 200, when the store cannot write, and recovers", async () => {
    store.db.exec("PRAGMA query_only = ON"); // the same refusal a read-only database gives
    const res = await postJson(valid());
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, message: messages.unavailable });
    store.db.exec("PRAGMA query_only = OFF");
    expect((await postJson(valid())).status).toBe(200);
    expect(await store.count()).toBe(1);
  });

  it("answers 503 when the disk is full, keeps earlier leads intact, and recovers", async () => {
    expect((await postJson(valid())).status).toBe(200);
    // SQLite's own page limit gives the same SQLITE_FULL error a full disk does.
    const pages = Number((store.db.prepare("PRAGMA page_count").get() as { page_count: number }).page_count);
    store.db.exec(`PRAGMA max_page_count = ${pages}`);
    let refused = 0;
    for (let i = 0; i < 50; i += 1) {
      const res = await postJson({ ...valid(), message: `A longer message to fill pages ${i} ${"x".repeat(900)}` });
      expect([200, 503]).toContain(res.status);
      if (res.status === 503) {
        refused += 1;
        expect(await res.json()).toEqual({ success: false, message: messages.unavailable });
      }
    }
    expect(refused).toBeGreaterThan(0);
    const storedWhileFull = await store.count();
    expect(store.db.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    store.db.exec("PRAGMA max_page_count = 1073741823");
    expect((await postJson(valid())).status).toBe(200);
    expect(await store.count()).toBe(storedWhileFull + 1);
  });

  it("stores one lead for one submission: a retried or doubled request gets the same answer, and nothing more", async () => {
    const payload = valid();
    const [first, second] = await Promise.all([postJson(payload), postJson(payload)]);
    const third = await postJson(payload);
    for (const res of [first, second, third]) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, message: messages.stored });
    }
    expect(await store.count()).toBe(1);
    expect(await store.outboxStatus()).toEqual({ pending: 2 });
    // Another message from the same visitor is another lead.
    expect((await postJson({ ...payload, message: `${payload.message} And one more thing.` })).status).toBe(200);
    expect(await store.count()).toBe(2);
  });

  it("refuses a browser's post from another website (403, nothing stored); same-site and non-browser clients pass", async () => {
    const headers = (extra: Record<string, string>) => ({ "Content-Type": "application/json", ...extra });
    const refusedHeaders: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "cross-site", Origin: "http://localhost" },
      { Origin: "https://evil.example" },
      { Origin: "not a url" },
    ];
    for (const extra of refusedHeaders) {
      const res = await post(JSON.stringify(valid()), headers({ Host: "localhost", ...extra }));
      expect(res.status, JSON.stringify(extra)).toBe(403);
      expect(await res.json()).toEqual({ success: false, message: messages.crossSite });
    }
    expect(await store.count()).toBe(0);
    const acceptedHeaders: Record<string, string>[] = [
      { "Sec-Fetch-Site": "same-origin", Origin: "http://localhost" },
      { "Sec-Fetch-Site": "same-site", Origin: "https://marketing.localhost" },
      { "Sec-Fetch-Site": "none" },
      { Origin: "http://localhost" },
      { Origin: "null" },
      {},
    ];
    for (const extra of acceptedHeaders) {
      expect((await post(JSON.stringify(valid()), headers({ Host: "localhost", ...extra }))).status).toBe(200);
    }
    expect(await store.count()).toBe(6);
  });

  it("answers other methods with 405", async () => {
    expect((await app.request("/api/submit")).status).toBe(405);
  });
});

describe("the lead store", () => {
  it("keeps leads and pending notifications across a restart", async () => {
    await postJson(valid());
    await postJson(valid());
    await store.close();
    store = new SqliteLeadRepository(dbFile);
    expect(await store.count()).toBe(2);
    expect(await store.outboxStatus()).toEqual({ pending: 4 });
    expect(await store.claimDue({ owner: "test", limit: 100, leaseMs: 1000 })).toHaveLength(4);
  });

  it("runs in WAL mode with synchronous=FULL", () => {
    expect(store.db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    expect(store.db.prepare("PRAGMA synchronous").get()).toEqual({ synchronous: 2 });
  });
});

describe("POST /api/submit, posted natively (urlencoded, as a browser sends a form without JavaScript)", () => {
  const contactFields = { form: "contact", access_key: KEY, ...adaFields, botcheck: "" };
  const browser = { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html,application/xhtml+xml" };
  const postForm = (fields: Record<string, string>, headers: Record<string, string> = browser) =>
    post(new URLSearchParams(fields).toString(), headers);

  it("stores the lead exactly as the JSON path does and sends the browser to the confirmation page (303)", async () => {
    const res = await postForm(contactFields);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(sentPath("contact"));
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await store.count()).toBe(1);
    // The same values sent as JSON build the very same payload: the same submission, so the same lead.
    const json = await postJson(contactPayload(contactSchema.parse(adaFields), KEY));
    expect(json.status).toBe(200);
    expect(await store.count()).toBe(1);
  });

  it("answers a double-click, a reload of the POST or Back and resubmit like the first post: one lead", async () => {
    const answers = await Promise.all([postForm(contactFields), postForm(contactFields)]);
    answers.push(await postForm(contactFields));
    for (const res of answers) {
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(sentPath("contact"));
    }
    expect(await store.count()).toBe(1);
  });

  it("refuses another website's form post with a page in plain words, and stores nothing", async () => {
    const res = await postForm(contactFields, {
      ...browser,
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(await res.text()).toContain(messages.crossSite);
    expect(await store.count()).toBe(0);
  });

  it("counts a line break sent as CR LF as one character and stores LF", async () => {
    const message = [165, 166, 166, 166, 166, 166].map((n) => "x".repeat(n)).join("\r\n");
    expect((await postForm({ ...contactFields, message })).status).toBe(303);
    expect((await store.all())[0]!.message).toBe(message.replace(/\r\n/g, "\n"));
  });

  it("builds the checklist lead with its fixed interest, subject and message", async () => {
    const fields = { form: "checklist", access_key: KEY, fullName: "Ada", email: "ada@example.com", companyName: "AE" };
    const location = new URL((await postForm(fields)).headers.get("location")!, "http://site");
    expect(location.pathname).toBe(sentPath("checklist"));
    // The confirmation starts the download once: its redirect carries a single-use receipt, nothing typed.
    const receipt = location.searchParams.get(RECEIPT_PARAM)!;
    expect([...location.searchParams.keys()]).toEqual([RECEIPT_PARAM]);
    expect(await store.redeemReceipt(receipt, "checklist")).toBe(true);
    const expected = checklistPayload(checklistSchema.parse(fields), KEY);
    expect((await store.all())[0]).toMatchObject({
      form: "checklist",
      interest: expected.interest,
      subject: expected.subject,
    });
  });

  it("records what an accelerator lead asks for: a seat, or word of the next cohort; a made-up interest is refused (issue 36)", async () => {
    const fields = { form: "accelerator-lead", access_key: KEY, name: "Ada", email: "ada@example.com", company: "AE" };
    expect((await postForm(fields)).status).toBe(303);
    expect((await postForm({ ...fields, email: "ada2@example.com", interest: "next-cohort" })).status).toBe(303);
    const bad = await postForm({ ...fields, email: "ada3@example.com", interest: "refund" });
    expect(bad.status).toBe(400);
    expect((await store.all()).map((lead) => [lead.email, lead.interest, lead.subject])).toEqual([
      ["ada@example.com", acceleratorInterests.seat, ACCELERATOR_SUBJECT],
      ["ada2@example.com", acceleratorInterests["next-cohort"], NEXT_COHORT_SUBJECT],
    ]);
  });

  it("answers JSON to a urlencoded client that does not ask for HTML", async () => {
    const res = await postForm(contactFields, { "Content-Type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: messages.stored });
    const bad = await postForm(
      { ...contactFields, email: "nope" },
      { "Content-Type": "application/x-www-form-urlencoded" },
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: false, message: "email: Invalid email address" });
  });

  it("sends an invalid post back as an HTML page listing each error in the spec's words, storing nothing", async () => {
    const res = await postForm({ ...contactFields, firstName: "  ", email: "ada@", message: "short" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    const messagesOf = contactSchema.safeParse({ ...contactFields, firstName: "", email: "ada@", message: "short" });
    for (const issue of messagesOf.error!.issues) expect(html).toContain(issue.message.replace(/'/g, "&#39;"));
    expect(await store.count()).toBe(0);
  });

  it("thanks a bot that fills the honeypot like a person, and keeps nothing", async () => {
    const res = await postForm({ ...contactFields, botcheck: "http://spam.example" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(sentPath("contact"));
    expect(await store.count()).toBe(0);
  });

  it.each([
    ["a wrong access key", { access_key: "nope" }, 401, messages.badKey],
    ["an unknown form", { form: "newsletter" }, 400, messages.unknownForm],
    ["a missing form", { form: "" }, 400, messages.unknownForm],
  ])("answers %s with an HTML page and status %i", async (_name, patch, status, message) => {
    const res = await postForm({ ...contactFields, ...patch });
    expect(res.status).toBe(status);
    expect(await res.text()).toContain(message.replace(/'/g, "&#39;"));
    expect(await store.count()).toBe(0);
  });

  it("ignores fields the form does not have, whatever their names", async () => {
    const { company: _company, ...withoutCompany } = contactFields;
    const res = await postForm({ ...withoutCompany, constructor: "x", toString: "y" });
    expect(res.status).toBe(303);
    expect((await store.all())[0]).toMatchObject({ company: "Not provided" });
  });

  it("keeps its limits: 413 over 16 KB and 429 past the rate, as HTML for a browser", async () => {
    const big = await postForm({ ...contactFields, message: "x".repeat(17_000) });
    expect(big.status).toBe(413);
    expect(await big.text()).toContain(messages.tooLarge);
    build(1);
    expect((await postForm(contactFields)).status).toBe(303);
    const limited = await postForm(contactFields);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.text()).toContain(messages.rateLimited);
    expect(await store.count()).toBe(1);
  });

  it("answers 503 with the form's values kept when the store cannot take the lead", async () => {
    await store.close();
    const res = await postForm(contactFields);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain(messages.unavailable);
    store = new SqliteLeadRepository(dbFile);
  });
});

describe("where a lead came from (issue 22)", () => {
  const only = (lead: StoredLead | undefined) =>
    Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, lead?.[field]]));
  const none = Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, null]));

  it("stores the attribution a script sends with the lead", async () => {
    const res = await postJson({
      ...valid(),
      utm_source: "linkedin",
      utm_campaign: "cmmc-q1",
      landing_path: "/lp/cmmc-accelerator",
      referrer_host: "www.linkedin.com",
    });
    expect(res.status).toBe(200);
    const [lead] = await store.all();
    expect(only(lead)).toEqual({
      ...none,
      utm_source: "linkedin",
      utm_campaign: "cmmc-q1",
      landing_path: "/lp/cmmc-accelerator",
      referrer_host: "www.linkedin.com",
    });
  });

  it("drops a forged value (too long, a control or invisible character, a line break, not a path or host), keeps the lead", async () => {
    const forged = {
      utm_source: "x".repeat(201),
      utm_medium: "email\u0000",
      utm_campaign: "a\nb",
      utm_term: "\u202Eevil",
      utm_content: { nested: true },
      landing_path: "https://evil.example/",
      referrer_host: "evil.example/path?q=1",
    };
    const res = await postJson({ ...valid(), ...forged });
    expect(res.status).toBe(200);
    const [lead] = await store.all();
    expect(lead?.name).toBe("Ada Lovelace");
    expect(only(lead)).toEqual(none);
  });

  it("credits a post without attribution to the same-origin page it came from, never another site's", async () => {
    const form = (referer: string) =>
      post(new URLSearchParams({ form: "contact", access_key: KEY, ...adaFields, message: `From ${referer}` }), {
        "Content-Type": "application/x-www-form-urlencoded",
        Host: "localhost",
        Referer: referer,
      });
    expect((await form("http://localhost/contact?utm_source=linkedin&utm_campaign=cmmc-q1&gclid=x")).status).toBe(200);
    expect((await form("https://elsewhere.example/contact?utm_source=spoof")).status).toBe(200);
    const [own, other] = await store.all();
    expect(only(own)).toEqual({ ...none, utm_source: "linkedin", utm_campaign: "cmmc-q1", landing_path: "/contact" });
    expect(only(other)).toEqual(none);
  });
});
