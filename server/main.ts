import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { createApp } from "./app.ts";
import { serverConfig } from "./config.ts";
import { answerClientErrors, requestTimeouts } from "./early-answers.ts";
import { mountLeadApi } from "./leads/api.ts";
import { type Deliver, emailChannel, webhookChannel } from "./leads/channels.ts";
import { OutboxWorker } from "./leads/outbox.ts";
import { RateLimiter } from "./leads/rate-limit.ts";
import { type Channel, openLeadRepository } from "./leads/store.ts";
import { loadPageRenderer } from "./page-renderer.ts";
import { loadStaticSite } from "./static-site.ts";

const config = serverConfig();
const site = loadStaticSite(config.clientDir);
const renderPage = await loadPageRenderer(config.serverBuildFile);
const store = await openLeadRepository({ databaseUrl: config.databaseUrl, dbPath: config.dbPath });

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
  trustProxy: config.trustProxy,
  renderPage,
  storeHealth: () => store.health(),
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
        // Never the DATABASE_URL itself: it may carry a password.
        leadStore: store.kind === "postgres" ? "postgres (DATABASE_URL)" : config.dbPath,
        notifications: Object.keys(deliverers),
      }),
    );
  },
);
answerClientErrors(server as Server);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: "info", msg: "shutting down", signal }));
  // Stop accepting connections and let in-flight requests finish; force the exit after 10 s.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await outbox.stop();
    await store.close();
    process.exit(0);
  });
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
