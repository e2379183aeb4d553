/**
 * Issue 43: a flood of distinct requests from one client never starves the site, and memory follows the settings.
 * Each scenario starts its own production server, floods it (8 connections, bounded in time and count) while other
 * clients probe /healthz and a static page and post a lead, then checks what the others met. The margins are the
 * issue's targets times three, so the test holds on a busy machine; the quiet machine's figures are in
 * docs/quality.md (`node scripts/measure/flood.ts`). Runs in its own project, after the browser tests, so it
 * neither slows them nor is slowed by them (playwright.config.ts).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { type FloodKind, floodScenario, floodTable, get } from "#scripts/measure/flood-load.ts";
import { startServer } from "#scripts/measure/server-process.ts";
import { MEMORY_WORKING_ROOM_MB } from "#server/shared/config.ts";
import { type PostgresCluster, startPostgresCluster } from "#server/leads/postgres-cluster.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { expect, hydrated, preConsent, test } from "./fixtures.ts";

const SECONDS = Number(process.env.FLOOD_SECONDS ?? 12);
/** Small caches, so a short flood fills them and memory shows what a long one would reach. */
const RENDERED_BYTES = 4 * 1024 * 1024;
const QUOTE_BYTES = 2 * 1024 * 1024;

test.describe.configure({ mode: "serial", timeout: 180_000 });

let cluster: PostgresCluster;
test.beforeAll(async () => {
  cluster = await startPostgresCluster();
});
test.afterAll(() => cluster?.stop());

async function storedTimes(email: string, where: { dbPath: string } | { databaseUrl: string }): Promise<number> {
  if ("databaseUrl" in where) {
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM leads WHERE email = $1", [email]);
    await client.end();
    return Number(rows[0]!.n);
  }
  const db = new DatabaseSync(where.dbPath, { readOnly: true });
  const row = db.prepare("SELECT count(*) AS n FROM leads WHERE email = ?").get(email) as { n: number };
  db.close();
  return row.n;
}

/**
 * Two floods, between them each kind of costly request, each store and each bound a visitor meets: one client by its
 * address against its own budget, and a new address each request behind a proxy against the overall one. The other
 * combinations are the same gate with other words (its unit tests: server/site/render-gate.test.ts) and are measured
 * in the benchmark (`node scripts/measure/flood.ts`); as end-to-end tests they added 70 s to every run of CI.
 */
const scenarios: { name: string; kind: FloodKind; store: "sqlite" | "postgres"; proxy?: boolean; spread?: boolean }[] =
  [
    { name: "SQLite, one client by its address: distinct /pricing states", kind: "pricing-states", store: "sqlite" },
    {
      name: "PostgreSQL behind one proxy, a new client address each request (the overall bound): distinct quote PDFs",
      kind: "quote-pdfs",
      store: "postgres",
      proxy: true,
      spread: true,
    },
  ];

for (const scenario of scenarios) {
  test(`${scenario.name}: /healthz, a static page and a lead are served as usual, memory within its bound`, async () => {
    const where =
      scenario.store === "postgres"
        ? { databaseUrl: await cluster.createDatabase() }
        : { dbPath: path.join(mkdtempSync(path.join(tmpdir(), "flood-")), "leads.db") };
    const server = await startServer({
      port: 0,
      dbPath: "dbPath" in where ? where.dbPath : undefined,
      env: {
        ...("databaseUrl" in where ? { DATABASE_URL: where.databaseUrl } : {}),
        ...(scenario.proxy ? { TRUST_PROXY: "1" } : {}),
        RENDERED_PAGES_MAX_BYTES: String(RENDERED_BYTES),
        QUOTES_MAX_BYTES: String(QUOTE_BYTES),
      },
    });
    try {
      // The warm-up renders settle first.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const visitor = scenario.proxy
        ? { headers: { "X-Forwarded-For": "198.51.100.200" } }
        : { localAddress: "127.0.0.5" };
      const visiting = (async () => {
        // Halfway through, a visitor opens a link someone shared: a state nobody asked for yet.
        await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2));
        return get(`${server.url}/pricing?tab=secops&secopsPlan=plus&users=123&storage=130`, visitor);
      })();
      const result = await floodScenario({
        url: server.url,
        pid: server.child.pid!,
        kind: scenario.kind,
        seconds: SECONDS,
        behindProxy: scenario.proxy,
        spread: scenario.spread,
      });
      const shared = await visiting;
      test.info().annotations.push({ type: "flood", description: `\n${floodTable([result])}` });

      expect(result.flood.errors, "flood requests that failed").toBe(0);
      expect(Object.keys(result.flood.statuses).filter((status) => Number(status) >= 500)).toEqual([]);
      // Pages are never an error: past a budget, or with the queue full, the pre-rendered page (200).
      if (scenario.kind === "pricing-states") expect(Object.keys(result.flood.statuses)).toEqual(["200"]);
      expect(result.health.failed, "/healthz answers that were not 200").toBe(0);
      expect(result.health.p99, "/healthz p99, ms (issue 43: 250 on a quiet machine)").toBeLessThan(750);
      expect(result.staticPage.failed).toBe(0);
      expect(result.staticPage.median, "/contact median, ms (issue 43: 150 on a quiet machine)").toBeLessThan(450);
      expect(result.lead.status).toBe(200);
      expect(await storedTimes(result.lead.email, where)).toBe(1);
      // The visitor's shared link: a page, rendered for its state unless the queue was full at that moment.
      expect(shared.status).toBe(200);
      if (!scenario.spread) expect(shared.headers["x-render"]).toBeUndefined();
      // Memory: idle + the two caches + the stated constant (README, "Memory"), as a ratio to idle with margin.
      const bound = result.rss.idle + (RENDERED_BYTES + QUOTE_BYTES) / 2 ** 20 + MEMORY_WORKING_ROOM_MB;
      expect(result.rss.peak, `peak RSS, MB (idle ${result.rss.idle.toFixed(0)})`).toBeLessThan(bound);
      expect(result.rss.peak / result.rss.idle).toBeLessThan(2.5);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });
}

test("a visitor past the budget gets a working page: the pre-rendered /pricing, which takes the link's state once live", async ({
  page,
}) => {
  const server = await startServer({ port: 0, env: { RENDERS_PER_CLIENT_PER_MINUTE: "1" } });
  try {
    await preConsent(page);
    // The minute's one fresh render goes to the first link; the second link's state is not kept anywhere yet.
    await page.goto(`${server.url}/pricing?tab=cmmc-accelerator`);
    const deferred = await page.goto(`${server.url}/pricing?tab=secops&secopsPlan=plus&users=57`);
    expect(deferred!.status()).toBe(200);
    expect(deferred!.headers()["x-render"]).toBe("deferred");
    await hydrated(page);
    await expect(page.getByRole("tab", { name: pricingCopy.tabs.secops })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("radio", { name: "Plus" })).toBeChecked();
    await expect(page).toHaveURL(/users=57/);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
});
