/**
 * The workspace in a test's own process, on a SQLite store and better-auth of the test's own: the boundary's tests
 * (workspace.test.ts) and the editor's (content-editor.test.ts). Members sign in through an invitation's link, as
 * the browser does it.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll } from "vitest";
import { SqliteLeadRepository } from "#server/leads/sqlite-repository.ts";
import { issuedQuote, renderQuotePdf } from "#server/site/quote-pdf.ts";
import { openTeam, type OpenedTeam } from "./setup.ts";
import type { Role } from "./roles.ts";
import { invite } from "./sign-in-links.ts";
import { type TeamWorkspaceOptions, mountTeamWorkspace } from "./workspace.ts";

export const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** A store and a team (better-auth on its own file) for a test; `close` when done. */
export function openTestTeam() {
  const dbPath = path.join(mkdtempSync(path.join(tmpdir(), "team-unit-")), "leads.db");
  const store = new SqliteLeadRepository(dbPath);
  const team = openTeam(
    { dbPath, secret: "x".repeat(40), origin: "http://localhost", secureCookies: false, from: "team@vendor.example" },
    { printLinks: false },
  );
  return {
    dbPath,
    store,
    team,
    async close() {
      await team.close();
      await store.close();
    },
  };
}

/** The workspace's options on the test's store and better-auth, with limiters of its own. */
export function workspaceOptions(store: SqliteLeadRepository, on: OpenedTeam): TeamWorkspaceOptions {
  return {
    store,
    auth: on.auth,
    secret: on.secret,
    timeZone: "UTC",
    channels: ["webhook" as const],
    wakeOutbox: () => {},
    mailsLinks: on.mailsLinks,
    unsentLinks: on.unsentLinks,
    assets: { cssPath: "/team/assets/team-x.css", css: "", scriptPath: "/team/assets/passkey-x.js", script: "" },
    renderQuote: renderQuotePdf,
    priceQuote: issuedQuote,
    trustProxy: 0,
    signInsPerClient: 10,
  };
}

/** A workspace app on these options; `idle` resolves once the sign-in links asked for are sent. */
export function workspaceApp(options: TeamWorkspaceOptions): Hono & { idle: () => Promise<void> } {
  const workspace = new Hono();
  return Object.assign(workspace, mountTeamWorkspace(workspace, options));
}

/** The answer to following an invitation's link, as the browser does it. */
export async function signInAnswer(app: Hono, team: OpenedTeam, email: string, role: Role = "sales") {
  const { link } = await invite(team.auth, email, role, team);
  const token = new URL(link!).searchParams.get("token")!;
  return app.request("/team/sign-in/link", { method: "POST", headers: FORM, body: `token=${token}` });
}

/** Signs in through an invitation's link: the cookie the server sets. */
export async function signIn(app: Hono, team: OpenedTeam, email: string, role: Role) {
  const answer = await signInAnswer(app, team, email, role);
  if (answer.headers.get("location") !== "/team") throw new Error(`${email} was not signed in`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The session's anti-forgery token, as its pages carry it. */
export async function csrfOf(app: Hono, cookie: string) {
  const page = await (await app.request("/team/members", { headers: { cookie } })).text();
  return /name="csrf" value="([^"]+)"/.exec(page)![1]!;
}

/**
 * A workspace of the test's own with one member signed in, set up before the file's tests and closed after them:
 * `workspace.app`, `workspace.cookie` and `workspace.opened` (its store and team) once they have started.
 */
export function signedInWorkspace(email: string, role: Role) {
  const workspace = {} as { opened: ReturnType<typeof openTestTeam>; app: Hono; cookie: string };
  beforeAll(async () => {
    workspace.opened = openTestTeam();
    workspace.app = workspaceApp(workspaceOptions(workspace.opened.store, workspace.opened.team));
    workspace.cookie = await signIn(workspace.app, workspace.opened.team, email, role);
  });
  afterAll(() => workspace.opened.close());
  return workspace;
}
