/**
 * The counting thread's work (issue 57), apart from the thread itself: reads the answers the server posts
 * (answer-record.ts), tells what each counts as (visits.ts), counts them (counter.ts), and adds each interval's counts
 * to the store it is given. counting-worker.ts runs it on the server's counting thread; the replay
 * (scripts/measure/counting-replay.ts) runs the same on its own, to measure it.
 */
import { withoutTrailingSlash } from "#app/content/paths.ts";
import { clientAddress } from "#server/shared/client-address.ts";
import { lookup } from "#server/shared/request-path.ts";
import { dayOf } from "#server/shared/calendar-days.ts";
import { RECORD_LENGTH, type RecordQueue, readRecord } from "./answer-record.ts";
import { TrafficCounter, type TrafficSink } from "./counter.ts";
import type { CountingSetup, FromCounting, ToCounting } from "./counting.ts";
import { hasTeamMark } from "./team-mark.ts";
import { type SitePaths, countedAs } from "./visits.ts";

export interface AnswerCounting {
  /**
   * A message of the server's: its answers counted (a slip in one costs its count, never the others'), or a flush of
   * what is counted so far, said done once the store has taken it.
   */
  answer(message: ToCounting): void;
}

/** Starts counting into `sink`: the day's secret read ahead, and each interval's counts added every flushSeconds. */
export function answerCounting(
  setup: CountingSetup,
  sink: TrafficSink,
  say: (message: FromCounting) => void,
): AnswerCounting {
  const site = { files: new Map(setup.paths.pages.map((page) => [page, true])) };
  const paths: SitePaths = {
    pageOf: (path) => (lookup(site, path) ? withoutTrailingSlash(path) || "/" : undefined),
    quotePath: setup.paths.quotePath,
    checklistPath: setup.paths.checklistPath,
    pricingPath: setup.paths.pricingPath,
    ownHosts: new Set(setup.paths.ownHosts),
  };
  const counter = new TrafficCounter({
    sink,
    dayOf: (instant) => dayOf(instant, setup.timeZone),
    keepDays: setup.keepDays,
    warn: (message) => say({ warn: message }),
    onBatch: (outcome) => say({ batch: outcome }),
  });
  counter.start();
  setInterval(() => void counter.tick(), setup.flushSeconds * 1000);

  const countAll = (answers: RecordQueue) => {
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
  };
  return {
    answer: (message) => {
      if ("answers" in message) countAll(message.answers);
      else void counter.flush().then(() => say({ flushed: message.flush }));
    },
  };
}
