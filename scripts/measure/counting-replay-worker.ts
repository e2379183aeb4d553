/**
 * The counting thread as the replay runs it (counting-replay.ts): the server's own counting (answer-counting.ts) on a
 * SQLite store, with one part left out when asked, to see what each part costs; and, when asked, what it allocates
 * (V8's sampling heap profiler, keeping what its collections took: the garbage too).
 */
import { Session } from "node:inspector/promises";
import { parentPort, workerData } from "node:worker_threads";
import { answerCounting } from "#server/traffic/answer-counting.ts";
import type { CountingSetup, FromCounting, ToCounting } from "#server/traffic/counting.ts";
import { sqliteSink } from "#server/traffic/sqlite-sink.ts";

/** "store": the interval's counts are made and hashed, then dropped; "counting": the views are dropped unread. */
export type LeftOut = "none" | "store" | "counting";

const { setup, leaveOut } = workerData as { setup: CountingSetup; leaveOut: LeftOut };
const say = (message: FromCounting) => parentPort!.postMessage(message);
const store = sqliteSink(setup.dbPath);
const counting = answerCounting(setup, leaveOut === "store" ? { ...store, add: () => Promise.resolve() } : store, say);

/** The replay's own messages: the allocations' sampling started, and stopped (answered with its sums). */
export type ToReplay = ToCounting | { sampling: "start" | "stop" };
/** Bytes allocated by each function ("name file:line"), the most first. */
export type Allocations = [where: string, bytes: number][];

interface SampledNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: SampledNode[];
}

const session = new Session();

async function sampling(step: "start" | "stop") {
  if (step === "start") {
    session.connect();
    await session.post("HeapProfiler.enable");
    await session.post("HeapProfiler.startSampling", {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    return;
  }
  const { profile } = await session.post("HeapProfiler.stopSampling");
  const bytes = new Map<string, number>();
  const add = (node: SampledNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = `${functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;
    bytes.set(where, (bytes.get(where) ?? 0) + node.selfSize);
    node.children.forEach(add);
  };
  add(profile.head as SampledNode);
  parentPort!.postMessage({ allocations: [...bytes].sort((a, b) => b[1] - a[1]) satisfies Allocations });
}

parentPort!.on("message", (message: ToReplay) => {
  if ("sampling" in message) void sampling(message.sampling);
  // Left out, the views are dropped unread; a flush is answered all the same.
  else if (!("answers" in message && leaveOut === "counting")) counting.answer(message);
});
