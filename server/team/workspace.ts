/**
 * The team's workspace (issue 45, docs/decisions/0023-team-workspace.md): sign-in for invited members, and the
 * leads (list, search, one lead, downloads, charts), quotes by number, spam kept aside, erasure and the audit log.
 * Every page is server HTML with real forms and links; only the passkey ceremony needs the browser's script.
 */
import path from "node:path";
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { html } from "hono/html";
import { clientKey, formFields, isCrossSite } from "#server/leads/api.ts";
import { RateLimiter } from "#server/leads/rate-limit.ts";
import { sameSecret } from "#server/shared/same-secret.ts";
import { showDirectionControls } from "#server/leads/visible-text.ts";
import { type Channel, type LeadFilter, type LeadRepository, leadFormNames } from "#server/leads/repository.ts";
import { OptionProblem, parseBound } from "#server/leads/time-window.ts";
import { type IssuedQuote, type LeadQuery, cursorFrom, cursorText } from "#server/leads/workspace.ts";
import type { QuotePdf } from "#server/site/quote-pdf.ts";
import { SESSION_MAX_SECONDS, type TeamAuth, TEAM_PATH, isWorkspacePath } from "./auth.ts";
import { type ExportFormat, exportResponse } from "./export.ts";
import { type Member, memberOf, renewedCookies, signedInRequests } from "./session.ts";
import { hasTeamMark, teamMarkCookie, teamMarkRemoved } from "#server/traffic/team-mark.ts";
import { WeeklyCounts, weeksUpTo } from "./weekly.ts";
import { type ContentEditorOptions, mountContentEditor } from "./content-editor.ts";
import { type TrafficOptions, mountTraffic } from "#server/traffic/routes.ts";
import { WORKSPACE_CSP } from "./csp.ts";
import { weeklyChart } from "./views/charts.ts";
import { type FilterValues, leadDetail, leadList } from "./views/leads.ts";
import { type PageOptions, page } from "./views/layout.ts";
import {
  type MemberRow,
  auditList,
  erasureConfirm,
  erasureForm,
  memberList,
  quoteLookup,
  spamList,
} from "./views/sections.ts";
import { confirmLink, linkSent, signInForm } from "./views/sign-in.ts";
import { AREA_WORDS, ROLES, type Role, areaOf, homeOf, may, roleOf } from "./roles.ts";
import * as z from "zod";
import type { Html } from "./views/ui.ts";

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

/** Who a failed sign-in is logged as: nobody is known until one succeeds. */
const SOMEONE = "someone signing in";

/** Leads on one page of the list. */
export const LEADS_PER_PAGE = 50;
/** Sign-in links one client may ask for in 15 minutes, and one address may be sent. */
export const SIGN_IN_REQUESTS_PER_CLIENT = 10;
export const SIGN_IN_LINKS_PER_ADDRESS = 5;
/** …and in a day: a member's inbox is not flooded by someone who knows their address (issue 55). */
export const SIGN_IN_LINKS_PER_ADDRESS_PER_DAY = 20;
/** Downloads running at once: one per member, two in all (each reads the whole store). */
export const EXPORTS_AT_ONCE = 2;
/** A form of the workspace is small: a search, an address, a token. */
const FORM_MAX_BYTES = 8 * 1024;
/** What a typed search or address may hold at most (a longer one is refused in words, never cut). */
const TEXT_MAX = 200;

const messages = {
  crossSite: "This form was sent from another website, so nothing was done. Please use the workspace's own pages.",
  forged: "This form is out of date (your session changed). Go back, reload the page and try again.",
  tooLarge: "What was sent is too large for this form.",
  rateLimited: "Too many sign-in attempts from here. Please wait 15 minutes and try again.",
  badEmail: "Enter an e-mail address, like name@example.com.",
  badLink: "That sign-in link has expired or was already used. Ask for a new one below.",
  noRole: "Your account has no role on this team, so it can only sign out. Ask an owner to give you one.",
  chooseRole: "Choose the role they will have.",
  downloadElsewhere:
    "This download was started by another website, so it was not made. Download it from the workspace's own page.",
  notFound: "There is no such page in the workspace.",
  exportBusy: "A download is already being made. Please wait for it to finish, then try again.",
  broke:
    "Something went wrong on our side, so this was not done. Please try again; if it happens again, tell whoever runs the server (the log says what broke).",
  mailFailed:
    "The member is invited, but the e-mail with their link could not be sent (the mail server, SMTP_URL, did not take it). Try again in a minute, or ask them to request a link on the sign-in page.",
};

/**
 * One rule for an address, the sign-in library's own (better-auth checks a link's address with zod's `z.email()`): an
 * address the workspace takes is one a sign-in link can be sent to (issue 55: never a member who cannot sign in).
 */
const EMAIL = z.email();

/** A typed e-mail address, trimmed, when it is one (at most 254 characters); otherwise undefined. */
export function emailAddress(typed: string | undefined): string | undefined {
  const email = (typed ?? "").trim();
  return email.length <= 254 && EMAIL.safeParse(email).success ? email : undefined;
}

/** Why a member's role does not reach a path, in their words. */
export function refusalText(role: Role | undefined, path: string, method = "GET"): string {
  const area = areaOf(method, path);
  if (!role) return messages.noRole;
  if (!area) return messages.notFound;
  return `Your role, ${ROLES[role].label}, does not include ${AREA_WORDS[area]}. Ask an owner if you need it.`;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const QUOTE_NUMBER = /^Q-\d{8}-[0-9A-F]{6}$/;

export { WORKSPACE_CSP };

/** What is wrong with a typed filter or search, in words: too long, or holding characters nobody types. */
export function textProblem(text: string): string | undefined {
  if (text.length > TEXT_MAX) return `Use ${TEXT_MAX} characters or fewer (this has ${text.length}).`;
  // Control characters (a NUL, a line break) are in no name, address or campaign, and PostgreSQL refuses a NUL.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(text)) return "Remove the invisible characters (such as line breaks or tabs).";
  return undefined;
}

/** Where a sign-in ends: a page of the workspace that was asked for, checked; otherwise nowhere in particular. */
const nextOf = (value: string | undefined) =>
  value && value.length <= 500 && isWorkspacePath(value) ? value : undefined;

export function mountTeamWorkspace(app: Hono, options: TeamWorkspaceOptions) {
  const { store, auth, timeZone } = options;
  const now = options.now ?? (() => new Date());
  const weekly = new WeeklyCounts(store);
  const memberNow = (c: Context) => memberOf(c, auth, options.secret, options.sessionMaxSeconds);
  const signInsByClient = new RateLimiter(options.signInsPerClient ?? SIGN_IN_REQUESTS_PER_CLIENT, 15 * 60_000);
  const linksByAddress = new RateLimiter(SIGN_IN_LINKS_PER_ADDRESS, 15 * 60_000, 10_000);
  const linksByAddressPerDay = new RateLimiter(SIGN_IN_LINKS_PER_ADDRESS_PER_DAY, 24 * 60 * 60_000, 10_000);
  // Links being stored and e-mailed after the answer was sent (the sign-in page answers before, for anyone).
  const linksUnderWay = new Set<Promise<void>>();
  const exportsRunning = new Set<string>();
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

  /**
   * A failed sign-in, in the audit log (ASVS 16.3.1): never the token, nor the client's address. A client over its
   * budget is logged once per window, so a flood of attempts cannot flood the log.
   */
  const limitedClients = new Map<string, number>();
  const auditFailedSignIn = (detail: string, reason: "link" | "passkey") => {
    options.onSignInFailed?.(reason);
    return audit(SOMEONE, "sign-in-failed", detail);
  };
  const auditLimited = (client: string, wait: number) => {
    // Every refused attempt counts in the metrics; the audit log has one entry per client and window.
    options.onSignInFailed?.("rate-limited");
    const at = Date.now();
    if ((limitedClients.get(client) ?? 0) > at) return;
    if (limitedClients.size >= 10_000) limitedClients.clear();
    limitedClients.set(client, at + wait * 1000);
    void audit(SOMEONE, "sign-in-failed", "too many attempts from one client: refused for 15 minutes");
  };

  /** A sign-in attempt over the client's budget: its answer (429, when to come back); none while within it. */
  const overSignInBudget = (c: Context) => {
    const client = clientKey(c, options.trustProxy);
    const wait = signInsByClient.take(client);
    if (wait === 0) return undefined;
    auditLimited(client, wait);
    c.header("Retry-After", String(wait));
    return problem(c, 429, messages.rateLimited);
  };

  const formOf = async (c: Context) => formFields(await c.req.text());

  /** A redirect that carries the cookies better-auth set (a session begun or ended). */
  const redirectWithCookies = (c: Context, to: string, from: Headers) => {
    const response = c.redirect(to, 303);
    for (const cookie of from.getSetCookie()) response.headers.append("Set-Cookie", cookie);
    return response;
  };

  /** Audits the sign-in whose session cookie better-auth just set (the member is read from that session). */
  const auditSignIn = async (setting: Headers, how: string) => {
    const cookie = setting
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) }).catch(() => null);
    if (session) await audit(session.user.email, "sign-in", how);
  };

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

  // --- Signing in and out -------------------------------------------------------------------------------------

  app.get(TEAM_PATH, async (c) => {
    const member = await memberNow(c);
    return c.redirect(member ? homeOf(member.role) : `${TEAM_PATH}/sign-in`, 303);
  });

  app.get(`${TEAM_PATH}/sign-in`, async (c) => {
    const member = await memberNow(c);
    if (member) return c.redirect(homeOf(member.role), 303);
    const failed = c.req.query("error") !== undefined;
    return send(c, {
      title: "Sign in",
      notice: failed ? { kind: "error", text: messages.badLink } : undefined,
      body: signInForm({ next: nextOf(c.req.query("next")) }),
    });
  });

  app.post(`${TEAM_PATH}/sign-in`, async (c) => {
    const refused = overSignInBudget(c);
    if (refused) return refused;
    const form = await formOf(c);
    const next = nextOf(form.next);
    const email = emailAddress(form.email)?.toLowerCase();
    if (!email)
      return send(
        c,
        {
          title: "Sign in",
          notice: { kind: "error", text: "Check the e-mail address." },
          body: signInForm({ email: (form.email ?? "").slice(0, 254), error: messages.badEmail, next }),
        },
        400,
      );
    // The same answer, in the same time, whether or not the address is a member's (ASVS 6.3.8): the page tells no
    // outsider who is on the team. Whether it is one, and the link's storing and e-mailing, happen after the answer.
    const underWay: Promise<void> = linkFor(email, next)
      .catch((error: unknown) =>
        console.error(JSON.stringify({ level: "error", msg: "sign-in link not sent", error: String(error) })),
      )
      .finally(() => linksUnderWay.delete(underWay));
    linksUnderWay.add(underWay);
    return send(c, { title: "Check your e-mail", body: linkSent() });
  });

  /** A sign-in link for a member's address, within its bounds (15 minutes and a day); nothing for anyone else. */
  async function linkFor(email: string, next: string | undefined) {
    const ctx = await auth.$context;
    if (!(await ctx.internalAdapter.findUserByEmail(email))) return;
    if (linksByAddress.take(email) > 0 || linksByAddressPerDay.take(email) > 0) {
      console.warn(JSON.stringify({ level: "warn", msg: "sign-in link not sent: this address's links are used up" }));
      return;
    }
    await sendSignInLink(auth, email, next);
  }

  app.get(`${TEAM_PATH}/sign-in/link`, (c) => {
    const token = c.req.query("token") ?? "";
    if (!token || token.length > 200) return c.redirect(`${TEAM_PATH}/sign-in?error=link`, 303);
    return send(c, { title: "Sign in", body: confirmLink(token, nextOf(c.req.query("next"))) });
  });

  app.post(`${TEAM_PATH}/sign-in/link`, async (c) => {
    const refused = overSignInBudget(c);
    if (refused) return refused;
    const form = await formOf(c);
    const token = (form.token ?? "").slice(0, 200);
    const next = nextOf(form.next) ?? TEAM_PATH;
    const answer = await auth.api.magicLinkVerify({
      query: { token, callbackURL: TEAM_PATH, errorCallbackURL: `${TEAM_PATH}/sign-in?error=link` },
      headers: c.req.raw.headers,
      asResponse: true,
    });
    const signedInNow = answer.headers.getSetCookie().some((cookie) => /session_token=[^;]/.test(cookie));
    if (signedInNow) {
      await auditSignIn(answer.headers, "e-mailed link");
      return redirectWithCookies(c, next, answer.headers);
    }
    // Said where it was asked, as a failure (401), so the request log tells it from a sign-in (a 303).
    await auditFailedSignIn("an e-mailed link that had expired, was already used, or was never sent", "link");
    return send(
      c,
      {
        title: "Sign in",
        notice: { kind: "error", text: messages.badLink },
        body: signInForm({ next: nextOf(form.next) }),
      },
      401,
    );
  });

  app.post(`${TEAM_PATH}/sign-out`, async (c) => {
    const member = await signedIn(c, await formOf(c));
    if (member instanceof Response) return member;
    const { headers } = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
    return redirectWithCookies(c, `${TEAM_PATH}/sign-in`, headers);
  });

  app.post(`${TEAM_PATH}/sign-out-everywhere`, async (c) => {
    const member = await signedIn(c, await formOf(c));
    if (member instanceof Response) return member;
    await auth.api.revokeSessions({ headers: c.req.raw.headers });
    const { headers } = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true }).catch(() => ({
      headers: new Headers(),
    }));
    await audit(member, "sign-out-everywhere");
    return redirectWithCookies(c, `${TEAM_PATH}/sign-in`, headers);
  });

  // --- Leads ----------------------------------------------------------------------------------------------------

  /** The filters of a query or a form, checked: the values for the form, the store's filter, and any mistakes. */
  function readFilters(source: Record<string, string | undefined>) {
    const values: FilterValues = {
      form: source.form ?? "",
      since: source.since ?? "",
      until: source.until ?? "",
      campaign: (source.campaign ?? "").trim(),
      source: (source.source ?? "").trim(),
      medium: (source.medium ?? "").trim(),
    };
    const errors: Partial<Record<keyof FilterValues, string>> = {};
    const filter: LeadFilter = {};
    if ((leadFormNames as readonly string[]).includes(values.form)) filter.form = values.form as LeadFilter["form"];
    else if (values.form) {
      errors.form = "Choose a form from the list.";
      values.form = "";
    }
    for (const bound of ["since", "until"] as const) {
      if (!values[bound]) continue;
      try {
        if (values[bound].length > 40) throw new OptionProblem("too long");
        filter[bound] = parseBound(bound, values[bound], timeZone);
      } catch {
        errors[bound] = "Enter a day as YYYY-MM-DD, e.g. 2026-11-01.";
        values[bound] = values[bound].slice(0, 40);
      }
    }
    if (filter.since && filter.until && filter.since >= filter.until)
      errors.until = "Choose a day on or after the first.";
    for (const [name, key] of [
      ["campaign", "campaign"],
      ["source", "source"],
      ["medium", "medium"],
    ] as const) {
      const problem = textProblem(values[name]);
      if (problem) errors[name] = problem;
      else if (values[name]) filter[key] = values[name] === "(none)" ? null : values[name];
    }
    const query = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== "")).toString();
    return { values, errors, filter, query, valid: Object.keys(errors).length === 0 };
  }

  async function listPage(c: Context, member: Member, source: Record<string, string | undefined>, text = "") {
    const { values, errors, filter, query: filterQuery, valid } = readFilters(source);
    const textError = textProblem(text);
    const query: LeadQuery = {
      ...(valid ? filter : {}),
      limit: LEADS_PER_PAGE,
      after: cursorFrom(source.after),
      before: cursorFrom(source.before),
      oldest: source.oldest === "1",
      ...(text && !textError ? { text } : {}),
    };
    const result = valid && !textError ? await store.leadPage(query) : { leads: [] };
    const problemText = !valid ? "Check the filters: the list below shows no leads until they are right." : textError;
    // The outcome of a search or a filter is said by the page's title, which a screen reader reads as the page loads
    // (issue 54): how many, "or more" when the list goes on past this page.
    const found = `${result.leads.length}${"older" in result && result.older !== undefined ? " or more" : ""}`;
    const title = problemText
      ? "Leads"
      : text
        ? `Leads: ${found} found for “${text}”`
        : filterQuery
          ? `Leads: ${found} ${found === "1" ? "matches" : "match"} the filters`
          : "Leads";
    return send(
      c,
      {
        title,
        viewer: member,
        section: "/team/leads",
        notice: problemText ? { kind: "error", text: problemText } : undefined,
        body: leadList({ page: result, values, errors, filterQuery, text, textError, csrf: member.csrf, timeZone }),
      },
      problemText ? 400 : 200,
    );
  }

  app.get(`${TEAM_PATH}/leads`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    return listPage(c, member, c.req.query());
  });

  app.post(`${TEAM_PATH}/leads/search`, async (c) => {
    const form = await formOf(c);
    const member = await signedIn(c, form);
    if (member instanceof Response) return member;
    return listPage(c, member, form, (form.q ?? "").trim());
  });

  for (const format of ["csv", "json"] as const satisfies ExportFormat[]) {
    app.get(`${TEAM_PATH}/leads/export.${format}`, async (c) => {
      const member = await signedIn(c);
      if (member instanceof Response) return member;
      const { filter, valid, query } = readFilters(c.req.query());
      if (!valid) return problem(c, 400, "Check the filters on the leads page, then download again.", member);
      if (exportsRunning.has(member.id) || exportsRunning.size >= EXPORTS_AT_ONCE) {
        c.header("Retry-After", "30");
        return problem(c, 429, messages.exportBusy, member);
      }
      exportsRunning.add(member.id);
      await audit(member, "export", `${format.toUpperCase()}${query ? `, filters: ${query}` : ", every lead"}`);
      return exportResponse(store, filter, format, now(), () => exportsRunning.delete(member.id));
    });
  }

  app.get(`${TEAM_PATH}/leads/:id`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    const id = c.req.param("id");
    const lead = UUID.test(id) ? await store.get(id) : undefined;
    if (!lead) return problem(c, 404, "There is no such lead: it may have been erased.", member);
    const fates = await store.notificationsOf(id);
    const notice = c.req.query("retried")
      ? { kind: "status" as const, text: "Queued: the notifications are being sent again." }
      : undefined;
    return send(c, {
      title: `Lead: ${showDirectionControls(lead.name)}`,
      viewer: member,
      section: "/team/leads",
      notice,
      body: leadDetail(lead, fates, member.csrf, timeZone),
    });
  });

  app.post(`${TEAM_PATH}/leads/:id/retry`, async (c) => {
    const member = await signedIn(c, await formOf(c));
    if (member instanceof Response) return member;
    const id = c.req.param("id");
    if (!UUID.test(id)) return problem(c, 404, "There is no such lead.", member);
    const queued = await store.retryFailed(id);
    if (queued > 0) {
      options.wakeOutbox();
      await audit(member, "retry", `lead ${id}, ${queued} ${queued === 1 ? "notification" : "notifications"}`);
    }
    return c.redirect(`${TEAM_PATH}/leads/${id}?retried=1`, 303);
  });

  // --- Charts ---------------------------------------------------------------------------------------------------

  app.get(`${TEAM_PATH}/charts`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    const at = now();
    const weeks = weeksUpTo(at, timeZone);
    const [byForm, byCampaign] = await Promise.all([weekly.byForm(weeks, at), weekly.byCampaign(weeks, at)]);
    return send(c, {
      title: "Leads per week",
      viewer: member,
      section: "/team/charts",
      body: html`<p class="max-w-3xl">
          The last 26 weeks, Monday to Sunday (${timeZone}). The same figures as
          <code>npm run leads -- report --by form</code> (or <code>--by campaign</code>) for each week.
        </p>
        ${weeklyChart("by-form", "Leads per week, by form", byForm)}
        ${weeklyChart("by-campaign", "Leads per week, by campaign", byCampaign)}`,
    });
  });

  // --- Quotes ---------------------------------------------------------------------------------------------------

  /** A recorded quote's day, as the renderer takes it (midday UTC: the same day in every zone it is dated by). */
  const issuedDay = (quote: IssuedQuote) => new Date(`${quote.issuedOn}T12:00:00Z`);
  /** Whether today's prices quote the recorded state on its day as it was quoted (no PDF is made to tell). */
  const quotedAlike = (quote: IssuedQuote) => {
    const again = options.priceQuote(new URLSearchParams(quote.query), issuedDay(quote));
    return again.number === quote.number && again.total === quote.total;
  };

  app.get(`${TEAM_PATH}/quotes`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    const typed = (c.req.query("number") ?? "").trim().toUpperCase();
    let error: string | undefined;
    let found: Awaited<ReturnType<LeadRepository["quotesNumbered"]>> = [];
    const pricesChanged = new Set<string>();
    if (typed && !QUOTE_NUMBER.test(typed))
      error = "A quote number looks like Q-20261126-3FA2C1: Q, the day, six letters or digits.";
    else if (typed) {
      found = await store.quotesNumbered(typed);
      if (found.length === 0) error = "No quote with this number was issued in the last 400 days.";
      for (const quote of found) if (!quotedAlike(quote)) pricesChanged.add(quote.query);
    }
    return send(
      c,
      {
        title: "Quotes",
        viewer: member,
        section: "/team/quotes",
        notice: error ? { kind: "error", text: error } : undefined,
        body: quoteLookup({ number: typed, error, found, pricesChanged }),
      },
      error && typed ? (found.length === 0 && QUOTE_NUMBER.test(typed) ? 404 : 400) : 200,
    );
  });

  app.get(`${TEAM_PATH}/quotes/:file{Q-\\d{8}-[0-9A-F]{6}\\.pdf}`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    const number = c.req.param("file").replace(/\.pdf$/, "");
    const query = new URL(c.req.url).search.slice(1);
    const record = (await store.quotesNumbered(number)).find((quote) => quote.query === query);
    if (!record) return problem(c, 404, "No quote with this number and these choices was issued.", member);
    if (!quotedAlike(record))
      return problem(
        c,
        409,
        "Prices have changed since this quote was issued, so its PDF cannot be made again.",
        member,
      );
    const quote = await options.renderQuote(new URLSearchParams(query), issuedDay(record));
    return c.body(new Uint8Array(quote.bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${number}.pdf"`,
    });
  });

  // --- Spam -----------------------------------------------------------------------------------------------------

  app.get(`${TEAM_PATH}/spam`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    const entries = await store.spamPage(LEADS_PER_PAGE + 1, cursorFrom(c.req.query("after")));
    const shown = entries.slice(0, LEADS_PER_PAGE);
    const last = shown.at(-1);
    const notice = c.req.query("restored")
      ? { kind: "status" as const, text: "Restored: it is a lead now, and the team is being notified." }
      : undefined;
    return send(c, {
      title: "Spam kept aside",
      viewer: member,
      section: "/team/spam",
      notice,
      body: spamList(
        shown,
        member.csrf,
        timeZone,
        entries.length > LEADS_PER_PAGE && last ? cursorText(last) : undefined,
      ),
    });
  });

  app.post(`${TEAM_PATH}/spam/:id/restore`, async (c) => {
    const member = await signedIn(c, await formOf(c));
    if (member instanceof Response) return member;
    const id = c.req.param("id");
    const lead = UUID.test(id) ? await store.restoreSpam(id, options.channels) : undefined;
    if (!lead)
      return problem(c, 404, "That submission is no longer kept aside: it was restored or has expired.", member);
    options.wakeOutbox();
    weekly.forget();
    await audit(member, "restore", `now lead ${lead.id}`);
    return c.redirect(`${TEAM_PATH}/spam?restored=1`, 303);
  });

  // --- Erasure --------------------------------------------------------------------------------------------------

  const erasurePage = (c: Context, member: Member, body: Html, status = 200, notice?: PageOptions["notice"]) =>
    send(c, { title: "Erase a person's data", viewer: member, section: "/team/erase", notice, body }, status);

  app.get(`${TEAM_PATH}/erase`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    const done = c.req.query("erased");
    const notice = done ? { kind: "status" as const, text: `Erased: ${done}.` } : undefined;
    return erasurePage(c, member, erasureForm(member.csrf), 200, notice);
  });

  app.post(`${TEAM_PATH}/erase`, async (c) => {
    const form = await formOf(c);
    const member = await signedIn(c, form);
    if (member instanceof Response) return member;
    const email = emailAddress(form.email);
    if (!email)
      return erasurePage(
        c,
        member,
        erasureForm(member.csrf, (form.email ?? "").slice(0, 254), messages.badEmail),
        400,
        {
          kind: "error",
          text: "Check the e-mail address.",
        },
      );
    const counts = await store.erasureCounts(email);
    return erasurePage(c, member, erasureConfirm(member.csrf, email, counts));
  });

  app.post(`${TEAM_PATH}/erase/confirm`, async (c) => {
    const form = await formOf(c);
    const member = await signedIn(c, form);
    if (member instanceof Response) return member;
    const email = emailAddress(form.email);
    if (!email) return problem(c, 400, "Check the e-mail address.", member);
    const { leads, spam } = await store.erase(email);
    weekly.forget();
    const summary = `${leads} ${leads === 1 ? "lead" : "leads"}, ${spam} kept aside`;
    await audit(member, "erase", summary);
    return c.redirect(`${TEAM_PATH}/erase?erased=${encodeURIComponent(summary)}`, 303);
  });

  // --- Members --------------------------------------------------------------------------------------------------

  async function membersPage(
    c: Context,
    member: Member,
    extra: { inviteError?: string; inviteEmail?: string; inviteRoleError?: string; shownLink?: string } = {},
    status = 200,
    notice?: PageOptions["notice"],
  ) {
    const members = await memberRows();
    return send(
      c,
      {
        title: "Members",
        viewer: member,
        section: "/team/members",
        notice,
        body: memberList({ members, viewer: member, csrf: member.csrf, passkeyScript: true, ...extra }),
      },
      status,
    );
  }

  async function memberRows(): Promise<MemberRow[]> {
    const ctx = await auth.$context;
    const users = (await ctx.adapter.findMany({
      model: "user",
      limit: 500,
      sortBy: { field: "email", direction: "asc" },
    })) as {
      id: string;
      email: string;
      role?: string;
    }[];
    const passkeys = (await ctx.adapter.findMany({ model: "passkey", limit: 5000 })) as { userId: string }[];
    return users.map((user) => ({
      id: user.id,
      email: user.email,
      role: roleOf(user.role),
      passkeys: passkeys.filter((key) => key.userId === user.id).length,
    }));
  }

  const membersSaid: Record<string, string> = {
    invited: "Invitation sent.",
    "sent-again": "They are already on the team (their role is unchanged): a new sign-in link is on its way.",
    removed: "Removed.",
    "role-changed": "Role changed: it applies from their next click.",
    passkey: "Passkey added.",
  };

  app.get(`${TEAM_PATH}/members`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    const said = membersSaid[c.req.query("done") ?? ""];
    return membersPage(c, member, {}, 200, said ? { kind: "status", text: said } : undefined);
  });

  app.post(`${TEAM_PATH}/members/invite`, async (c) => {
    const form = await formOf(c);
    const member = await signedIn(c, form);
    if (member instanceof Response) return member;
    const email = emailAddress(form.email)?.toLowerCase();
    const role = roleOf(form.role);
    if (!email || !role)
      return membersPage(
        c,
        member,
        {
          inviteError: email ? undefined : messages.badEmail,
          inviteRoleError: role ? undefined : messages.chooseRole,
          inviteEmail: (form.email ?? "").slice(0, 254),
        },
        400,
        { kind: "error", text: email ? messages.chooseRole : "Check the e-mail address." },
      );
    let invited: Invitation;
    try {
      invited = await invite(auth, email, role, options);
    } catch (error) {
      console.error(JSON.stringify({ level: "error", msg: "invitation not e-mailed", error: String(error) }));
      await audit(member, "invite", `${email} as ${ROLES[role].label} (their sign-in link could not be e-mailed)`);
      // Only a mail server that refused is the mail server's fault; anything else broke on our side.
      return membersPage(c, member, {}, 502, {
        kind: "error",
        text: options.mailsLinks ? messages.mailFailed : messages.broke,
      });
    }
    if (invited.existing) {
      const had = invited.existing.role ? ROLES[invited.existing.role].label : "no role";
      await audit(member, "link-sent", `${email}, already on the team as ${had}: role unchanged`);
    } else await audit(member, "invite", `${email} as ${ROLES[role].label}`);
    const done = invited.existing ? "sent-again" : "invited";
    if (invited.link)
      return membersPage(c, member, { shownLink: invited.link }, 200, { kind: "status", text: membersSaid[done]! });
    return c.redirect(`${TEAM_PATH}/members?done=${done}`, 303);
  });

  /** The member an owner acts on, or the answer that says why not (themselves, or nobody). */
  async function otherMember(c: Context, member: Member, notYourself: string) {
    const id = c.req.param("id") ?? "";
    if (id === member.id) return problem(c, 400, notYourself, member);
    const ctx = await auth.$context;
    const user = (await ctx.internalAdapter.findUserById(id)) as { id: string; email: string; role?: string } | null;
    if (!user) return problem(c, 404, "There is no such member.", member);
    return user;
  }

  app.post(`${TEAM_PATH}/members/:id/remove`, async (c) => {
    const member = await signedIn(c, await formOf(c));
    if (member instanceof Response) return member;
    const user = await otherMember(c, member, "You cannot remove yourself; another owner can.");
    if (user instanceof Response) return user;
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteUserSessions(user.id);
    await ctx.internalAdapter.deleteUser(user.id);
    await audit(member, "remove-member", user.email);
    return c.redirect(`${TEAM_PATH}/members?done=removed`, 303);
  });

  app.post(`${TEAM_PATH}/members/:id/role`, async (c) => {
    const form = await formOf(c);
    const member = await signedIn(c, form);
    if (member instanceof Response) return member;
    const user = await otherMember(c, member, "You cannot change your own role; another owner can.");
    if (user instanceof Response) return user;
    const role = roleOf(form.role);
    if (!role) return problem(c, 400, messages.chooseRole, member);
    const had = roleOf(user.role);
    if (had === role) return c.redirect(`${TEAM_PATH}/members`, 303);
    const ctx = await auth.$context;
    await ctx.internalAdapter.updateUser(user.id, { role });
    await audit(member, "role-changed", `${user.email}: ${had ? ROLES[had].label : "no role"} to ${ROLES[role].label}`);
    return c.redirect(`${TEAM_PATH}/members?done=role-changed`, 303);
  });

  // --- Audit log ------------------------------------------------------------------------------------------------

  app.get(`${TEAM_PATH}/audit`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    const before = Number.parseInt(c.req.query("before") ?? "", 10);
    const entries = await store.auditLog(
      LEADS_PER_PAGE + 1,
      Number.isSafeInteger(before) && before > 0 ? before : undefined,
    );
    const shown = entries.slice(0, LEADS_PER_PAGE);
    return send(c, {
      title: "Audit log",
      viewer: member,
      section: "/team/audit",
      body: auditList(shown, timeZone, entries.length > LEADS_PER_PAGE ? shown.at(-1)!.id : undefined),
    });
  });

  // --- Assets and better-auth's endpoints -------------------------------------------------------------------------

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
  // The passkey ceremony's JSON calls; every other endpoint of better-auth stays unreachable from outside.
  app.on(["GET", "POST"], `${TEAM_PATH}/api/auth/passkey/*`, async (c) => {
    const client = clientKey(c, options.trustProxy);
    const wait = signInsByClient.take(client);
    if (wait > 0) {
      auditLimited(client, wait);
      return c.json({ message: messages.rateLimited }, 429, { "Retry-After": String(wait) });
    }
    const response = await auth.handler(c.req.raw);
    if (c.req.path.endsWith("/verify-authentication")) {
      if (response.ok) await auditSignIn(response.headers, "passkey");
      else await auditFailedSignIn("a passkey the server did not accept", "passkey");
    }
    if (c.req.path.endsWith("/verify-registration") && response.ok) {
      const member = await memberNow(c);
      if (member) await audit(member, "passkey-added");
    }
    return response;
  });

  mountTraffic(app, { signedIn, send, problem }, { counting: false, ...options.traffic, leads: store, timeZone, now });

  if (options.contentEditor)
    mountContentEditor(app, { signedIn, send, problem, audit }, options.contentEditor, timeZone);
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
    idle: async () => {
      while (linksUnderWay.size > 0) await Promise.allSettled([...linksUnderWay]);
    },
  };
}

/** Sends a member a sign-in link that ends on `next` (by default the first section their role opens); a spent or lapsed one on the sign-in page. */
function sendSignInLink(auth: TeamAuth, email: string, next = TEAM_PATH) {
  return auth.api.signInMagicLink({
    body: { email, callbackURL: next, errorCallbackURL: `${TEAM_PATH}/sign-in?error=link` },
    headers: new Headers(),
  });
}

/** What an invitation did: a new member, or a new link for one already on the team (whose role it leaves alone). */
export interface Invitation {
  existing?: { role: Role | undefined };
  /** Their sign-in link, to be shown once, when no mail server is set up to e-mail it. */
  link?: string;
}

/**
 * Invites a member: their record (nobody signs up), then a sign-in link, e-mailed, or returned to be shown once when
 * no mail server is set up. An address already on the team gets a new link, and keeps its role.
 */
export async function invite(
  auth: TeamAuth,
  email: string,
  role: Role,
  options: Pick<TeamWorkspaceOptions, "mailsLinks" | "unsentLinks">,
): Promise<Invitation> {
  const ctx = await auth.$context;
  const existing = (await ctx.internalAdapter.findUserByEmail(email))?.user as { role?: string } | undefined;
  if (!existing) {
    await ctx.internalAdapter.createUser(
      { email, name: email.split("@")[0]!, emailVerified: false, role },
      { method: "invitation" },
    );
  }
  await sendSignInLink(auth, email);
  const invitation: Invitation = existing ? { existing: { role: roleOf(existing.role) } } : {};
  if (options.mailsLinks) return invitation;
  invitation.link = options.unsentLinks.get(email);
  options.unsentLinks.delete(email);
  return invitation;
}
