import { CheckList } from "#app/components/ui/check-list.tsx";
import type { ReactNode } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import type { Action, HeroContent } from "#app/content/types.ts";
import { actionFor, sameAction, useActionFor } from "#app/lib/cohorts/calls-to-register.ts";
import { textFor, useCohortStatus } from "#app/lib/cohorts/status.ts";
import { cn } from "#app/lib/utils.ts";

export function ActionLink({ action: asWritten, dark = false }: { action: Action; dark?: boolean }) {
  const action = useActionFor(asWritten);
  const variant = action.variant === "secondary" ? (dark ? "outline-dark" : "secondary") : "primary";
  return (
    <SmartLink to={action.to} className={buttonClasses(variant, "lg")}>
      {action.label}
    </SmartLink>
  );
}

/** A row of calls to action; `children` follow them (e.g. a dialog trigger). */
export function ActionRow({
  actions,
  dark = false,
  className,
  children,
}: {
  actions: Action[];
  dark?: boolean;
  className: string;
  children?: ReactNode;
}) {
  const status = useCohortStatus();
  // As the day shows them; while no cohort is open, two calls to register become the same call, shown once.
  const shown = actions
    .map((action) => actionFor(action, status))
    .filter((action, i, all) => all.findIndex((other) => sameAction(other, action)) === i);
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      {shown.map((action) => (
        <ActionLink key={action.label} action={action} dark={dark} />
      ))}
      {children}
    </div>
  );
}

/** The dark hero that opens every page; its title is the page's only h1. */
export function PageHero({
  content,
  children,
  extraAction,
  compact = false,
  slim = false,
}: {
  content: HeroContent;
  children?: ReactNode;
  /** An action that is not a link (e.g. a dialog trigger), placed after the content's actions. */
  extraAction?: ReactNode;
  /** A shorter hero for pages whose content is the point (pricing, contact). */
  compact?: boolean;
  /**
   * The headline alone, in a narrow band: for a visitor a link sent to one part of the page (/pricing?tab=…), who
   * must see that part on the first screen of a phone (issue 36).
   */
  slim?: boolean;
}) {
  const status = useCohortStatus();
  return (
    <section className="on-dark relative overflow-hidden bg-navy-950 text-white">
      <div aria-hidden="true" className="hero-glow pointer-events-none absolute inset-0" />
      <div aria-hidden="true" className="hero-grid pointer-events-none absolute inset-0" />
      <div
        className={cn(
          "container-page relative grid gap-12 lg:items-center",
          slim ? "py-6 sm:py-8" : compact ? "py-12 sm:py-16" : "py-12 sm:py-16",
          // On paper the band is white, and its room on screen only pushes the page's substance to the next sheet.
          "print:py-2",
          children && "lg:grid-cols-[1.15fr_0.85fr]",
        )}
      >
        <div className="min-w-0">
          {content.eyebrow && !slim && (
            <p className="mb-4 inline-flex rounded-full border border-accent-300/30 bg-accent-400/10 px-3 py-1 text-sm font-medium text-accent-200">
              {content.eyebrow}
            </p>
          )}
          <h1
            className={cn(
              "max-w-4xl font-bold tracking-tight text-balance",
              slim ? "text-3xl sm:text-4xl" : compact ? "text-4xl sm:text-5xl" : "text-4xl sm:text-5xl lg:text-6xl",
            )}
          >
            {content.headline}
          </h1>
          {!slim && (
            <p className="mt-6 max-w-2xl leading-7 text-slate-300 sm:text-lg sm:leading-8">
              {textFor(content.lead, status)}
            </p>
          )}
          {(content.actions.length > 0 || extraAction) && (
            <ActionRow actions={content.actions} dark className="mt-8">
              {extraAction}
            </ActionRow>
          )}
          {content.highlights && (
            <CheckList
              items={content.highlights}
              className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300"
              itemClassName="flex items-center gap-2"
              iconClassName="size-4 text-accent-300"
            />
          )}
        </div>
        {children && <div className="relative flex justify-center lg:justify-end">{children}</div>}
      </div>
    </section>
  );
}
