import { cn } from "#app/lib/utils.ts";

export function ChipList({ items, label, dark = false }: { items: string[]; label: string; dark?: boolean }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2.5">
      {items.map((item) => (
        <li
          key={item}
          className={cn(
            "rounded-full border px-4 py-2 text-sm font-medium",
            dark ? "border-white/15 bg-white/5 text-slate-200" : "border-line bg-white text-ink",
          )}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
