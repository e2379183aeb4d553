/**
 * How wide a line of text is drawn, estimated where nothing can measure it: SVG text does not wrap, so a drawing
 * breaks its words into lines itself (the modules' diagrams on the site, the workspace's charts), and no font is read
 * to do it. The estimate errs wide, and it leaves room for the spacing WCAG 2.2's 1.4.12 lets a reader set (letters
 * 0.12 em apart, words 0.16 em), so a reader's own style sheet widens the words without pushing them past their box.
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
export function emsOf(character: string): number {
  if (/[iljtfr.,:;'|!()[\] ]/.test(character)) return 0.36;
  if (/[A-Z@%&mwMW]/.test(character) || character.codePointAt(0)! > 0x2e80) return 0.95;
  return 0.62;
}

/** A character's width at `fontSize`, with the letter (and, for a space, word) spacing a reader may add. */
export function spacedWidth(character: string, fontSize: number): number {
  const spacing = readerSpacing.letter + (/\s/.test(character) ? readerSpacing.word : 0);
  return (emsOf(character) + spacing) * fontSize;
}

/** A text's width at `fontSize`, as `spacedWidth` counts each of its characters. */
export function textWidth(text: string, fontSize: number): number {
  let width = 0;
  for (const character of text) width += spacedWidth(character, fontSize);
  return width;
}
