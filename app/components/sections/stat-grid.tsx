import type { Stat } from "#app/content/types.ts";
import { cn } from "#app/lib/utils.ts";

/** Headline figures from the specification's claims. */
export function StatGrid({ stats, dark = false }: { stats: Stat[]; dark?: boolean }) {
  return (
    <dl className={cn("grid gap-5 sm:grid-cols-2", stats.length >= 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse rounded-card border p-6",
            dark ? "border-white/10 bg-white/5" : "border-line bg-white shadow-card",
          )}
        >
          <dt className={cn("mt-2 leading-6", dark ? "text-slate-300" : "text-muted")}>{stat.label}</dt>
          <dd className={cn("text-4xl font-bold tracking-tight", dark ? "text-accent-300" : "text-accent-700")}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
