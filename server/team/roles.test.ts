/**
 * Least privilege (issue 55): every role against every action of the workspace, by direct request (a form's post made
 * by hand, not a link the page offers), and every route the workspace mounts belonging to an area.
 */
// @vitest-environment node
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeContentRepo } from "#tests/content-repo.ts";
import { type Area, type Role, areaOf, homeOf, may, roleNames } from "./roles.ts";
import { FORM, csrfOf, openTestTeam, signIn, workspaceApp, workspaceOptions } from "./test-workspace.ts";
import { invite } from "./sign-in-links.ts";

const NOBODY = "00000000-0000-4000-8000-000000000000";

/** Each action a member can ask for: its area, and the request (posts carry the session's own token). */
const actions: { area: Area; method: "GET" | "POST"; path: string; body?: string; multipart?: true }[] = [
  { area: "leads", method: "GET", path: "/team/leads" },
  { area: "leads", method: "POST", path: "/team/leads/search", body: "q=acme" },
  { area: "leads", method: "GET", path: "/team/leads/export.csv" },
  { area: "leads", method: "GET", path: "/team/leads/export.json" },
  { area: "leads", method: "GET", path: `/team/leads/${NOBODY}` },
  { area: "leads", method: "POST", path: `/team/leads/${NOBODY}/retry`, body: "" },
  { area: "leads", method: "POST", path: "/team/leads/retry", body: "" },
  { area: "leads", method: "GET", path: "/team/charts" },
  { area: "traffic", method: "GET", path: "/team/traffic" },
  { area: "traffic", method: "GET", path: "/team/traffic/campaigns.csv" },
  { area: "traffic", method: "GET", path: "/team/traffic/campaign-link" },
  { area: "leads", method: "GET", path: "/team/quotes?number=Q-20261126-3FA2C1" },
  { area: "leads", method: "GET", path: "/team/quotes/Q-20261126-3FA2C1.pdf" },
  { area: "leads", method: "GET", path: "/team/spam" },
  { area: "leads", method: "POST", path: `/team/spam/${NOBODY}/restore`, body: "" },
  { area: "erasure", method: "GET", path: "/team/erase" },
  { area: "erasure", method: "POST", path: "/team/erase", body: "email=nobody%40example.org" },
  { area: "erasure", method: "POST", path: "/team/erase/confirm", body: "email=nobody%40example.org" },
  { area: "audit", method: "GET", path: "/team/audit" },
  { area: "guide", method: "GET", path: "/team/guide" },
  { area: "own", method: "GET", path: "/team/members" },
  { area: "team", method: "POST", path: "/team/members/invite", body: "email=x%40vendor.example&role=sales" },
  { area: "team", method: "POST", path: `/team/members/${NOBODY}/remove`, body: "" },
  { area: "team", method: "POST", path: `/team/members/${NOBODY}/role`, body: "role=editor" },
  { area: "content", method: "GET", path: "/team/content" },
  { area: "content", method: "GET", path: "/team/content/plans.json" },
  { area: "content", method: "POST", path: "/team/content/plans.json", multipart: true },
  { area: "content", method: "GET", path: "/team/content/plans.json/history?section=governancePlans" },
  { area: "content", method: "GET", path: `/team/content/plans.json/compare?at=${"0".repeat(40)}` },
  { area: "content", method: "GET", path: "/team/content/preview-phone?at=/team/content/preview/x/" },
  { area: "content", method: "GET", path: "/team/content/preview/x/" },
  { area: "content", method: "GET", path: "/team/content/preview-images/x.webp" },
  { area: "content", method: "GET", path: "/team/changes" },
  { area: "content", method: "GET", path: "/team/changes/status" },
  { area: "content", method: "POST", path: "/team/changes/withdraw", body: "commit=0000000" },
  { area: "content", method: "POST", path: "/team/changes/publish", body: "" },
  { area: "content", method: "POST", path: "/team/changes/rollback", body: "" },
];

let opened: ReturnType<typeof openTestTeam>;
let app: Hono;
const members = {} as Record<Role | "none", { cookie: string; csrf: string }>;

beforeAll(async () => {
  opened = openTestTeam();
  app = workspaceApp({
    ...workspaceOptions(opened.store, opened.team),
    contentEditor: {
      repo: makeContentRepo().repo,
      stagingRoot: mkdtempSync(path.join(tmpdir(), "roles-staging-")),
      dataDir: path.dirname(opened.dbPath),
    },
  });
  for (const role of roleNames) {
    const cookie = await signIn(app, opened.team, `${role}@vendor.example`, role);
    members[role] = { cookie, csrf: await csrfOf(app, cookie) };
  }
  // A row whose role is none of ours (edited by hand): it may only sign out.
  const cookie = await signIn(app, opened.team, "none@vendor.example", "sales");
  opened.store.db.prepare("UPDATE team_member SET role = 'admin' WHERE email = 'none@vendor.example'").run();
  members.none = { cookie, csrf: await csrfOf(app, cookie) };
}, 60_000);
afterAll(() => opened.close());

async function ask(action: (typeof actions)[number], who: { cookie: string; csrf: string }) {
  if (action.method === "GET") return app.request(action.path, { headers: { cookie: who.cookie } });
  if (action.multipart) {
    const body = new FormData();
    body.append("csrf", who.csrf);
    return app.request(action.path, { method: "POST", headers: { cookie: who.cookie }, body });
  }
  return app.request(action.path, {
    method: "POST",
    headers: { ...FORM, cookie: who.cookie },
    body: `csrf=${encodeURIComponent(who.csrf)}${action.body ? `&${action.body}` : ""}`,
  });
}

describe("who may do what", () => {
  it("answers every role's every action as roles.ts says, refusing in words and logging the refusal", async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    const refusedBefore = (await opened.store.auditLog(500)).filter((entry) => entry.action === "refused").length;
    for (const action of actions)
      for (const role of [...roleNames, "none"] as const) {
        const answer = await ask(action, members[role]);
        const text = await answer.text();
        const refused = answer.status === 403;
        outcomes.push(`${role} ${action.method} ${action.path}: ${refused ? "refused" : "allowed"}`);
        expected.push(
          `${role} ${action.method} ${action.path}: ${may(role === "none" ? undefined : role, action.area) ? "allowed" : "refused"}`,
        );
        // Never sent to sign in again: the session is good, only the role decides.
        expect([action.path, answer.headers.get("location") ?? ""]).not.toEqual([action.path, "/team/sign-in"]);
        if (refused && role !== "none")
          expect(text).toContain(`Your role, ${role[0]!.toUpperCase()}${role.slice(1)}, does not include`);
        if (refused && role === "none") expect(text).toContain("Your account has no role on this team");
      }
    expect(outcomes).toEqual(expected);
    const refusals = (await opened.store.auditLog(500)).filter((entry) => entry.action === "refused");
    expect(refusals.length - refusedBefore).toBe(expected.filter((line) => line.endsWith("refused")).length);
    expect(refusals.map((entry) => entry.actor)).toContain("sales@vendor.example");
    expect(
      refusals.find((entry) => entry.actor === "sales@vendor.example" && entry.detail.includes("publish"))?.detail,
    ).toBe("POST /team/changes/publish: Sales role");
  }, 120_000);

  it("puts each route the workspace mounts in an area, and sends each role home to a section it may open", () => {
    const open = new Set([
      "/team",
      "/team/sign-in",
      "/team/sign-in/link",
      "/team/*",
      "/team/content/*",
      "/team/content",
    ]);
    const mounted = app.routes.filter(
      ({ path, method }) =>
        path.startsWith("/team") &&
        method !== "ALL" &&
        !path.startsWith("/team/assets/") &&
        !open.has(path) &&
        !path.startsWith("/team/api/auth/passkey"),
    );
    expect(mounted.length).toBeGreaterThan(25);
    for (const { method, path: at } of mounted) expect([method, at, areaOf(method, at)]).not.toContain(undefined);
    for (const role of roleNames) expect(may(role, areaOf("GET", homeOf(role)))).toBe(true);
  });

  it("sends an editor's invitation link to the section their role opens, not to the leads", async () => {
    const { link } = await invite(opened.team.auth, "new.editor@vendor.example", "editor", opened.team);
    const url = new URL(link!);
    expect(url.searchParams.get("next")).toBe("/team");
    const answer = await app.request("/team/sign-in/link", {
      method: "POST",
      headers: FORM,
      body: `token=${url.searchParams.get("token")}&next=${encodeURIComponent(url.searchParams.get("next")!)}`,
    });
    expect(answer.headers.get("location")).toBe("/team");
    const cookie = answer.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect((await app.request("/team", { headers: { cookie } })).headers.get("location")).toBe("/team/content");
  });

  it("lets an owner change another member's role, which applies at their next click, and logs it as it was", async () => {
    const members_ = await (await app.request("/team/members", { headers: { cookie: members.owner.cookie } })).text();
    const id = /action="\/team\/members\/([^/"]+)\/role"[^]*?Role of editor@vendor\.example/.exec(members_)?.[1];
    expect(id).toBeDefined();
    const changed = await app.request(`/team/members/${id}/role`, {
      method: "POST",
      headers: { ...FORM, cookie: members.owner.cookie },
      body: `csrf=${members.owner.csrf}&role=sales`,
    });
    expect(changed.headers.get("location")).toBe("/team/members?done=role-changed");
    expect((await app.request("/team/content", { headers: { cookie: members.editor.cookie } })).status).toBe(403);
    expect((await app.request("/team/leads", { headers: { cookie: members.editor.cookie } })).status).toBe(200);
    expect((await opened.store.auditLog(5)).find((entry) => entry.action === "role-changed")).toMatchObject({
      actor: "owner@vendor.example",
      detail: "editor@vendor.example: Editor to Sales",
    });
    // An owner is offered no form to change their own role (the team could be left without one), and a hand-made
    // post is refused.
    const { id: ownId } = opened.store.db
      .prepare("SELECT id FROM team_member WHERE email = 'owner@vendor.example'")
      .get() as { id: string };
    expect(members_).not.toContain(`/team/members/${ownId}/role`);
    const own = await app.request(`/team/members/${ownId}/role`, {
      method: "POST",
      headers: { ...FORM, cookie: members.owner.cookie },
      body: `csrf=${members.owner.csrf}&role=sales`,
    });
    expect(own.status).toBe(400);
    expect(await own.text()).toContain("You cannot change your own role; another owner can.");
  });

  it("logs a second invitation of a member as a new link, leaving their role alone", async () => {
    const again = await app.request("/team/members/invite", {
      method: "POST",
      headers: { ...FORM, cookie: members.owner.cookie },
      body: `csrf=${members.owner.csrf}&email=sales%40vendor.example&role=owner`,
    });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("They are already on the team (their role is unchanged)");
    expect((await opened.store.auditLog(1))[0]).toMatchObject({
      action: "link-sent",
      detail: "sales@vendor.example, already on the team as Sales: role unchanged",
    });
    expect((await app.request("/team/audit", { headers: { cookie: members.sales.cookie } })).status).toBe(403);
  });

  it("refuses an invitation without a role, or to an address the sign-in library would refuse, under its field", async () => {
    for (const [body, said] of [
      ["email=new%40vendor.example", "Choose the role they will have."],
      ["email=a%40b..example&role=sales", "Enter an e-mail address, like name@example.com."],
      ["email=%22a%20b%22%40vendor.example&role=sales", "Enter an e-mail address, like name@example.com."],
    ] as const) {
      const answer = await app.request("/team/members/invite", {
        method: "POST",
        headers: { ...FORM, cookie: members.owner.cookie },
        body: `csrf=${members.owner.csrf}&${body}`,
      });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toMatch(
        new RegExp(`aria-invalid="true"[^>]*>[^]*?-error">${said.replace(/\./g, "\\.")}`),
      );
    }
    const row = opened.store.db.prepare("SELECT count(*) AS n FROM team_member WHERE email LIKE '%b..example'").get();
    expect(row).toEqual({ n: 0 });
  });
});
