/**
 * The characters a field's value may not hold, and the one-line rule as a plain function. The forms' schemas
 * (fields.ts) check with these; the server's counting of page views (issue 57) reads campaign tags with the same
 * rule on a thread that loads no schema library (zod and its locales were a third of that thread's start).
 */

// C0 controls other than tab, LF and CR, DEL, and the C1 controls: never legitimate in a lead.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const LINE_BREAK = /[\r\n]/;
// What can hide or reorder text in a one-line value (a name, a subject line in the sales inbox), so that a
// required name can look blank or read backwards: tab; line and paragraph separators; the direction marks (LRM,
// RLM, ALM), embeddings, overrides and isolates; zero-width characters (ZWSP, ZWNJ, ZWJ, word joiner, invisible
// operators, BOM) and the deprecated format controls; the combining grapheme joiner and the Mongolian vowel
// separator; blank look-alike letters (the Hangul fillers, the blank Braille pattern); and the tag characters.
// (The combining grapheme joiner stands outside the class: inside one it would combine with its neighbour.)
export const INVISIBLE =
  /\u034F|[\t\u061C\u115F\u1160\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFEFF\uFFA0\u{E0000}-\u{E007F}]/u;

export const characterMessages = {
  lineBreak: "Line breaks are not allowed in this field",
  control: "Control characters are not allowed",
  invisible: "Invisible or text-direction characters are not allowed in this field",
};

/**
 * A value as a one-line field keeps it (trimmed), or undefined when the field's schema would refuse it: longer than
 * `max` once trimmed, or holding a line break, a control or an invisible character. fields.ts's `singleLine` is the
 * same rule with a message for each refusal.
 */
export function oneLineValue(value: string, max: number): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length > max || LINE_BREAK.test(trimmed) || CONTROL.test(trimmed) || INVISIBLE.test(trimmed))
    return undefined;
  return trimmed;
}
