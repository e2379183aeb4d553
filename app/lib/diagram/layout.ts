/**
 * The geometry of a flow diagram, worked out before it is drawn: SVG text does not wrap, so each label and detail is
 * broken into lines here, and each box is as tall as its lines. Pure, so it is tested without a browser.
 */

/** Words into lines of at most `max` characters (a longer word gets a line of its own). */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export interface StageBox {
  y: number;
  height: number;
  label: string[];
  detail: string[];
}

/** Sizes in the diagram's own units (its viewBox), for the two forms it takes. */
export const diagramForms = {
  // Beside or under a page's headline: each stage with its detail.
  full: {
    width: 320,
    labelSize: 15,
    labelLine: 20,
    labelChars: 26,
    detailSize: 13,
    detailLine: 18,
    detailChars: 32,
    gap: 28,
    pad: 14,
  },
  // Two modules side by side: labels only.
  compact: {
    width: 200,
    labelSize: 14,
    labelLine: 18,
    labelChars: 16,
    detailSize: 0,
    detailLine: 0,
    detailChars: 0,
    gap: 22,
    pad: 12,
  },
} as const;

export type DiagramForm = keyof typeof diagramForms;

/** Each stage's box, top to bottom, and the diagram's whole height. */
export function layOutStages(
  stages: { label: string; detail: string }[],
  form: DiagramForm,
): { boxes: StageBox[]; height: number } {
  const f = diagramForms[form];
  let y = 1;
  const boxes = stages.map((stage) => {
    const label = wrapWords(stage.label, f.labelChars);
    const detail = form === "full" ? wrapWords(stage.detail, f.detailChars) : [];
    const height = f.pad * 2 + label.length * f.labelLine + detail.length * f.detailLine + (detail.length ? 4 : 0);
    const box = { y, height, label, detail };
    y += height + f.gap;
    return box;
  });
  return { boxes, height: y - f.gap + 1 };
}
