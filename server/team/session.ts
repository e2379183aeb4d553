import { createHmac } from "node:crypto";
import { sameSecret } from "#server/shared/same-secret.ts";
import type { Context } from "hono";
import { SESSION_MAX_SECONDS, type TeamAuth } from "./auth.ts";
import { roleOf } from "./roles.ts";
import type { Viewer } from "./views/layout.ts";

/** The signed-in member of a request, with the anti-forgery token of their session. */
export interface Member extends Viewer {
  id: string;
  name: string;
}

/**
 * The anti-forgery token of a session: an HMAC of its id under the server's secret. Every form that changes
 * something carries it; a post without the session's own token is refused, whatever the browser sends.
 */
export function csrfToken(secret: string, sessionId: string): string {
  return createHmac("sha256", secret).update(`csrf:${sessionId}`).digest("base64url");
}

export function csrfMatches(secret: string, sessionId: string, sent: unknown): boolean {
  if (typeof sent !== "string") return false;
  return sameSecret(sent, csrfToken(secret, sessionId));
}

/**
 * The cookies a request's session renewal set (better-auth moves a session's expiry on with use, at most hourly, and
 * says so in a new cookie): the workspace adds them to whatever answer the request gets, so the cookie's lifetime
 * slides with the session's (issue 55: a member at work all day stays signed in).
 */
export const renewedCookies = new WeakMap<Request, string[]>();

/** The requests a member was signed in on: the workspace marks their browser as the team's (traffic/team-mark.ts). */
export const signedInRequests = new WeakSet<Request>();

/**
 * The member signed in on this request (their session read from the store each time), or undefined: also once the
 * session is older than `maxSeconds` however much it was used (ASVS 7.3.2), when it is ended for good.
 */
export async function memberOf(
  c: Context,
  auth: TeamAuth,
  secret: string,
  maxSeconds = SESSION_MAX_SECONDS,
): Promise<Member | undefined> {
  const answer = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true }).catch(() => null);
  const session = answer?.response;
  if (!session) return undefined;
  if (Date.now() - new Date(session.session.createdAt).getTime() > maxSeconds * 1000) {
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteSession(session.session.token).catch(() => {});
    return undefined;
  }
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) renewedCookies.set(c.req.raw, cookies);
  signedInRequests.add(c.req.raw);
  const user = session.user as typeof session.user & { role?: string };
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: roleOf(user.role),
    csrf: csrfToken(secret, session.session.id),
  };
}
