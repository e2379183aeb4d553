import type { FlowDiagram } from "#app/content/schemas/common.ts";

/**
 * What a flow diagram draws, in words, for its SVG's <desc> (issue 47): every stage in order, its label and its line,
 * numbered as drawn. Made from the stages themselves, so the words a screen reader hears are exactly the words a
 * sighted visitor sees, and no fact drawn can be left out of a separately typed summary.
 */
export function diagramDescription(diagram: Pick<FlowDiagram, "stages">): string {
  return diagram.stages
    .map((stage, i) => `${i + 1}. ${stage.label}: ${stage.detail}${/[.!?]$/.test(stage.detail) ? "" : "."}`)
    .join(" ");
}
