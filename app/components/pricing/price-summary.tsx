import type { ReactNode } from "react";
import { pricingCopy } from "#app/content/pricing.ts";
import { type SummaryLine, summaryAnnouncement } from "#app/lib/pricing/line-items.ts";
import { SettledAnnouncement } from "#app/components/ui/settled-announcement.tsx";
import { cn } from "#app/lib/utils.ts";

/**
 * A price summary. Its totals (the emphasised rows) are announced once, politely, after a change settles: not the
 * whole summary at every slider step.
 */
export function PriceSummary({
  title = pricingCopy.summary.title,
  caption,
  rows,
  note,
  children,
}: {
  title?: string;
  caption?: ReactNode;
  rows: SummaryLine[];
  /** Under the rows: why 12 × the monthly figure is not the annual total, when it is not. */
  note?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-card border border-line bg-white p-6 elevate-card">
      <h3 className="text-lg font-semibold">{title}</h3>
      <SettledAnnouncement message={summaryAnnouncement(rows)} />
      <div>
        {caption && <p className="mt-1 text-sm text-muted">{caption}</p>}
        <dl className="mt-4 divide-y divide-line">
          {rows.map((row, i) => (
            <div
              key={i}
              className={cn("flex items-baseline justify-between gap-4 py-2.5", row.emphasis && "text-lg font-bold")}
            >
              <dt className={cn(!row.emphasis && "text-muted")}>{row.label}</dt>
              <dd className={cn("tabular font-semibold", row.tone === "savings" && "text-success")}>{row.amount}</dd>
            </div>
          ))}
        </dl>
        {note && <p className="mt-2 text-sm text-muted">{note}</p>}
      </div>
      {children}
    </section>
  );
}
