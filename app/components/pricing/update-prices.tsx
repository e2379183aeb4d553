import { Button } from "#app/components/ui/button.tsx";
import { pricingCopy } from "#app/content/pricing.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * Before hydration and without JavaScript the settings are a GET form (docs/decisions/0006): this button sends
 * it, and the server renders the prices for the new query. Once React runs, prices follow every change and the
 * button goes away.
 */
export function UpdatePrices({ className }: { className?: string }) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <div className={cn("mt-6 flex flex-wrap items-center justify-center gap-3 text-sm text-muted", className)}>
      <p>{pricingCopy.update.note}</p>
      <Button type="submit" variant="secondary" size="md">
        {pricingCopy.update.label}
      </Button>
    </div>
  );
}
