import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/** The surface every card-like block shares (panels, step cards, tables). */
export const panelSurface = "rounded-card border border-line bg-white p-6 elevate-card";

/**
 * A white card section named by its heading: the pricing tabs' panels and the contact page's two columns.
 * `id` names the heading, which labels the section for assistive technology.
 */
export function Panel({
  id,
  title,
  lead,
  level = "h3",
  className,
  titleClassName = "text-lg font-semibold",
  leadClassName = "mt-1 text-sm text-muted",
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  level?: "h2" | "h3";
  className?: string;
  titleClassName?: string;
  leadClassName?: string;
  children?: ReactNode;
}) {
  const Heading = level;
  return (
    <section aria-labelledby={id} className={cn(panelSurface, className)}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {lead && <p className={leadClassName}>{lead}</p>}
      {children}
    </section>
  );
}
