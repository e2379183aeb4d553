// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { acceleratorLeadPayload, acceleratorLeadSchema } from "../../app/lib/forms/accelerator-lead.ts";
import { emailChannel, replyToAddress, webhookChannel } from "./channels.ts";
import { OutboxWorker, backoffMs } from "./outbox.ts";
import type { LeadRepository } from "./store.ts";
import { storeKinds, bothStores } from "./test-stores.ts";
import { startSmtpReceiver, startWebhookReceiver, testLead } from "./test-helpers.ts";

const payload = testLead;

const stores = bothStores();
let store: LeadRepository;
beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

/** Runs passes with a fake clock until nothing is pending (or the pass budget runs out). */
async function drain(worker: OutboxWorker, clock: { now: number }, passes = 40) {
  for (let i = 0; i < passes && ((await store.outboxStatus()).pending ?? 0) > 0; i += 1) {
    await worker.pass(() => clock.now);
    clock.now += 10 * 60_000;
  }
}

describe("backoff", () => {
  it("grows exponentially, is capped, and jitters between half and all of the ceiling", () => {
    expect(backoffMs(0, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffMs(0, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffMs(3, 1000, 60_000, () => 1)).toBe(8000);
    expect(backoffMs(30, 1000, 60_000, () => 1)).toBe(60_000);
  });
});

for (const kind of storeKinds) {
  describe(`outbox delivery (${kind})`, () => {
    beforeEach(async () => {
      store = await stores.open(kind);
    });
    afterEach(async () => store.close());

    it("delivers every lead to the webhook exactly once per idempotency key through 500s and timeouts", async () => {
      const hook = await startWebhookReceiver();
      try {
        const worker = new OutboxWorker({ repository: store, channels: { webhook: webhookChannel(hook.url, 200) } });
        const ids = [];
        for (const i of [1, 2, 3]) ids.push((await store.insert(payload(i), ["webhook"])).id);
        const clock = { now: Date.now() };
        hook.setMode("500");
        await worker.pass(() => clock.now);
        clock.now += 10 * 60_000;
        hook.setMode("hang");
        await worker.pass(() => clock.now);
        expect(hook.received).toHaveLength(0);
        expect(await store.outboxStatus()).toEqual({ pending: 3 });
        hook.setMode("ok");
        clock.now += 10 * 60_000;
        await drain(worker, clock);
        expect(await store.outboxStatus()).toEqual({ delivered: 3 });
        expect(hook.received.map((r) => r.key).sort()).toEqual([...ids].sort());
      } finally {
        await hook.close();
      }
    });

    it("dead-letters a permanent 4xx instead of retrying it", async () => {
      const worker = new OutboxWorker({
        repository: store,
        channels: { webhook: async () => ({ ok: false, retry: false, error: "HTTP 400" }) },
      });
      await store.insert(payload(1), ["webhook"]);
      await worker.pass();
      expect(await store.outboxStatus()).toEqual({ dead: 1 });
    });

    it("e-mails every lead through an SMTP outage", async () => {
      const smtp = await startSmtpReceiver();
      try {
        const worker = new OutboxWorker({
          repository: store,
          channels: {
            email: emailChannel({
              smtpUrl: smtp.url,
              to: "sales@example.com",
              from: "site@example.com",
              timeoutMs: 2000,
            }),
          },
        });
        await store.insert(payload(1), ["email"]);
        await store.insert(payload(2), ["email"]);
        const clock = { now: Date.now() };
        smtp.setDown(true);
        await worker.pass(() => clock.now);
        expect(smtp.messages).toHaveLength(0);
        expect(await store.outboxStatus()).toEqual({ pending: 2 });
        smtp.setDown(false);
        clock.now += 10 * 60_000;
        await drain(worker, clock);
        expect(await store.outboxStatus()).toEqual({ delivered: 2 });
        expect(smtp.messages).toHaveLength(2);
        expect(smtp.messages.join("\n")).toContain("Lead1 Test");
        expect(smtp.messages.join("\n")).toMatch(/X-Idempotency-Key: [0-9a-f-]{36}/);
      } finally {
        await smtp.close();
      }
    });

    it("puts only one plain address in Reply-To, and none when the visitor typed anything else", async () => {
      const smtp = await startSmtpReceiver();
      try {
        const email = emailChannel({ smtpUrl: smtp.url, to: "sales@example.com", from: "site@example.com" });
        const worker = new OutboxWorker({ repository: store, channels: { email } });
        // Both pass the spec's browser rule for the accelerator form ("contains @").
        for (const address of ['"Sales Dept" <attacker@evil.example>', "visitor@example.com"]) {
          const data = acceleratorLeadSchema.parse({ name: "Pat", email: address, company: "Acme" });
          await store.insert(acceleratorLeadPayload(data, "k"), ["email"]);
        }
        await drain(worker, { now: Date.now() });
        expect(smtp.messages).toHaveLength(2);
        const replyTo = smtp.messages.map((message) => /^Reply-To: (.*)$/im.exec(message)?.[1] ?? null);
        expect(replyTo.filter(Boolean)).toEqual(["visitor@example.com"]);
        expect(smtp.messages.join("\n")).not.toMatch(/^Reply-To:.*evil/im);
      } finally {
        await smtp.close();
      }
    });
  });
}

describe("replyToAddress", () => {
  it("accepts one RFC 5322 addr-spec and nothing else", () => {
    for (const ok of ["a@example.com", "first.last+tag@sub.example.co", "o'neil@example.org"]) {
      expect(replyToAddress(ok), ok).toBe(ok);
    }
    for (const bad of [
      '"Sales Dept" <attacker@evil.example>',
      "a@example.com, b@example.com",
      "a@example.com;b@example.com",
      "<a@example.com>",
      "a@example.com (comment)",
      '"quoted"@example.com',
      "a@localhost",
      "a..b@example.com",
      "a@-example.com",
      "@example.com",
      "a@",
    ]) {
      expect(replyToAddress(bad), bad).toBeUndefined();
    }
  });
});
