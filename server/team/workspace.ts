/**
 * The team's workspace (issue 45, docs/decisions/0023-team-workspace.md): sign-in for invited members, and the
 * leads (list, search, one lead, downloads, charts), quotes by number, spam kept aside, erasure and the audit log.
 * Every page is server HTML with real forms and links; only the passkey ceremony needs the browser's script.
 *
 * This module is the workspace's frame: every answer's headers, the checks on every post, `signedIn` (the member and
 * their role's reach), and the pages' kit (workspace-kit.ts) the rooms are mounted with: sign-in-pages.ts,
 * leads-pages.ts, quote-pages.ts, members-pages.ts, the Traffic section (server/traffic/routes.ts) and the content
 * editor (content-editor.ts).
 */
import path from "node:path";
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { html } from "hono/html";
import { formFields, isCrossSite } from "#server/leads/api.ts";
import type { Channel, LeadRepository } from "#server/leads/repository.ts";
import type { IssuedQuote } from "#server/leads/workspace.ts";
import type { QuotePdf } from "#server/site/quote-pdf.ts";
import { hasTeamMark, teamMarkCookie, teamMarkRemoved } from "#server/traffic/team-mark.ts";
import { type TrafficOptions, mountTraffic } from "#server/traffic/routes.ts";
import { sameSecret } from "#server/shared/same-secret.ts";
import { SESSION_MAX_SECONDS, type TeamAuth, TEAM_PATH, isWorkspacePath } from "./auth.ts";
import { type ContentEditorOptions, mountContentEditor } from "./content-editor.ts";
import { WORKSPACE_CSP } from "./csp.ts";
import { mountLeadsPages } from "./leads-pages.ts";
import { mountGuide } from "./guide.ts";
import { mountMembersPages } from "./members-pages.ts";
import { mountQuotePages } from "./quote-pages.ts";
import { ROLES, areaOf, may } from "./roles.ts";
import { type Member, memberOf, renewedCookies, signedInRequests } from "./session.ts";
import { mountSignIn } from "./sign-in-pages.ts";
import { type PageOptions, page } from "./views/layout.ts";
import type { WorkspaceKit } from "./workspace-kit.ts";
import { messages, refusalText } from "./workspace-words.ts";

export interface TeamWorkspaceOptions {
  store: LeadRepository;
  auth: TeamAuth;
  /** The secret the session cookie is signed with; the anti-forgery tokens derive from it too. */
  secret: string;
  /** The team's time zone: dates typed in the filters, times shown, the charts' weeks. */
  timeZone: string;
  /** The notification channels set up: a restored lead is notified on them. */
  channels: Channel[];
  /** Wakes the outbox worker (a retry or a restore sends at once). */
  wakeOutbox: () => void;
  /** Whether sign-in links are e-mailed (SMTP_URL); without, an invitation shows its link to the owner once. */
  mailsLinks: boolean;
  /** Links the sender could not e-mail, by address, taken once by the invitation that made them. */
  unsentLinks: Map<string, string>;
  /** The workspace's stylesheet (served at its content-hashed URL) and the passkey ceremony's script. */
  assets: {
    cssPath: string;
    css: string;
    scriptPath: string;
    script: string;
    progressScriptPath?: string;
    progressScript?: string;
  };
  /** Renders a quote again (the site's own renderer, within its bounds). */
  renderQuote: (params: URLSearchParams, date: Date) => Promise<QuotePdf>;
  /** What the quote of a state on a day records, without its PDF (quote-pdf.ts issuedQuote). */
  priceQuote: (params: URLSearchParams, date: Date) => IssuedQuote;
  trustProxy: number;
  canonicalHost?: string;
  /** How long a session lasts at most, however much it is used (seconds; TEAM_SESSION_MAX_HOURS). */
  sessionMaxSeconds?: number;
  /** Sign-in attempts (links asked for, links and passkeys used) one client may make in 15 minutes. */
  signInsPerClient?: number;
  /** Told of each failed sign-in, by kind (the operator's metrics, server/shared/metrics.ts). */
  onSignInFailed?: (reason: "link" | "passkey" | "rate-limited") => void;
  /** The visits this server counts (issue 57), for the Traffic section; without, it says counting is off. */
  traffic?: Pick<TrafficOptions, "counts" | "counting">;
  /** The editor of the site's content (issue 46); without it, the workspace has no Content section. */
  contentEditor?: ContentEditorOptions;
  now?: () => Date;
}

/** The workspace's answers that are files: each reads or renders much, and an export is an audit entry. */
const isDownload = (at: string) =>
  /^\/team\/(leads\/export\.(csv|json)|traffic\/[a-z]+\.csv|quotes\/[^/]+\.pdf|content\/preview\/[^/]+\/documents\/.+)$/.test(
    at,
  );

/** A request another site's page started (Fetch Metadata; a typed address or a bookmark is "none"). */
const startedElsewhere = (c: Context) => /^(cross-site|same-site)$/.test(c.req.header("sec-fetch-site") ?? "");

/** A form of the workspace is small: a search, an address, a token. */
const FORM_MAX_BYTES = 8 * 1024;

export { WORKSPACE_CSP };

export function mountTeamWorkspace(app: Hono, options: TeamWorkspaceOptions) {
  const { store, auth, timeZone } = options;
  const now = options.now ?? (() => new Date());
  const memberNow = (c: Context) => memberOf(c, auth, options.secret, options.sessionMaxSeconds);
  const assets = {
    css: options.assets.cssPath,
    passkeyScript: options.assets.scriptPath,
    progressScript: options.assets.progressScriptPath,
  };

  // The editor's preview renderer takes seconds to start: it starts when a member opens the Content or Changes
  // section (before they have picked a file and typed a change), so their first review finds it ready (issue 53).
  // Outsiders, and members who only read leads, never start it.
  const editor = options.contentEditor;
  const warmEditor = () => editor?.preview?.warm(path.join(editor.repo, "content"));
  const send = (c: Context, pageOptions: Omit<PageOptions, "assets">, status = 200) => {
    if (pageOptions.viewer && /^\/team\/(content|changes)(\/|$)/.test(c.req.path)) warmEditor();
    return c.html(page({ ...pageOptions, assets }), status as 200);
  };
  // A refusal says nothing was done; an address of nothing (a lead erased, a preview gone) says it was not found.
  const problem = (
    c: Context,
    status: number,
    text: string,
    member?: Member,
    title = status === 404 ? "Not found" : "Nothing was done",
  ) => send(c, { title, viewer: member, notice: { kind: "error", text }, body: html`` }, status);
  const audit = (member: Member | string, action: Parameters<LeadRepository["audit"]>[0]["action"], detail = "") =>
    store
      .audit({ actor: typeof member === "string" ? member : member.email, action, detail })
      .catch((error: unknown) =>
        console.error(JSON.stringify({ level: "error", msg: "audit entry not written", action, error: String(error) })),
      );

  // Every answer of the workspace: its own strict CSP, never cached, never indexed, no referrer. Something that broke
  // on our side is said on a page of the workspace, in words (the error goes to the log, never to the page).
  app.use(`${TEAM_PATH}/*`, async (c, next) => {
    await next();
    if (c.error) {
      c.res = undefined;
      c.res = await problem(c, 500, messages.broke);
    }
    const cookies: string[] = [];
    // A session renewed on this request: its cookie renewed too, unless the answer ends or begins a session itself.
    const renewed = renewedCookies.get(c.req.raw);
    if (renewed && !c.res.headers.getSetCookie().some((line) => /session_token=/.test(line))) cookies.push(...renewed);
    // A member's browser is marked as the team's, so their own visits to the site are not counted (issue 57);
    // signing out removes the mark with the session.
    const secure = Boolean(auth.options.advanced?.useSecureCookies);
    const signingOut = /^\/team\/sign-out(-everywhere)?$/.test(c.req.path) && c.res.status === 303;
    if (signingOut) cookies.push(teamMarkRemoved(secure));
    else if (signedInRequests.has(c.req.raw) && !hasTeamMark(c.req.header("cookie")))
      cookies.push(teamMarkCookie(options.sessionMaxSeconds ?? SESSION_MAX_SECONDS, secure));
    if (cookies.length > 0) {
      c.res = new Response(c.res.body, c.res);
      for (const cookie of cookies) c.res.headers.append("Set-Cookie", cookie);
    }
    // A preview of a change carries its own (content-editor.ts): the site's page, its inline styles allowed by hash.
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", WORKSPACE_CSP);
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
    c.res.headers.set("Referrer-Policy", "no-referrer");
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });

  // Posts: from the workspace's own pages only, and small.
  app.on("POST", `${TEAM_PATH}/*`, async (c, next) => {
    if (isCrossSite(c, options.canonicalHost)) return problem(c, 403, messages.crossSite);
    const type = c.req.header("content-type") ?? "";
    // The editor's forms carry uploads (content-editor.ts bounds them); better-auth's own JSON endpoints (the passkey
    // ceremony) read their bodies themselves.
    if (c.req.path.startsWith(`${TEAM_PATH}/content/`)) {
      if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i.test(type))
        return problem(c, 415, "The workspace's forms send what a browser's form sends; nothing else is read.");
      return next();
    }
    if (!c.req.path.startsWith(`${TEAM_PATH}/api/auth/`) && !/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type))
      return problem(c, 415, "The workspace's forms send what a browser's form sends; nothing else is read.");
    await next();
  });
  const formLimit = bodyLimit({ maxSize: FORM_MAX_BYTES, onError: (c) => problem(c, 413, messages.tooLarge) });
  app.on("POST", `${TEAM_PATH}/*`, (c, next) =>
    c.req.path.startsWith(`${TEAM_PATH}/content/`) ? next() : formLimit(c, next),
  );
  const formOf = async (c: Context) => formFields(await c.req.text());

  /** The member signed in, or a redirect to the sign-in page; posts must carry the session's token. */
  async function signedIn(c: Context, form?: Record<string, string>): Promise<Member | Response> {
    const member = await memberNow(c);
    if (!member) {
      // A page asked for while signed out (a lead's link in a notification) is where the sign-in ends.
      const asked = c.req.method === "GET" ? c.req.path + (new URL(c.req.url).search || "") : "";
      return c.redirect(
        asked && isWorkspacePath(asked) && asked !== `${TEAM_PATH}/leads`
          ? `${TEAM_PATH}/sign-in?next=${encodeURIComponent(asked)}`
          : `${TEAM_PATH}/sign-in`,
        303,
      );
    }
    // Least privilege (roles.ts): the role is read from the store on every request, so a change applies at once.
    if (!may(member.role, areaOf(c.req.method, c.req.path))) {
      await audit(
        member,
        "refused",
        `${c.req.method} ${c.req.path}: ${member.role ? ROLES[member.role].label : "no"} role`,
      );
      return problem(c, 403, refusalText(member.role, c.req.path, c.req.method), member);
    }
    // A download another site started (a link or a redirect to it: the Lax cookie goes with a top-level GET) is
    // refused, so no page a member visits can make them download every lead; a lead's page from webmail still opens.
    if (c.req.method === "GET" && isDownload(c.req.path) && startedElsewhere(c)) {
      await audit(member, "refused", `${c.req.method} ${c.req.path}: started by another website`);
      return problem(c, 403, messages.downloadElsewhere, member);
    }
    if (form && !sameSecret(form.csrf ?? "", member.csrf)) {
      await audit(member, "refused", `${c.req.method} ${c.req.path}: the form's anti-forgery token did not match`);
      return problem(c, 403, messages.forged, member);
    }
    return member;
  }

  const kit: WorkspaceKit = { signedIn, send, problem, audit, memberNow, formOf };
  const signIn = mountSignIn(app, kit, options);
  mountLeadsPages(app, kit, { ...options, now });
  mountQuotePages(app, kit, options);
  mountMembersPages(app, kit, options);
  mountGuide(app, kit);

  // --- Assets ---------------------------------------------------------------------------------------------------

  app.get(options.assets.cssPath, (c) =>
    c.body(options.assets.css, 200, {
      "Content-Type": "text/css; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    }),
  );
  for (const [at, script] of [
    [options.assets.scriptPath, options.assets.script],
    [options.assets.progressScriptPath, options.assets.progressScript],
  ] as const)
    if (at && script !== undefined)
      app.get(at, (c) =>
        c.body(script, 200, {
          "Content-Type": "text/javascript; charset=utf-8",
          "Cache-Control": "public, max-age=31536000, immutable",
        }),
      );

  mountTraffic(app, kit, { counting: false, ...options.traffic, leads: store, timeZone, now });

  if (options.contentEditor) mountContentEditor(app, kit, options.contentEditor, timeZone);
  else
    app.get("/team/:section{content|changes}", async (c) => {
      const member = await signedIn(c);
      if (member instanceof Response) return member;
      return send(c, {
        title: c.req.param("section") === "content" ? "Content" : "Changes",
        viewer: member,
        section: c.req.param("section") === "content" ? "/team/content" : "/team/changes",
        body: html`<p class="max-w-3xl">
          The content editor is off on this server: it edits a git checkout of the site, and this server has none (set
          CONTENT_REPO to one, as the README says under "Editing the site in the browser").
        </p>`,
      });
    });

  app.all(`${TEAM_PATH}/*`, async (c) => problem(c, 404, messages.notFound, await memberNow(c), "Page not found"));

  return {
    /** Resolves once the sign-in links asked for so far are stored and sent (a drain, and the tests, wait for it). */
    idle: signIn.idle,
  };
}
