/**
 * A visitor's text as the team reads it (issue 55): characters that change the direction of what follows (U+202E
 * shows `RTL:\u202Egpj.exe` as "RTL:exe.jpg") are shown as what they are, and the text is isolated from what is
 * around it, so nothing a visitor typed reads as something else in the workspace or an e-mail. The stored lead keeps
 * every character; only what is shown changes.
 */

/** The Unicode bidirectional formatting characters (embeddings, overrides, isolates, and the implicit marks). */
const DIRECTION_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Each direction control shown as its code point, e.g. "[U+202E]". */
export function showDirectionControls(text: string): string {
  return text.replace(
    DIRECTION_CONTROLS,
    (char) => `[U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}]`,
  );
}

/** Letters written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko and the rest of their blocks). */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]|[\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/**
 * For plain text (an e-mail's lines and subject): the controls shown, and a value holding right-to-left letters put
 * between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, so it cannot reorder the label or the text after it
 * (a left-to-right value cannot, and is left as it is).
 */
export function isolatedPlainText(text: string): string {
  const shown = showDirectionControls(text);
  return RIGHT_TO_LEFT.test(shown) ? `\u2068${shown}\u2069` : shown;
}
