/**
 * How wide a line of text is drawn, estimated where the server or the build cannot measure it, and words broken into
 * lines by it: SVG text does not wrap, so a drawing breaks its words itself (the modules' diagrams on the site, the
 * workspace's charts, the pages' link preview images, which then measure their lines as drawn). The estimate errs
 * wide, and it leaves room for the spacing WCAG 2.2's 1.4.12 lets a reader set (letters 0.12 em apart, words 0.16 em),
 * so a reader's own style sheet widens the words without pushing them past their box.
 */

/**
 * WCAG 1.4.12's text spacing, in ems of the font's size: what a reader may set, and the layout must hold (lines 1.5
 * apart, paragraphs 2 em, letters 0.12 em, words 0.16 em). The end-to-end tests set exactly these.
 */
export const readerSpacing = { line: 1.5, paragraph: 2, letter: 0.12, word: 0.16 } as const;

/**
 * A character's advance in ems, near Arial's and Liberation Sans' at weight 600, a little over rather than under:
 * wide letters (capitals, m, w) and narrow ones (i, l, punctuation) apart from the rest, so a line of capitals is not
 * counted as short.
 */
function emsOf(character: string): number {
  if (/[iljtfr.,:;'|!()[\] ]/.test(character)) return 0.36;
  if (/[A-Z@%&mwMW]/.test(character) || character.codePointAt(0)! > 0x2e80) return 0.95;
  return 0.62;
}

/**
 * A character's width at `fontSize`, with the letter (and, for a space, word) spacing a reader may add; `spaced`
 * false for an image, whose spacing no reader can change.
 */
export function spacedWidth(character: string, fontSize: number, spaced = true): number {
  const spacing = spaced ? readerSpacing.letter + (/\s/.test(character) ? readerSpacing.word : 0) : 0;
  return (emsOf(character) + spacing) * fontSize;
}

/** A text's width at `fontSize`, as `spacedWidth` counts each of its characters. */
export function textWidth(text: string, fontSize: number, spaced = true): number {
  let width = 0;
  for (const character of text) width += spacedWidth(character, fontSize, spaced);
  return width;
}

/**
 * Words into lines at most `width` wide at `fontSize`, as `textWidth` counts them: each line as many whole words as
 * fit, except that a last line is not one stranded word while the line above can spare it one and keep two. A word
 * wider than a line on its own is broken where the line is full, so no letter is drawn past its box.
 */
export function wrapWords(text: string, width: number, fontSize: number, spaced = true): string[] {
  const lines = greedyLines(text, width, fontSize, spaced);
  const [above, last] = [lines.at(-2), lines.at(-1)];
  if (above === undefined || last === undefined || last.includes(" ")) return lines;
  const kept = above.slice(0, above.lastIndexOf(" "));
  const moved = `${above.slice(kept.length + 1)} ${last}`;
  if (!kept.includes(" ") || textWidth(moved, fontSize, spaced) > width) return lines;
  return [...lines.slice(0, -2), kept, moved];
}

/** Whether every word of the text fits a line of `width` on its own, so `wrapWords` breaks none. */
export function wordsFit(text: string, width: number, fontSize: number, spaced = true): boolean {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => textWidth(word, fontSize, spaced) <= width);
}

/** Each line as many whole words as fit; a word wider than the line broken where the line is full. */
function greedyLines(text: string, width: number, fontSize: number, spaced: boolean): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (textWidth(joined, fontSize, spaced) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    for (const character of word) {
      if (line && textWidth(line + character, fontSize, spaced) > width) {
        lines.push(line);
        line = "";
      }
      line += character;
    }
  }
  if (line) lines.push(line);
  return lines;
}
