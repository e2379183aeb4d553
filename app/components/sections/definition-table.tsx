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
    <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-navy-900 text-white">
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
              <th scope="row" className="px-5 pt-4 font-semibold sm:py-4 sm:align-top">
                {row.term}
              </th>
              <td className="px-5 pt-1 pb-4 text-muted sm:py-4">{row.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
