/**
 * The operator's metrics (issue 56): what each says after the events it counts, in Prometheus' text format, and
 * that only a scraper with the token, or on the port of its own, reads them.
 */
// @vitest-environment node
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { SqliteLeadRepository } from "#server/leads/sqlite-repository.ts";
import { testLead } from "#server/leads/test-helpers.ts";
import { createMetrics, mountMetrics, requestKind, serveMetrics } from "./metrics.ts";
import { RenderGate } from "#server/site/render-gate.ts";

const sample = (text: string, name: string) =>
  text
    .split("\n")
    .filter((line) => line.startsWith(name))
    .join("\n");

describe("the metrics", () => {
  it("count requests, renders refused, the outbox, store writes, failed sign-ins and the publishing state", async () => {
    const store = new SqliteLeadRepository(":memory:");
    const gate = new RenderGate({ perClientPerMinute: 1, maxWaiting: 0 });
    const metrics = createMetrics({
      renders: () => ({ waiting: gate.waiting, refused: gate.refused }),
      storeHealth: () => store.health(),
      publishState: () => "failed",
      counting: () => ({ running: false, batches: { added: 12, kept: 3 } }),
    });
    metrics.observeRequest("/pricing", 200, 0.02);
    metrics.observeRequest("/api/submit", 503, 3.1);
    metrics.observeRequest("/assets/app-1a2b.js", 200, 0.001);
    expect(gate.admit("203.0.113.9")).toBe("render");
    expect(gate.admit("203.0.113.9")).toBe("client");
    await metrics.timeStoreWrite(() => store.insert(testLead(1), ["webhook"]));
    await expect(metrics.timeStoreWrite(() => Promise.reject(new Error("locked")))).rejects.toThrow("locked");
    metrics.signInFailed("link");
    metrics.signInFailed("rate-limited");
    metrics.signInFailed("rate-limited");
    const text = await metrics.registry.metrics();
    expect(sample(text, "site_http_requests_total{")).toBe(
      [
        'site_http_requests_total{kind="page",status="200"} 1',
        'site_http_requests_total{kind="api",status="503"} 1',
        'site_http_requests_total{kind="file",status="200"} 1',
      ].join("\n"),
    );
    expect(sample(text, "site_render_refusals_total{")).toBe(
      ['site_render_refusals_total{reason="client"} 1', 'site_render_refusals_total{reason="busy"} 0'].join("\n"),
    );
    expect(sample(text, "site_outbox_notifications{")).toBe(
      ['site_outbox_notifications{state="pending"} 1', 'site_outbox_notifications{state="failed"} 0'].join("\n"),
    );
    expect(sample(text, "site_store_up ")).toBe("site_store_up 1");
    expect(sample(text, "site_store_write_seconds_count")).toBe(
      ['site_store_write_seconds_count{outcome="ok"} 1', 'site_store_write_seconds_count{outcome="error"} 1'].join(
        "\n",
      ),
    );
    expect(sample(text, "site_team_sign_in_failures_total{")).toBe(
      [
        'site_team_sign_in_failures_total{reason="link"} 1',
        'site_team_sign_in_failures_total{reason="rate-limited"} 2',
      ].join("\n"),
    );
    expect(sample(text, "site_publish_state{")).toBe('site_publish_state{state="failed"} 1');
    expect(sample(text, "site_traffic_counting_up ")).toBe("site_traffic_counting_up 0");
    expect(sample(text, "site_traffic_batches_total{")).toBe(
      ['site_traffic_batches_total{outcome="added"} 12', 'site_traffic_batches_total{outcome="kept"} 3'].join("\n"),
    );
    // The process's own (CPU, memory, the event loop's delay).
    expect(text).toContain("site_process_resident_memory_bytes");
    expect(text).toContain("site_nodejs_eventloop_lag_seconds");
    await store.close();
  });

  it("say nothing of counting visits when TRAFFIC_COUNTING=off (no thread to be down)", async () => {
    const metrics = createMetrics({
      renders: () => ({ waiting: 0, refused: { client: 0, busy: 0 } }),
      storeHealth: async () => ({ ok: true }),
    });
    expect(await metrics.registry.metrics()).not.toContain("site_traffic_");
  });

  it("label a request by its kind, never its path", () => {
    expect(
      ["/", "/pricing", "/team/leads", "/api/submit", "/healthz", "/images/x.webp", "/downloads/a.pdf"].map(
        requestKind,
      ),
    ).toEqual(["page", "page", "team", "api", "health", "file", "file"]);
  });
});

describe("reading the metrics", () => {
  const metrics = createMetrics({
    renders: () => ({ waiting: 0, refused: { client: 0, busy: 0 } }),
    storeHealth: async () => ({ ok: true, pending: 0, failed: 0 }),
  });

  it("on the site's port needs METRICS_TOKEN as a bearer token; anyone else gets the site's 404", async () => {
    const app = new Hono();
    mountMetrics(app, metrics, "s".repeat(32));
    app.notFound((c) => c.text("Page not found", 404));
    for (const authorization of [undefined, "Bearer wrong", `Basic ${"s".repeat(32)}`]) {
      const answer = await app.request("/metrics", { headers: authorization ? { authorization } : {} });
      expect([authorization, answer.status, await answer.text()]).toEqual([authorization, 404, "Page not found"]);
    }
    const read = await app.request("/metrics", { headers: { authorization: `Bearer ${"s".repeat(32)}` } });
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await read.text()).toContain("# TYPE site_http_requests_total counter");
  });

  it("on a port of its own, on 127.0.0.1", async () => {
    const server = serveMetrics(metrics, 0);
    await new Promise((resolve) => server.once("listening", resolve));
    const { address, port } = server.address() as AddressInfo;
    expect(address).toBe("127.0.0.1");
    const read = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(read.status).toBe(200);
    expect(await read.text()).toContain("site_store_up 1");
    server.close();
  });
});
