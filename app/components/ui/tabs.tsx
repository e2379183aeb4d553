import { cn } from "#app/lib/utils.ts";

/** The look of a tab list: the pricing page's links, and the APG tabs they become once React runs. */
export const tabListClasses = "grid w-full max-w-xl grid-cols-3 gap-1 rounded-xl bg-slate-200/70 p-1";

/** The look of a tab; `data-state="active"` marks the selected one. */
export const tabClasses = cn(
  // px-0.5 on the narrowest phones (320 px): "Governance" fits its third of the row without breaking inside.
  "grid min-h-11 place-items-center rounded-lg px-0.5 text-center text-sm leading-tight font-semibold text-slate-700 transition-colors hover:text-ink min-[22rem]:px-2 sm:px-4",
  "data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:elevate-sm",
  // Forced colours repaint the white of the selected tab as Canvas, like the others: mark it with Highlight.
  "forced-colors:data-[state=active]:bg-[Highlight] forced-colors:data-[state=active]:text-[HighlightText]",
  "forced-colors:data-[state=active]:forced-color-adjust-none",
);
