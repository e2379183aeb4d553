/**
 * The counting thread (issue 57): reads the answers the server posts and counts them (answer-counting.ts), adding
 * each interval's counts to the store, SQLite from this thread's own connection, PostgreSQL on a small pool of its
 * own. Nothing here holds the server's event loop: a slow store, a lock held by another process, the hashing of an
 * interval's visitors and the garbage of its maps all stay on this thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import { answerCounting } from "./answer-counting.ts";
import type { TrafficSink } from "./counter.ts";
import type { CountingSetup, FromCounting } from "./counting.ts";
import { sqliteSink } from "./sqlite-sink.ts";

const setup = workerData as CountingSetup;
const say = (message: FromCounting) => parentPort!.postMessage(message);

// PostgreSQL's client is loaded only when it is the store: this thread starts beside the server's first requests, and
// each module it loads is CPU taken from them (a slow start here made leads wait in the crash test).
const sink: TrafficSink = setup.databaseUrl
  ? (await import("./traffic-store.ts")).openTrafficStore({ databaseUrl: setup.databaseUrl, dbPath: setup.dbPath })
  : sqliteSink(setup.dbPath);
parentPort!.on("message", answerCounting(setup, sink, say).answer);
