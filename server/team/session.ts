import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import type { TeamAuth } from "./auth.ts";
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
  const expected = Buffer.from(csrfToken(secret, sessionId));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The member signed in on this request (their session read from the store each time), or undefined. */
export async function memberOf(c: Context, auth: TeamAuth, secret: string): Promise<Member | undefined> {
  const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
  if (!session) return undefined;
  const user = session.user as typeof session.user & { role?: string };
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: roleOf(user.role),
    csrf: csrfToken(secret, session.session.id),
  };
}
