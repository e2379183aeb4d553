/**
 * An answer as the serving path hands it to the counting thread (issue 57): six strings, pushed onto a flat queue and
 * posted with the others every second. Strings only, because copying them to another thread is a copy of their bytes:
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
const READ = [
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
];
const readAs = new Map(READ.map((name) => [name, name]));

/**
 * Each header name as sent, and the name the counting reads it as ("" when it is not read): browsers send the same
 * few names in the same case, and lowercasing each name of each request made most of the counting's garbage. Bounded:
 * past NAMES_KEPT names (made-up ones), a name is lowercased each time it comes.
 */
const nameRead = new Map<string, string>();
const NAMES_KEPT = 500;

function readName(sent: string): string {
  let name = nameRead.get(sent);
  if (name === undefined) {
    // The list's own string, so the counting's lookups compare the same string.
    name = readAs.get(sent.toLowerCase()) ?? "";
    if (nameRead.size < NAMES_KEPT) nameRead.set(sent, name);
  }
  return name;
}

/**
 * An answer read back from the queue at `at`: what visits.ts reads, and the socket's address. Only the headers read
 * are cut out of the header text (found by its line breaks, not split into a string per line), held as a short list
 * of names and values.
 */
export function readRecord(queue: readonly string[], at: number): Answered & { socketAddress: string } {
  const found: string[] = [];
  const text = queue[at + 5]!;
  let start = 0;
  while (start < text.length) {
    const nameEnd = text.indexOf("\n", start);
    if (nameEnd < 0) break;
    let valueEnd = text.indexOf("\n", nameEnd + 1);
    if (valueEnd < 0) valueEnd = text.length;
    const name = readName(text.slice(start, nameEnd));
    if (name) add(found, name, text.slice(nameEnd + 1, valueEnd));
    start = valueEnd + 1;
  }
  return {
    method: queue[at]!,
    status: Number(queue[at + 1]),
    socketAddress: queue[at + 2]!,
    path: queue[at + 3]!,
    href: queue[at + 4]!,
    header: (name) => {
      for (let index = 0; index < found.length; index += 2) if (found[index] === name) return found[index + 1];
      return undefined;
    },
  };
}

/** A header sent twice reads as Node reads it: joined ("; " between cookies, ", " otherwise). */
function add(found: string[], name: string, value: string) {
  for (let index = 0; index < found.length; index += 2)
    if (found[index] === name) {
      found[index + 1] = `${found[index + 1]}${name === "cookie" ? "; " : ", "}${value}`;
      return;
    }
  found.push(name, value);
}
