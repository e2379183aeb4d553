/**
 * Where a requirement's Met / Not met choice and its notes field sit in the checklist PDF, worked out from the width
 * of their words in the PDF's face. The build draws the row from it (scripts/build/checklist-pdf.ts) and the content
 * check refuses words too long for it (app/content/check.server.ts): longer words once made "Met" run over "Not met"
 * and its button, and the check had passed them. Measured without pdfkit: the check loads it.
 */
import { textWidth } from "./measure.ts";
import { PAGE } from "./page.ts";

/** A choice's round button, and the size of the words beside the buttons and before the field, in points. */
export const CHOICE_SIZE = 12;
export const ROW_WORDS_SIZE = 10;
/** The narrowest notes field a person can still write a line in (about 25 characters). */
export const NOTES_FIELD_MIN = 144;

export interface ChoiceRowWords {
  met: string;
  notMet: string;
  notes: string;
}

export interface ChoiceRow {
  metX: number;
  notMetX: number;
  notesX: number;
  fieldX: number;
  fieldWidth: number;
}

/** A text's width at the row's size, in the PDFs' regular face. */
export const rowWordsWidth = (text: string) => textWidth(text, { size: ROW_WORDS_SIZE });

/** The row for these words: each part where it always was, or further right when the words before it need room. */
export function choiceRow(words: ChoiceRowWords, widthOf = rowWordsWidth): ChoiceRow {
  const afterChoice = (x: number, label: string) => x + CHOICE_SIZE + 6 + widthOf(label);
  const metX = PAGE.margin + 20;
  const notMetX = Math.max(PAGE.margin + 90, afterChoice(metX, words.met) + 14);
  const notesX = Math.max(PAGE.margin + 175, afterChoice(notMetX, words.notMet) + 16);
  const fieldX = notesX + widthOf(words.notes) + 8;
  return { metX, notMetX, notesX, fieldX, fieldWidth: PAGE.width - PAGE.margin - fieldX };
}
