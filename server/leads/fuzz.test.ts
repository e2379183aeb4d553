// @vitest-environment node
import fc from "fast-check";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactPayload, contactSchema } from "#app/lib/forms/contact.ts";
import { leadFormDefinitions } from "#app/lib/forms/lead-forms.ts";
import { mountLeadApi } from "./api.ts";
import { RateLimiter } from "./rate-limit.ts";
import type { LeadRepository } from "./store.ts";
import { storeKinds, bothStores } from "./test-stores.ts";

const KEY = "fuzz-key";
const stores = bothStores();
let store: LeadRepository;
let app: Hono;

const post = (body: string, type = "application/json") =>
  app.request("/api/submit", { method: "POST", body, headers: { "Content-Type": type } });

const base = contactPayload(
  contactSchema.parse({
    firstName: "Fuzz",
    lastName: "Er",
    email: "fuzz@example.com",
    company: "",
    phone: "",
    message: "Long enough message.",
  }),
  KEY,
);

for (const kind of storeKinds) {
  describe(`POST /api/submit under arbitrary input (fast-check), ${kind} store`, () => {
    beforeAll(async () => {
      vi.spyOn(console, "log").mockImplementation(() => {});
      vi.spyOn(console, "error").mockImplementation(() => {});
      store = await stores.open(kind);
      app = new Hono();
      mountLeadApi(app, { store, accessKey: KEY, limiter: new RateLimiter(1e9, 60_000), channels: [] });
    });
    afterAll(() => store.close());

    it("never answers 5xx to arbitrary JSON", async () => {
      await fc.assert(
        fc.asyncProperty(fc.json(), async (json) => {
          const res = await post(json);
          expect(res.status).toBeLessThan(500);
          expect(await res.json()).toHaveProperty("success");
        }),
        { numRuns: 300 },
      );
    });

    it("never answers 5xx to arbitrary bytes, and stores nothing from them", async () => {
      const before = await store.count();
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: "binary", maxLength: 2000 }), async (text) => {
          expect((await post(text)).status).toBeLessThan(500);
        }),
        { numRuns: 300 },
      );
      expect(await store.count()).toBe(before);
    });

    it("rejects wrong types and huge strings in every field with a 4xx", async () => {
      const field = fc.constantFrom(...Object.keys(base));
      const value = fc.oneof(
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.string()),
        fc.object(),
        fc.constant("x".repeat(20_000)),
        fc.constant("é".repeat(5_000)),
      );
      await fc.assert(
        fc.asyncProperty(field, value, async (key, bad) => {
          const before = await store.count();
          const res = await post(JSON.stringify({ ...base, [key]: bad }));
          expect(res.status).toBeLessThan(500);
          // Only the honeypot may answer 200 here: anything in it marks a bot, thanked and kept nowhere.
          if (key !== "botcheck") expect(res.status).toBeGreaterThanOrEqual(400);
          expect(await store.count()).toBe(before);
        }),
        { numRuns: 200 },
      );
    });

    it("stores every accepted lead exactly as sent, unicode included", async () => {
      const text = (min: number, max: number) =>
        fc
          .string({ unit: "grapheme", minLength: min, maxLength: max })
          // eslint-disable-next-line no-control-regex -- skip what the schema refuses by design
          .filter((s) => s.trim() === s && s.trim().length >= min && !/[\u0000-\u001F\u007F]/.test(s));
      await fc.assert(
        fc.asyncProperty(text(1, 50), text(10, 300), async (name, message) => {
          const payload = { ...base, name, message, email: `u${Math.random().toString(36).slice(2)}@example.com` };
          const res = await post(JSON.stringify(payload));
          if (res.status !== 200) {
            // Only the schema's own limits may refuse it (e.g. a grapheme string longer than 50 code units).
            expect(res.status).toBe(400);
            return;
          }
          const stored = (await store.all()).find((lead) => lead.email === payload.email);
          expect(stored).toMatchObject({ name, message });
        }),
        { numRuns: 150 },
      );
    });

    describe("urlencoded, as a browser posts a form without JavaScript", () => {
      const browser = "text/html,application/xhtml+xml";
      const postForm = (body: string, accept?: string) =>
        app.request("/api/submit", {
          method: "POST",
          body,
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...(accept ? { Accept: accept } : {}) },
        });

      it("never answers 5xx to arbitrary bytes, and stores nothing from them", async () => {
        const before = await store.count();
        await fc.assert(
          fc.asyncProperty(fc.string({ unit: "binary", maxLength: 2000 }), fc.boolean(), async (text, html) => {
            const res = await postForm(text, html ? browser : undefined);
            expect(res.status).toBeLessThan(500);
          }),
          { numRuns: 300 },
        );
        expect(await store.count()).toBe(before);
      });

      it("answers any mix of each form's fields with a 4xx, a 303 or a 200, and stores only what it accepts", async () => {
        const forms = Object.entries(leadFormDefinitions).map(([form, { schema }]) => ({
          form,
          names: Object.keys(schema.shape),
        }));
        const submission = fc.constantFrom(...forms).chain(({ form, names }) =>
          fc.record({
            form: fc.constantFrom(form, form.toUpperCase(), "", "__proto__"),
            fields: fc.dictionary(
              fc.constantFrom(...names, "botcheck", "access_key", "constructor", "subject"),
              fc.oneof(fc.string({ maxLength: 120 }), fc.constant("x".repeat(3000)), fc.constant("a@b.co")),
            ),
            html: fc.boolean(),
          }),
        );
        await fc.assert(
          fc.asyncProperty(submission, async ({ form, fields, html }) => {
            const before = await store.count();
            const body = new URLSearchParams({ access_key: KEY, ...fields, form }).toString();
            const res = await postForm(body, html ? browser : undefined);
            expect(res.status).toBeLessThan(500);
            const accepted = res.status === 303 || res.status === 200;
            if (!accepted) expect(res.status).toBeGreaterThanOrEqual(400);
            // A bot's honeypot is thanked and discarded; everything else accepted is stored exactly once.
            const trapped = (fields.botcheck ?? "").trim() !== "";
            expect(await store.count()).toBe(before + (accepted && !trapped ? 1 : 0));
          }),
          { numRuns: 300 },
        );
      });
    });
  });
}
