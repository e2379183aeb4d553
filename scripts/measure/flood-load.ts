/**
 * A flood from one client, and what everyone else meets meanwhile (issue 43). Used by `scripts/measure/flood.ts`
 * (the benchmark's table) and `tests/e2e/flood.spec.ts` (the same measure with generous margins).
 *
 * The flood runs in a worker thread, so the probes' timings in this thread are not the flood client's own waits.
 * Every loop is bounded in count and in time, and only ever talks to the loopback address it is given.
 */
import { readFileSync, readdirSync } from "node:fs";
import http from "node:http";
import { Worker } from "node:worker_threads";
import { contactPayload, contactSchema } from "#app/lib/forms/contact.ts";
import { secopsPlans } from "#app/lib/pricing/plans.ts";
import { storageRange, userRange } from "#app/lib/pricing/quote.ts";
import { quotePdfPath } from "#app/lib/pricing/quote-document.ts";
import { type PricingState, defaultPricingState, serializePricingState } from "#app/lib/pricing/url-state.ts";
import { siteConfig } from "#app/site.config.ts";

export type FloodKind = "pricing-states" | "same-pricing" | "quote-pdfs";

export const floodKinds: Record<FloodKind, string> = {
  "pricing-states": "distinct /pricing states",
  "same-pricing": "the same /pricing URL repeated (control)",
  "quote-pdfs": "distinct quote PDFs",
};

/**
 * Distinct pricing queries, every one a different canonical state (so each is a render the server has not kept):
 * every SecOps plan with sliders, both billings, every user count and storage step inside the plan's ranges.
 */
export function* distinctPricingQueries(): Generator<string> {
  for (;;) {
    for (const plan of secopsPlans) {
      const users = userRange(plan);
      const storage = storageRange(plan);
      if (!users || !storage) continue;
      for (let gb = storage.min; gb <= storage.max; gb += storage.step) {
        for (let seats = users.min; seats <= users.max; seats += users.step) {
          for (const billing of ["monthly", "annual"] as const) {
            const state: PricingState = {
              ...defaultPricingState,
              tab: "secops",
              secopsPlan: plan.id,
              secopsBilling: billing,
              users: seats,
              storage: gb,
            };
            yield serializePricingState(state).toString();
          }
        }
      }
    }
  }
}

export function floodPath(kind: FloodKind, query: string): string {
  if (kind === "same-pricing") return "/pricing?tab=secops&users=42";
  return `${kind === "quote-pdfs" ? quotePdfPath : "/pricing"}?${query}`;
}

export interface FloodOptions {
  url: string;
  kind: FloodKind;
  connections: number;
  seconds: number;
  /** Bounded in count as well as time. */
  maxRequests?: number;
  /** Sent as X-Forwarded-For (a server with TRUST_PROXY=1 takes it as the client's address). */
  forwardedFor?: string;
  /** The loopback address the flood comes from (127.0.0.0/8), so it is a client of its own. */
  localAddress?: string;
  /**
   * Each request claims another client address in X-Forwarded-For (documentation ranges, never contacted): a flood
   * spread over many clients, as a botnet's, which per-client budgets cannot see (needs TRUST_PROXY=1).
   */
  spread?: boolean;
}

export interface FloodResult {
  answered: number;
  perSecond: number;
  statuses: Record<string, number>;
  /** Connections that failed or timed out. */
  errors: number;
  /** Answers that were the pre-rendered page rather than a render of their own (header X-Render: deferred). */
  deferred: number;
}

/** One GET with a fresh or kept connection; status 0 when it failed. */
export function get(
  url: string,
  options: { agent?: http.Agent; headers?: Record<string, string>; timeoutMs?: number; localAddress?: string } = {},
): Promise<{ status: number; ms: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      url,
      {
        agent: options.agent,
        headers: { "Accept-Encoding": "br, gzip", ...options.headers },
        localAddress: options.localAddress,
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            headers: response.headers,
            bytes,
          }),
        );
        response.on("error", () => resolve({ status: 0, ms: performance.now() - started, headers: {}, bytes }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => resolve({ status: 0, ms: performance.now() - started, headers: {}, bytes: 0 }));
  });
}

/** Runs the flood in a worker thread; resolves with its tally. */
export function flood(options: FloodOptions): Promise<FloodResult> {
  const worker = new Worker(new URL("./flood-worker.ts", import.meta.url), { workerData: options });
  return new Promise((resolve, reject) => {
    worker.once("message", (result: FloodResult) => resolve(result));
    worker.once("error", reject);
    worker.once("exit", (code) => code !== 0 && reject(new Error(`flood worker exited with ${code}`)));
  });
}

/** The flood's loop, run inside the worker. */
export async function runFlood(options: FloodOptions): Promise<FloodResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const queries = distinctPricingQueries();
  const statuses: Record<string, number> = {};
  let answered = 0;
  let errors = 0;
  let deferred = 0;
  let sent = 0;
  const max = options.maxRequests ?? Number.POSITIVE_INFINITY;
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const headers: Record<string, string> = options.forwardedFor ? { "X-Forwarded-For": options.forwardedFor } : {};
  // 198.18.0.0/15 is the benchmarking range (RFC 2544): addresses that are only ever words in a header here.
  const spreadAddress = (n: number) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < until && sent < max) {
        sent++;
        const path = floodPath(options.kind, queries.next().value!);
        const answer = await get(`${options.url}${path}`, {
          agent,
          headers: options.spread ? { "X-Forwarded-For": spreadAddress(sent) } : headers,
          localAddress: options.localAddress,
          timeoutMs: 30_000,
        });
        if (answer.status === 0) errors++;
        else {
          answered++;
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          if (answer.headers["x-render"] === "deferred") deferred++;
        }
      }
    }),
  );
  agent.destroy();
  return { answered, perSecond: answered / ((performance.now() - started) / 1000), statuses, errors, deferred };
}

export interface Latencies {
  count: number;
  median: number;
  p99: number;
  worst: number;
  failed: number;
}

export function latencies(samples: { status: number; ms: number }[]): Latencies {
  const ms = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? Number.NaN;
  return {
    count: ms.length,
    median: at(0.5),
    p99: at(0.99),
    worst: ms.at(-1) ?? Number.NaN,
    failed: samples.filter((sample) => sample.status < 200 || sample.status >= 300).length,
  };
}

/** A probe: one request every `everyMs` from another client, until `stop()`; resolves with its samples. */
export function probe(url: string, everyMs: number, localAddress?: string) {
  const samples: { status: number; ms: number }[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      // A fresh connection each time, as a load balancer's health check or a new visitor makes one.
      samples.push(await get(url, { localAddress, timeoutMs: 30_000 }));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    return samples;
  })();
  return {
    stop: () => {
      running = false;
      return done;
    },
  };
}

/** Posts one contact lead (JSON, as the page's script does); its status and time. */
export async function postLead(
  url: string,
  email: string,
  { localAddress, agent }: { localAddress?: string; agent?: http.Agent } = {},
) {
  const body = JSON.stringify(
    contactPayload(
      contactSchema.parse({
        firstName: "Flood",
        lastName: "Check",
        email,
        company: "",
        phone: "",
        message: "A lead posted during a flood.",
      }),
      siteConfig.forms.accessKey,
    ),
  );
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const request = http.request(
      `${url}/api/submit`,
      {
        method: "POST",
        localAddress,
        agent,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
        timeout: 30_000,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

/** A process's CPU time so far (user + system), in ms, from /proc (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  // Fields after the command's closing parenthesis: state is the 1st, utime the 12th, stime the 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * A process's CPU time in ms by the kind of thread that spent it (/proc/PID/task): its main thread (JavaScript's
 * event loop), V8's helpers (garbage collection and compiling, shared by every isolate), its worker threads, and the
 * rest (libuv's pool, signals).
 */
export function threadCpuMs(pid: number): Record<"main" | "v8Helpers" | "workers" | "rest", number> {
  const spent = { main: 0, v8Helpers: 0, workers: 0, rest: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
    } catch {
      continue; // the thread ended meanwhile
    }
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ms = (Number(fields[11]) + Number(fields[12])) * 10;
    const kind =
      tid === String(pid) ? "main" : name.startsWith("V8") ? "v8Helpers" : name === "WorkerThread" ? "workers" : "rest";
    spent[kind] += ms;
  }
  return spent;
}

/** A process's resident memory in MB, from /proc. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((text) => text.startsWith("VmRSS:"));
  return line ? Number(line.replace(/\D+/g, "")) / 1024 : Number.NaN;
}

export interface FloodScenario {
  kind: FloodKind;
  /**
   * How the flood's client is told apart: its own loopback address, X-Forwarded-For behind TRUST_PROXY=1, or a new
   * X-Forwarded-For address each request (many clients).
   */
  client: "address" | "proxy" | "spread";
  flood: FloodResult;
  health: Latencies;
  staticPage: Latencies;
  lead: { status: number; ms: number; email: string };
  rss: { idle: number; peak: number; after: number };
  /** RSS every tenth of the flood, in MB: a plateau, or a slope. */
  rssTimeline: number[];
  /** The server process's CPU time (user + system) during the flood, per request answered. */
  cpuMsPerRequest: number;
}

/** A person's browser, as the measurements send it (a page view the server counts). */
export const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/**
 * A server in service has counted a page: its counting thread (issue 57, about 30 MB) starts with the first page
 * view it counts, so idle memory is read once it runs. Without this, a flood's peak carried that thread and its
 * idle did not, and the flood test charged it to the README's constant (a quote flood: 1.5 MB over once).
 */
async function countedOnce(url: string, pid: number, localAddress: string | undefined) {
  await get(`${url}/`, {
    localAddress,
    headers: { "Sec-Fetch-Dest": "document", "User-Agent": BROWSER_AGENT },
  });
  // Its modules load on that thread: until the process's memory stops growing (at most 5 s).
  let last = rssMb(pid);
  for (let waited = 0; waited < 5000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = rssMb(pid);
    if (waited >= 1000 && now - last < 1) return;
    last = now;
  }
}

/**
 * One scenario against a server already started (`pid` to read its memory): idle memory, then the flood from one
 * client while other clients probe /healthz (every 100 ms) and /contact (every 200 ms) and post one lead halfway.
 */
export async function floodScenario(options: {
  url: string;
  pid: number;
  kind: FloodKind;
  seconds: number;
  connections?: number;
  /** The server trusts one proxy (TRUST_PROXY=1): every client comes through loopback and is told by its header. */
  behindProxy?: boolean;
  /** With `behindProxy`: every request of the flood from another client. */
  spread?: boolean;
  /** Seconds to watch memory after the flood ends. */
  settleSeconds?: number;
}): Promise<FloodScenario> {
  const { url, pid, kind, seconds } = options;
  const floodClient = options.behindProxy
    ? { forwardedFor: "198.51.100.7", spread: options.spread }
    : { localAddress: "127.0.0.2" };
  const otherClient = options.behindProxy ? undefined : "127.0.0.3";
  await countedOnce(url, pid, otherClient);
  const idle = rssMb(pid);
  const cpuBefore = cpuMs(pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
  const rssTimeline: number[] = [];
  const timeline = setInterval(() => rssTimeline.push(Math.round(rssMb(pid))), (seconds * 1000) / 10);
  const health = probe(`${url}/healthz`, 100, otherClient);
  const staticPage = probe(`${url}/contact`, 200, otherClient);
  const flooding = flood({ url, kind, seconds, connections: options.connections ?? 8, ...floodClient });
  await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
  const email = `flood-${kind}-${Date.now()}@example.com`;
  const lead = {
    ...(await postLead(url, email, { localAddress: options.behindProxy ? undefined : "127.0.0.4" })),
    email,
  };
  const floodResult = await flooding;
  const cpuDuring = cpuMs(pid) - cpuBefore;
  clearInterval(timeline);
  const [healthSamples, pageSamples] = await Promise.all([health.stop(), staticPage.stop()]);
  await new Promise((resolve) => setTimeout(resolve, (options.settleSeconds ?? 3) * 1000));
  clearInterval(sampler);
  const after = rssMb(pid);
  return {
    kind,
    client: options.spread ? "spread" : options.behindProxy ? "proxy" : "address",
    flood: floodResult,
    health: latencies(healthSamples),
    staticPage: latencies(pageSamples),
    lead,
    rss: { idle, peak: Math.max(peak, after), after },
    rssTimeline,
    cpuMsPerRequest: cpuDuring / Math.max(1, floodResult.answered),
  };
}

/** A table of scenarios, one column each, as issue 43 laid it out. */
export function floodTable(scenarios: FloodScenario[]): string {
  const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);
  const statuses = (flood: FloodResult) =>
    Object.entries(flood.statuses)
      .map(([status, count]) => `${count.toLocaleString("en-US")}× ${status}`)
      .join(", ") + (flood.errors ? `, ${flood.errors} failed` : "");
  const rows: [string, (scenario: FloodScenario) => string][] = [
    ["the server's CPU per request of the flood", (s) => `${s.cpuMsPerRequest.toFixed(2)} ms`],
    ["answered", (s) => `${s.flood.perSecond.toFixed(1)} a second (${statuses(s.flood)})`],
    ["of them the pre-rendered page (deferred)", (s) => s.flood.deferred.toLocaleString("en-US")],
    [
      "`/healthz` during, median / p99 / worst",
      (s) =>
        `${ms(s.health.median)} / ${ms(s.health.p99)} / ${ms(s.health.worst)}${s.health.failed ? ` (${s.health.failed} failed)` : ""}`,
    ],
    [
      "a static page (`/contact`) during, median",
      (s) => `${ms(s.staticPage.median)}${s.staticPage.failed ? ` (${s.staticPage.failed} failed)` : ""}`,
    ],
    ["a lead posted during", (s) => `${s.lead.status} in ${ms(s.lead.ms)}`],
    [
      "process memory (RSS) idle → peak → after",
      (s) => `${s.rss.idle.toFixed(0)} → ${s.rss.peak.toFixed(0)} → ${s.rss.after.toFixed(0)} MB`,
    ],
    ["RSS through the flood, each tenth", (s) => `${s.rssTimeline.join(", ")} MB`],
  ];
  const clients = { address: "", proxy: " (behind a proxy)", spread: " (a new client each request)" };
  const header = `| one server | ${scenarios.map((s) => floodKinds[s.kind] + clients[s.client]).join(" | ")} |`;
  return [
    header,
    `|---|${scenarios.map(() => "---").join("|")}|`,
    ...rows.map(([name, cell]) => `| ${name} | ${scenarios.map(cell).join(" | ")} |`),
  ].join("\n");
}
