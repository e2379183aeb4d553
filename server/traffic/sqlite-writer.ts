// The worker thread that adds the counts to a SQLite store for a counter on another thread (traffic-store.ts: the
// tests' and the benchmark's; the server's counter writes from its own thread, counting-worker.ts).
import { parentPort, workerData } from "node:worker_threads";
import type { TrafficSink } from "./counter.ts";
import { sqliteSink } from "./sqlite-sink.ts";

export interface TrafficWrite {
  id: number;
  method: keyof TrafficSink;
  args: unknown[];
}

const sink = sqliteSink((workerData as { file: string }).file);

parentPort!.on("message", async ({ id, method, args }: TrafficWrite) => {
  try {
    const write = sink[method] as (...values: unknown[]) => Promise<unknown>;
    parentPort!.postMessage({ id, result: await write(...args) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
