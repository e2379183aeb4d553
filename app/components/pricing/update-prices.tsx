import { Button } from "#app/components/ui/button.tsx";
import { pricingCopy } from "#app/content/pricing.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * Before hydration and without JavaScript the settings are a GET form (docs/decisions/0006): this button sends
 * it, and the server renders the prices for the new query. Once React runs, prices follow every change, and the
 * button gives its place to a note saying so.
 *
 * Both states are drawn from the first paint, stacked in one grid cell, the other one invisible (so neither seen,
 * focused nor read): the block keeps its height when the script wakes. Removing the button then moved the
 * calculator under a visitor who had scrolled to it by 100 px on a phone (a layout shift of 0.15).
 */
export function UpdatePrices({
  className,
  liveNote = pricingCopy.update.liveNote,
}: {
  className?: string;
  /** What the block says once prices follow every change. */
  liveNote?: string;
}) {
  const hydrated = useHydrated();
  return (
    <div className={cn("mt-6 grid text-sm text-muted print:hidden", className)}>
      <div
        className={cn(
          "col-start-1 row-start-1 flex flex-wrap items-center justify-center gap-3",
          hydrated && "invisible",
        )}
      >
        <p>{pricingCopy.update.note}</p>
        <Button type="submit" variant="secondary" size="md">
          {pricingCopy.update.label}
        </Button>
      </div>
      <p className={cn("col-start-1 row-start-1 self-center text-center", !hydrated && "invisible")}>{liveNote}</p>
    </div>
  );
}
