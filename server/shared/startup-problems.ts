import { teamStylesFile } from "#server/team/assets.ts";
import { existsSync } from "node:fs";
import path from "node:path";
import { islandLoaderFile, islandScriptsFile } from "#server/site/islands.ts";
import { pageStylesFile } from "#server/site/page-styles.ts";

/**
 * What stops the server from starting, each in one sentence an operator acts on (issue 44): never a stack trace,
 * always a non-zero exit, and never a half-working site whose /healthz says ok.
 */

/** The files a complete build has; a build cut short or copied in part lacks some of them. */
export function missingBuildFiles(config: {
  clientDir: string;
  serverBuildFile: string;
  staticPagesOnly?: boolean;
}): string[] {
  const serverDir = path.dirname(config.serverBuildFile);
  const pages = [
    path.join(config.clientDir, "index.html"),
    path.join(config.clientDir, "404", "index.html"),
    path.join(config.clientDir, "pricing", "index.html"),
  ];
  const server = [
    config.serverBuildFile,
    islandScriptsFile(serverDir),
    islandLoaderFile(serverDir),
    pageStylesFile(serverDir),
    teamStylesFile(serverDir),
  ];
  return [...pages, ...(config.staticPagesOnly ? [] : server)].filter((file) => !existsSync(file));
}

export function buildProblem(missing: string[], buildDir: string): string {
  return `The build in ${buildDir} is missing or incomplete (${missing.map((file) => path.relative(buildDir, file)).join(", ")} not found): run npm run build, or let npm start build it.`;
}

const SCHEMES = new Set(["postgres:", "postgresql:"]);

/** A DATABASE_URL that cannot name a PostgreSQL database, said before any connection is tried. */
export function databaseUrlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "DATABASE_URL is not a URL: write it as postgres://user:password@host:5432/database (a password with @, :, / or # percent-encoded).";
  }
  if (!SCHEMES.has(parsed.protocol))
    return `DATABASE_URL starts with "${parsed.protocol}//", which is not PostgreSQL: write it as postgres://user:password@host:5432/database, or unset it to keep leads in the SQLite file at LEADS_DB_PATH.`;
  if (!parsed.hostname) return "DATABASE_URL names no host: write it as postgres://user:password@host:5432/database.";
  if (parsed.pathname.replace(/^\//, "") === "")
    return "DATABASE_URL names no database: end it with the database's name, as in postgres://user:password@host:5432/database.";
  return undefined;
}

/** The lead store could not be opened: PostgreSQL's or the file system's answer, in words. Never the URL itself. */
export function storeProblem(error: unknown, store: { databaseUrl?: string; dbPath: string }): string {
  const { code, message } = error as { code?: string; message?: string };
  if (store.databaseUrl) {
    const host = (() => {
      try {
        const url = new URL(store.databaseUrl!);
        return `${url.hostname}:${url.port || "5432"}`;
      } catch {
        return "its host";
      }
    })();
    const why: Record<string, string> = {
      ECONNREFUSED: `nothing accepts connections at ${host}: start PostgreSQL, or correct the host and port in DATABASE_URL`,
      ENOTFOUND: `the host in DATABASE_URL (${host}) does not resolve: correct it`,
      EAI_AGAIN: `the host in DATABASE_URL (${host}) could not be looked up: check DNS, or correct it`,
      ETIMEDOUT: `${host} did not answer in time: check that PostgreSQL runs there and a firewall lets this server in`,
      "28P01": "PostgreSQL refused the user name or password in DATABASE_URL: correct them",
      "28000": "PostgreSQL does not let this user in from this host (pg_hba.conf): allow it, or use another user",
      "3D000": "the database named in DATABASE_URL does not exist: create it (createdb), or correct the name",
      "42501":
        "the user in DATABASE_URL may not create the lead tables: grant it CREATE on the database, or run the first start as its owner",
    };
    const reason =
      (code && why[code]) ??
      (/timeout/i.test(message ?? "")
        ? `${host} did not answer in time: check that PostgreSQL runs there and a firewall lets this server in`
        : `PostgreSQL answered ${code ?? "with an error"}: check DATABASE_URL and the database's log`);
    return `The PostgreSQL lead store (DATABASE_URL) could not be opened: ${reason}.`;
  }
  const why: Record<string, string> = {
    EACCES: "this user may not write there",
    EPERM: "this user may not write there",
    EROFS: "the file system is read-only",
    ENOTDIR: "a part of the path is a file, not a folder",
    EEXIST: "a part of the path is a file, not a folder",
    EISDIR: "the path is a folder, not a file",
    ENOSPC: "the disk is full",
  };
  const reason =
    (code && why[code]) ?? (/readonly|read-only/i.test(message ?? "") ? "this user may not write there" : undefined);
  return `The lead store at ${store.dbPath} (LEADS_DB_PATH) could not be opened${reason ? `: ${reason}` : ""}. Set LEADS_DB_PATH to a file in a folder this user can write (README, "Keeping the leads").`;
}

/** The port could not be listened on. */
export function listenProblem(error: unknown, where: { host: string; port: number }): string {
  const { code } = error as { code?: string };
  if (code === "EADDRINUSE")
    return `Port ${where.port} on ${where.host} is already in use (another server, or this one started twice): stop the other, or set PORT to a free port.`;
  if (code === "EACCES")
    return `This user may not listen on port ${where.port}: use a port above 1023 (PORT) behind a proxy, or give the process the right to bind it.`;
  if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND")
    return `HOST ${where.host} is not an address of this machine: set HOST to one of its addresses, 127.0.0.1 or 0.0.0.0.`;
  return `The server could not listen on ${where.host}:${where.port} (${code ?? "unknown error"}): check HOST and PORT.`;
}
