/**
 * The quote's optional "Prepared for" block (issue 34): what the buyer typed before downloading, made safe to print.
 * Never stored and never in a URL (the form posts it). Hostile or overlong values are made harmless here, and the
 * PDF says what was done: control and direction-changing characters are dropped, runs of spaces become one, an
 * e-mail that does not look like one is left out (and the PDF says so). A value past its limit is never cut: it is
 * named in `tooLong`, and the server makes no quote but says which field to shorten (a limit is a message, never a
 * truncation). Pure: the server's one reading of the fields.
 */

import { fillText } from "#app/content/figures.ts";

/** The fields as the form names them, and how long each may be as printed. */
export const preparedForFields = {
  organisation: { name: "organisation", max: 120 },
  contact: { name: "contact", max: 100 },
  email: { name: "email", max: 254 },
} as const;

export type PreparedForField = keyof typeof preparedForFields;

export interface PreparedFor {
  organisation: string;
  contact: string;
  email: string;
  /** The fields longer than their limit (and how long each is, in characters): no quote is made with them. */
  tooLong: { field: PreparedForField; length: number }[];
  /** An e-mail was given that does not look like an address, and was left out. */
  emailLeftOut: boolean;
}

/** Bytes a whole "Prepared for" post may have: three fields at their limits, encoded, with room to spare. */
export const PREPARED_FOR_MAX_BYTES = 8 * 1024;

// C0/C1 controls, and the bidirectional overrides and isolates that can make printed text read in another order.
const UNSAFE = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function clean(value: unknown): string {
  return typeof value === "string" ? value.replace(UNSAFE, " ").replace(/\s+/g, " ").trim() : "";
}

/** What the form sent (any value; absent or non-text fields are empty), as it may be printed. */
export function readPreparedFor(form: Record<string, unknown>): PreparedFor {
  const result: PreparedFor = { organisation: "", contact: "", email: "", tooLong: [], emailLeftOut: false };
  for (const key of Object.keys(preparedForFields) as PreparedForField[]) {
    const { name, max } = preparedForFields[key];
    const value = clean(form[name]);
    // Counted in characters as a person counts them (an emoji is one), as the limit under the field says.
    const length = [...value].length;
    if (length > max) result.tooLong.push({ field: key, length });
    else result[key] = value;
  }
  if (result.email && !EMAIL.test(result.email)) {
    result.email = "";
    result.emailLeftOut = true;
  }
  return result;
}

/**
 * What a refused "Prepared for" post says of each field too long ("Organisation has 134 characters; the quote
 * prints up to 120."), by field, in the fields' order, in the copy's words: `words` holds the fields' labels and
 * `tooLong`, the line with its placeholders. The server's page and the form in the browser say the same.
 */
export function tooLongErrors(
  read: Pick<PreparedFor, "tooLong">,
  words: Record<PreparedForField, string> & { tooLong: string },
): Partial<Record<PreparedForField, string>> {
  return Object.fromEntries(
    read.tooLong.map(({ field, length }) => [
      field,
      fillText(words.tooLong, { field: words[field], length, max: preparedForFields[field].max }),
    ]),
  );
}

/** Whether anything is to be printed. */
export const hasPreparedFor = (value: PreparedFor) =>
  Boolean(value.organisation || value.contact || value.email || value.emailLeftOut);
