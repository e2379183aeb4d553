/**
 * `node scripts/measure/flood.ts` (issue 43): one client floods the production server (8 connections, each request
 * a different /pricing state, the same URL as a control, or distinct quote PDFs) while other clients probe
 * /healthz and a static page and post a lead. Prints issue 43's table.
 *
 *   --seconds N        each flood's length (default 30; the memory check of the issue uses 240)
 *   --kinds a,b        pricing-states, same-pricing, quote-pdfs (default all three)
 *   --postgres         the lead store on a throwaway PostgreSQL cluster instead of SQLite
 *   --proxy            TRUST_PROXY=1: every client comes through loopback, told apart by X-Forwarded-For
 *   --spread           with --proxy: each request of the flood claims another client address (a botnet)
 *   --budget N         RENDERS_PER_CLIENT_PER_MINUTE for the server (e.g. 100000 to measure CPU per render)
 *   --write-docs       also writes the table into docs/quality.md between the flood markers
 *
 * Each scenario gets a fresh server, so one's kept renders do not help the next.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type FloodKind, type FloodScenario, floodKinds, floodScenario, floodTable } from "./flood-load.ts";
import { putInQualityDoc } from "./quality-doc.ts";
import { startServer } from "./server-process.ts";
import { startPostgresCluster } from "#server/leads/postgres-cluster.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "30" },
    kinds: { type: "string", default: Object.keys(floodKinds).join(",") },
    postgres: { type: "boolean", default: false },
    proxy: { type: "boolean", default: false },
    spread: { type: "boolean", default: false },
    budget: { type: "string" },
    "write-docs": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  // The options, as this file's header lists them.
  const header = readFileSync(import.meta.filename, "utf8").split("*/")[0]!;
  console.log(
    header
      .split("\n")
      .map((line) => line.replace(/^\/?\s?\*+ ?/, ""))
      .join("\n")
      .trim(),
  );
  process.exit(0);
}
const seconds = Number(values.seconds);
const kinds = values.kinds.split(",") as FloodKind[];
for (const kind of kinds) {
  if (!(kind in floodKinds))
    throw new Error(`unknown flood kind "${kind}": one of ${Object.keys(floodKinds).join(", ")}`);
}

const cluster = values.postgres ? await startPostgresCluster() : undefined;
const scenarios: FloodScenario[] = [];
try {
  for (const kind of kinds) {
    const server = await startServer({
      port: 0,
      env: {
        ...(cluster ? { DATABASE_URL: await cluster.createDatabase() } : {}),
        ...(values.proxy ? { TRUST_PROXY: "1" } : {}),
        ...(values.budget ? { RENDERS_PER_CLIENT_PER_MINUTE: values.budget } : {}),
        RATE_LIMIT_MAX: "1000",
      },
    });
    // Warm-up renders and the first requests settle before memory is read.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    try {
      scenarios.push(
        await floodScenario({
          url: server.url,
          pid: server.child.pid!,
          kind,
          seconds,
          behindProxy: values.proxy,
          spread: values.spread,
        }),
      );
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    console.error(`flood: ${kind} done`);
  }
} finally {
  await cluster?.stop();
}

const store = cluster ? "PostgreSQL" : "SQLite";
const table = floodTable(scenarios);
const options = [
  values.proxy ? (values.spread ? "TRUST_PROXY=1, a new client address each request" : "TRUST_PROXY=1") : "",
  values.budget ? `RENDERS_PER_CLIENT_PER_MINUTE=${values.budget}` : "",
].filter(Boolean);
const heading = `${seconds} s a flood, 8 connections, lead store ${store}${options.map((o) => `, ${o}`).join("")}`;
console.log(`${heading}\n\n${table}`);

if (values["write-docs"]) {
  const args = process.argv.slice(2).filter((arg) => arg !== "--write-docs");
  // One block per set of options, named without "--" (not allowed inside an HTML comment).
  putInQualityDoc(
    `flood ${args.join(" ")}`.trim().replace(/[^a-z0-9]+/gi, "-"),
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores), \`node scripts/measure/flood.ts ${args.join(" ")}\`: ${heading}.\n\n${table}`,
  );
}
