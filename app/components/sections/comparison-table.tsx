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

/** Capability comparison; every cell says Yes or No in text, not only with an icon. */
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
    <div className="relative overflow-x-auto rounded-card border border-line bg-white shadow-card" {...scrollable}>
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-navy-900 text-white">
          <tr>
            {columns.map((column, i) => (
              <th
                key={column}
                scope="col"
                className={i === 0 ? "px-4 py-3.5 text-left font-semibold" : "px-4 py-3.5 text-center font-semibold"}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="px-4 py-3.5 text-left font-medium">
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
  );
}
