import type { ReactNode } from "react";
import type { SectionIntro } from "#app/content/types.ts";
import { cn } from "#app/lib/utils.ts";

interface SectionProps {
  intro: SectionIntro;
  tone?: "light" | "muted" | "dark";
  /**
   * "stacked": the heading above the content. "split": on a wide screen, the heading in a narrow column beside the
   * content (a phone stacks them), so a section is as tall as its content, not heading plus content.
   */
  layout?: "stacked" | "split";
  /** "snug" for pages of many short sections (the home page); "roomy" for the rest. */
  spacing?: "roomy" | "snug";
  /** Shown under the heading (in the heading's column when split), e.g. the section's links. */
  afterIntro?: ReactNode;
  /** Without its own page-wide container: for two sections side by side in one band. */
  bare?: boolean;
  className?: string;
  children?: ReactNode;
}

/** The small capitals of a heading inside a section (an h3 over a list of chips, logos or quotes). */
export const subheading = "text-sm font-semibold tracking-wide text-muted uppercase";

/** A page section with its h2 intro; `intro.id` makes it an anchor target. */
export function Section({
  intro,
  tone = "light",
  layout = "stacked",
  spacing = "roomy",
  bare = false,
  afterIntro,
  className,
  children,
}: SectionProps) {
  const dark = tone === "dark";
  const split = layout === "split";
  return (
    <section
      id={intro.id}
      aria-labelledby={intro.id ? `${intro.id}-title` : undefined}
      className={cn(
        spacing === "roomy" ? "py-16 sm:py-24" : "py-9 sm:py-14 lg:py-11",
        // On paper the bands are white: the screen's room between them would push the substance onto more sheets.
        "print:py-6",
        tone === "muted" && "bg-surface",
        dark && "on-dark bg-navy-900 text-white",
        className,
      )}
    >
      <div
        className={cn(
          !bare && "container-page",
          split && "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start lg:gap-14",
        )}
      >
        <div className="max-w-3xl print:break-inside-avoid">
          {intro.eyebrow && (
            <p
              className={cn(
                "text-sm font-semibold tracking-wide uppercase",
                dark ? "text-accent-300" : "text-accent-700",
              )}
            >
              {intro.eyebrow}
            </p>
          )}
          <h2
            id={intro.id ? `${intro.id}-title` : undefined}
            className={cn(
              "mt-2 text-2xl leading-tight font-bold tracking-tight text-balance sm:text-4xl",
              split && "lg:text-3xl",
            )}
          >
            {intro.title}
          </h2>
          {intro.lead && (
            <p
              className={cn(
                "mt-3 text-[0.9375rem] leading-6 sm:mt-4 sm:text-lg sm:leading-8",
                dark ? "text-slate-300" : "text-muted",
              )}
            >
              {intro.lead}
            </p>
          )}
          {afterIntro}
        </div>
        {children && <div className={cn(spacing === "roomy" ? "mt-12" : "mt-8", split && "lg:mt-0")}>{children}</div>}
      </div>
    </section>
  );
}
