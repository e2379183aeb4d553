/**
 * The workspace as the server and the `team` command open it: better-auth on the lead store's own database (the
 * SQLite file, or PostgreSQL with DATABASE_URL), the secret sessions are signed with, and how sign-in links leave.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import nodemailer from "nodemailer";
import { guardedPool } from "#server/shared/guarded-pool.ts";
import type { ServerConfig } from "#server/shared/config.ts";
import { createTeamAuth, SIGN_IN_LINK_SECONDS, type TeamAuth } from "./auth.ts";
import { WorkspaceDatabase } from "./sqlite-connection.ts";

export interface TeamSettings {
  databaseUrl?: string;
  dbPath: string;
  /** TEAM_AUTH_SECRET; without it, a secret made once and kept beside the SQLite file. */
  secret?: string;
  origin: string;
  secureCookies: boolean;
  smtpUrl?: string;
  from: string;
}

/** The workspace's settings from the server's (server/shared/config.ts). */
export function teamSettings(config: ServerConfig): TeamSettings {
  return {
    databaseUrl: config.databaseUrl,
    dbPath: config.dbPath,
    secret: config.teamAuthSecret,
    origin: config.teamOrigin,
    // Cookies for HTTPS only when the site is served over it (a laptop's http://localhost keeps working).
    secureCookies: config.forceHttps || config.teamOrigin.startsWith("https:"),
    smtpUrl: config.smtpUrl,
    from: config.notifyFrom,
  };
}

/** At least this long (characters of a random secret) to sign sessions with. */
export const SECRET_MIN_LENGTH = 32;

/** The secret sessions are signed with: the setting, or one made on first start and kept (owner-only) by the data. */
export function sessionSecret(settings: Pick<TeamSettings, "secret" | "dbPath">): string {
  if (settings.secret) return settings.secret;
  const file = path.join(path.dirname(settings.dbPath), "team-auth-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Several processes may start together on a new store: each writes a whole secret of its own aside, then links
    // it into place, which only the first can do (a link appears complete, never half written); all read the winner's.
    const mine = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(mine, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
    chmodSync(mine, 0o600);
    try {
      linkSync(mine, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      rmSync(mine, { force: true });
    }
  }
  return readFileSync(file, "utf8").trim();
}

export interface OpenedTeam {
  auth: TeamAuth;
  secret: string;
  /** Whether sign-in links go out by e-mail (SMTP_URL is set). */
  mailsLinks: boolean;
  /** Links that could not be e-mailed (no SMTP), by address: an invitation shows its own once. */
  unsentLinks: Map<string, string>;
  close(): Promise<void>;
}

/**
 * What the log says of a sign-in link that could not be e-mailed (no SMTP_URL). On a laptop (plain HTTP) the link
 * itself, for the person at the terminal; served over HTTPS, a deployment, never: a link in a log is a way in for
 * whoever reads the log (OWASP ASVS: no credential in a log), so it says what to set instead.
 */
export function unsentLinkLog(servedOverHttps: boolean, email: string, url: string): string {
  return JSON.stringify(
    servedOverHttps
      ? {
          level: "warn",
          msg: "a member asked for a sign-in link, and none was sent: set SMTP_URL so links are e-mailed (README, In production)",
        }
      : { level: "warn", msg: "no SMTP_URL: the sign-in link is not e-mailed", email, url },
  );
}

export function openTeam(settings: TeamSettings, { printLinks = true } = {}): OpenedTeam {
  const secret = sessionSecret(settings);
  const database = settings.databaseUrl
    ? guardedPool(settings.databaseUrl, "team workspace")
    : new WorkspaceDatabase(settings.dbPath, { timeout: 2000 });
  const unsentLinks = new Map<string, string>();
  const transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : undefined;
  // Said at start, not first at a member's failed sign-in: a deployment without a mail server sends no links.
  if (!transport && settings.secureCookies && printLinks)
    console.warn(
      JSON.stringify({
        level: "warn",
        msg: "SMTP_URL is not set: the workspace cannot e-mail sign-in links; members sign in with a passkey or an invitation's link, shown once to the owner who invites them (README, In production)",
      }),
    );
  const minutes = SIGN_IN_LINK_SECONDS / 60;
  const auth = createTeamAuth({
    database,
    origin: settings.origin,
    secret,
    secureCookies: settings.secureCookies,
    sendSignInLink: async (email, url) => {
      if (transport) {
        await transport.sendMail({
          from: settings.from,
          to: email,
          subject: "Your sign-in link for the team workspace",
          text: `Sign in to the team workspace:\n\n${url}\n\nThe link works once, within ${minutes} minutes. If you did not ask for it, ignore this e-mail.\n`,
        });
        return;
      }
      // No mail server: the link is kept for the invitation that asked for it (shown once to the owner), and on a
      // laptop said on the terminal of the person running the server, who is the one signing in.
      unsentLinks.set(email, url);
      if (unsentLinks.size > 100) unsentLinks.delete(unsentLinks.keys().next().value!);
      if (printLinks) console.warn(unsentLinkLog(settings.secureCookies, email, url));
    },
  });
  return {
    auth,
    secret,
    mailsLinks: Boolean(transport),
    unsentLinks,
    close: async () => {
      transport?.close();
      if (database instanceof DatabaseSync) database.close();
      else await database.end();
    },
  };
}
