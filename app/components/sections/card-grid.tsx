import { Icon } from "#app/components/ui/icon.tsx";
import type { Card } from "#app/content/types.ts";
import { cn } from "#app/lib/utils.ts";

/** Feature/capability cards; three columns on desktop, one on a phone. */
export function CardGrid({ cards, columns = 3, dark = false }: { cards: Card[]; columns?: 2 | 3 | 4; dark?: boolean }) {
  return (
    <ul
      className={cn("grid gap-5 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3", columns === 4 && "lg:grid-cols-4")}
    >
      {cards.map((card) => (
        <li
          key={card.title}
          className={cn(
            "rounded-card border p-6",
            dark ? "border-white/10 bg-white/5" : "border-line bg-white elevate-card",
          )}
        >
          {card.icon && (
            <span
              className={cn(
                "mb-4 inline-flex size-11 items-center justify-center rounded-xl",
                dark ? "bg-accent-400/15 text-accent-300" : "bg-accent-50 text-accent-700",
              )}
            >
              <Icon name={card.icon} className="size-6" />
            </span>
          )}
          <h3 className="text-lg font-semibold">{card.title}</h3>
          <p className={cn("mt-2 leading-7", dark ? "text-slate-300" : "text-muted")}>{card.body}</p>
        </li>
      ))}
    </ul>
  );
}
