/**
 * `node scripts/measure/traffic.ts` (issue 57): what counting visits costs, and how fast the Traffic section reads.
 *
 * 1. The cost on the serving path: two production servers, one with counting off and one with it on, are started
 *    side by side and sent the same page views at the same rate, each view to both at once (document GETs of the
 *    site's pages from a person's browser, three pages per visitor, from a new client address every three views,
 *    with 50 campaigns, through TRUST_PROXY); each server's CPU time (every thread's: the writer's too) is read from
 *    /proc for the run: CPU per request with counting on against off, round by round.
 * 2. The Traffic section on a year of a busy B2B site, 10 million page views (about 27,400 a day, counted as the
 *    counter adds them: per day and value), with 10,000 leads, on SQLite and on PostgreSQL: the report and its page
 *    for a year and for four weeks, the median of 7.
 *
 *   --seconds N      each counting run's length (default 20)
 *   --warm N         seconds of the same paced views before each run, not measured (default 30)
 *   --flush N        the counting server's TRAFFIC_FLUSH_SECONDS (default: the server's own, 5)
 *   --rate N         page views a second (default 400)
 *   --only cost|read one of the two (the tables are written with --write-docs only when both ran)
 *   --control        both servers with counting off, the cost alone: the measurement's own floor (what "on" reads when
 *                    nothing differs); with --write-docs, into the "traffic-control" marker
 *   --profile DIR    writes a CPU profile of each thread of the counting server into DIR (.cpuprofile, read by Chrome's
 *                    DevTools): where the counting's cost is. The profiler's own cost weighs on that server's figures
 *   --rounds N       side-by-side rounds (default 6: as many started first as second)
 *   --node-options S the counting server's NODE_OPTIONS, say "--max-semi-space-size=32" (of V8's flags, Node takes only
 *                    a few there: --trace-gc and --single-threaded-gc are refused)
 *   --v8-flags=S     V8's own flags for both servers, on their command line (NODE_OPTIONS refuses most), written
 *                    with "=": --v8-flags=--trace-gc, or --v8-flags="--log-deopt --log-function-events
 *                    --logfile=/tmp/v8-%p.log --no-logfile-per-isolate": where each server's CPU goes besides the
 *                    counting itself (docs/quality.md, the fifth pass)
 *   --trace-dir DIR  keeps each server's standard output (what those flags print) as DIR/<off|on>-<round>.log
 *   --write-docs     also writes the tables into docs/quality.md (the "traffic" marker)
 */
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { testLead } from "#server/leads/test-helpers.ts";
import { PostgresLeadRepository } from "#server/leads/postgres-repository.ts";
import { startPostgresCluster } from "#server/leads/postgres-cluster.ts";
import type { LeadRepository } from "#server/leads/repository.ts";
import { SqliteLeadRepository } from "#server/leads/sqlite-repository.ts";
import type { CountRow, TrafficEvent } from "#server/traffic/batch.ts";
import { addDays } from "#server/shared/calendar-days.ts";
import { trafficReport } from "#server/traffic/report.ts";
import { campaignLinkOf, linkDestinations } from "#server/traffic/campaign-link.ts";
import { campaignLinkPage } from "#server/traffic/campaign-link-view.ts";
import { campaignTagsSeen } from "#server/traffic/tags-seen.ts";
import { addRows } from "#server/traffic/store.ts";
import { openTrafficStore } from "#server/traffic/traffic-store.ts";
import { trafficPage } from "#server/traffic/views.ts";
import { get, threadCpuMs } from "./flood-load.ts";
import { markdownTable, putInQualityDoc } from "./quality-doc.ts";
import { startServer } from "./server-process.ts";
import { viewHeaders, viewPath } from "./traffic-views.ts";
import { median } from "./median.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    rate: { type: "string", default: "400" },
    warm: { type: "string", default: "30" },
    flush: { type: "string" },
    only: { type: "string" },
    control: { type: "boolean", default: false },
    profile: { type: "string" },
    rounds: { type: "string", default: "6" },
    "node-options": { type: "string" },
    "v8-flags": { type: "string" },
    "trace-dir": { type: "string" },
    "write-docs": { type: "boolean", default: false },
  },
});
const seconds = Number(values.seconds);
const rate = Number(values.rate);
const warmSeconds = Number(values.warm);

/** Side-by-side rounds of the counting's cost: one round's difference swings by several points with the machine. */
const ROUNDS = Number(values.rounds);

/** How many servers of each side have been started: each one's standard output is kept under its round. */
const startedOf = { off: 0, on: 0 };

/** A fresh server with counting on or off, warmed up; `load` sends it the run's page views and reads its CPU. */
async function servedWith(side: "on" | "off") {
  // The control: the "on" server counts nothing either, so any difference is the measurement's own.
  const counting = values.control ? "off" : side;
  startedOf[side] += 1;
  const server = await startServer({
    port: 0,
    // Both servers alike: what the flags cost weighs on both.
    v8Flags: values["v8-flags"]?.split(" ").filter(Boolean),
    stdoutFile: values["trace-dir"] && path.join(values["trace-dir"], `${side}-${startedOf[side]}.log`),
    env: {
      TRAFFIC_COUNTING: counting,
      TRUST_PROXY: "1",
      REQUEST_LOG: "0",
      RATE_LIMIT_MAX: "1000000",
      ...(values.flush ? { TRAFFIC_FLUSH_SECONDS: values.flush } : {}),
      // A profile of each of the counting server's threads (the counting thread's among them), written as it stops.
      ...(side === "on" && (values.profile || values["node-options"])
        ? {
            NODE_OPTIONS: [values["node-options"], values.profile && `--cpu-prof --cpu-prof-dir=${values.profile}`]
              .filter(Boolean)
              .join(" "),
          }
        : {}),
    },
  });
  let agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const request = (n: number) => get(`${server.url}${viewPath(n)}`, { agent, headers: viewHeaders(n) });
  // Warm up: every page rendered and kept, the day's secret read, the serving and counting code compiled (a few
  // thousand calls: code compiled during the run would weigh on one server and not the other).
  for (let n = 0; n < 3000; n += 16)
    await Promise.all(Array.from({ length: 16 }, (_, index) => request(2_000_000 + n + index)));
  return {
    /** The server's idle connections are closed by now (its keep-alive timeout is 5 s): the run opens its own. */
    freshConnections() {
      agent.destroy();
      agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    },
    /** A page view of the run's, numbered: answered by this server (sent again once if a reused connection fails). */
    view: (n: number) =>
      // A kept-alive connection the server closed as it was reused fails without an answer (status 0, about one in
      // 40,000 here): sent again once, as a browser does.
      request(n).then((answer) => (answer.status === 0 ? request(n) : answer)),
    /** The server's CPU so far, by thread (ms). */
    cpu: () => threadCpuMs(server.child.pid!),
    async stop() {
      agent.destroy();
      server.child.kill("SIGTERM");
      await server.exited;
    },
  };
}

/**
 * One round, side by side: a server with counting off and one with it on, started together and sent the same page
 * views at the same time, so whatever else the machine does weighs on both alike. CPU µs per view of each.
 */
type Served = Awaited<ReturnType<typeof servedWith>>;
type ViewCpu = { total: number; main: number; v8Helpers: number; workers: number };

/**
 * Sends both servers `total` page views at `rate` a second (paced: view n leaves at n / rate s), each view to both
 * at once, the views numbered from `from` (a run after the warm-up has visitors of its own); CPU µs per view of each,
 * by thread. Which server is sent a view first alternates view by view: sent each view second for a whole run, a
 * server's main thread read up to 20 µs a view more than when sent it first (2026-12-08: rounds of 11.0, 9.1 and
 * 16.5 % with the counting server second, 0.5, -2.8 and 4.3 % with it first), whatever it counted.
 */
async function loadBoth(servers: { off: Served; on: Served }, total: number, from = 0) {
  const before = { off: servers.off.cpu(), on: servers.on.cpu() };
  const started = performance.now();
  const answered = { off: 0, on: 0 };
  const inFlight = new Set<Promise<unknown>>();
  const send = (side: "off" | "on", n: number) => {
    const sent = servers[side].view(n).then((answer) => {
      if (answer.status === 200) answered[side] += 1;
      inFlight.delete(sent);
    });
    inFlight.add(sent);
  };
  for (let n = 0; n < total; n += 1) {
    const wait = started + (n * 1000) / rate - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const [first, second] = n % 2 === 0 ? (["off", "on"] as const) : (["on", "off"] as const);
    send(first, from + n);
    send(second, from + n);
  }
  await Promise.all(inFlight);
  const perViewOf = (side: "off" | "on"): ViewCpu => {
    if (answered[side] !== total)
      throw new Error(`${total - answered[side]} of ${total} page views were not answered 200`);
    const after = servers[side].cpu();
    const perView = (kind: keyof typeof after) => ((after[kind] - before[side][kind]) * 1000) / total;
    const split = { main: perView("main"), v8Helpers: perView("v8Helpers"), workers: perView("workers") };
    return { total: split.main + split.v8Helpers + split.workers + perView("rest"), ...split };
  };
  return { off: perViewOf("off"), on: perViewOf("on") };
}

async function countingRound(round: number): Promise<{ off: ViewCpu; on: ViewCpu }> {
  // Which server is started first changes every round.
  const [off, on] =
    round % 2 === 1
      ? await Promise.all([servedWith("on"), servedWith("off")]).then(([on, off]) => [off, on] as const)
      : await Promise.all([servedWith("off"), servedWith("on")]);
  await loadBoth({ off, on }, Math.round(rate * warmSeconds), 1_000_000);
  off.freshConnections();
  on.freshConnections();
  const measured = await loadBoth({ off, on }, Math.round(rate * seconds));
  await Promise.all([off.stop(), on.stop()]);
  return measured;
}

/** A year of counts as the counter adds them: per day, event, dimension and value. */
function yearOfCounts(today: string): [string, CountRow[]][] {
  const days: [string, CountRow[]][] = [];
  const viewsPerDay = Math.round(10_000_000 / 365);
  const values = {
    page: 40,
    landing: 30,
    referrer: 200,
    source: 40,
    medium: 10,
    campaign: 150,
  } as const;
  for (let index = 0; index < 365; index += 1) {
    const day = addDays(today, -index);
    const rows: CountRow[] = [];
    const add = (event: TrafficEvent, total: number, share: number) => {
      rows.push([event, "total", "", total]);
      for (const [dimension, count] of Object.entries(values) as [keyof typeof values, number][]) {
        if (event !== "views" && dimension === "page") continue;
        const kept = Math.max(1, Math.round(count * share));
        for (let value = 0; value < kept; value += 1)
          rows.push([event, dimension, `${dimension}-${value}`, Math.max(1, Math.round(total / kept))]);
      }
      rows.push(
        [event, "device", "phone", Math.round(total * 0.4)],
        [event, "device", "desktop", Math.round(total * 0.6)],
      );
    };
    add("views", viewsPerDay, 1);
    add("visitors", Math.round(viewsPerDay / 3), 1);
    add("pricing_views", Math.round(viewsPerDay / 10), 0.3);
    add("pricing_visitors", Math.round(viewsPerDay / 25), 0.3);
    add("quotes", Math.round(viewsPerDay / 200), 0.1);
    add("checklists", Math.round(viewsPerDay / 300), 0.1);
    days.push([day, rows]);
  }
  return days;
}

async function readTimes(
  kind: "sqlite" | "postgres",
  leadsStore: LeadRepository,
  where: { dbPath: string; databaseUrl?: string },
) {
  const traffic = openTrafficStore(where);
  const today = "2026-11-27";
  const fillStarted = performance.now();
  let rows = 0;
  for (const [day, dayRows] of yearOfCounts(today)) {
    await addRows(traffic.sql, day, dayRows);
    rows += dayRows.length;
  }
  // 10,000 leads over the year, a third of them from campaigns.
  const now = Date.parse(`${today}T12:00:00Z`);
  for (let n = 0; n < 10_000; n += 1)
    await leadsStore.insert(
      {
        ...testLead(n),
        utm_campaign: n % 3 === 0 ? `campaign-${n % 150}` : undefined,
        landing_path: `/landing-${n % 30}`,
      } as never,
      [],
      now - (n % 365) * 86_400_000 - (n % 1000) * 1000,
    );
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  const time = async (from: string) => {
    const samples: number[] = [];
    for (let run = 0; run < 7; run += 1) {
      const started = performance.now();
      const report = await trafficReport({ from, to: today }, "America/New_York", traffic, leadsStore, today);
      await trafficPage(report, {}, "America/New_York", true).toString();
      samples.push(performance.now() - started);
    }
    return median(samples);
  };
  const year = await time(addDays(today, -364));
  const fourWeeks = await time(addDays(today, -27));
  // Traffic › Make a campaign link: the tags of 90 days read (visits' and leads'), and its page.
  const linkSamples: number[] = [];
  for (let run = 0; run < 7; run += 1) {
    const started = performance.now();
    const seen = await campaignTagsSeen(traffic, leadsStore, today, "America/New_York");
    const destinations = linkDestinations();
    const paths = destinations.map((page) => page.path);
    await campaignLinkPage(campaignLinkOf({}, paths, "https://www.example.com"), {}, destinations, seen).toString();
    linkSamples.push(performance.now() - started);
  }
  const campaignLink = median(linkSamples);
  await traffic.close();
  return { kind, rows, fillSeconds, year, fourWeeks, campaignLink };
}

// 1. Counting's cost, side by side: rounds of both servers at once.
const runs: Record<"on" | "off", ViewCpu[]> = { on: [], off: [] };
for (let round = 0; round < (values.only === "read" ? 0 : ROUNDS); round += 1) {
  const { off, on } = await countingRound(round);
  runs.off.push(off);
  runs.on.push(on);
  console.error(
    `counting off ${off.total.toFixed(1)} µs, on ${on.total.toFixed(1)} µs of server CPU per page view (main ${off.main.toFixed(0)} → ${on.main.toFixed(0)}, V8's helpers ${off.v8Helpers.toFixed(0)} → ${on.v8Helpers.toFixed(0)}, workers ${off.workers.toFixed(0)} → ${on.workers.toFixed(0)})`,
  );
}
const costTable = () => {
  const differences = runs.on.map((on, index) => ((on.total - runs.off[index]!.total) / runs.off[index]!.total) * 100);
  const medianOf = (side: "on" | "off", kind: keyof ViewCpu) => median(runs[side].map((run) => run[kind]));
  const [off, on] = [medianOf("off", "total"), medianOf("on", "total")];
  // (Each side's median, for scale; a round's own pair is what the difference compares.)
  const byThread = (kind: Exclude<keyof ViewCpu, "total">) =>
    `${medianOf("off", kind).toFixed(1)} → ${medianOf("on", kind).toFixed(1)} µs`;
  return markdownTable(
    ["Counting visits on the serving path", `Server CPU per page view (median of ${ROUNDS} runs)`],
    [
      ["Counting off (TRAFFIC_COUNTING=off)", `${off.toFixed(1)} µs`],
      [values.control ? "Counting off here too (the control)" : "Counting on", `${on.toFixed(1)} µs`],
      // Each round's two servers shared the machine's moment: the difference is read round by round, then its median.
      ["Difference (the median of the rounds')", `${median(differences).toFixed(1)} %`],
      ["Difference, round by round", differences.map((difference) => `${difference.toFixed(1)} %`).join(", ")],
      ["Main thread (JavaScript), off → on", byThread("main")],
      ["V8's helper threads (garbage collection, compiling), off → on", byThread("v8Helpers")],
      ["Worker threads (the counting thread, the leads' SQLite writer), off → on", byThread("workers")],
    ],
  );
};

// 2. The Traffic section on a year of counts.
if (values.only === "cost" || values.control) {
  console.log(costTable());
  if (values.control && values["write-docs"])
    putInQualityDoc(
      "traffic-control",
      `The control, measured with \`node scripts/measure/traffic.ts --control\` on ${new Date().toISOString().slice(0, 10)}: the same rounds with both servers counting nothing (${rate} page views a second, ${seconds} s a run after ${warmSeconds} s unmeasured, the first server started changing every round, the first sent each view changing view by view).\n\n${costTable()}`,
    );
  process.exit(0);
}
const directory = mkdtempSync(path.join(tmpdir(), "traffic-bench-"));
const sqlitePath = path.join(directory, "leads.db");
const sqliteLeads = new SqliteLeadRepository(sqlitePath);
const sqlite = await readTimes("sqlite", sqliteLeads, { dbPath: sqlitePath });
await sqliteLeads.close();
const cluster = await startPostgresCluster();
let postgres: Awaited<ReturnType<typeof readTimes>>;
try {
  const url = await cluster.createDatabase();
  const postgresLeads = await PostgresLeadRepository.connect(url);
  postgres = await readTimes("postgres", postgresLeads, { dbPath: "", databaseUrl: url });
  await postgresLeads.close();
} finally {
  await cluster.stop();
}
const readTable = markdownTable(
  ["The Traffic section: a year of 10 million page views, 10,000 leads", "Report and page (median of 7)"],
  [sqlite, postgres].flatMap((store) => [
    [`${store.kind}: a year (${store.rows.toLocaleString("en-US")} rows of counts)`, `${store.year.toFixed(0)} ms`],
    [`${store.kind}: the last four weeks (the default)`, `${store.fourWeeks.toFixed(0)} ms`],
    [`${store.kind}: Make a campaign link (the tags of 90 days, and its page)`, `${store.campaignLink.toFixed(0)} ms`],
  ]) as [string, string][],
);

const body = `Measured with \`node scripts/measure/traffic.ts\` (in \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}: ${rate} page views a second for ${seconds} s per run after ${warmSeconds} s of the same views unmeasured, a new visitor every three views (none of them seen in the warm-up), a server with counting off and one with it on side by side, sent the same views at the same time (${ROUNDS} rounds, fresh servers each, the one started first changing every round and the one sent each view first changing view by view${values.flush ? `; TRAFFIC_FLUSH_SECONDS=${values.flush}` : ""}).${values.control ? " The control: both servers with counting off." : ""}

${values.only === "read" ? "" : costTable()}

${readTable}`;
console.log(body);
if (values["write-docs"] && !values.only) putInQualityDoc("traffic", body);
process.exit(0);
