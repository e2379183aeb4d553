import { z } from "zod";

// Zod compiles object parsers with `new Function` unless told not to; our CSP forbids eval, and even
// zod's feature probe would be reported as a violation. Every schema module imports this file first.
z.config({ jitless: true });

/**
 * Field rules shared by every form schema, in the browser and on the server.
 * Values are trimmed before any rule runs.
 */

// C0 controls other than tab, LF and CR, plus DEL: never legitimate in a lead.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\r\n]/;

export function singleLine(messages: { required?: string; max: string }, max: number) {
  let schema = z.string().trim();
  if (messages.required) schema = schema.min(1, messages.required);
  return schema
    .max(max, messages.max)
    .refine((value) => !LINE_BREAK.test(value), "Line breaks are not allowed in this field")
    .refine((value) => !CONTROL.test(value), "Control characters are not allowed");
}

export function multiLine(messages: { min: string; max: string }, min: number, max: number) {
  return z
    .string()
    .trim()
    .min(min, messages.min)
    .max(max, messages.max)
    .refine((value) => !CONTROL.test(value), "Control characters are not allowed");
}

export function emailField(messages: { invalid: string; max: string }, max = 255) {
  return z
    .string()
    .trim()
    .email(messages.invalid)
    .max(max, messages.max)
    .refine((value) => !LINE_BREAK.test(value) && !CONTROL.test(value), messages.invalid);
}

/** The hidden field bots fill in (Web3Forms calls it botcheck). Humans leave it empty. */
export const honeypot = z.string().max(500).optional();

export const HONEYPOT_FIELD = "botcheck";
