// First: React and the libraries read NODE_ENV when they load.
import "./production-env.ts";
import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { createApp, renderedPaths } from "./app.ts";
import { serverConfig } from "./config.ts";
import { answerClientErrors, requestTimeouts } from "./early-answers.ts";
import { mountLeadApi } from "#server/leads/api.ts";
import { type Deliver, emailChannel, webhookChannel } from "#server/leads/channels.ts";
import { OutboxWorker } from "#server/leads/outbox.ts";
import { RateLimiter } from "#server/leads/rate-limit.ts";
import { type Channel, openLeadRepository } from "#server/leads/store.ts";
import { loadPageRenderer } from "./page-renderer.ts";
import { loadStaticSite } from "./static-site.ts";
import { settingsAtExampleValues } from "#app/site.config.ts";

const config = serverConfig();

// Placeholders never ship silently (issue 37): example.com links, a 555 number, "Example Street" are named in one
// warning, or, with REFUSE_PLACEHOLDER_SETTINGS=1 (a production deployment's setting), stop the start.
const atExampleValues = settingsAtExampleValues();
if (atExampleValues.length > 0) {
  const report = {
    msg: "site settings still at example values",
    settings: atExampleValues,
    advice:
      "set each to the vendor's real value (README, Configuration) and build again; REFUSE_PLACEHOLDER_SETTINGS=1 makes the server refuse to start instead",
  };
  if (config.refusePlaceholderSettings) {
    console.error(JSON.stringify({ level: "error", ...report, msg: `refusing to start: ${report.msg}` }));
    process.exit(1);
  }
  console.warn(JSON.stringify({ level: "warn", ...report }));
}

const site = loadStaticSite(config.clientDir);
const renderPage = await loadPageRenderer(config.serverBuildFile);
const store = await openLeadRepository({
  databaseUrl: config.databaseUrl,
  dbPath: config.dbPath,
  // A database that stops answering costs a submission no more than its deadline (then 503), and the pool's
  // connections give up soon after, so the instance recovers by itself once the database is back.
  timeouts: { connectMs: config.storeDeadlineMs, queryMs: Math.max(config.storeDeadlineMs, 5000) },
});
let draining = false;

const deliverers: Partial<Record<Channel, Deliver>> = {};
if (config.webhookUrl) deliverers.webhook = webhookChannel(config.webhookUrl, config.webhookTimeoutMs);
if (config.smtpUrl && config.notifyTo) {
  deliverers.email = emailChannel({ smtpUrl: config.smtpUrl, to: config.notifyTo, from: config.notifyFrom });
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

const app = createApp({
  site,
  formEndpoint: config.formEndpoint,
  forceHttps: config.forceHttps,
  canonicalHost: config.canonicalHost,
  trustProxy: config.trustProxy,
  renderPage,
  renderedBytesKept: config.renderedBytesKept,
  storeHealth: () => store.health(),
  isDraining: () => draining,
  redeemReceipt: (token, form) => store.redeemReceipt(token, form),
  mount: (api) =>
    mountLeadApi(api, {
      store,
      accessKey: config.accessKey,
      limiter: new RateLimiter(config.rateLimitMax, config.rateLimitWindowMs),
      channels: Object.keys(deliverers) as Channel[],
      onStored: () => outbox.wake(),
      trustProxy: config.trustProxy,
      insertDeadlineMs: config.storeDeadlineMs,
      renderPage,
      canonicalHost: config.canonicalHost,
    }),
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
        // Never the DATABASE_URL itself: it may carry a password.
        leadStore: store.kind === "postgres" ? "postgres (DATABASE_URL)" : config.dbPath,
        notifications: Object.keys(deliverers),
      }),
    );
  },
);
answerClientErrors(server as Server);
// The pages rendered per request, rendered and compressed at their best before the first visitor asks for them.
for (const path of renderedPaths.keys()) {
  Promise.resolve(app.request(path)).catch((error: unknown) =>
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
async function shutdown(signal: string) {
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

  const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idleSweep = setInterval(() => "closeIdleConnections" in server && server.closeIdleConnections(), 50);
  const outboxStopped = outbox.stop();
  // The last half second is for closing the store.
  const drainBudget = new Promise<"late">((resolve) =>
    setTimeout(() => resolve("late"), Math.max(0, deadline - Date.now() - 500)).unref(),
  );
  const drained = await Promise.race([Promise.all([httpClosed, outboxStopped]).then(() => "drained"), drainBudget]);
  clearInterval(idleSweep);
  if (drained === "late") {
    console.error(JSON.stringify({ level: "warn", msg: "requests still open at the drain deadline; closing them" }));
    if ("closeAllConnections" in server) server.closeAllConnections();
  }
  await Promise.race([store.close().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 400).unref())]);
  console.log(JSON.stringify({ level: "info", msg: "stopped", signal, ms: Date.now() - started }));
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
