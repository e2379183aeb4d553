/**
 * The counting thread (issue 57): reads the answers the server posts (answer-record.ts), counts them (counter.ts) and
 * adds each interval's counts to the store, SQLite from this thread's own connection, PostgreSQL on a small pool of
 * its own. Nothing here holds the server's event loop: a slow store, a lock held by another process, the hashing of
 * an interval's visitors and the garbage of its maps all stay on this thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import { withoutTrailingSlash } from "#app/content/paths.ts";
import { clientAddress } from "#server/shared/client-address.ts";
import { lookup } from "#server/shared/request-path.ts";
import { dayOf } from "#server/shared/calendar-days.ts";
import { RECORD_LENGTH, type RecordQueue, readRecord } from "./answer-record.ts";
import { TrafficCounter, type TrafficSink } from "./counter.ts";
import type { CountingSetup, FromCounting, ToCounting } from "./counting.ts";
import { sqliteSink } from "./sqlite-sink.ts";
import { hasTeamMark } from "./team-mark.ts";
import { type SitePaths, countedAs } from "./visits.ts";

const setup = workerData as CountingSetup;
const say = (message: FromCounting) => parentPort!.postMessage(message);

const site = { files: new Map(setup.paths.pages.map((page) => [page, true])) };
const paths: SitePaths = {
  pageOf: (path) => (lookup(site, path) ? withoutTrailingSlash(path) || "/" : undefined),
  quotePath: setup.paths.quotePath,
  checklistPath: setup.paths.checklistPath,
  pricingPath: setup.paths.pricingPath,
  ownHosts: new Set(setup.paths.ownHosts),
};

// PostgreSQL's client is loaded only when it is the store: this thread starts beside the server's first requests, and
// each module it loads is CPU taken from them (a slow start here made leads wait in the crash test).
const sink: TrafficSink = setup.databaseUrl
  ? (await import("./traffic-store.ts")).openTrafficStore({ databaseUrl: setup.databaseUrl, dbPath: setup.dbPath })
  : sqliteSink(setup.dbPath);
const counter = new TrafficCounter({
  sink,
  dayOf: (instant) => dayOf(instant, setup.timeZone),
  keepDays: setup.keepDays,
  warn: (message) => say({ warn: message }),
});
counter.start();
setInterval(() => void counter.tick(), setup.flushSeconds * 1000);

/** Counts a posted queue of answers; a slip in one costs its count, never the others'. */
function countAll(answers: RecordQueue) {
  for (let at = 0; at < answers.length; at += RECORD_LENGTH) {
    try {
      const answer = readRecord(answers, at);
      const counted = countedAs(answer, paths, hasTeamMark(answer.header("cookie")));
      if (!counted) continue;
      counter.count(counted, {
        address: clientAddress(answer.socketAddress, answer.header("x-forwarded-for"), setup.trustProxy),
        userAgent: answer.header("user-agent") ?? "",
        optedOut: answer.header("sec-gpc")?.trim() === "1",
      });
    } catch (error) {
      say({ warn: `a visit was not counted (${String(error)})` });
    }
  }
}

parentPort!.on("message", (message: ToCounting) => {
  if ("answers" in message) countAll(message.answers);
  else void counter.flush().then(() => say({ flushed: message.flush }));
});
