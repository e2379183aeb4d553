/**
 * `npm run bench`: starts the production server on loopback and measures, with autocannon,
 * static pages at 50 connections and durable lead submissions at 10 connections.
 * Prints a table and writes it into docs/quality.md between the bench markers.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { contactPayload, contactSchema } from "../../app/lib/forms/contact.ts";
import { siteConfig } from "../../app/site.config.ts";
import { startServer } from "./server-process.ts";

const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.BENCH_PORT ?? 3299);
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

const server = await startServer({ port, env: { RATE_LIMIT_MAX: "100000000" } });
const base = server.url;
const body = JSON.stringify(
  contactPayload(
    contactSchema.parse({
      firstName: "Bench",
      lastName: "Mark",
      email: "bench@example.com",
      company: "",
      phone: "",
      message: "Benchmark message body.",
    }),
    siteConfig.forms.accessKey,
  ),
);
const rows = [
  await run("GET / (brotli)", { url: `${base}/`, connections: 50, headers: { "accept-encoding": "br" } }),
  await run("GET /pricing (brotli)", { url: `${base}/pricing`, connections: 50, headers: { "accept-encoding": "br" } }),
  await run("POST /api/submit (durable)", {
    url: `${base}/api/submit`,
    connections: 10,
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  }),
];
server.child.kill("SIGTERM");

const table = [
  "| Scenario | Connections | Requests/s | p99 latency (ms) | Non-2xx | Errors |",
  "| --- | --- | --- | --- | --- | --- |",
  ...rows.map((r) => `| ${r.title} | ${r.connections} | ${r.rps} | ${r.p99} | ${r.non2xx} | ${r.errors} |`),
].join("\n");
console.log(table);

const doc = path.join(root, "docs/quality.md");
const text = readFileSync(doc, "utf8");
const stamp = `<!-- bench:start -->\nMeasured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores), ${seconds} s per scenario, \`npm run bench\`:\n\n${table}\n<!-- bench:end -->`;
writeFileSync(doc, text.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, stamp));
