/**
 * What an operator watches (issue 56), in Prometheus' text format through prom-client: requests by kind and status,
 * the render gate's queue and refusals, the outbox's backlog and give-ups, the time a lead takes to store, failed
 * sign-ins to the workspace, the publishing state, and whether visits are counted. Off by default; never public: on a
 * port of its own (METRICS_PORT, on 127.0.0.1 unless METRICS_HOST says otherwise) or at /metrics with METRICS_TOKEN as
 * a bearer token.
 * The README's "Metrics" section lists the alerts that matter. No label holds a path, an address or anything typed.
 */
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { Context } from "hono";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { StoreHealth } from "#server/leads/repository.ts";
import type { CountingState } from "#server/traffic/counting.ts";
import { sameSecret } from "./same-secret.ts";

/** What the metrics read when they are scraped. */
export interface MetricsSources {
  /** Renders waiting their turn, and those refused so far (a client over its budget, or the queue full). */
  renders: () => { waiting: number; refused: { client: number; busy: number } };
  storeHealth: () => Promise<StoreHealth>;
  /** The publishing state `npm start`'s supervisor last wrote (idle, building, switching, live, failed), if any. */
  publishState?: () => string | undefined;
  /** The visits' counting (none when TRAFFIC_COUNTING=off): whether it runs, and its batches added or kept. */
  counting?: () => CountingState;
}

/** The kind of a request, by its path: a label with a handful of values, never the path itself. */
export function requestKind(path: string): string {
  if (path === "/healthz") return "health";
  if (path === "/metrics") return "metrics";
  if (path.startsWith("/team")) return "team";
  if (path.startsWith("/api/")) return "api";
  if (/^\/(assets|islands|fonts|images|downloads)\//.test(path) || /\.[a-z0-9]{2,5}$/i.test(path)) return "file";
  return "page";
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5];

export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: "site_" });
  const requests = new Counter({
    name: "site_http_requests_total",
    help: "Requests answered, by kind (page, file, api, team, health) and status code",
    labelNames: ["kind", "status"],
    registers,
  });
  const requestSeconds = new Histogram({
    name: "site_http_request_duration_seconds",
    help: "Time to answer a request, by kind",
    labelNames: ["kind"],
    buckets: SECONDS,
    registers,
  });
  new Gauge({
    name: "site_render_queue",
    help: "Fresh renders (pages, quote PDFs) waiting their turn",
    registers,
    collect() {
      this.set(sources.renders().waiting);
    },
  });
  new Counter({
    name: "site_render_refusals_total",
    help: "Fresh renders refused: a client over its budget (client), or the queue full (busy)",
    labelNames: ["reason"],
    registers,
    collect() {
      const { refused } = sources.renders();
      this.reset();
      this.inc({ reason: "client" }, refused.client);
      this.inc({ reason: "busy" }, refused.busy);
    },
  });
  new Gauge({
    name: "site_outbox_notifications",
    help: "Notifications not yet delivered (pending) and those that gave up (failed: npm run leads -- retry)",
    labelNames: ["state"],
    registers,
    async collect() {
      const health = await sources.storeHealth();
      this.set({ state: "pending" }, health.pending ?? 0);
      this.set({ state: "failed" }, health.failed ?? 0);
    },
  });
  new Gauge({
    name: "site_store_up",
    help: "1 while the lead store answers, 0 when it does not",
    registers,
    async collect() {
      this.set((await sources.storeHealth()).ok ? 1 : 0);
    },
  });
  const storeSeconds = new Histogram({
    name: "site_store_write_seconds",
    help: "Time to store a lead, whether it was stored (ok) or refused (error: the visitor was told to try again)",
    labelNames: ["outcome"],
    buckets: SECONDS,
    registers,
  });
  const signInFailures = new Counter({
    name: "site_team_sign_in_failures_total",
    help: "Failed sign-ins to the workspace: a spent or unknown link, a refused passkey, a client over its budget",
    labelNames: ["reason"],
    registers,
  });
  new Gauge({
    name: "site_publish_state",
    help: "The publishing state npm start's supervisor last recorded (1 for the current one)",
    labelNames: ["state"],
    registers,
    collect() {
      this.reset();
      const state = sources.publishState?.();
      if (state) this.set({ state }, 1);
    },
  });

  const { counting } = sources;
  if (counting) {
    new Gauge({
      name: "site_traffic_counting_up",
      help: "1 while visits are counted, 0 once the counting thread failed (the log says why)",
      registers,
      collect() {
        this.set(counting().running ? 1 : 0);
      },
    });
    new Counter({
      name: "site_traffic_batches_total",
      help: "The visits' counts of each interval: added to the store, or kept to try again (the store refused them)",
      labelNames: ["outcome"],
      registers,
      collect() {
        const { batches } = counting();
        this.reset();
        this.inc({ outcome: "added" }, batches.added);
        this.inc({ outcome: "kept" }, batches.kept);
      },
    });
  }

  return {
    registry,
    observeRequest(path: string, status: number, seconds: number) {
      const kind = requestKind(path);
      requests.inc({ kind, status: String(status) });
      requestSeconds.observe({ kind }, seconds);
    },
    /** Times a lead's write, and hands its result or error on. */
    async timeStoreWrite<T>(write: () => Promise<T>): Promise<T> {
      const end = storeSeconds.startTimer();
      try {
        const result = await write();
        end({ outcome: "ok" });
        return result;
      } catch (error) {
        end({ outcome: "error" });
        throw error;
      }
    },
    signInFailed(reason: "link" | "passkey" | "rate-limited") {
      signInFailures.inc({ reason });
    },
  };
}

export type SiteMetrics = ReturnType<typeof createMetrics>;

/** The metrics as Prometheus reads them. */
async function metricsAnswer(c: Context, metrics: SiteMetrics) {
  return c.body(await metrics.registry.metrics(), 200, {
    "Content-Type": metrics.registry.contentType,
    "Cache-Control": "no-store",
  });
}

/**
 * /metrics on the site's own port, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`; anyone else gets
 * the site's 404, so nothing tells an outsider that it is there.
 */
export function mountMetrics(app: Hono, metrics: SiteMetrics, token: string) {
  app.get("/metrics", async (c, next) => {
    const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    if (!sameSecret(given, token)) return next();
    return metricsAnswer(c, metrics);
  });
}

/** /metrics on a port of its own (METRICS_PORT), on 127.0.0.1 unless told otherwise. */
export function serveMetrics(metrics: SiteMetrics, port: number, host = "127.0.0.1") {
  const app = new Hono();
  app.get("/metrics", (c) => metricsAnswer(c, metrics));
  return serve({ fetch: app.fetch, port, hostname: host });
}
