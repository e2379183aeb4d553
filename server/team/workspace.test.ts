/**
 * The workspace's boundary (issue 45), in one process with the real store and better-auth: headers, access control,
 * forged and cross-site posts, the sign-in limits, and a hostile-input pass on every entry point (sizes, types,
 * control characters, injection, markup, spreadsheet formulas). The journeys are end to end (tests/e2e/team-*).
 */
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SqliteLeadRepository } from "#server/leads/sqlite-repository.ts";
import { testLead } from "#server/leads/test-helpers.ts";
import { isWorkspacePath } from "./auth.ts";
import type { Role } from "./roles.ts";
import { sections } from "./views/layout.ts";
import { openTeam, type OpenedTeam } from "./setup.ts";
import {
  FORM,
  csrfOf as csrfThrough,
  openTestTeam,
  signIn as signInThrough,
  signInAnswer as answerOfLink,
  workspaceApp as appOn,
  workspaceOptions as optionsOn,
} from "./test-workspace.ts";
import { invite } from "./sign-in-links.ts";
import { WORKSPACE_CSP, mountTeamWorkspace } from "./workspace.ts";

let store: SqliteLeadRepository;
let dbPath = "";
let team: OpenedTeam;
let app: ReturnType<typeof workspaceApp>;
let ownerCookie = "";
let memberCookie = "";
let opened: ReturnType<typeof openTestTeam>;

const signInAnswer = (email: string, role: Role = "sales") => answerOfLink(app, team, email, role);
const signIn = (email: string, role: Role) => signInThrough(app, team, email, role);
const csrfOf = (cookie: string) => csrfThrough(app, cookie);
const workspaceOptions = (on: OpenedTeam) => optionsOn(store, on);
const workspaceApp = (on: OpenedTeam = team) => appOn(workspaceOptions(on));

const post = (at: string, body: string, headers: Record<string, string> = {}) =>
  app.request(at, { method: "POST", headers: { ...FORM, ...headers }, body });

beforeAll(async () => {
  opened = openTestTeam();
  ({ dbPath, store, team } = opened);
  app = workspaceApp();
  ownerCookie = await signIn("owner@vendor.example", "owner");
  memberCookie = await signIn("member@vendor.example", "sales");
});
afterAll(() => opened.close());

describe("the workspace's boundary", () => {
  it("serves every page under a strict CSP with no inline script, never cached or indexed", async () => {
    const answer = await app.request("/team/sign-in");
    expect(answer.headers.get("content-security-policy")).toBe(WORKSPACE_CSP);
    expect(WORKSPACE_CSP).not.toMatch(/unsafe-(eval|inline)/);
    expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
    const page = await answer.text();
    expect(page).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect([...page.matchAll(/<script\b([^>]*)>/g)].every(([, attributes]) => /\ssrc=/.test(attributes!))).toBe(true);
  });

  it("sets the session cookie HttpOnly, SameSite=Lax and for /team only; Secure behind HTTPS", async () => {
    const cookie = (await signInAnswer("cookie@vendor.example")).headers
      .getSetCookie()
      .find((line) => /session_token=/.test(line))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/team/);
    expect(cookie).not.toMatch(/Secure/i);
    const secure = openTeam(
      {
        dbPath,
        secret: "y".repeat(40),
        origin: "https://team.vendor.example",
        secureCookies: true,
        from: "t@vendor.example",
      },
      { printLinks: false },
    );
    const { link } = await invite(secure.auth, "secure@vendor.example", "sales", secure);
    const answer = await workspaceApp(secure).request("/team/sign-in/link", {
      method: "POST",
      headers: FORM,
      body: `token=${new URL(link!).searchParams.get("token")}`,
    });
    const secureCookie = answer.headers.getSetCookie().find((line) => /session_token=/.test(line))!;
    expect(secureCookie).toMatch(/^__Secure-team\.session_token=/);
    expect(secureCookie).toMatch(/; Secure/i);
    await secure.close();
  });

  it("says in words when the mail server does not take an invitation, and when something breaks on our side", async () => {
    const mailDown = openTeam(
      {
        dbPath,
        secret: "x".repeat(40),
        origin: "http://localhost",
        secureCookies: false,
        from: "t@vendor.example",
        smtpUrl: "smtp://127.0.0.1:1",
      },
      { printLinks: false },
    );
    const owner = await signIn("mailowner@vendor.example", "owner");
    const withMailDown = workspaceApp(mailDown);
    const csrf = await csrfOf(owner);
    const invited = await withMailDown.request("/team/members/invite", {
      method: "POST",
      headers: { ...FORM, cookie: owner },
      body: `csrf=${csrf}&email=late%40vendor.example&role=sales`,
    });
    expect(invited.status).toBe(502);
    expect(await invited.text()).toContain("The member is invited, but the e-mail with their link could not be sent");
    await mailDown.close();

    // A store that breaks the way a bug would: the page says so in words, and nothing of the error.
    const breaking = new Proxy(store, {
      get: (target, name, receiver) =>
        name === "leadPage"
          ? () => Promise.reject(new Error("a bug with a secret path /srv/app/x.ts:12"))
          : Reflect.get(target, name, receiver),
    });
    const broken = new Hono();
    mountTeamWorkspace(broken, { ...workspaceOptions(team), store: breaking });
    const answer = await broken.request("/team/leads", { headers: { cookie: ownerCookie } });
    expect(answer.status).toBe(500);
    const text = await answer.text();
    expect(text).toContain("Something went wrong on our side, so this was not done.");
    expect(text).not.toContain("/srv/app");
  });

  it("ends a sign-in on the workspace page that was asked for, and never anywhere else", async () => {
    const lead = await store.insert({ ...testLead(3), email: "asked@example.org" }, [], Date.now());
    const asked = `/team/leads/${lead.id}`;
    const away = await app.request(asked);
    expect(away.headers.get("location")).toBe(`/team/sign-in?next=${encodeURIComponent(asked)}`);
    const form = await (await app.request(away.headers.get("location")!)).text();
    expect(form).toContain(`<input type="hidden" name="next" value="${asked}" />`);
    await post("/team/sign-in", `email=owner%40vendor.example&next=${encodeURIComponent(asked)}`);
    await app.idle();
    const link = new URL(team.unsentLinks.get("owner@vendor.example")!);
    expect(link.searchParams.get("next")).toBe(asked);
    const confirm = await (await app.request(link.pathname + link.search)).text();
    expect(confirm).toContain(`<input type="hidden" name="next" value="${asked}" />`);
    const signedIn = await post(
      "/team/sign-in/link",
      `token=${link.searchParams.get("token")}&next=${encodeURIComponent(asked)}`,
    );
    expect(signedIn.headers.get("location")).toBe(asked);
    for (const elsewhere of [
      "https://evil.example/",
      "//evil.example",
      "/team/../admin",
      "/other",
      "/team\\evil",
      "/team//x",
    ])
      expect([elsewhere, isWorkspacePath(elsewhere)]).toEqual([elsewhere, false]);
    expect(isWorkspacePath("/team/leads?campaign=spring-cmmc&since=2026-11-01")).toBe(true);
  });

  it("sends every page to the sign-in page without a session, and lets only owners invite or remove", async () => {
    for (const at of [...sections.map(({ path }) => path), "/team/leads/export.csv"]) {
      const answer = await app.request(at);
      expect([at, answer.status]).toEqual([at, 303]);
      expect(answer.headers.get("location")).toBe(
        at === "/team/leads" ? "/team/sign-in" : `/team/sign-in?next=${encodeURIComponent(at)}`,
      );
    }
    const csrf = await csrfOf(memberCookie);
    const invited = await post("/team/members/invite", `csrf=${csrf}&email=new%40vendor.example`, {
      cookie: memberCookie,
    });
    expect(invited.status).toBe(403);
    expect(await invited.text()).toContain(
      "Your role, Sales, does not include inviting, removing and changing members.",
    );
  });

  it("lets an owner remove a member, whose sessions end at once, and audits it", async () => {
    const leaving = await signIn("leaving@vendor.example", "sales");
    expect((await app.request("/team/leads", { headers: { cookie: leaving } })).status).toBe(200);
    const members = await (await app.request("/team/members", { headers: { cookie: ownerCookie } })).text();
    // The form whose button removes this member (each member's form ends before the next one's starts).
    const form = members.split("</form>").find((part) => part.includes('aria-label="Remove leaving@vendor.example"'))!;
    const id = /action="\/team\/members\/([^/"]+)\/remove"/.exec(form)![1]!;
    const removed = await post(`/team/members/${id}/remove`, `csrf=${await csrfOf(ownerCookie)}`, {
      cookie: ownerCookie,
    });
    expect(removed.headers.get("location")).toBe("/team/members?done=removed");
    expect((await app.request("/team/leads", { headers: { cookie: leaving } })).headers.get("location")).toBe(
      "/team/sign-in",
    );
    expect((await store.auditLog(1))[0]).toMatchObject({ action: "remove-member", detail: "leaving@vendor.example" });
  });

  it("refuses a post from another site, and one without the session's own token", async () => {
    await store.insert({ ...testLead(1), email: "keep@example.org" }, [], Date.now());
    const crossSite = await post("/team/erase/confirm", "email=keep%40example.org", {
      cookie: ownerCookie,
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    const memberToken = await csrfOf(memberCookie);
    for (const body of ["email=keep%40example.org", `email=keep%40example.org&csrf=${memberToken}`]) {
      const forged = await post("/team/erase/confirm", body, { cookie: ownerCookie });
      expect(forged.status).toBe(403);
    }
    expect((await store.erasureCounts("keep@example.org")).leads).toBe(1);
  });

  it("refuses a download another site started, and still opens a lead's page from webmail", async () => {
    const lead = await store.insert({ ...testLead(7), email: "opened@example.org" }, [], Date.now());
    const exportsBefore = (await store.auditLog(500)).filter((entry) => entry.action === "export").length;
    for (const site of ["cross-site", "same-site"]) {
      const answer = await app.request("/team/leads/export.csv", {
        headers: { cookie: memberCookie, "sec-fetch-site": site },
      });
      expect(answer.status).toBe(403);
      expect(await answer.text()).toContain("This download was started by another website, so it was not made.");
    }
    const pdf = await app.request("/team/quotes/Q-20261126-3FA2C1.pdf", {
      headers: { cookie: memberCookie, "sec-fetch-site": "cross-site" },
    });
    expect(pdf.status).toBe(403);
    expect((await store.auditLog(500)).filter((entry) => entry.action === "export").length).toBe(exportsBefore);
    expect((await store.auditLog(1))[0]).toMatchObject({
      action: "refused",
      detail: "GET /team/quotes/Q-20261126-3FA2C1.pdf: started by another website",
    });
    // From the workspace's own page, or a typed address: the download is made.
    for (const site of ["same-origin", "none"]) {
      const answer = await app.request("/team/leads/export.csv", {
        headers: { cookie: memberCookie, "sec-fetch-site": site },
      });
      expect(answer.status).toBe(200);
      await answer.text();
    }
    const fromWebmail = await app.request(`/team/leads/${lead.id}`, {
      headers: { cookie: memberCookie, "sec-fetch-site": "cross-site" },
    });
    expect(fromWebmail.status).toBe(200);
  });

  it("shows a visitor's text isolated, its direction controls as code points, and keeps it as typed", async () => {
    const lead = await store.insert(
      { ...testLead(8), name: "RTL:\u202Egpj.exe", email: "bidi@example.org" },
      [],
      Date.now(),
    );
    const page = await (await app.request(`/team/leads/${lead.id}`, { headers: { cookie: memberCookie } })).text();
    expect(page).toContain("<bdi>RTL:[U+202E]gpj.exe</bdi>");
    expect(page).toContain("<title>Lead: RTL:[U+202E]gpj.exe - Team workspace</title>");
    expect(page).not.toContain("\u202E");
    const list = await (await app.request("/team/leads", { headers: { cookie: memberCookie } })).text();
    expect(list).toContain(`href="/team/leads/${lead.id}"><bdi>RTL:[U+202E]gpj.exe</bdi></a>`);
    expect((await store.get(lead.id))?.name).toBe("RTL:\u202Egpj.exe");
  });

  it("limits sign-in attempts per client, and links per address, with the same answer for outsiders", async () => {
    let sent = 0;
    const keep = team.unsentLinks.set.bind(team.unsentLinks);
    team.unsentLinks.set = (email, link) => {
      sent += 1;
      return keep(email, link);
    };
    // Ten attempts a client in 15 minutes (a fresh server's limiter: every request here comes from one client).
    const fresh = workspaceApp();
    const ask = () =>
      fresh.request("/team/sign-in", { method: "POST", headers: FORM, body: "email=owner%40vendor.example" });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await ask()).status);
    expect(statuses).toEqual(Array(10).fill(200));
    await fresh.idle();
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.text()).toContain(
      "Too many sign-in attempts from here. Please wait 15 minutes and try again.",
    );
    // Five links at most to one address in 15 minutes, whatever the answers say.
    expect(sent).toBe(5);
  });

  describe("hostile input", () => {
    let csrf = "";
    beforeAll(async () => {
      csrf = await csrfOf(ownerCookie);
      await store.insert(
        { ...testLead(2), name: '<script>alert("x")</script>', company: '=HYPERLINK("http://evil.example","Click")' },
        [],
        Date.now(),
      );
    });
    const search = (q: string, extra = "") =>
      post("/team/leads/search", `csrf=${csrf}&q=${encodeURIComponent(q)}${extra}`, { cookie: ownerCookie });

    it("says what is wrong with a search or a filter that is too long or holds control characters, never cuts it", async () => {
      const long = await search("a".repeat(201));
      expect(long.status).toBe(400);
      expect(await long.text()).toContain("Use 200 characters or fewer (this has 201).");
      for (const q of ["a\u0000b", "line\nbreak"]) {
        const control = await search(q);
        expect(control.status).toBe(400);
        expect(await control.text()).toContain("Remove the invisible characters (such as line breaks or tabs).");
      }
      const campaign = await app.request(`/team/leads?campaign=${"c".repeat(300)}`, {
        headers: { cookie: ownerCookie },
      });
      expect(campaign.status).toBe(400);
      expect(await campaign.text()).toContain("Use 200 characters or fewer (this has 300).");
      const form = await app.request("/team/leads?form=%27%3B%20DROP%20TABLE%20leads%3B--", {
        headers: { cookie: ownerCookie },
      });
      expect(form.status).toBe(400);
      expect(await form.text()).toContain("Choose a form from the list.");
      const day = await app.request("/team/leads?since=2026-02-30", { headers: { cookie: ownerCookie } });
      expect(await day.text()).toContain("Enter a day as YYYY-MM-DD, e.g. 2026-11-01.");
    });

    it("treats SQL, wildcards and markup as text, and ignores a cursor or page number it did not write", async () => {
      for (const q of ["' OR '1'='1", "%", "_", "\\", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 Ωmega"]) {
        const answer = await search(q);
        expect([q, answer.status]).toEqual([q, 200]);
        expect(await answer.text()).toContain("No leads match.");
      }
      const list = await (
        await app.request("/team/leads?after=not-a-cursor&before=1", { headers: { cookie: ownerCookie } })
      ).text();
      expect(list).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
      expect(list).not.toContain('<script>alert("x")</script>');
      expect((await app.request("/team/audit?before=abc", { headers: { cookie: ownerCookie } })).status).toBe(200);
      for (const at of ["/team/leads/..%2F..%2Fetc", "/team/leads/1%20OR%201=1"]) {
        expect((await app.request(at, { headers: { cookie: ownerCookie } })).status).toBe(404);
      }
      const unknown = await app.request("/team/no-such-section", { headers: { cookie: ownerCookie } });
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toMatch(
        /<h1[^>]*>\s*Page not found\s*<\/h1>[\s\S]*There is no such page in the workspace\./,
      );
      const quote = await app.request("/team/quotes?number=Q-1%27%20OR%201=1", { headers: { cookie: ownerCookie } });
      expect(quote.status).toBe(400);
    });

    it("defuses a spreadsheet formula in the CSV download", async () => {
      const csv = await (await app.request("/team/leads/export.csv", { headers: { cookie: ownerCookie } })).text();
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
      expect(csv).not.toMatch(/,"=HYPERLINK/);
    });

    it("reads only a browser form's body, of a form's size", async () => {
      const json = await app.request("/team/leads/search", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: ownerCookie },
        body: JSON.stringify({ q: "x", csrf }),
      });
      expect(json.status).toBe(415);
      const huge = await search("x", `&pad=${"p".repeat(9000)}`);
      expect(huge.status).toBe(413);
      const invite = await post("/team/members/invite", `csrf=${csrf}&email=${encodeURIComponent("a@b")}`, {
        cookie: ownerCookie,
      });
      expect(invite.status).toBe(400);
      expect(await invite.text()).toContain("Enter an e-mail address, like name@example.com.");
    });
  });
});
