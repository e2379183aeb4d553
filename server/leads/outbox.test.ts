// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { acceleratorLeadPayload, acceleratorLeadSchema } from "#app/lib/forms/accelerator-lead.ts";
import { contactPayload, contactSchema } from "#app/lib/forms/contact.ts";
import { emailChannel, leadReference, replyToAddress, webhookChannel } from "./channels.ts";
import { leadFromPayload } from "./repository.ts";
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

    it("gives up on a refusing receiver (400) visibly, and sends again once retried", async () => {
      const hook = await startWebhookReceiver();
      try {
        const worker = new OutboxWorker({ repository: store, channels: { webhook: webhookChannel(hook.url, 2000) } });
        const { id } = await store.insert(payload(1), ["webhook"]);
        hook.setMode("400");
        await worker.pass();
        expect(await store.outboxStatus()).toEqual({ dead: 1 });
        expect(await store.failedNotifications()).toEqual([
          expect.objectContaining({ leadId: id, channel: "webhook", attempts: 1, lastError: "HTTP 400" }),
        ]);
        expect((await store.health()).failed).toBe(1);
        hook.setMode("ok");
        expect(await store.retryFailed()).toBe(1);
        await worker.pass();
        expect(await store.outboxStatus()).toEqual({ delivered: 1 });
        expect(hook.received.map((r) => r.key)).toEqual([id]);
      } finally {
        await hook.close();
      }
    });

    it("never sends a batch twice when its outcomes cannot be recorded for a while (a long lock)", async () => {
      const sent: string[] = [];
      let locked = true;
      const complete = store.complete.bind(store);
      const lockedStore: LeadRepository = Object.create(store, {
        complete: {
          value: (...args: Parameters<LeadRepository["complete"]>) =>
            locked ? Promise.reject(new Error("database is locked")) : complete(...args),
        },
      });
      const worker = new OutboxWorker({
        repository: lockedStore,
        channels: { webhook: async (lead) => (sent.push(lead.id), { ok: true }) },
        leaseMs: 60_000,
      });
      for (const i of [1, 2, 3]) await store.insert(payload(i), ["webhook"]);
      const clock = { now: Date.now() };
      await worker.pass(() => clock.now);
      expect(sent).toHaveLength(3);
      expect(worker.unrecordedCount).toBe(3);
      // Still locked on the next passes: nothing new is claimed, nothing is sent again.
      for (let i = 0; i < 3; i += 1) {
        clock.now += 2000;
        await worker.pass(() => clock.now);
      }
      expect(sent).toHaveLength(3);
      locked = false;
      clock.now += 2000;
      await worker.pass(() => clock.now);
      expect(worker.unrecordedCount).toBe(0);
      expect(await store.outboxStatus()).toEqual({ delivered: 3 });
      // Long after the lease, nothing is due again.
      clock.now += 10 * 60_000;
      await worker.pass(() => clock.now);
      expect(new Set(sent).size).toBe(3);
      expect(sent).toHaveLength(3);
    });

    it("says an outage of the store once when it starts and once when it ends, never every pass (issue 44)", async () => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const infos = vi.spyOn(console, "log").mockImplementation(() => {});
      let down = true;
      const claimDue = store.claimDue.bind(store);
      const downStore: LeadRepository = Object.create(store, {
        claimDue: {
          value: (...args: Parameters<LeadRepository["claimDue"]>) =>
            down ? Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")) : claimDue(...args),
        },
      });
      const sent: string[] = [];
      const worker = new OutboxWorker({
        repository: downStore,
        channels: { webhook: async (lead) => (sent.push(lead.id), { ok: true }) },
      });
      await store.insert(payload(1), ["webhook"]);
      const clock = { now: Date.now() };
      for (let pass = 0; pass < 30; pass += 1) {
        clock.now += 1000;
        await worker.pass(() => clock.now);
      }
      const lines = (spy: typeof errors) =>
        spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
      expect(lines(errors).filter((line) => String(line.msg).startsWith("outbox:"))).toEqual([
        expect.objectContaining({
          level: "error",
          msg: "outbox: the lead store does not answer; notifications wait and go out once it does",
          doing: "claiming notifications",
          error: "Error: connect ECONNREFUSED 127.0.0.1:5432",
        }),
      ]);
      down = false;
      clock.now += 1000;
      await worker.pass(() => clock.now);
      expect(sent).toHaveLength(1);
      expect(lines(infos).filter((line) => String(line.msg).startsWith("outbox:"))).toEqual([
        {
          level: "info",
          msg: "outbox: the lead store answers again; notifications resume",
          downMs: 30_000,
          failedPasses: 30,
        },
      ]);
    });

    it("does not send a notification whose claim lapsed before its turn (another worker's by then)", async () => {
      const sent: string[] = [];
      const claimDue = store.claimDue.bind(store);
      const clock = { now: Date.now() };
      const slowClaims: LeadRepository = Object.create(store, {
        // The claim is made, then the process stalls past the lease before sending.
        claimDue: {
          value: async (options: Parameters<LeadRepository["claimDue"]>[0]) => {
            const claimed = await claimDue(options);
            clock.now += 2 * options.leaseMs;
            return claimed;
          },
        },
      });
      const worker = new OutboxWorker({
        repository: slowClaims,
        channels: { webhook: async (lead) => (sent.push(lead.id), { ok: true }) },
        leaseMs: 1000,
      });
      await store.insert(payload(1), ["webhook"], clock.now);
      await worker.pass(() => clock.now);
      expect(sent).toEqual([]);
      expect(await store.outboxStatus()).toEqual({ pending: 1 });
    });

    it("gives up its unsent claims when it stops, so another worker sends them at once", async () => {
      const now = Date.now();
      await store.insert(payload(1), ["webhook"], now);
      const worker = new OutboxWorker({ repository: store, channels: {} });
      await store.claimDue({ owner: worker.owner, limit: 10, leaseMs: 60_000, now });
      await worker.stop();
      expect(await store.claimDue({ owner: "other", limit: 10, leaseMs: 60_000, now: now + 1 })).toHaveLength(1);
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

    it("carries where each lead came from to the store, the webhook and the e-mail, under the export's names", async () => {
      const hook = await startWebhookReceiver();
      const smtp = await startSmtpReceiver();
      try {
        const attribution = {
          utm_source: "linkedin",
          utm_campaign: "cmmc-q1",
          landing_path: "/lp/cmmc-accelerator",
          referrer_host: "www.linkedin.com",
        };
        const { id } = await store.insert({ ...payload(7), ...attribution }, ["webhook", "email"]);
        expect(await store.get(id)).toMatchObject({
          ...attribution,
          utm_medium: null,
          utm_term: null,
          utm_content: null,
        });
        const worker = new OutboxWorker({
          repository: store,
          channels: {
            webhook: webhookChannel(hook.url, 2000),
            email: emailChannel({ smtpUrl: smtp.url, to: "sales@example.com", from: "site@example.com" }),
          },
        });
        await drain(worker, { now: Date.now() });
        expect((hook.received[0]?.body as { lead: unknown }).lead).toMatchObject(attribution);
        for (const [field, value] of Object.entries(attribution))
          expect(smtp.messages[0]).toContain(`${field}: ${value}`);
        expect(smtp.messages[0]).not.toContain("utm_medium");
      } finally {
        await hook.close();
        await smtp.close();
      }
    });

    it("links each notification to its lead's page in the team's workspace, when there is one (issue 45)", () => {
      const lead = leadFromPayload(testLead(1), Date.parse("2026-11-26T10:00:00Z"));
      const [id, workspace, command] = leadReference(lead, "https://team.vendor.example");
      expect([id, workspace]).toEqual([
        `Lead id: ${lead.id}`,
        `In the team's workspace: https://team.vendor.example/team/leads/${lead.id}`,
      ]);
      expect(command).toMatch(/^To see it with the other contact leads of that day/);
      expect(leadReference(lead)).toHaveLength(2);
    });

    it("names the form, the person and the company in the subject, and ends with the lead's id and how to see it (issue 37)", async () => {
      const smtp = await startSmtpReceiver();
      try {
        const email = emailChannel({
          smtpUrl: smtp.url,
          to: "sales@example.com",
          from: "Brand website <no-reply@brand.test>",
        });
        const worker = new OutboxWorker({ repository: store, channels: { email } });
        const contact = contactSchema.parse({
          firstName: "Dana",
          lastName: "Whitfield",
          email: "dana@acme.test",
          company: "Acme Defense",
          phone: "",
          message: "Please call me about SecOps.",
        });
        const { id } = await store.insert(contactPayload(contact, "k"), ["email"]);
        const nextCohort = acceleratorLeadSchema.parse({
          name: "Pat Lee",
          email: "pat@acme.test",
          company: "Lee Machining",
          interest: "next-cohort",
        });
        await store.insert(acceleratorLeadPayload(nextCohort, "k"), ["email"]);
        await drain(worker, { now: Date.now() });
        const subjects = smtp.messages.map((message) => /^Subject: (.*)$/im.exec(message)?.[1]).sort();
        expect(subjects).toEqual([
          "CMMC Accelerator (next cohort): Pat Lee, Lee Machining",
          "Contact: Dana Whitfield, Acme Defense",
        ]);
        const message = smtp.messages.find((each) => each.includes("Dana Whitfield"))!;
        expect(message).toMatch(/^From: Brand website <no-reply@brand\.test>$/im);
        // The body as a mail client shows it: quoted-printable decoded (long lines are soft-wrapped on the wire).
        const body = message
          .replace(/\r\n/g, "\n")
          .replace(/=\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
          .trimEnd()
          .split("\n");
        const day = new Date().toISOString().slice(0, 10);
        expect(body.slice(-2)).toEqual([
          `Lead id: ${id}`,
          `To see it with the other contact leads of that day (UTC): npm run leads -- export --form contact --since ${day} --until ${day}`,
        ]);
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
