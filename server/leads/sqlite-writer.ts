// The worker thread that owns the SQLite write connection (threaded-sqlite-repository.ts): waiting for another
// process's write lock happens here, never on the server's event loop.
import { parentPort, workerData } from "node:worker_threads";
import { SqliteLeadRepository } from "./sqlite-repository.ts";

export interface WriterRequest {
  id: number;
  method:
    | "insert"
    | "claimDue"
    | "complete"
    | "retryFailed"
    | "releaseClaims"
    | "issueReceipt"
    | "redeemReceipt"
    | "audit"
    | "recordQuote"
    | "keepAside"
    | "restoreSpam"
    | "erase";
  args: unknown[];
}

const repository = new SqliteLeadRepository((workerData as { file: string }).file);

parentPort!.on("message", async ({ id, method, args }: WriterRequest) => {
  try {
    const call = repository[method] as (...values: unknown[]) => Promise<unknown>;
    parentPort!.postMessage({ id, result: await call.apply(repository, args) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
