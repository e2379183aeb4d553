import * as z from "zod/mini";

// Zod compiles object parsers with `new Function` unless told not to; our CSP forbids eval, and even
// zod's feature probe would be reported as a violation. Every schema module imports this file first.
// Zod Mini (the same rules, functions instead of methods): the forms' scripts are a third smaller (issue 47).
z.config({ jitless: true });

/**
 * Field rules shared by every form schema, in the browser and on the server.
 * Values are trimmed before any rule runs.
 */

// C0 controls other than tab, LF and CR, DEL, and the C1 controls: never legitimate in a lead.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\r\n]/;
// What can hide or reorder text in a one-line value (a name, a subject line in the sales inbox), so that a
// required name can look blank or read backwards: tab; line and paragraph separators; the direction marks (LRM,
// RLM, ALM), embeddings, overrides and isolates; zero-width characters (ZWSP, ZWNJ, ZWJ, word joiner, invisible
// operators, BOM) and the deprecated format controls; the combining grapheme joiner and the Mongolian vowel
// separator; blank look-alike letters (the Hangul fillers, the blank Braille pattern); and the tag characters.
// (The combining grapheme joiner stands outside the class: inside one it would combine with its neighbour.)
const INVISIBLE =
  /\u034F|[\t\u061C\u115F\u1160\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFEFF\uFFA0\u{E0000}-\u{E007F}]/u;

/**
 * One count of characters everywhere: a browser's native post sends each line break as CR LF, a script's JSON as
 * LF. Both become LF before any rule counts them, and that is what is stored.
 */
export const normaliseLineEndings = (value: string) => value.replace(/\r\n?/g, "\n");

export const characterMessages = {
  lineBreak: "Line breaks are not allowed in this field",
  control: "Control characters are not allowed",
  invisible: "Invisible or text-direction characters are not allowed in this field",
};

export function singleLine(messages: { required?: string; max: string }, max: number) {
  return z.string().check(
    z.trim(),
    ...(messages.required ? [z.minLength(1, messages.required)] : []),
    z.maxLength(max, messages.max),
    z.refine((value: string) => !LINE_BREAK.test(value), characterMessages.lineBreak),
    z.refine((value: string) => !CONTROL.test(value), characterMessages.control),
    z.refine((value: string) => !INVISIBLE.test(value), characterMessages.invisible),
  );
}

export function multiLine(messages: { min: string; max: string }, min: number, max: number) {
  return z.string().check(
    z.overwrite(normaliseLineEndings),
    z.trim(),
    z.minLength(min, messages.min),
    z.maxLength(max, messages.max),
    z.refine((value: string) => !CONTROL.test(value), characterMessages.control),
  );
}

export function emailField(messages: { invalid: string; max: string }, max = 255) {
  return z.string().check(
    z.trim(),
    z.email(messages.invalid),
    z.maxLength(max, messages.max),
    z.refine(
      (value: string) => !LINE_BREAK.test(value) && !CONTROL.test(value) && !INVISIBLE.test(value),
      messages.invalid,
    ),
  );
}

/** The hidden field bots fill in (Web3Forms calls it botcheck). Humans leave it empty. */
export const honeypot = z.optional(z.string().check(z.maxLength(500)));

export const HONEYPOT_FIELD = "botcheck";
