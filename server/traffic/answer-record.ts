/**
 * An answer as the serving path hands it to the counting thread (issue 57): a few values pushed onto a flat queue and
 * posted with the others every second. The request's headers are the values Node has already read into its header
 * object (the site reads Accept-Encoding from it for every answer): only the few the counting reads, each a property
 * load, so the serving path makes no string, and the counting thread parses nothing. Nothing here outlives the
 * counting thread's reading of it; nothing of it is stored.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { Answered } from "./visits.ts";

/** The request headers the counting reads, by Node's names for them (lowercase; a header sent twice is joined). */
export const HEADERS_READ = [
  "user-agent",
  "sec-fetch-dest",
  "sec-purpose",
  "purpose",
  "x-purpose",
  "x-moz",
  "sec-ch-ua-mobile",
  "sec-gpc",
  "cookie",
  "referer",
  "x-forwarded-for",
] as const;
const HEADER_SLOT = new Map<string, number>(HEADERS_READ.map((name, slot) => [name, slot]));

/** The answer's own values before its headers: method, status, the socket's address, path, address (href). */
const ANSWER_VALUES = 5;
/** How many values one answer takes in the queue. */
export const RECORD_LENGTH = ANSWER_VALUES + HEADERS_READ.length;

export type RecordQueue = (string | number | undefined)[];

/** Adds one answer to a queue: the header values in HEADERS_READ's order (written out: each a plain property load). */
export function pushRecord(
  queue: RecordQueue,
  answer: { method: string; status: number; socketAddress: string; path: string; href: string },
  headers: IncomingHttpHeaders,
): void {
  queue.push(
    answer.method,
    answer.status,
    answer.socketAddress,
    answer.path,
    answer.href,
    headers["user-agent"],
    headers["sec-fetch-dest"],
    headers["sec-purpose"] as string | undefined,
    headers.purpose as string | undefined,
    headers["x-purpose"] as string | undefined,
    headers["x-moz"] as string | undefined,
    headers["sec-ch-ua-mobile"] as string | undefined,
    headers["sec-gpc"] as string | undefined,
    headers.cookie,
    headers.referer,
    headers["x-forwarded-for"] as string | undefined,
  );
}

/** An answer read back from the queue at `at`: what visits.ts reads, and the socket's address. */
export function readRecord(queue: Readonly<RecordQueue>, at: number): Answered & { socketAddress: string } {
  return {
    method: queue[at] as string,
    status: queue[at + 1] as number,
    socketAddress: queue[at + 2] as string,
    path: queue[at + 3] as string,
    href: queue[at + 4] as string,
    header: (name) => {
      const slot = HEADER_SLOT.get(name);
      return slot === undefined ? undefined : (queue[at + ANSWER_VALUES + slot] as string | undefined);
    },
  };
}
