import type { ReactNode } from "react";
import type { SectionIntro } from "#app/content/types.ts";
import { cn } from "#app/lib/utils.ts";

interface SectionProps {
  intro: SectionIntro;
  tone?: "light" | "muted" | "dark";
  className?: string;
  children?: ReactNode;
}

/** A page section with its h2 intro; `intro.id` makes it an anchor target. */
export function Section({ intro, tone = "light", className, children }: SectionProps) {
  const dark = tone === "dark";
  return (
    <section
      id={intro.id}
      aria-labelledby={intro.id ? `${intro.id}-title` : undefined}
      className={cn(
        "py-16 sm:py-24",
        tone === "muted" && "bg-surface",
        dark && "on-dark bg-navy-900 text-white",
        className,
      )}
    >
      <div className="container-page">
        <div className="max-w-3xl">
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
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {intro.title}
          </h2>
          {intro.lead && (
            <p className={cn("mt-4 text-lg leading-8", dark ? "text-slate-300" : "text-muted")}>{intro.lead}</p>
          )}
        </div>
        {children && <div className="mt-12">{children}</div>}
      </div>
    </section>
  );
}
