/**
 * Notifications that gave up are said on the leads page, not found by chance on a lead's own page: nobody was told of
 * those leads (an unseen notification is a lost lead until someone looks). "Send them all again" queues them.
 */
// @vitest-environment node
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { testLead } from "#server/leads/test-helpers.ts";
import { FORM, csrfOf, signedInWorkspace } from "./test-workspace.ts";

const workspace = signedInWorkspace("sam@vendor.example", "sales");

const leadsPage = async (query = "") => {
  const answer = await workspace.app.request(`/team/leads${query}`, { headers: { cookie: workspace.cookie } });
  return new JSDOM(await answer.text()).window.document;
};
const notice = (document: Document) => document.querySelector('section[aria-labelledby="gave-up-title"]');

describe("notifications that gave up, on the leads page", () => {
  it("are not mentioned while every notification is delivered or on its way", async () => {
    await workspace.opened.store.insert(testLead(1), ["email"], Date.now());
    expect(notice(await leadsPage())).toBeNull();
  });

  it("are said first, each lead linked with the channel that gave up, and sent again on request", async () => {
    const { store } = workspace.opened;
    const now = Date.now();
    const lead = await store.insert(testLead(2), ["webhook", "email"], now);
    const claimed = await store.claimDue({ owner: "w", limit: 10, leaseMs: 60_000, now });
    await store.complete(
      claimed
        .filter((notification) => notification.lead?.id === lead.id && notification.channel === "webhook")
        .map((notification) => ({ notification, outcome: "dead" as const, error: "HTTP 400" })),
      now + 1,
    );

    const page = await leadsPage();
    const said = notice(page)!;
    expect(said.querySelector("h2")?.textContent).toBe("Notifications that gave up");
    expect(said.textContent?.replace(/\s+/g, " ")).toContain(
      "1 notification could not be delivered: its receiver refused it, or did not answer after every attempt, so nobody was told of this lead.",
    );
    const link = said.querySelector("li a")!;
    expect(link.getAttribute("href")).toBe(`/team/leads/${lead.id}`);
    expect(link.textContent).toBe(testLead(2).name);
    expect(said.querySelector("li")?.textContent).toContain("Webhook (CRM)");
    // Said before the filters: the first thing on the page after its heading.
    expect(page.querySelector("main h1 ~ div > *")).toBe(said);

    const csrf = await csrfOf(workspace.app, workspace.cookie);
    const answer = await workspace.app.request("/team/leads/retry", {
      method: "POST",
      headers: { ...FORM, cookie: workspace.cookie },
      body: `csrf=${csrf}`,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/team/leads?retried=1");
    expect((await store.outboxStatus()).dead ?? 0).toBe(0);
    const after = await leadsPage("?retried=1");
    expect(after.querySelector('[role="status"]')?.textContent).toContain(
      "Queued: the notifications that gave up are being sent again.",
    );
    expect(notice(after)).toBeNull();
    expect((await store.auditLog(1))[0]).toMatchObject({
      actor: "sam@vendor.example",
      action: "retry",
      detail: "every notification that gave up, 1 notification",
    });
  });
});
