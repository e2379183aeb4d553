/**
 * `node scripts/measure/counting-replay.ts` (issue 57): what the counting thread costs a page view, measured alone.
 * The side-by-side bench (traffic.ts) reads two whole servers, whose difference swings by several per cent from round
 * to round (its control reads −3 to +3 % with nothing counted); a cost of a few µs a view cannot be seen there. This
 * starts the server's own counting thread in this process, on a fresh SQLite store, and hands it the bench's page
 * views as the server does (pushed with the server's own code, posted every second), 400 a second sped up `--speed`
 * times, its flushes sped up alike (every 5 s by default: each holds the same 2,000 views as the server's); then reads
 * that thread's CPU and V8's helper threads' (its collections and compiling) from /proc, per view, after `--warm`
 * seconds of views.
 *
 *   --rounds N     fresh stores and threads (default 3); the median is given
 *   --seconds N    the measured views' seconds, at 400 a second (default 120)
 *   --warm N       seconds of views before, not measured (default 30)
 *   --speed N      how much faster than 400 a second the views are handed over (default 10)
 *   --flush N      seconds between the flushes at 400 views a second (TRAFFIC_FLUSH_SECONDS; default 5)
 *   --leave-out X  a part left out, to see what each costs: "store" (the interval's counts are made, hashed and
 *                  dropped: no store work), "counting" (the views are posted and dropped unread: the handing over
 *                  alone); by default none
 *   --allocations  also what the thread allocates a view while measured, by function (V8's sampling heap profiler,
 *                  the garbage included): what its collections, on V8's helper threads, have to go through
 *
 * Where the time goes inside the thread: run it with `node --cpu-prof --cpu-prof-dir=DIR` (a profile per thread).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { checklistPdfPath } from "#app/content/forms.ts";
import { pages } from "#app/content/pages.ts";
import { quotePdfPath } from "#app/lib/pricing/quote-document.ts";
import { SqliteLeadRepository } from "#server/leads/sqlite-repository.ts";
import { type RecordQueue, pushRecord } from "#server/traffic/answer-record.ts";
import type { CountingSetup } from "#server/traffic/counting.ts";
import { openTrafficStore } from "#server/traffic/traffic-store.ts";
import { countsBetween } from "#server/traffic/store.ts";
import { dayOf } from "#server/shared/calendar-days.ts";
import { BROWSER_AGENT, threadCpuMs } from "./flood-load.ts";
import type { Allocations, LeftOut, ToReplay } from "./counting-replay-worker.ts";
import { PAGES, viewAddress, viewPath } from "./traffic-views.ts";
import { median } from "./median.ts";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    seconds: { type: "string", default: "120" },
    warm: { type: "string", default: "30" },
    speed: { type: "string", default: "10" },
    flush: { type: "string", default: "5" },
    "leave-out": { type: "string", default: "none" },
    allocations: { type: "boolean", default: false },
  },
});
const VIEWS_A_SECOND = 400;
const leaveOut = values["leave-out"] as LeftOut;
if (!["none", "store", "counting"].includes(leaveOut)) throw new Error(`--leave-out: none, store or counting`);
const speed = Number(values.speed);
const HOST = "localhost:3000";

/** One second's views from the nth on, as the serving path queues them (countVisit's record of each). */
function secondOfViews(from: number): RecordQueue {
  const queue: RecordQueue = [];
  for (let n = from; n < from + VIEWS_A_SECOND; n += 1) {
    const url = viewPath(n);
    // Node's header object: names in lower case (little made here: this thread's collections count as V8's helpers).
    const headers = { "user-agent": BROWSER_AGENT, "sec-fetch-dest": "document", "x-forwarded-for": viewAddress(n) };
    pushRecord(
      queue,
      {
        method: "GET",
        status: 200,
        socketAddress: "127.0.0.1",
        path: url.slice(0, url.indexOf("?")),
        href: `http://${HOST}${url}`,
      },
      headers,
    );
  }
  return queue;
}

async function round(): Promise<{ thread: number; helpers: number; counted: number; allocations?: Allocations }> {
  const dir = mkdtempSync(path.join(tmpdir(), "counting-replay-"));
  const dbPath = path.join(dir, "leads.db");
  await new SqliteLeadRepository(dbPath).close();
  const setup: CountingSetup = {
    paths: {
      pages: PAGES,
      quotePath: quotePdfPath,
      checklistPath: checklistPdfPath,
      pricingPath: pages.pricing.path,
      ownHosts: [HOST],
    },
    trustProxy: 1,
    timeZone: "UTC",
    keepDays: 400,
    flushSeconds: Number(values.flush) / speed,
    dbPath,
  };
  const worker = new Worker(new URL("./counting-replay-worker.ts", import.meta.url), {
    workerData: { setup, leaveOut },
  });
  worker.on("message", (message: { warn?: string }) => message.warn && console.warn(message.warn));
  const warmSeconds = Number(values.warm);
  const seconds = Number(values.seconds);
  const post = (message: ToReplay) => worker.postMessage(message);
  let before = threadCpuMs(process.pid);
  for (let second = 0; second < warmSeconds + seconds; second += 1) {
    if (second === warmSeconds) {
      before = threadCpuMs(process.pid);
      if (values.allocations) post({ sampling: "start" });
    }
    post({ answers: secondOfViews(second * VIEWS_A_SECOND) });
    await sleep(1000 / speed);
  }
  const after = threadCpuMs(process.pid);
  const allocations = values.allocations
    ? await new Promise<Allocations>((resolve) => {
        worker.on(
          "message",
          (message: { allocations?: Allocations }) => message.allocations && resolve(message.allocations),
        );
        post({ sampling: "stop" });
      })
    : undefined;
  await new Promise<void>((resolve) => {
    worker.on("message", (message: { flushed?: number }) => message.flushed && resolve());
    post({ flush: 1 });
  });
  await worker.terminate();
  const traffic = openTrafficStore({ dbPath });
  const today = dayOf(new Date(), "UTC");
  const views = (await countsBetween(traffic.sql, today, today)).byDay.get(today)?.views ?? 0;
  await traffic.close();
  rmSync(dir, { recursive: true, force: true });
  const total = seconds * VIEWS_A_SECOND;
  return {
    thread: ((after.workers - before.workers) * 1000) / total,
    helpers: ((after.v8Helpers - before.v8Helpers) * 1000) / total,
    counted: views,
    allocations,
  };
}

const rounds: Awaited<ReturnType<typeof round>>[] = [];
for (let index = 0; index < Number(values.rounds); index += 1) {
  rounds.push(await round());
  const last = rounds.at(-1)!;
  console.log(
    `round ${index + 1}: the counting thread ${last.thread.toFixed(1)} µs a view, V8's helpers ${last.helpers.toFixed(1)} µs (${last.counted} views in the store)`,
  );
}
const sums = rounds.map((each) => each.thread + each.helpers);
const sampled = rounds.at(-1)?.allocations;
if (sampled) {
  const perView = (bytes: number) => Math.round(bytes / (Number(values.seconds) * VIEWS_A_SECOND));
  const total = sampled.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(`allocated (the last round): ${perView(total)} bytes a view; the most, by function:`);
  for (const [where, bytes] of sampled.slice(0, 15)) console.log(`  ${String(perView(bytes)).padStart(5)} B  ${where}`);
}
console.log(
  `leaving out ${leaveOut}: ${median(sums).toFixed(1)} µs a view (the thread ${median(rounds.map((each) => each.thread)).toFixed(1)}, V8's helpers ${median(rounds.map((each) => each.helpers)).toFixed(1)}; median of ${rounds.length})`,
);
