import { Icon } from "#app/components/ui/icon.tsx";
import type { Card } from "#app/content/types.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * Cards' words without the card: a heading led by its icon, and its text, in columns divided by a rule. For sections
 * that read as a list (audiences, modules, reasons), so not every section on a page is a grid of boxes.
 */
export function IconList({ items, columns = 3, dark = false }: { items: Card[]; columns?: 2 | 3; dark?: boolean }) {
  return (
    <ul className={cn("grid gap-x-8 gap-y-3 sm:grid-cols-2 sm:gap-y-6", columns === 3 && "lg:grid-cols-3")}>
      {items.map((item) => (
        <li key={item.title} className={cn("border-t pt-3 sm:pt-5", dark ? "border-white/15" : "border-line")}>
          <h3 className="flex items-start gap-2.5 font-semibold">
            {item.icon && (
              <Icon
                name={item.icon}
                className={cn("mt-0.5 size-5 shrink-0", dark ? "text-accent-300" : "text-accent-700")}
              />
            )}
            {item.title}
          </h3>
          <p
            className={cn(
              "mt-1 text-[0.9375rem] leading-6 sm:text-base sm:leading-7",
              dark ? "text-slate-300" : "text-muted",
            )}
          >
            {item.body}
          </p>
        </li>
      ))}
    </ul>
  );
}
