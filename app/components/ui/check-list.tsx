import { Check } from "lucide-react";

/** A list whose items each start with a check mark (features, points, highlights). */
export function CheckList({
  items,
  className,
  itemClassName = "flex gap-2",
  iconClassName = "mt-0.5 size-4 shrink-0 text-accent-700",
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
  iconClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Check aria-hidden="true" className={iconClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}
