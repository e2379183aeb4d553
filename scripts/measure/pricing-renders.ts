/**
 * Part of `npm run bench` (issue 18): what rendering /pricing per request costs.
 * 1. Renders per second of distinct pricing states, with React's production build (what the server runs since
 *    server/shared/production-env.ts) and its development build (what it ran before, NODE_ENV unset): each in its own
 *    process, the same states in the same order, through the server's own renderer.
 * 2. The server's memory after 50,000 requests for /pricing, each with its own tracking parameters (utm_*, gclid),
 *    as a campaign brings them: kept renders are keyed by the canonical pricing state, so they share one.
 * Prints a table and writes it into docs/quality.md between the pricing-renders markers.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serializePricingState, defaultPricingState } from "#app/lib/pricing/url-state.ts";
import { rssMb } from "./flood-load.ts";
import { startServer } from "./server-process.ts";

const root = path.resolve(import.meta.dirname, "../..");
const RENDERS = Number(process.env.BENCH_RENDERS ?? 400);
const TRACKED_URLS = Number(process.env.BENCH_TRACKED_URLS ?? 50_000);

/** Distinct states: SecOps Plus with every user count, then storage steps; all valid, none the same. */
function distinctQueries(count: number): string[] {
  const queries: string[] = [];
  for (let storage = 10; queries.length < count && storage <= 500; storage += 10) {
    for (let users = 20; queries.length < count && users <= 300; users += 1) {
      const state = { ...defaultPricingState, tab: "secops" as const, secopsPlan: "plus" as const, users, storage };
      queries.push(serializePricingState(state).toString());
    }
  }
  return queries;
}

/** Renders `RENDERS` distinct states in a child process with the given NODE_ENV; renders per second. */
function rendersPerSecond(nodeEnv: "production" | "development"): number {
  const script = `
    const { loadPageRenderer } = await import("./server/site/page-renderer.ts");
    const render = await loadPageRenderer("build/server/index.js");
    const queries = ${JSON.stringify(distinctQueries(RENDERS + 20))};
    for (const query of queries.slice(0, 20)) await render(new URL("http://x/pricing?" + query));
    const started = performance.now();
    for (const query of queries.slice(20)) await render(new URL("http://x/pricing?" + query));
    console.log(${RENDERS} / ((performance.now() - started) / 1000));
  `;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: nodeEnv },
  });
  return Number(out.toString().trim());
}

const production = rendersPerSecond("production");
const development = rendersPerSecond("development");

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 0) });
const pid = server.child.pid!;
const rssBefore = rssMb(pid);
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: 20 }, async () => {
    while (next < TRACKED_URLS) {
      const i = next++;
      const res = await fetch(`${server.url}/pricing?utm_source=newsletter&utm_campaign=c${i % 97}&gclid=g${i}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`/pricing answered ${res.status}`);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const rssAfter = rssMb(pid);
server.child.kill("SIGTERM");
await server.exited;

const table = [
  "| Measure | Figure |",
  "| --- | --- |",
  `| Distinct /pricing states rendered per second, React production build (NODE_ENV=production, now) | ${production.toFixed(0)} |`,
  `| The same, React development build (NODE_ENV unset, before) | ${development.toFixed(0)} |`,
  `| ${TRACKED_URLS.toLocaleString("en-US")} requests for /pricing with distinct tracking parameters | ${seconds.toFixed(1)} s (${Math.round(TRACKED_URLS / seconds)}/s) |`,
  `| Server memory (RSS) before → after them | ${rssBefore.toFixed(0)} MB → ${rssAfter.toFixed(0)} MB |`,
].join("\n");
console.log(table);

const doc = path.join(root, "docs/quality.md");
const text = readFileSync(doc, "utf8");
const stamp = `<!-- pricing-renders:start -->\nMeasured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores), \`npm run bench\` (scripts/measure/pricing-renders.ts):\n\n${table}\n<!-- pricing-renders:end -->`;
writeFileSync(
  doc,
  text.includes("<!-- pricing-renders:start -->")
    ? text.replace(/<!-- pricing-renders:start -->[\s\S]*<!-- pricing-renders:end -->/, stamp)
    : text.replace("<!-- bench:end -->", `<!-- bench:end -->\n\n${stamp}`),
);
