import { uiLabels } from "#app/content/site.ts";
import { Check, Minus } from "lucide-react";

export interface ComparisonRow {
  name: string;
  singularity: boolean;
  mdr: boolean;
  siem: boolean;
}

function Cell({ value }: { value: boolean }) {
  return (
    <td className="px-4 py-3.5 text-center">
      {value ? (
        <Check aria-hidden="true" className="mx-auto size-5 text-accent-700" strokeWidth={3} />
      ) : (
        <Minus aria-hidden="true" className="mx-auto size-5 text-slate-400" />
      )}
      <span className="sr-only">{value ? uiLabels.yes : uiLabels.no}</span>
    </td>
  );
}

/**
 * Capability comparison; every cell says Yes or No in text, not only with an icon. On a phone the table is wider
 * than the screen: the capability column stays in place (sticky) while the others scroll under it, a line above
 * says so to a finger (it scrolls away with the first swipe), and a shadow at the right edge shows there is more (CSS only: the shadow is covered once the last
 * column is in view), so "Traditional MDR" and "SIEM-only" are never silently cut off (issue 37).
 */
export function ComparisonTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: [string, string, string, string];
  rows: ComparisonRow[];
}) {
  // A scrollable region must be reachable by keyboard to scroll it on a phone (WCAG 2.1.1).
  const scrollable = { role: "region", "aria-label": caption, tabIndex: 0 } as const;
  return (
    <div>
      <div
        className="scroll-cue relative overflow-x-auto rounded-card border border-line bg-white elevate-card"
        {...scrollable}
      >
        {/* For a finger only (a mouse or a keyboard does not swipe), inside what scrolls, and gone once it has
            scrolled (scroll-away): no script needed (issue 47). */}
        <p
          className="hidden px-4 pt-3 pb-2 text-sm text-muted scroll-away pointer-coarse:block sm:hidden!"
          aria-hidden="true"
        >
          {uiLabels.scrollTable} <span className="font-semibold">→</span>
        </p>
        <table className="w-full min-w-[30rem] table-fixed text-sm sm:table-auto">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-navy-900 text-white">
            <tr>
              {columns.map((column, i) => (
                <th
                  key={column}
                  scope="col"
                  className={
                    i === 0
                      ? "sticky left-0 z-10 w-32 bg-navy-900 px-4 py-3.5 text-left font-semibold sm:static sm:w-auto"
                      : "px-4 py-3.5 text-center font-semibold"
                  }
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.name}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-white px-4 py-3.5 text-left font-medium edge-line sm:static sm:elevate-none"
                >
                  {row.name}
                </th>
                <Cell value={row.singularity} />
                <Cell value={row.mdr} />
                <Cell value={row.siem} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
