import { useId } from "react";
import type { FlowDiagram as FlowDiagramContent } from "#app/content/schemas/common.ts";
import { diagramDescription } from "#app/lib/diagram/description.ts";
import { type DiagramForm, diagramForms, layOutStages } from "#app/lib/diagram/layout.ts";
import { cn } from "#app/lib/utils.ts";

const tones = {
  // On paper a dark band prints white (app.css, "On paper"): there the dark tone takes the light one's paint.
  dark: {
    box: "fill-white/[0.06] stroke-white/25 print:fill-white print:stroke-slate-300",
    label: "fill-white print:fill-ink",
    detail: "fill-slate-300 print:fill-slate-600",
    number: "fill-accent-300 print:fill-accent-700",
    numberText: "fill-navy-950 print:fill-white",
    arrow: "stroke-accent-300 fill-accent-300 print:stroke-accent-700 print:fill-accent-700",
  },
  light: {
    box: "fill-white stroke-slate-300",
    label: "fill-ink",
    detail: "fill-slate-600",
    number: "fill-accent-700",
    numberText: "fill-white",
    arrow: "stroke-accent-700 fill-accent-700",
  },
};

// Forced colours repaint CSS colours but not every engine repaints SVG paint: system colours keep it legible.
const forced = {
  box: "forced-colors:fill-[Canvas] forced-colors:stroke-[CanvasText]",
  text: "forced-colors:fill-[CanvasText]",
  number: "forced-colors:fill-[CanvasText]",
  numberText: "forced-colors:fill-[Canvas]",
  arrow: "forced-colors:fill-[CanvasText] forced-colors:stroke-[CanvasText]",
};

/**
 * How a module works, drawn as a flow of numbered stages: an inline SVG that is one image to a screen reader, named by
 * its title and described by every stage it draws, in words (app/lib/diagram/description.ts). Sized in rem, so enlarged text enlarges it
 * as far as its column allows; the page's own typeface, and system colours under forced colours.
 */
export function FlowDiagram({
  diagram,
  tone = "light",
  form = "full",
  showTitle = true,
  className,
}: {
  diagram: FlowDiagramContent;
  tone?: keyof typeof tones;
  form?: DiagramForm;
  /** The title also shown above the drawing (always read as the image's name). */
  showTitle?: boolean;
  className?: string;
}) {
  const id = useId();
  const f = diagramForms[form];
  const colour = tones[tone];
  const { boxes, height } = layOutStages(diagram.stages, form);
  const { textX, numberX } = f;
  return (
    <div className={cn("w-full", form === "full" ? "max-w-[20rem]" : "max-w-[12.5rem]", className)}>
      {/* Shown for sighted visitors; a screen reader hears it once, as the image's name. */}
      {showTitle && (
        <p
          aria-hidden="true"
          className={cn("mb-3 text-sm font-semibold", tone === "dark" ? "text-accent-200" : "text-accent-800")}
        >
          {diagram.title}
        </p>
      )}
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${f.width} ${height}`}
        className="block h-auto w-full overflow-visible font-sans"
      >
        <title id={`${id}-title`}>{diagram.title}</title>
        <desc id={`${id}-desc`}>{diagramDescription(diagram)}</desc>
        <defs>
          <marker
            id={`${id}-head`}
            viewBox="0 0 10 10"
            refX="5"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path d="M0,0 L10,5 L0,10 z" className={cn(colour.arrow, forced.arrow)} />
          </marker>
        </defs>
        {boxes.map((box, i) => {
          const next = boxes[i + 1];
          const top = box.y + f.pad;
          const numberY = box.y + box.height / 2;
          return (
            <g key={i}>
              <rect
                x="1"
                y={box.y}
                width={f.width - 2}
                height={box.height}
                rx="12"
                strokeWidth="1.5"
                className={cn(colour.box, forced.box)}
              />
              <circle cx={numberX} cy={numberY} r={f.numberRadius} className={cn(colour.number, forced.number)} />
              <text
                x={numberX}
                y={numberY}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={form === "full" ? 13 : 12}
                fontWeight="700"
                className={cn(colour.numberText, forced.numberText)}
              >
                {i + 1}
              </text>
              <text fontSize={f.labelSize} fontWeight="600" className={cn(colour.label, forced.text)}>
                {box.label.map((line, n) => (
                  <tspan key={n} x={textX} y={top + f.labelLine * (n + 0.75)}>
                    {line}
                  </tspan>
                ))}
              </text>
              {box.detail.length > 0 && (
                <text fontSize={f.detailSize} className={cn(colour.detail, forced.text)}>
                  {box.detail.map((line, n) => (
                    <tspan key={n} x={textX} y={top + box.label.length * f.labelLine + 4 + f.detailLine * (n + 0.75)}>
                      {line}
                    </tspan>
                  ))}
                </text>
              )}
              {next && (
                <line
                  x1={f.width / 2}
                  x2={f.width / 2}
                  y1={box.y + box.height + 2}
                  y2={next.y - 6}
                  strokeWidth="2"
                  markerEnd={`url(#${id}-head)`}
                  className={cn(colour.arrow, forced.arrow)}
                />
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
