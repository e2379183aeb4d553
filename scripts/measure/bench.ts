/**
 * `npm run bench`: starts the production server on loopback and measures, with autocannon, pages at 50
 * connections and durable lead submissions at 10 connections, on SQLite and on PostgreSQL (a throwaway cluster);
 * then how fast a 30,000-notification backlog drains to a local webhook on each store, how long a new lead
 * waits behind it, and how pages and /healthz answer while another process holds the store's lock for 5 s.
 * Prints the tables and writes them into docs/quality.md between the bench markers.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { contactPayload, contactSchema } from "#app/lib/forms/contact.ts";
import { siteConfig } from "#app/site.config.ts";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { startPostgresCluster } from "#server/leads/postgres-cluster.ts";
import { SqliteLeadRepository } from "#server/leads/sqlite-repository.ts";
import { PostgresLeadRepository } from "#server/leads/postgres-repository.ts";
import { startWebhookReceiver } from "#server/leads/test-helpers.ts";
import { startServer } from "./server-process.ts";

const root = path.resolve(import.meta.dirname, "../..");
// 0: a free port, so two checkouts measuring at once never collide (BENCH_PORT names one).
const port = Number(process.env.BENCH_PORT ?? 0);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function run(title: string, options: autocannon.Options) {
  const result = await autocannon({ duration: seconds, ...options });
  return {
    title,
    connections: options.connections ?? 10,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const cluster = await startPostgresCluster();
const payload = contactPayload(
  contactSchema.parse({
    firstName: "Bench",
    lastName: "Mark",
    email: "bench@example.com",
    company: "",
    phone: "",
    message: "Benchmark message body.",
  }),
  siteConfig.forms.accessKey,
);
const body = JSON.stringify(payload);
const submit = (base: string, title: string) =>
  run(title, {
    url: `${base}/api/submit`,
    connections: 10,
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
const quiet = { RATE_LIMIT_MAX: "100000000" };

const rows = [];
{
  const server = await startServer({ port, env: quiet });
  rows.push(
    await run("GET / (brotli)", { url: `${server.url}/`, connections: 50, headers: { "accept-encoding": "br" } }),
  );
  rows.push(
    await run("GET /pricing?tab=secops (server-rendered from its URL, then kept; brotli)", {
      url: `${server.url}/pricing?tab=secops`,
      connections: 50,
      headers: { "accept-encoding": "br" },
    }),
  );
  rows.push(await submit(server.url, "POST /api/submit (durable, SQLite)"));
  server.child.kill("SIGTERM");
  await server.exited;
}
{
  const server = await startServer({ port, env: { ...quiet, DATABASE_URL: await cluster.createDatabase() } });
  rows.push(await submit(server.url, "POST /api/submit (durable, PostgreSQL)"));
  server.child.kill("SIGTERM");
  await server.exited;
}

const table = [
  "| Scenario | Connections | Requests/s | p99 latency (ms) | Non-2xx | Errors |",
  "| --- | --- | --- | --- | --- | --- |",
  ...rows.map((r) => `| ${r.title} | ${r.connections} | ${r.rps} | ${r.p99} | ${r.non2xx} | ${r.errors} |`),
].join("\n");
console.log(table);

/** Seeds `count` leads with pending webhook rows in one transaction, as a crash loop would have left them. */
async function seedBacklog(kind: "sqlite" | "postgres", target: string, count: number) {
  const repository =
    kind === "sqlite" ? new SqliteLeadRepository(target) : await PostgresLeadRepository.connect(target);
  await repository.close();
  const now = Date.now() - 60_000;
  if (kind === "sqlite") {
    const db = new DatabaseSync(target);
    db.exec("BEGIN");
    const lead = db.prepare(
      "INSERT INTO leads (id, created_at, form, name, email) VALUES (?, ?, 'contact', 'Backlog', ?)",
    );
    const row = db.prepare(
      "INSERT INTO outbox (lead_id, channel, next_attempt_at, updated_at) VALUES (?, 'webhook', ?, ?)",
    );
    for (let i = 0; i < count; i += 1) {
      lead.run(`backlog-${i}`, new Date(now).toISOString(), `backlog-${i}@example.com`);
      row.run(`backlog-${i}`, now, now);
    }
    db.exec("COMMIT");
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  await client.query(
    `INSERT INTO leads (id, created_at, form, name, email)
     SELECT 'backlog-' || i, $1, 'contact', 'Backlog', 'backlog-' || i || '@example.com' FROM generate_series(0, $2 - 1) AS i`,
    [new Date(now).toISOString(), count],
  );
  await client.query(
    `INSERT INTO outbox (lead_id, channel, next_attempt_at, updated_at)
     SELECT 'backlog-' || i, 'webhook', $1, $1 FROM generate_series(0, $2 - 1) AS i`,
    [now, count],
  );
  await client.end();
}

const BACKLOG = 30_000;
const drains = [];
for (const kind of ["sqlite", "postgres"] as const) {
  const hook = await startWebhookReceiver();
  const dbPath = path.join(mkdtempSync(path.join(tmpdir(), "drain-")), "leads.db");
  const databaseUrl = kind === "postgres" ? await cluster.createDatabase() : undefined;
  await seedBacklog(kind, databaseUrl ?? dbPath, BACKLOG);
  const started = Date.now();
  const server = await startServer({
    port,
    dbPath,
    env: { ...quiet, LEADS_WEBHOOK_URL: hook.url, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  // A new lead arrives a second into the drain: how long until its notification is delivered?
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const posted = Date.now();
  await fetch(`${server.url}/api/submit`, { method: "POST", headers: { "content-type": "application/json" }, body });
  let newLeadMs = NaN;
  while (new Set(hook.received.map((r) => r.key)).size < BACKLOG + 1 && Date.now() - started < 300_000) {
    if (Number.isNaN(newLeadMs) && hook.received.some((r) => !r.key.startsWith("backlog-")))
      newLeadMs = Date.now() - posted;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (Number.isNaN(newLeadMs) && hook.received.some((r) => !r.key.startsWith("backlog-")))
    newLeadMs = Date.now() - posted;
  const elapsed = (Date.now() - started) / 1000;
  drains.push({ kind, elapsed, rate: Math.round((BACKLOG + 1) / elapsed), newLeadMs, received: hook.received.length });
  server.child.kill("SIGTERM");
  await server.exited;
  await hook.close();
}
const drainTable = [
  "| Store | 30,000 pending notifications drained in | Notifications/s | A new lead's notification, sent 1 s into the drain, arrived after | Webhook calls received |",
  "| --- | --- | --- | --- | --- |",
  ...drains.map(
    (d) =>
      `| ${d.kind === "sqlite" ? "SQLite" : "PostgreSQL"} | ${d.elapsed.toFixed(1)} s | ${d.rate} | ${Math.round(d.newLeadMs)} ms | ${d.received} |`,
  ),
].join("\n");
console.log(drainTable);

/**
 * Another process holds the store's lock for 5 s (SQLite's write lock; an ACCESS EXCLUSIVE lock on PostgreSQL's
 * leads table): pages and /healthz keep answering, submissions get 503 once their deadline passes.
 */
async function underLock(kind: "sqlite" | "postgres") {
  const dbPath = path.join(mkdtempSync(path.join(tmpdir(), "lock-")), "leads.db");
  const databaseUrl = kind === "postgres" ? await cluster.createDatabase() : undefined;
  const server = await startServer({
    port,
    dbPath,
    env: databaseUrl ? { ...quiet, DATABASE_URL: databaseUrl } : quiet,
  });
  let release: () => Promise<void>;
  if (databaseUrl) {
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query("BEGIN");
    await holder.query("LOCK TABLE leads IN ACCESS EXCLUSIVE MODE");
    release = async () => {
      await holder.query("ROLLBACK");
      await holder.end();
    };
  } else {
    const holder = new DatabaseSync(dbPath);
    holder.exec("BEGIN IMMEDIATE");
    release = async () => {
      holder.exec("ROLLBACK");
      holder.close();
    };
  }
  const until = Date.now() + 5000;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  await Promise.all([
    (async () => {
      while (Date.now() < until) {
        for (const url of ["/", "/healthz"]) {
          const startedAt = performance.now();
          await (await fetch(`${server.url}${url}`)).arrayBuffer();
          latencies.push(performance.now() - startedAt);
        }
      }
    })(),
    (async () => {
      while (Date.now() < until) {
        const res = await fetch(`${server.url}/api/submit`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    })(),
  ]);
  await release();
  server.child.kill("SIGTERM");
  await server.exited;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
  const answers = [...statuses].map(([status, n]) => `${n} × ${status}`).join(", ");
  return `| ${kind === "sqlite" ? "SQLite (write lock)" : "PostgreSQL (leads table locked)"} | ${latencies.length} | ${pct(0.5)} ms | ${pct(0.99)} ms | ${latencies.at(-1)!.toFixed(1)} ms | ${answers} |`;
}
const lockTable = [
  "| Store, locked by another process for 5 s | Page and /healthz requests | p50 | p99 | Max | Submissions answered |",
  "| --- | --- | --- | --- | --- | --- |",
  await underLock("sqlite"),
  await underLock("postgres"),
].join("\n");
cluster.stop();
console.log(lockTable);

const doc = path.join(root, "docs/quality.md");
const text = readFileSync(doc, "utf8");
const stamp = `<!-- bench:start -->\nMeasured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores), ${seconds} s per scenario, \`npm run bench\`:\n\n${table}\n\nOutbox backlog (\`OUTBOX_CONCURRENCY\` 32, a local webhook receiver):\n\n${drainTable}\n\n${lockTable}\n<!-- bench:end -->`;
writeFileSync(doc, text.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, stamp));
