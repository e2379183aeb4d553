/**
 * An answer as the serving path hands it to the counting thread (issue 57): six strings, pushed onto a flat queue and
 * posted with the others every 100 ms. Strings only, because copying them to another thread is a copy of their bytes:
 * Node's parsed header object (an object per request, its keys made lowercase) costs the serving path more to build
 * and to copy. Nothing here outlives the counting thread's reading of it; nothing of it is stored.
 */
import type { Answered } from "./visits.ts";

/** How many strings one answer takes in the queue. */
export const RECORD_LENGTH = 6;

/** Node's raw header list ([name, value, name, value…]) as one string: header values never hold a line break. */
export const rawHeadersText = (rawHeaders: readonly string[]) => rawHeaders.join("\n");

/** Adds one answer to a queue. */
export function pushRecord(
  queue: string[],
  answer: { method: string; status: number; socketAddress: string; path: string; href: string; headersText: string },
): void {
  queue.push(answer.method, String(answer.status), answer.socketAddress, answer.path, answer.href, answer.headersText);
}

/** The headers the counting reads, by their lowercase names (the rest of a request's headers are never looked at). */
const READ = new Set([
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
]);

/** An answer read back from the queue at `at`: what visits.ts reads, and the socket's address. */
export function readRecord(queue: readonly string[], at: number): Answered & { socketAddress: string } {
  const headers = new Map<string, string>();
  const text = queue[at + 5]!;
  if (text) {
    const raw = text.split("\n");
    for (let index = 0; index + 1 < raw.length; index += 2) {
      const name = raw[index]!.toLowerCase();
      if (!READ.has(name)) continue;
      const before = headers.get(name);
      // A header sent twice reads as Node reads it: joined ("; " between cookies, ", " otherwise).
      headers.set(
        name,
        before === undefined ? raw[index + 1]! : `${before}${name === "cookie" ? "; " : ", "}${raw[index + 1]}`,
      );
    }
  }
  return {
    method: queue[at]!,
    status: Number(queue[at + 1]),
    socketAddress: queue[at + 2]!,
    path: queue[at + 3]!,
    href: queue[at + 4]!,
    header: (name) => headers.get(name),
  };
}
