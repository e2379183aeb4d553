// The worker thread that adds the counts to a SQLite store (traffic-store.ts): waiting for another process's write
// lock happens here, never on the server's event loop.
import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";
import { sqliteSql } from "./sql-adapters.ts";
import { KnownVisitors, addBatch, forget, secretFor } from "./store.ts";

export interface TrafficWrite {
  id: number;
  method: "secretFor" | "add" | "forget";
  args: unknown[];
}

const db = new DatabaseSync((workerData as { file: string }).file, { timeout: 5000 });
const sql = sqliteSql(db);
const knownVisitors = new KnownVisitors();
const writes = {
  secretFor: (day: string) => secretFor(sql, day),
  add: (batch: Parameters<typeof addBatch>[1]) => addBatch(sql, batch, knownVisitors),
  forget: (today: string, keepFrom: string) => forget(sql, today, keepFrom),
};

parentPort!.on("message", async ({ id, method, args }: TrafficWrite) => {
  try {
    const write = writes[method] as (...values: unknown[]) => Promise<unknown>;
    parentPort!.postMessage({ id, result: await write(...args) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
