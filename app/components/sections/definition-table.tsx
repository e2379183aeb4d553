import type { Row } from "#app/content/types.ts";

/** A two-column table (e.g. advantage / what it means), readable as a table by screen readers. */
export function DefinitionTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: [string, string];
  rows: Row[];
}) {
  return (
    <div className="overflow-hidden rounded-card border border-line bg-white elevate-card">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        {/* On a phone the rows stack, term over text, and the column headings are for screen readers only. */}
        <thead className="sr-only bg-navy-900 text-white sm:not-sr-only sm:table-header-group">
          <tr>
            <th scope="col" className="px-5 py-3.5 text-sm font-semibold sm:w-1/3">
              {headers[0]}
            </th>
            <th scope="col" className="hidden px-5 py-3.5 text-sm font-semibold sm:table-cell">
              {headers[1]}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.term} className="flex flex-col sm:table-row">
              <th scope="row" className="px-4 pt-3 font-semibold sm:px-5 sm:py-3.5 sm:align-top">
                {row.term}
              </th>
              <td className="px-4 pt-0.5 pb-3 text-[0.9375rem] leading-6 text-muted sm:px-5 sm:py-3.5 sm:text-base">
                {row.detail}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
