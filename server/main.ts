// First: the settings of `.env`, before any module reads them.
import "#server/shared/dotenv.ts";
// First: React and the libraries read NODE_ENV when they load.
import "#server/shared/production-env.ts";
import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { createApp } from "#server/site/app.ts";
import { renderedPaths } from "#server/site/rendered-pages.ts";
import { serverConfig } from "#server/shared/config.ts";
import { answerClientErrors, requestTimeouts } from "#server/site/early-answers.ts";
import { mountLeadApi } from "#server/leads/api.ts";
import { type Deliver, emailChannel, webhookChannel } from "#server/leads/channels.ts";
import { OutboxWorker } from "#server/leads/outbox.ts";
import { RateLimiter } from "#server/leads/rate-limit.ts";
import { type Channel, openLeadRepository } from "#server/leads/store.ts";
import { loadPageRenderer } from "#server/site/page-renderer.ts";
import { issuedQuote, renderQuotePdf } from "#server/site/quote-pdf.ts";
import { settleBy } from "#server/shared/deadline.ts";
import { loadTeamAssets } from "#server/team/assets.ts";
import { SECRET_MIN_LENGTH, openTeam, teamSettings } from "#server/team/setup.ts";
import { mountTeamWorkspace } from "#server/team/workspace.ts";
import { contentEditorSettings } from "#server/team/content-setup.ts";
import { loadStaticSite } from "#server/site/static-site.ts";
import { RenderGate } from "#server/site/render-gate.ts";
import { createMetrics, mountMetrics, serveMetrics } from "#server/shared/metrics.ts";
import { readStatus } from "#server/publish/status.ts";
import { CountingThread, sitePathsOf } from "#server/traffic/counting.ts";
import { openTrafficStore } from "#server/traffic/traffic-store.ts";
import path from "node:path";
import { siteSettings } from "#app/site.config.ts";
import { readBuiltSettings, settingsProblems } from "#server/shared/settings-check.ts";
import {
  buildProblem,
  databaseUrlProblem,
  listenProblem,
  missingBuildFiles,
  storeProblem,
} from "#server/shared/startup-problems.ts";

const config = serverConfig();

/** Stops the start with one sentence, never a stack trace (issue 44). */
function cannotStart(sentence: string): never {
  console.error(JSON.stringify({ level: "error", msg: `cannot start: ${sentence}` }));
  process.exit(1);
}

// A setting that cannot be what it says (a port that is no number, a switch set to "true"): each said, then no start.
if (config.problems.length > 0) cannotStart(config.problems.join(" "));
for (const warning of config.warnings) console.warn(JSON.stringify({ level: "warn", msg: warning }));

// A build that is missing, or was cut short, never starts half a site whose /healthz says ok.
const buildDir = path.dirname(config.clientDir);
const missing = missingBuildFiles(config);
if (missing.length > 0) cannotStart(buildProblem(missing, buildDir));
const urlProblem = config.databaseUrl && databaseUrlProblem(config.databaseUrl);
if (urlProblem) cannotStart(urlProblem);

// Placeholders never ship silently (issue 37), and the pages agree with the server (issue 44): example.com links, a
// 555 number, "Example Street", or pages built with other SITE_* values than the server reads, are named in one
// warning each, or, with REFUSE_PLACEHOLDER_SETTINGS=1 (a production deployment's setting), stop the start.
for (const { settings, problem } of settingsProblems(
  readBuiltSettings(path.dirname(config.serverBuildFile)),
  siteSettings(),
)) {
  if (config.refusePlaceholderSettings) {
    console.error(JSON.stringify({ level: "error", msg: `refusing to start: ${problem}`, settings }));
    process.exit(1);
  }
  console.warn(JSON.stringify({ level: "warn", msg: problem, settings }));
}

const site = loadStaticSite(config.clientDir);
const renderPage = config.staticPagesOnly
  ? undefined
  : await loadPageRenderer(config.serverBuildFile).catch((error: unknown) =>
      cannotStart(
        `The server build (${path.relative(buildDir, config.serverBuildFile)} in ${buildDir}) could not be loaded (${String(error).split("\n")[0]}): run npm run build again in this checkout, after npm ci.`,
      ),
    );
// One bound on fresh renders for the whole process: pages, quotes, and forms' pages sent back with their errors.
const renderGate = new RenderGate({ perClientPerMinute: config.rendersPerClientPerMinute });
const gatedRenderPage: typeof renderPage =
  renderPage && ((url, problem, day) => renderGate.run(() => renderPage(url, problem, day)));
const store = await openLeadRepository({
  databaseUrl: config.databaseUrl,
  dbPath: config.dbPath,
  // A database that stops answering costs a submission no more than its deadline (then 503), and the pool's
  // connections give up soon after, so the instance recovers by itself once the database is back.
  timeouts: { connectMs: config.storeDeadlineMs, queryMs: Math.max(config.storeDeadlineMs, 5000) },
}).catch((error: unknown) => cannotStart(storeProblem(error, config)));
let draining = false;
let workspace: ReturnType<typeof mountTeamWorkspace> | undefined;

// The team's workspace (issue 45), on the same store.
if (config.teamAuthSecret && config.teamAuthSecret.length < SECRET_MIN_LENGTH)
  cannotStart(
    `TEAM_AUTH_SECRET is too short: use ${SECRET_MIN_LENGTH} or more random characters (openssl rand -base64 32).`,
  );
try {
  new Intl.DateTimeFormat("en-US", { timeZone: config.teamTimeZone });
} catch {
  cannotStart(
    `TEAM_TIME_ZONE "${config.teamTimeZone}" is not a time zone: use a name such as UTC or America/New_York.`,
  );
}
if (config.databaseUrl && !config.teamAuthSecret)
  console.warn(
    JSON.stringify({
      level: "warn",
      msg: "TEAM_AUTH_SECRET is not set: each instance signs the workspace's sessions with its own secret, so a member signed in on one is not on another",
    }),
  );
const team = openTeam(teamSettings(config));

// Visits counted on the server (issue 57), into the lead store's database; its Traffic section reads them.
const trafficStore = openTrafficStore({ databaseUrl: config.databaseUrl, dbPath: config.dbPath });
const counting =
  config.trafficCounting === "on"
    ? new CountingThread(
        {
          paths: sitePathsOf(site, [config.canonicalHost, new URL(config.teamOrigin).host]),
          trustProxy: config.trustProxy,
          timeZone: config.teamTimeZone,
          keepDays: config.trafficKeepDays,
          flushSeconds: config.trafficFlushSeconds,
          databaseUrl: config.databaseUrl,
          dbPath: config.dbPath,
        },
        (level, message) => console.warn(JSON.stringify({ level, msg: message })),
      )
    : undefined;
if (config.contentReview.problem) cannotStart(config.contentReview.problem);
const contentEditor = contentEditorSettings(config);

const deliverers: Partial<Record<Channel, Deliver>> = {};
if (config.webhookUrl) deliverers.webhook = webhookChannel(config.webhookUrl, config.webhookTimeoutMs);
if (config.smtpUrl && config.notifyTo) {
  deliverers.email = emailChannel({
    smtpUrl: config.smtpUrl,
    to: config.notifyTo,
    from: config.notifyFrom,
    workspaceOrigin: config.teamOrigin,
  });
}
const outbox = new OutboxWorker({
  repository: store,
  channels: deliverers,
  pollMs: config.outboxPollMs,
  baseDelayMs: config.outboxBaseDelayMs,
  maxDelayMs: config.outboxMaxDelayMs,
  concurrency: config.outboxConcurrency,
  leaseMs: config.outboxLeaseMs,
});

// The operator's metrics (issue 56): made only when they are asked for (METRICS_PORT or METRICS_TOKEN).
const metrics =
  config.metricsPort !== undefined || config.metricsToken
    ? createMetrics({
        renders: () => ({ waiting: renderGate.waiting, refused: renderGate.refused }),
        storeHealth: () => store.health(),
        publishState: () => readStatus(path.dirname(config.dbPath))?.state,
        counting: counting && (() => counting.state),
      })
    : undefined;
// A lead's write, timed for the metrics (the API sees the same store otherwise).
const apiStore = metrics
  ? new Proxy(store, {
      get: (target, name, receiver) =>
        name === "insert"
          ? (...args: Parameters<typeof store.insert>) => metrics.timeStoreWrite(() => target.insert(...args))
          : Reflect.get(target, name, receiver),
    })
  : store;

const app = createApp({
  site,
  onAnswered: metrics && ((at, status, seconds) => metrics.observeRequest(at, status, seconds)),
  formEndpoint: config.formEndpoint,
  forceHttps: config.forceHttps,
  canonicalHost: config.canonicalHost,
  trustProxy: config.trustProxy,
  renderPage,
  logRequests: config.requestLog,
  countVisit: counting?.countVisit,
  renderedBytesKept: config.renderedBytesKept,
  quoteBytesKept: config.quoteBytesKept,
  renderGate,
  storeHealth: () => store.health(),
  isDraining: () => draining,
  redeemReceipt: (token, form) => store.redeemReceipt(token, form),
  recordQuote: (quote) => settleBy(store.recordQuote(quote), 1000, "the lead store"),
  mount: (api) => {
    if (metrics && config.metricsToken) mountMetrics(api, metrics, config.metricsToken);
    workspace = mountTeamWorkspace(api, {
      store,
      auth: team.auth,
      secret: team.secret,
      timeZone: config.teamTimeZone,
      channels: Object.keys(deliverers) as Channel[],
      wakeOutbox: () => outbox.wake(),
      mailsLinks: team.mailsLinks,
      unsentLinks: team.unsentLinks,
      assets: loadTeamAssets(path.dirname(config.serverBuildFile)),
      renderQuote: (params, date) => renderGate.run(() => renderQuotePdf(params, date)),
      priceQuote: issuedQuote,
      trustProxy: config.trustProxy,
      canonicalHost: config.canonicalHost,
      signInsPerClient: config.teamSignInsPerClient,
      sessionMaxSeconds: config.teamSessionMaxHours * 60 * 60,
      onSignInFailed: metrics && ((reason) => metrics.signInFailed(reason)),
      traffic: { counts: trafficStore, counting: counting !== undefined },
      contentEditor,
    });
    mountLeadApi(api, {
      store: apiStore,
      accessKey: config.accessKey,
      limiter: new RateLimiter(config.rateLimitMax, config.rateLimitWindowMs),
      channels: Object.keys(deliverers) as Channel[],
      onStored: () => outbox.wake(),
      trustProxy: config.trustProxy,
      insertDeadlineMs: config.storeDeadlineMs,
      renderPage: gatedRenderPage,
      canonicalHost: config.canonicalHost,
    });
  },
});

outbox.start();
const server = serve(
  {
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    serverOptions: requestTimeouts(config.requestTimeoutMs),
  },
  (info) => {
    console.log(
      JSON.stringify({
        level: "info",
        msg: "listening",
        url: `http://localhost:${info.port}`,
        mode: process.env.NODE_ENV,
        build: config.buildDir,
        // Never the DATABASE_URL itself: it may carry a password.
        leadStore: store.kind === "postgres" ? "postgres (DATABASE_URL)" : config.dbPath,
        notifications: Object.keys(deliverers),
      }),
    );
  },
);
answerClientErrors(server as Server);
server.once("error", (error) => cannotStart(listenProblem(error, config)));
const metricsServer =
  metrics && config.metricsPort !== undefined
    ? serveMetrics(metrics, config.metricsPort, config.metricsHost)
    : undefined;
metricsServer?.once("error", (error: NodeJS.ErrnoException) =>
  cannotStart(
    `The metrics port (METRICS_PORT=${config.metricsPort} on ${config.metricsHost}) cannot be used (${error.code ?? error.message}): choose a free one, or unset METRICS_PORT.`,
  ),
);
// The pages rendered per request, rendered and compressed at their best before the first visitor asks for them:
// each asked for twice, as a page asked for again is the one worth brotli's best (rendered-pages.ts).
for (const path of renderedPaths.keys()) {
  Promise.resolve(app.request(path))
    .then(() => app.request(path))
    .catch((error: unknown) =>
      console.error(JSON.stringify({ level: "error", msg: "warm-up render failed", path, error: String(error) })),
    );
}

/**
 * SIGTERM / SIGINT (a rolling deploy, a container platform, Ctrl-C): drain, then exit 0.
 * - /healthz answers 503 "stopping" at once, so the load balancer stops sending;
 * - no new connections; each open one closes after its next answer (Connection: close), idle ones at once;
 * - requests in flight finish, and their clients get their answers: a lead is never stored unanswered;
 * - the outbox records the batch it is sending and gives up its other claims, so other instances take them;
 * - exit 0 within SHUTDOWN_TIMEOUT_MS, closing what is still open at that point.
 */
async function shutdown(signal: string, { handover = false } = {}) {
  if (draining) return;
  draining = true;
  const started = Date.now();
  const deadline = started + config.shutdownTimeoutMs;
  console.log(JSON.stringify({ level: "info", msg: "draining", signal }));
  // Whatever happens below, the process is gone by the deadline.
  setTimeout(() => {
    console.error(JSON.stringify({ level: "warn", msg: "drain timed out; exiting" }));
    process.exit(0);
  }, config.shutdownTimeoutMs).unref();

  // A handover (the supervisor switching to a new release, issue 46) leaves idle keep-alive connections open until
  // their advertised timeout: a client that reuses one meanwhile is answered here, with Connection: close, instead of
  // finding it reset under its request. Only new connections go to the new server.
  if (handover && "closeIdleConnections" in server) server.closeIdleConnections = () => {};
  const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
  metricsServer?.close();
  const idleSweep = setInterval(
    () => !handover && "closeIdleConnections" in server && server.closeIdleConnections(),
    50,
  );
  const outboxStopped = outbox.stop();
  // Sign-in links asked for just before the signal are stored and sent before the store closes.
  const linksSent = workspace?.idle() ?? Promise.resolve();
  // The last half second is for closing the store.
  const drainBudget = new Promise<"late">((resolve) =>
    setTimeout(() => resolve("late"), Math.max(0, deadline - Date.now() - 500)).unref(),
  );
  const drained = await Promise.race([
    Promise.all([httpClosed, outboxStopped, linksSent]).then(() => "drained"),
    drainBudget,
  ]);
  clearInterval(idleSweep);
  if (drained === "late") {
    console.error(JSON.stringify({ level: "warn", msg: "requests still open at the drain deadline; closing them" }));
    if ("closeAllConnections" in server) server.closeAllConnections();
  }
  // The last interval's counts go to the store before it closes.
  await Promise.race([counting?.flush(), new Promise((resolve) => setTimeout(resolve, 300).unref())]);
  void counting?.close();
  await Promise.race([
    Promise.all([store.close().catch(() => {}), team.close().catch(() => {}), trafficStore.close().catch(() => {})]),
    new Promise((resolve) => setTimeout(resolve, 400).unref()),
  ]);
  console.log(JSON.stringify({ level: "info", msg: "stopped", signal, ms: Date.now() - started }));
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
// Run by the supervisor (npm start): it asks for a handover when a new release listens.
process.on("message", (message: { type?: string }) => {
  if (message?.type === "handover") void shutdown("handover", { handover: true });
});
process.on("SIGINT", () => void shutdown("SIGINT"));
