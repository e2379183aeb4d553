import * as z from "zod/mini";
import { CONTROL, INVISIBLE, LINE_BREAK, characterMessages } from "./characters.ts";

export { characterMessages };

// Zod compiles object parsers with `new Function` unless told not to; our CSP forbids eval, and even
// zod's feature probe would be reported as a violation. Every schema module imports this file first.
// Zod Mini (the same rules, functions instead of methods): the forms' scripts are a third smaller (issue 47).
z.config({ jitless: true });

/**
 * Field rules shared by every form schema, in the browser and on the server.
 * Values are trimmed before any rule runs.
 */

/**
 * One count of characters everywhere: a browser's native post sends each line break as CR LF, a script's JSON as
 * LF. Both become LF before any rule counts them, and that is what is stored.
 */
export const normaliseLineEndings = (value: string) => value.replace(/\r\n?/g, "\n");

/** A one-line field: the rule of characters.ts's `oneLineValue`, with a message for each refusal. */
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
