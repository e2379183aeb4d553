import { describe, expect, it } from "vitest";
import { testLead } from "./test-helpers.ts";
import { bothStores, storeKinds } from "./test-stores.ts";
import type { LeadRepository } from "./repository.ts";
import { QUOTES_CAP_EVERY, QUOTES_KEPT_MS } from "./workspace.ts";

const stores = bothStores();
const start = Date.parse("2026-03-02T12:00:00Z");

/** `count` leads a minute apart, every third in campaign "spring", the rest with none. */
async function filled(kind: (typeof storeKinds)[number], count: number): Promise<LeadRepository> {
  const store = await stores.open(kind);
  for (let i = 0; i < count; i += 1) {
    await store.insert(
      { ...testLead(i), ...(i % 3 === 0 ? { utm_campaign: "spring", utm_source: "linkedin" } : {}) },
      ["webhook"],
      start + i * 60_000,
    );
  }
  return store;
}

const names = (leads: { name: string }[]) => leads.map((lead) => lead.name);

describe.each(storeKinds)("the workspace's part of the %s store", (kind) => {
  it("pages newest first by keyset: next, previous, and the oldest page", async () => {
    const store = await filled(kind, 12);
    const first = await store.leadPage({ limit: 5 });
    expect(names(first.leads)).toEqual(["Lead11 Test", "Lead10 Test", "Lead9 Test", "Lead8 Test", "Lead7 Test"]);
    expect(first.newer).toBeUndefined();
    const second = await store.leadPage({ limit: 5, after: first.older! });
    expect(names(second.leads)).toEqual(["Lead6 Test", "Lead5 Test", "Lead4 Test", "Lead3 Test", "Lead2 Test"]);
    const third = await store.leadPage({ limit: 5, after: second.older! });
    expect(names(third.leads)).toEqual(["Lead1 Test", "Lead0 Test"]);
    expect(third.older).toBeUndefined();
    const back = await store.leadPage({ limit: 5, before: third.newer! });
    expect(names(back.leads)).toEqual(names(second.leads));
    const backAgain = await store.leadPage({ limit: 5, before: back.newer! });
    expect(names(backAgain.leads)).toEqual(names(first.leads));
    expect(backAgain.newer).toBeUndefined();
    const oldest = await store.leadPage({ limit: 5, oldest: true });
    expect(names(oldest.leads)).toEqual(["Lead4 Test", "Lead3 Test", "Lead2 Test", "Lead1 Test", "Lead0 Test"]);
    expect(oldest.older).toBeUndefined();
    expect(oldest.newer).toBeDefined();
    await store.close();
  });

  it("filters by campaign (or none), source and time, and searches names, addresses and companies", async () => {
    const store = await filled(kind, 9);
    expect(names((await store.leadPage({ limit: 50, campaign: "spring" })).leads)).toEqual([
      "Lead6 Test",
      "Lead3 Test",
      "Lead0 Test",
    ]);
    expect((await store.leadPage({ limit: 50, campaign: null })).leads).toHaveLength(6);
    expect((await store.leadPage({ limit: 50, source: "linkedin" })).leads).toHaveLength(3);
    const window = {
      since: new Date(start + 2 * 60_000).toISOString(),
      until: new Date(start + 4 * 60_000).toISOString(),
    };
    expect(names((await store.leadPage({ limit: 50, ...window })).leads)).toEqual(["Lead3 Test", "Lead2 Test"]);
    expect(names((await store.leadPage({ limit: 50, text: "LEAD7@EXAMPLE" })).leads)).toEqual(["Lead7 Test"]);
    // A % or _ typed is a character to find, never a wildcard; quotes and SQL are just text.
    expect((await store.leadPage({ limit: 50, text: "%" })).leads).toEqual([]);
    expect((await store.leadPage({ limit: 50, text: "' OR 1=1 --" })).leads).toEqual([]);
    await store.close();
  });

  it("searches in any alphabet and case, short terms and quotes too, and forgets an erased lead", async () => {
    const store = await stores.open(kind);
    await store.insert({ ...testLead(1), name: "Zoë Ærøskøbing", company: 'The "Quoted" Co' }, [], start);
    await store.insert({ ...testLead(2), name: "Βασίλης Παπαδόπουλος" }, [], start + 1);
    await store.insert({ ...testLead(3), name: "Al Bo" }, [], start + 2);
    const found = async (text: string) => names((await store.leadPage({ limit: 10, text })).leads);
    expect(await found("ZOË")).toEqual(["Zoë Ærøskøbing"]);
    expect(await found("παπαδ")).toEqual(["Βασίλης Παπαδόπουλος"]);
    expect(await found('"quoted"')).toEqual(["Zoë Ærøskøbing"]);
    expect(await found("Al")).toEqual(["Al Bo"]);
    expect(await found("lead2@example")).toEqual(["Βασίλης Παπαδόπουλος"]);
    expect(await found("Test Lead")).toEqual([]);
    await store.erase("lead1@example.com");
    expect(await found("Ærøsk")).toEqual([]);
    await store.close();
  });

  it("tells each notification's fate, and records the audit log newest first", async () => {
    const store = await filled(kind, 1);
    const [lead] = (await store.leadPage({ limit: 1 })).leads;
    const [claimed] = await store.claimDue({ owner: "w", limit: 1, leaseMs: 60_000, now: start + 1000 });
    await store.complete([{ notification: claimed!, outcome: "dead", error: "HTTP 410" }], start + 2000);
    expect(await store.notificationsOf(lead!.id)).toEqual([
      expect.objectContaining({ channel: "webhook", status: "dead", attempts: 1, lastError: "HTTP 410" }),
    ]);
    await store.audit({ actor: "a@vendor.example", action: "sign-in", detail: "" }, start);
    await store.audit({ actor: "a@vendor.example", action: "retry", detail: "lead x" }, start + 1);
    const log = await store.auditLog(10);
    expect(log.map((entry) => entry.action)).toEqual(["retry", "sign-in"]);
    expect(await store.auditLog(10, log[0]!.id)).toHaveLength(1);
    await store.close();
  });

  it("records a quote once per number and state, and finds it by number", async () => {
    const store = await stores.open(kind);
    const quote = {
      number: "Q-20260302-ABC123",
      query: "tab=governance&plan=pro",
      issuedOn: "2026-03-02",
      validUntil: "2026-04-01",
      subject: "Governance: Pro",
      total: "Total per year: $12,000.00",
    };
    await store.recordQuote(quote, start);
    await store.recordQuote(quote, start + 1);
    expect(await store.quotesNumbered("Q-20260302-ABC123")).toEqual([quote]);
    expect(await store.quotesNumbered("Q-20260302-FFFFFF")).toEqual([]);
    await store.close();
  });

  it("lets a quote's record go once it is past its keeping (checked every thousandth record)", async () => {
    const store = await stores.open(kind);
    const quote = (i: number) => ({
      number: `Q-20260302-${i.toString(16).toUpperCase().padStart(6, "0")}`,
      query: "tab=governance",
      issuedOn: "2026-03-02",
      validUntil: "2026-04-01",
      subject: "Governance: Pro",
      total: "$1.00",
    });
    await store.recordQuote(quote(0), start);
    const later = start + QUOTES_KEPT_MS + 1;
    for (let i = 1; i < QUOTES_CAP_EVERY - 1; i += 1) await store.recordQuote(quote(i), later);
    expect(await store.quotesNumbered(quote(0).number)).toHaveLength(1);
    await store.recordQuote(quote(QUOTES_CAP_EVERY), later);
    expect(await store.quotesNumbered(quote(0).number)).toEqual([]);
    expect(await store.quotesNumbered(quote(1).number)).toHaveLength(1);
    await store.close();
  });

  it("keeps spam aside, restores it once as a notified lead, and erases an address everywhere", async () => {
    const store = await stores.open(kind);
    await store.keepAside({ ...testLead(1), email: "Caught@Example.com" }, start);
    const [entry] = await store.spamPage(10);
    expect(entry).toMatchObject({ form: "contact", payload: { email: "Caught@Example.com" } });
    const lead = await store.restoreSpam(entry!.id, ["webhook", "email"], start + 60_000);
    expect(lead).toMatchObject({ email: "Caught@Example.com", createdAt: new Date(start).toISOString() });
    expect(await store.restoreSpam(entry!.id, ["webhook", "email"], start + 60_000)).toBeUndefined();
    expect(await store.notificationsOf(lead!.id)).toHaveLength(2);
    expect(await store.spamPage(10)).toEqual([]);

    await store.keepAside({ ...testLead(2), email: "caught@example.com" }, start);
    await store.insert({ ...testLead(3), email: "CAUGHT@example.com" }, ["webhook"], start);
    await store.insert(testLead(4), ["webhook"], start);
    expect(await store.erase(" caught@EXAMPLE.com ")).toEqual({ leads: 2, spam: 1 });
    expect(names((await store.leadPage({ limit: 10 })).leads)).toEqual(["Lead4 Test"]);
    expect(await store.notificationsOf(lead!.id)).toEqual([]);
    await store.close();
  });
});
