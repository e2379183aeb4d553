import type { Stat } from "#app/content/types.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * Headline figures from the specification's claims: in boxes, or `bare` as a row of large figures divided by rules
 * (two by two on a phone).
 */
export function StatGrid({ stats, dark = false, bare = false }: { stats: Stat[]; dark?: boolean; bare?: boolean }) {
  return (
    <dl
      className={cn(
        "grid",
        bare ? "grid-cols-2 gap-x-6 gap-y-6" : "gap-5 sm:grid-cols-2",
        stats.length >= 4 ? "lg:grid-cols-4" : "lg:grid-cols-3",
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse",
            bare
              ? cn("border-l-2 pl-4", dark ? "border-accent-400/60" : "border-accent-600")
              : cn(
                  "rounded-card border p-6",
                  dark ? "border-white/10 bg-white/5" : "border-line bg-white elevate-card",
                ),
          )}
        >
          <dt className={cn("mt-1 leading-6", dark ? "text-slate-300" : "text-muted")}>{stat.label}</dt>
          <dd
            className={cn(
              "font-bold tracking-tight",
              bare ? "text-4xl sm:text-5xl" : "text-4xl",
              dark ? "text-accent-300" : "text-accent-700",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
