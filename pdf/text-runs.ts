/**
 * A buyer's words in any script, ready for pdfkit (issue 47): "Prepared for" is the one text on a quote the team did
 * not write, so it may be Vietnamese, Greek, Cyrillic, Hebrew or Arabic. Each character is set in the first face that
 * has it (the site's Inter cut, then Inter's Vietnamese, Greek and Cyrillic, then Noto Sans Hebrew and Arabic); runs
 * are put in the order they are seen by the Unicode bidirectional algorithm (bidi-js), so a right-to-left name reads
 * right to left; fontkit shapes and mirrors each right-to-left run itself. Whatever no face has (emoji, CJK) prints
 * as "?" and is named on the PDF; the text a screen reader reads (ActualText) keeps every character as typed.
 */
import bidiFactory from "bidi-js";
import { openSync } from "fontkit";
import { type PdfFace, pdfFaceFiles } from "./typefaces.ts";

const bidi = bidiFactory();

/** The faces in the order they are tried; the first is the one every PDF registers. */
const faces: PdfFace[] = ["inter", "interExtended", "hebrew", "arabic"];

type Coverage = (codePoint: number) => boolean;
const coverageCache = new Map<PdfFace, Coverage>();
/**
 * Whether a face has a glyph (its cmap only: the regular and bold cuts hold the same characters), each face opened
 * once per process: the quote's own words and the content check's checklist rule ask the same of "inter".
 */
export function covers(face: PdfFace): Coverage {
  let coverage = coverageCache.get(face);
  if (!coverage) {
    const font = openSync(pdfFaceFiles[face].regular);
    coverage = (codePoint) => font.hasGlyphForCodePoint(codePoint);
    coverageCache.set(face, coverage);
  }
  return coverage;
}

export interface TextRun {
  text: string;
  face: PdfFace;
  /** The run reads right to left (fontkit reverses a Hebrew or Arabic run as it lays it out). */
  rtl: boolean;
}

export interface SetText {
  /** The runs left to right, as they are drawn. */
  runs: TextRun[];
  /** The characters no face has, each once, as typed (they are drawn as "?"). */
  unprintable: string[];
  /** The text as typed (normalised): what a screen reader is given. */
  logical: string;
}

const strongRtl = /[\p{Script=Hebrew}\p{Script=Arabic}]/u;
const mirrored: Record<string, string> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "{": "}",
  "}": "{",
  "<": ">",
  ">": "<",
};

/** `text` as runs of one face and one direction, in visual order. */
export function setText(text: string): SetText {
  const logical = text.normalize("NFC");
  const chars = [...logical];
  const unprintable = new Set<string>();
  // The face of each character: the previous one's when it has it too (a space inside an Arabic name stays in the
  // Arabic run, so the name is shaped and reversed as one), else the first that does.
  const faceOf: (PdfFace | undefined)[] = [];
  for (const [i, char] of chars.entries()) {
    const codePoint = char.codePointAt(0)!;
    const previous = faceOf[i - 1];
    const face =
      previous && previous !== "inter" && covers(previous)(codePoint)
        ? previous
        : faces.find((each) => covers(each)(codePoint));
    if (!face) unprintable.add(char);
    faceOf.push(face);
  }
  const shown = chars.map((char, i) => (faceOf[i] ? char : "?"));
  // Levels by UTF-16 unit, as bidi-js counts: read each character's at its first unit.
  const levels = bidi.getEmbeddingLevels(logical).levels;
  const levelOf: number[] = [];
  let unit = 0;
  for (const char of chars) {
    levelOf.push(levels[unit]!);
    unit += char.length;
  }

  const logicalRuns: { text: string; face: PdfFace; level: number }[] = [];
  for (const [i, char] of shown.entries()) {
    const face = faceOf[i] ?? "inter";
    const last = logicalRuns.at(-1);
    if (last && last.face === face && last.level === levelOf[i]) last.text += char;
    else logicalRuns.push({ text: char, face, level: levelOf[i]! });
  }
  // UAX #9 rule L2, run by run: from the highest level down to the lowest odd one, reverse every stretch of runs at
  // that level or higher.
  const ordered = [...logicalRuns];
  const highest = Math.max(0, ...ordered.map((run) => run.level));
  const lowestOdd = Math.min(...ordered.map((run) => run.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < ordered.length; start++) {
      if (ordered[start]!.level < level) continue;
      let end = start;
      while (end + 1 < ordered.length && ordered[end + 1]!.level >= level) end++;
      ordered.splice(start, end - start + 1, ...ordered.slice(start, end + 1).reverse());
      start = end;
    }
  }
  const runs = ordered.flatMap(({ text: runText, face, level }): TextRun[] => {
    const rtl = level % 2 === 1;
    if (!rtl) return [{ text: runText, face, rtl }];
    // A right-to-left run of neutrals alone (a bracket between two Hebrew words): fontkit would not reverse it, so
    // it is reversed and mirrored here.
    if (!strongRtl.test(runText))
      return [
        {
          text: [...runText]
            .reverse()
            .map((char) => mirrored[char] ?? char)
            .join(""),
          face,
          rtl,
        },
      ];
    // fontkit shapes and reverses a Hebrew or Arabic word, but pdfkit lays a text out word by word in the order
    // written: the words of the run are handed over last first, each space its own piece.
    return (runText.match(/\s+|\S+/g) ?? []).reverse().map((word) => ({ text: word, face, rtl }));
  });
  return { runs, unprintable: [...unprintable], logical };
}
