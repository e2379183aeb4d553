import { heroVisual } from "#app/content/heroes.ts";
import { cn } from "#app/lib/utils.ts";

const tones = {
  ok: "bg-emerald-400/15 text-emerald-300",
  warn: "bg-amber-400/15 text-amber-300",
  info: "bg-accent-400/15 text-accent-200",
};

/** A stylised console: purely decorative, so it is hidden from screen readers. */
export function HeroVisual() {
  return (
    <div
      aria-hidden="true"
      className="hidden rounded-2xl border border-white/10 bg-navy-900/80 p-5 shadow-2xl backdrop-blur lg:block"
    >
      <div className="flex items-center gap-2 border-b border-white/10 pb-4">
        <span className="size-3 rounded-full bg-white/20" />
        <span className="size-3 rounded-full bg-white/20" />
        <span className="size-3 rounded-full bg-white/20" />
        <span className="ml-3 text-sm font-medium text-slate-300">{heroVisual.title}</span>
      </div>
      <div className="mt-5 grid grid-cols-3 gap-3">
        {[70, 45, 85].map((height, i) => (
          <div key={i} className="flex h-24 items-end rounded-lg bg-white/5 p-2">
            <div
              className="w-full rounded bg-gradient-to-t from-accent-600 to-accent-300"
              style={{ height: `${height}%` }}
            />
          </div>
        ))}
      </div>
      <ul className="mt-5 space-y-2.5">
        {heroVisual.rows.map((row) => (
          <li
            key={row.label}
            className="flex items-center justify-between gap-3 rounded-lg bg-white/5 px-3 py-2.5 text-sm"
          >
            <span className="text-slate-200">{row.label}</span>
            <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", tones[row.tone])}>{row.status}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
