import { betterAuth } from "better-auth";
import { magicLink } from "better-auth/plugins";
import { passkey } from "@better-auth/passkey";
import type { DatabaseSync } from "node:sqlite";
import type { Pool } from "pg";

/** Where the workspace lives: every page, form and the authentication endpoints are under it. */
export const TEAM_PATH = "/team";
/** better-auth's own endpoints (the passkey ceremony's JSON calls), under the workspace. */
export const AUTH_PATH = `${TEAM_PATH}/api/auth`;
/** How long an e-mailed sign-in link stays good (seconds). */
export const SIGN_IN_LINK_SECONDS = 15 * 60;
/** How long a session lasts without use, and how often its expiry moves on with use (seconds). */
export const SESSION_SECONDS = 8 * 60 * 60;
export const SESSION_REFRESH_SECONDS = 60 * 60;
/** How long a session lasts at most, however much it is used (TEAM_SESSION_MAX_HOURS): then its member signs in again. */
export const SESSION_MAX_SECONDS = 24 * 60 * 60;

export interface TeamAuthOptions {
  /** The store the leads are in: members and sessions live beside them. */
  database: DatabaseSync | Pool;
  /** The origin people reach the site at (SITE_ORIGIN, or http://localhost:PORT on a laptop). */
  origin: string;
  /** 32 bytes or more: signs the session cookie. */
  secret: string;
  /** Cookies marked Secure (the site is served over HTTPS). */
  secureCookies: boolean;
  /** Sends a sign-in link (the mailer, or a line on the terminal when no SMTP is set). */
  sendSignInLink: (email: string, url: string) => Promise<void>;
}

/**
 * The link a member follows: a page of ours that asks for a click before the one-time token is spent, carrying the
 * workspace page they were on their way to (better-auth's link names it as its callback).
 */
export function signInLinkUrl(origin: string, token: string, authLink?: string): string {
  const next = authLink ? new URL(authLink).searchParams.get("callbackURL") : null;
  const query = new URLSearchParams({ token, ...(next && isWorkspacePath(next) ? { next } : {}) });
  return `${origin}${TEAM_PATH}/sign-in/link?${query}`;
}

/** A place inside the workspace (never another site's address, nor a path that leaves /team). */
export const isWorkspacePath = (path: string) =>
  /^\/team(\/[\w./-]*)?(\?[\w=&%.-]*)?$/.test(path) && !path.includes("..") && !path.includes("//");

export function createTeamAuth(options: TeamAuthOptions) {
  const { hostname } = new URL(options.origin);
  return betterAuth({
    appName: "Team workspace",
    baseURL: options.origin,
    basePath: AUTH_PATH,
    secret: options.secret,
    database: options.database,
    telemetry: { enabled: false },
    trustedOrigins: [options.origin],
    // Members are invited; nobody signs up, and there are no passwords to steal.
    emailAndPassword: { enabled: false },
    user: {
      modelName: "team_member",
      additionalFields: {
        // One of roles.ts's; an invitation always says which, and a row without one may do nothing.
        role: { type: "string", required: true, defaultValue: "none", input: false },
      },
    },
    session: {
      modelName: "team_session",
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      // A session is read from the store on every request, so signing out everywhere takes effect at once.
      cookieCache: { enabled: false },
    },
    account: { modelName: "team_account" },
    verification: { modelName: "team_verification" },
    // Sign-in attempts are limited by the workspace's own limiter, which knows the client's real address behind the
    // trusted proxies (server/shared/client-address.ts); better-auth's reads X-Forwarded-For from anyone.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "team",
      useSecureCookies: options.secureCookies,
      // Lax, not Strict: a link to a lead in a notification opened from webmail (another site) arrives signed in.
      // Forged posts are refused by the origin check and the session's token (workspace.ts), and Lax sends no
      // cookie with another site's post anyway.
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: TEAM_PATH },
      ipAddress: { disableIpTracking: true },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_SECONDS,
        disableSignUp: true,
        storeToken: "hashed",
        sendMagicLink: async ({ email, token, url }) =>
          options.sendSignInLink(email, signInLinkUrl(options.origin, token, url)),
      }),
      passkey({
        rpID: hostname,
        rpName: "Team workspace",
        origin: options.origin,
        schema: { passkey: { modelName: "team_passkey" } },
      }),
    ],
  });
}

export type TeamAuth = ReturnType<typeof createTeamAuth>;
