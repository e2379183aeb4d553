import type { CardPrice as Price } from "#app/lib/pricing/line-items.ts";
import { cn } from "#app/lib/utils.ts";

/** A plan card's price, as the line items give it. */
export function CardPrice({ price, compact = false }: { price: Price; compact?: boolean }) {
  if (price.custom) return <p className="text-2xl font-bold">{price.amount}</p>;
  return (
    <p>
      <span className={cn("tabular font-bold", compact ? "text-3xl sm:text-4xl xl:text-3xl" : "text-4xl")}>
        {price.amount}
      </span>
      {price.unit && <span className="text-muted">{price.unit}</span>}
      {price.note && <span className="block text-sm text-muted">{price.note}</span>}
    </p>
  );
}
