import { cn } from "#app/lib/utils.ts";

export function ChipList({ items, label, dark = false }: { items: string[]; label: string; dark?: boolean }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className={cn(
            "rounded-full border px-3 py-1 text-sm font-medium sm:px-3.5 sm:py-1.5",
            dark ? "border-white/15 bg-white/5 text-slate-200" : "border-line bg-white text-ink",
          )}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
