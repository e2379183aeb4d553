import { existsSync } from "node:fs";
import path from "node:path";
import { siteConfig, siteSettings } from "#app/site.config.ts";
import { readStatus } from "#server/publish/status.ts";
import type { ReviewHost } from "#server/content-edit/review-hosts.ts";
import { isOrigin, notificationProblems, siteSettingProblems } from "./settings-check.ts";

const root = path.resolve(import.meta.dirname, "..", "..");

/**
 * The readers of the settings that are a number or a switch. Unset (or empty), a setting takes its default; set to
 * anything else than what it can be, it is one of `problems` (the server says them and does not start), never
 * quietly replaced by its default: `PORT=8O80` or `FORCE_HTTPS=true` would otherwise run a server that does not do
 * what its operator set.
 */
function settingReaders(env: NodeJS.ProcessEnv, problems: string[]) {
  return {
    /** A whole number from `min` (1 unless said) to `max`. */
    int(name: string, fallback: number, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}): number {
      const written = env[name]?.trim();
      if (!written) return fallback;
      const value = /^\d+$/.test(written) ? Number(written) : Number.NaN;
      if (Number.isSafeInteger(value) && value >= min && value <= max) return value;
      const range = max === Number.MAX_SAFE_INTEGER ? `of ${min} or more` : `from ${min} to ${max}`;
      problems.push(`${name} is "${written}": use a whole number ${range}, or leave it unset for ${fallback}.`);
      return fallback;
    },
    /** One of a few words, in any case; the first is the default, and `use` says them all. */
    choice<const W extends string>(name: string, words: readonly [W, ...W[]], use: string): W {
      const written = env[name]?.trim().toLowerCase();
      if (!written) return words[0];
      if ((words as readonly string[]).includes(written)) return written as W;
      problems.push(`${name} is "${written}": ${use}`);
      return words[0];
    },
    /** A switch: 1 (on) or 0 (off). */
    flag(name: string, fallback: boolean): boolean {
      const written = env[name]?.trim();
      if (!written) return fallback;
      if (written === "1" || written === "0") return written === "1";
      problems.push(`${name} is "${written}": use 1 (on) or 0 (off), or leave it unset (${fallback ? "on" : "off"}).`);
      return fallback;
    },
  };
}

/**
 * Node's flags for the server process (package.json's start and serve, the tests' servers). V8 lets the young
 * generation grow to 64 MB a half under a steady stream of renders (128 MB of RSS that is never given back); 8 MB a
 * half costs no measurable CPU (issue 43, docs/quality.md) and keeps the process's memory near what its caches hold.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"];

/**
 * What the process's resident memory may grow past idle and its two caches under a flood of renders (README,
 * "Sizing memory"): the JavaScript heap's working room and the native memory of rendering and compressing. A flood
 * of distinct quote PDFs on PostgreSQL grew 246, 261 and 263 MB over idle, its 6 MB of caches included (2026-12-07:
 * two runs of tests/e2e/flood.spec.ts and CI's), past the 256 MB stated before: this holds them with a margin.
 */
export const MEMORY_WORKING_ROOM_MB = 288;

/** Rendered pages kept in memory by default (RENDERED_PAGES_MAX_BYTES), all encodings counted. */
export const RENDERED_BYTES_KEPT = 16 * 1024 * 1024;
/** Quote PDFs kept in memory by default (QUOTES_MAX_BYTES): about 300 quotes of ~26 KB. */
export const QUOTE_BYTES_KEPT = 8 * 1024 * 1024;
/**
 * Fresh renders (a /pricing state or a quote not kept) one client may ask for in a minute by default
 * (RENDERS_PER_CLIENT_PER_MINUTE): a person opening links or using the calculator without JavaScript stays far
 * below it; past it they get the pre-rendered page, whose calculators read the URL once live (issue 43).
 */
export const RENDERS_PER_CLIENT_PER_MINUTE = 30;

/** A host name, with a port if any: what CANONICAL_HOST can be. */
const CANONICAL_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

function canonicalHost(env: NodeJS.ProcessEnv): string | undefined {
  const configured = env.CANONICAL_HOST?.trim();
  if (configured) return CANONICAL_HOST.test(configured) ? configured.toLowerCase() : undefined;
  try {
    return new URL(siteConfig.origin).host || undefined;
  } catch {
    return undefined;
  }
}

/**
 * TEAM_ORIGIN and CANONICAL_HOST as the server needs them: an origin members reach (sign-in links, passkeys) and a
 * host name to redirect to. Written otherwise, each was a stack trace at start, or quietly not used.
 */
function addressProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const team = env.TEAM_ORIGIN?.trim();
  if (team && !isOrigin(team))
    problems.push(
      `TEAM_ORIGIN is "${team}", which is not an address members can reach: write it as https://team.vendor.example (no path).`,
    );
  const canonical = env.CANONICAL_HOST?.trim();
  if (canonical && !CANONICAL_HOST.test(canonical))
    problems.push(
      `CANONICAL_HOST is "${canonical}", which is not a host name: write it as www.vendor.example (no https://, no path; a port after a colon).`,
    );
  return problems;
}

/**
 * Settings whose effect needs another that is not set: the server runs (a deployment may share one environment
 * among several tools), but says what it leaves unused, so an operator who meant it learns why nothing changed.
 */
function unusedSettings(env: NodeJS.ProcessEnv): string[] {
  const warnings: string[] = [];
  const mode = reviewMode(env);
  for (const [kind, token] of [
    ["github", "GITHUB_TOKEN"],
    ["gitlab", "GITLAB_TOKEN"],
  ] as const)
    if (env[token]?.trim() && mode !== kind)
      warnings.push(
        `${token} is set but CONTENT_REVIEW is ${mode}, so the editor's saves do not go to ${kind === "github" ? "GitHub pull requests" : "GitLab merge requests"}: set CONTENT_REVIEW=${kind} to review them there, or unset ${token}.`,
      );
  if (env.METRICS_HOST?.trim() && !env.METRICS_PORT?.trim())
    warnings.push("METRICS_HOST is set but METRICS_PORT is not, so no metrics port is opened: set METRICS_PORT too.");
  return warnings;
}

/** TEAM_ORIGIN, else SITE_ORIGIN when it is set, else this machine (a laptop's `npm start`). */
function teamOrigin(env: NodeJS.ProcessEnv): string {
  const configured = env.TEAM_ORIGIN?.trim() || env.SITE_ORIGIN?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return `http://localhost:${env.PORT?.trim() && env.PORT.trim() !== "0" ? env.PORT.trim() : "3000"}`;
}

/**
 * The build to serve: BUILD_DIR; else ./build (what `npm run build` writes) when it is there; else the release
 * `npm start` made live (issue 56: its supervisor builds each commit under data/releases/, not ./build, so
 * `npm run serve` right after `npm start` serves that build instead of stopping); else ./build, which then says it is
 * missing.
 */
export function buildDirOf(env: NodeJS.ProcessEnv = process.env, checkout = root): string {
  if (env.BUILD_DIR) return path.resolve(checkout, env.BUILD_DIR);
  const own = path.join(checkout, "build");
  if (existsSync(path.join(own, "server/index.js"))) return own;
  const dataDir = path.dirname(path.resolve(checkout, env.LEADS_DB_PATH ?? "data/leads.db"));
  const live = readStatus(dataDir)?.live;
  const release = live && /^[0-9a-f]{7,64}$/.test(live) ? path.join(dataDir, "releases", live, "build") : undefined;
  return release && existsSync(path.join(release, "server/index.js")) ? release : own;
}

/** Server settings from the environment (documented in the README). */
export function serverConfig(env = process.env) {
  const buildDir = buildDirOf(env);
  // The settings that cannot be what they say, in the operator's words (said at start by server/main.ts).
  const problems: string[] = [];
  const { int, flag, choice } = settingReaders(env, problems);
  problems.push(
    // The SITE_* values the pages are built with, read here too (the quote, the e-mails, the canonical host).
    ...siteSettingProblems(siteSettings()),
    ...addressProblems(env),
    ...notificationProblems({
      webhookUrl: env.LEADS_WEBHOOK_URL?.trim() || undefined,
      smtpUrl: env.SMTP_URL?.trim() || undefined,
      notifyTo: env.LEADS_NOTIFY_TO?.trim() || undefined,
      notifyFrom: env.LEADS_NOTIFY_FROM?.trim() || undefined,
    }),
  );
  return {
    problems,
    // Settings that are set and yet do nothing as the others stand: each said in one warning line at start.
    warnings: unusedSettings(env),
    // 0: any free port (the "listening" line names it), as the tests and measurements start their servers.
    port: int("PORT", 3000, { min: 0, max: 65_535 }),
    host: env.HOST ?? "0.0.0.0",
    // The build to serve (buildDirOf).
    buildDir,
    clientDir: path.join(buildDir, "client"),
    serverBuildFile: path.join(buildDir, "server/index.js"),
    dbPath: path.resolve(root, env.LEADS_DB_PATH ?? "data/leads.db"),
    // PostgreSQL instead of the embedded SQLite file: postgres://user:password@host:5432/database
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    accessKey: siteConfig.forms.accessKey,
    formEndpoint: siteConfig.forms.endpoint,
    rateLimitMax: int("RATE_LIMIT_MAX", 10),
    rateLimitWindowMs: int("RATE_LIMIT_WINDOW_MS", 60_000),
    // How many reverse proxies stand in front (their X-Forwarded-For entries are trusted, counted from the right).
    trustProxy: int("TRUST_PROXY", 0, { min: 0 }),
    // Behind a TLS proxy: answer plain-HTTP requests with a 308 to https (needs TRUST_PROXY for X-Forwarded-Proto).
    forceHttps: flag("FORCE_HTTPS", false),
    // Where that redirect goes: CANONICAL_HOST, else SITE_ORIGIN's host; never the request's Host header.
    canonicalHost: canonicalHost(env),
    // SIGTERM/SIGINT: requests in flight get this long to finish before the process exits anyway.
    shutdownTimeoutMs: int("SHUTDOWN_TIMEOUT_MS", 10_000),
    // Rendered /pricing pages kept in memory, in bytes (all encodings), least recently used out first.
    renderedBytesKept: int("RENDERED_PAGES_MAX_BYTES", RENDERED_BYTES_KEPT),
    // Quote PDFs kept in memory, in bytes, least recently used out first.
    quoteBytesKept: int("QUOTES_MAX_BYTES", QUOTE_BYTES_KEPT),
    // Fresh renders (pages and quotes not kept) one client may cause in a minute; the overall bound is one at a time.
    rendersPerClientPerMinute: int("RENDERS_PER_CLIENT_PER_MINUTE", RENDERS_PER_CLIENT_PER_MINUTE),
    // "1": every page is sent as pre-rendered, none rendered per request, and no server build is needed (the
    // measurements' scripts-stripped floor, scripts/measure/floor-server.ts).
    staticPagesOnly: flag("STATIC_PAGES_ONLY", false),
    // One JSON line per request on stdout (method, path, status, ms); "0" turns it off.
    requestLog: flag("REQUEST_LOG", true),
    // A request (headers and body) must arrive within this time: a client trickling a body is cut off.
    requestTimeoutMs: int("REQUEST_TIMEOUT_MS", 30_000),
    webhookUrl: env.LEADS_WEBHOOK_URL?.trim() || undefined,
    webhookTimeoutMs: int("LEADS_WEBHOOK_TIMEOUT_MS", 10_000),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    notifyTo: env.LEADS_NOTIFY_TO?.trim() || undefined,
    // With "1", a server whose SITE_* settings still hold example values refuses to start (else: one warning).
    refusePlaceholderSettings: flag("REFUSE_PLACEHOLDER_SETTINGS", false),
    // The sender: LEADS_NOTIFY_FROM, else no-reply at the site's own host (SITE_ORIGIN), never "localhost".
    notifyFrom:
      env.LEADS_NOTIFY_FROM?.trim() ||
      `${siteConfig.brandName} website <no-reply@${URL.parse(siteConfig.origin)?.hostname || "localhost"}>`,
    outboxPollMs: int("OUTBOX_POLL_MS", 1000),
    outboxBaseDelayMs: int("OUTBOX_BASE_DELAY_MS", 1000),
    outboxMaxDelayMs: int("OUTBOX_MAX_DELAY_MS", 5 * 60_000),
    // Deliveries in flight at once, and how long a claimed notification stays this process's (must outlast the
    // slowest delivery: the webhook timeout).
    // A submission that cannot commit within this time (another process holds the store's write lock) gets 503.
    storeDeadlineMs: int("STORE_DEADLINE_MS", 3000),
    outboxConcurrency: int("OUTBOX_CONCURRENCY", 32),
    outboxLeaseMs: int("OUTBOX_LEASE_MS", 60_000),
    // The team's workspace (/team): the address members reach this server at (sign-in links and passkeys are bound
    // to it), the secret its sessions are signed with, and the time zone its dates are read and shown in.
    teamOrigin: teamOrigin(env),
    teamAuthSecret: env.TEAM_AUTH_SECRET?.trim() || undefined,
    teamTimeZone: env.TEAM_TIME_ZONE?.trim() || "UTC",
    // Sign-in attempts one client (address) may make in 15 minutes.
    teamSignInsPerClient: int("TEAM_SIGN_INS_PER_CLIENT", 10),
    teamSessionMaxHours: int("TEAM_SESSION_MAX_HOURS", 24),
    // Visits counted on the server (issue 57): "off" turns counting off; the Traffic section still shows past counts.
    trafficCounting: choice(
      "TRAFFIC_COUNTING",
      ["on", "off"],
      "use on (the default: visits are counted, without cookies or personal data) or off.",
    ),
    trafficKeepDays: int("TRAFFIC_KEEP_DAYS", 400),
    trafficFlushSeconds: int("TRAFFIC_FLUSH_SECONDS", 5),
    // The operator's metrics (server/shared/metrics.ts): off unless one of these is set.
    metricsPort: env.METRICS_PORT?.trim() ? int("METRICS_PORT", 9464, { max: 65_535 }) : undefined,
    metricsHost: env.METRICS_HOST?.trim() || "127.0.0.1",
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    // The editor (/team/content): the git checkout it commits to (this one by default), and where saves go.
    contentRepo: path.resolve(root, env.CONTENT_REPO?.trim() || "."),
    contentReview: contentReview(env),
  };
}

/** CONTENT_REVIEW in any case ("local" when unset): one reading, for where the saves go and for what it leaves unused. */
const reviewMode = (env: NodeJS.ProcessEnv) => env.CONTENT_REVIEW?.trim().toLowerCase() || "local";

/**
 * Where the editor's saves go: a commit in CONTENT_REPO (CONTENT_REVIEW unset or "local"), or a branch and a
 * pull request on GitHub ("github": GITHUB_REPOSITORY owner/name, GITHUB_TOKEN, GITHUB_API_URL for GitHub
 * Enterprise) or a merge request on GitLab ("gitlab": GITLAB_PROJECT, GITLAB_TOKEN, GITLAB_URL), into
 * CONTENT_BASE_BRANCH (main). A setting that is incomplete is said in words at start, never ignored.
 */
function contentReview(env: NodeJS.ProcessEnv): { host?: ReviewHost; problem?: string } {
  const mode = reviewMode(env);
  const base = env.CONTENT_BASE_BRANCH?.trim() || "main";
  if (mode === "local") return {};
  if (mode === "github") {
    const [owner, repo, ...rest] = (env.GITHUB_REPOSITORY?.trim() ?? "").split("/");
    const token = env.GITHUB_TOKEN?.trim();
    if (!owner || !repo || rest.length > 0 || !token)
      return {
        problem:
          "CONTENT_REVIEW=github needs GITHUB_REPOSITORY (the repository as owner/name) and GITHUB_TOKEN (a token that may push branches and open pull requests).",
      };
    return { host: { kind: "github", owner, repo, base, token, apiUrl: env.GITHUB_API_URL?.trim() || undefined } };
  }
  if (mode === "gitlab") {
    const project = env.GITLAB_PROJECT?.trim();
    const token = env.GITLAB_TOKEN?.trim();
    if (!project || !token)
      return {
        problem:
          "CONTENT_REVIEW=gitlab needs GITLAB_PROJECT (the project's path, such as vendor/site, or its id) and GITLAB_TOKEN (a token with the api scope).",
      };
    return { host: { kind: "gitlab", project, base, token, host: env.GITLAB_URL?.trim() || undefined } };
  }
  return { problem: `CONTENT_REVIEW is "${mode}": use local (the default), github or gitlab.` };
}

export type ServerConfig = ReturnType<typeof serverConfig>;
