import { timingSafeEqual } from "node:crypto";

/** Whether a secret someone sent (a token, an anti-forgery value) is the expected one, in time that tells nothing. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
