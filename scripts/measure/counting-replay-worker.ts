/**
 * The counting thread as the replay runs it (counting-replay.ts): the server's own counting (answer-counting.ts) on a
 * SQLite store, with one part left out when asked, to see what each part costs.
 */
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

parentPort!.on("message", (message: ToCounting) => {
  if ("answers" in message) {
    if (leaveOut !== "counting") counting.countAll(message.answers);
  } else void counting.flush().then(() => say({ flushed: message.flush }));
});
