import { wrapWords } from "#app/lib/text-width.ts";

/**
 * The geometry of a flow diagram, worked out before it is drawn: SVG text does not wrap, so each label and detail is
 * broken into lines here, each as wide as its box has room for with a reader's text spacing (WCAG 1.4.12), and each
 * box is as tall as its lines. Pure, so it is tested without a browser.
 */

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
    // The stage's number in a circle at the left; the words from `textX` to the box's padding.
    numberX: 27,
    numberRadius: 13,
    textX: 54,
    labelSize: 15,
    labelLine: 20,
    detailSize: 13,
    detailLine: 18,
    gap: 28,
    pad: 14,
  },
  // Two modules side by side: labels only.
  compact: {
    width: 200,
    numberX: 20,
    numberRadius: 11,
    textX: 40,
    labelSize: 14,
    labelLine: 18,
    detailSize: 0,
    detailLine: 0,
    gap: 22,
    pad: 12,
  },
} as const;

export type DiagramForm = keyof typeof diagramForms;

/**
 * How wide a stage's words may run: from `textX` to half the padding short of the box's right edge (the box is drawn
 * from x 1 to width - 1). The width estimate errs wide by more than that half, so drawn, the words keep about the
 * whole padding.
 */
export function textRoom(form: DiagramForm): number {
  const f = diagramForms[form];
  return f.width - 1 - f.pad / 2 - f.textX;
}

/** Each stage's box, top to bottom, and the diagram's whole height. */
export function layOutStages(
  stages: { label: string; detail: string }[],
  form: DiagramForm,
): { boxes: StageBox[]; height: number } {
  const f = diagramForms[form];
  const room = textRoom(form);
  let y = 1;
  const boxes = stages.map((stage) => {
    const label = wrapWords(stage.label, room, f.labelSize);
    const detail = form === "full" ? wrapWords(stage.detail, room, f.detailSize) : [];
    const height = f.pad * 2 + label.length * f.labelLine + detail.length * f.detailLine + (detail.length ? 4 : 0);
    const box = { y, height, label, detail };
    y += height + f.gap;
    return box;
  });
  return { boxes, height: y - f.gap + 1 };
}
