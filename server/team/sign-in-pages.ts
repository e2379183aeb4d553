/**
 * Signing in and out of the workspace: a link e-mailed to a member's address, or a passkey. Every attempt is bounded
 * per client and per address, answered the same for anyone (whether or not the address is a member's), and a failure
 * is an audit entry (ASVS 6.3.8, 16.3.1).
 */
import type { Context, Hono } from "hono";
import { clientKey } from "#server/leads/api.ts";
import { RateLimiter } from "#server/leads/rate-limit.ts";
import { type TeamAuth, TEAM_PATH } from "./auth.ts";
import { homeOf } from "./roles.ts";
import { sendSignInLink } from "./sign-in-links.ts";
import { confirmLink, linkSent, signInForm } from "./views/sign-in.ts";
import type { WorkspaceKit } from "./workspace-kit.ts";
import { emailAddress } from "#server/shared/email-address.ts";
import { messages, nextOf } from "./workspace-words.ts";

/** Sign-in links one client may ask for in 15 minutes, and one address may be sent. */
export const SIGN_IN_REQUESTS_PER_CLIENT = 10;
export const SIGN_IN_LINKS_PER_ADDRESS = 5;
/** …and in a day: a member's inbox is not flooded by someone who knows their address (issue 55). */
export const SIGN_IN_LINKS_PER_ADDRESS_PER_DAY = 20;

/** Who a failed sign-in is logged as: nobody is known until one succeeds. */
const SOMEONE = "someone signing in";

export interface SignInOptions {
  auth: TeamAuth;
  trustProxy: number;
  /** Sign-in attempts (links asked for, links and passkeys used) one client may make in 15 minutes. */
  signInsPerClient?: number;
  /** Told of each failed sign-in, by kind (the operator's metrics, server/shared/metrics.ts). */
  onSignInFailed?: (reason: "link" | "passkey" | "rate-limited") => void;
}

/** The sign-in pages, sign-out and the passkey ceremony's endpoints; `idle` resolves once the links asked for are sent. */
export function mountSignIn(app: Hono, kit: WorkspaceKit, options: SignInOptions) {
  const { send, problem, audit, memberNow, signedIn, formOf } = kit;
  const { auth } = options;
  const signInsByClient = new RateLimiter(options.signInsPerClient ?? SIGN_IN_REQUESTS_PER_CLIENT, 15 * 60_000);
  const linksByAddress = new RateLimiter(SIGN_IN_LINKS_PER_ADDRESS, 15 * 60_000, 10_000);
  const linksByAddressPerDay = new RateLimiter(SIGN_IN_LINKS_PER_ADDRESS_PER_DAY, 24 * 60 * 60_000, 10_000);
  // Links being stored and e-mailed after the answer was sent (the sign-in page answers before, for anyone).
  const linksUnderWay = new Set<Promise<void>>();

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

  return {
    /** Resolves once the sign-in links asked for so far are stored and sent (a drain, and the tests, wait for it). */
    idle: async () => {
      while (linksUnderWay.size > 0) await Promise.allSettled([...linksUnderWay]);
    },
  };
}
