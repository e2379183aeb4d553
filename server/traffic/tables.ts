/**
 * The Traffic section's tables, said once: each one's title, what its rows are, and its columns, for the page and
 * for its CSV download alike (the same figures, in the same order, under the same headings).
 */
import { formatCount } from "#app/content/amounts.ts";
import { movedPages } from "#app/content/pages.ts";
import { csvCell, CSV_BOM } from "#server/leads/export-format.ts";
import { formLabels } from "#server/team/form-labels.ts";
import { NONE } from "./batch.ts";
import { type FigureRow, type TrafficReport, per100 } from "./report.ts";

type Figure = keyof Omit<FigureRow, "value"> | "per100";

const COLUMN_WORDS: Record<Figure, string> = {
  visitors: "Visitors",
  views: "Page views",
  pricingVisitors: "Saw pricing",
  quotes: "Quotes",
  checklists: "Checklists",
  leads: "Leads",
  per100: "Leads per 100 visitors",
};

export interface TableDefinition {
  title: string;
  /** What the table says, under its title (and the CSV's name). */
  about: string;
  /** The heading of its first column: what each row is. */
  rowHeading: string;
  columns: Figure[];
  rows: (report: TrafficReport) => FigureRow[];
  /** How a row's value reads ("" is "(none)"). */
  valueText?: (value: string) => string;
}

/**
 * A page's address as a row reads it: one a page has moved from (its former address, counted before the move) says
 * where that page is now, so its figures are not taken for a page that went away.
 */
export function pageAddressText(value: string, moved: ReadonlyMap<string, string> = movedPages): string {
  const now = moved.get(value.toLowerCase());
  return now ? `${value} (the page now at ${now})` : value;
}

const funnel: Figure[] = ["visitors", "views", "pricingVisitors", "quotes", "checklists", "leads", "per100"];

export const TABLES = {
  days: {
    title: "Per day",
    about: "Visitors, page views and leads each day.",
    rowHeading: "Day",
    columns: funnel,
    rows: (report) => report.days,
  },
  weeks: {
    title: "Per week",
    about: "The same, Monday to Sunday (the first and last weeks may be part weeks of the window).",
    rowHeading: "Week of",
    columns: funnel,
    rows: (report) => report.weeks,
  },
  campaigns: {
    title: "By campaign",
    about:
      "The funnel per campaign (utm_campaign of the visit's first page): visitors, who saw pricing, quotes, checklist downloads and leads.",
    rowHeading: "Campaign",
    columns: funnel,
    rows: (report) => report.campaigns,
  },
  landings: {
    title: "By landing page",
    about: "The first page of each visit, and the visits' pricing views, quotes and leads.",
    rowHeading: "Landing page",
    columns: funnel,
    rows: (report) => report.landings,
    valueText: (value) => pageAddressText(value),
  },
  sources: {
    title: "By source",
    about: "utm_source of the visit's first page.",
    rowHeading: "Source",
    columns: funnel,
    rows: (report) => report.sources,
  },
  referrers: {
    title: "By referring site",
    about: "The site that sent the visitor (its host only); (none) for a typed address or a bookmark.",
    rowHeading: "Referring site",
    columns: funnel,
    rows: (report) => report.referrers,
  },
  pages: {
    title: "Page views by page",
    about: "Every page view, by the page viewed; (not found) for addresses the site has no page at.",
    rowHeading: "Page",
    columns: ["views"],
    rows: (report) => report.pages,
    valueText: (value) => pageAddressText(value),
  },
  devices: {
    title: "By device",
    about: "Phone or desktop (tablets count as desktop).",
    rowHeading: "Device",
    columns: ["visitors", "views"],
    rows: (report) => report.devices,
    valueText: (value) => (value === "phone" ? "Phone" : value === "desktop" ? "Desktop" : value),
  },
  forms: {
    title: "Leads by form",
    about: "The leads of the window, by the form they came from.",
    rowHeading: "Form",
    columns: ["leads"],
    rows: (report) =>
      report.forms.map(({ value, leads }) => ({
        value: value ?? NONE,
        visitors: 0,
        views: 0,
        pricingVisitors: 0,
        quotes: 0,
        checklists: 0,
        leads,
      })),
    valueText: (value) => formLabels[value as keyof typeof formLabels] ?? value,
  },
} satisfies Record<string, TableDefinition>;

export type TableName = keyof typeof TABLES;
export const tableNames = Object.keys(TABLES) as TableName[];
export const isTableName = (name: string): name is TableName => Object.hasOwn(TABLES, name);

export const columnWords = (column: Figure) => COLUMN_WORDS[column];

/** A row's value as the table shows it. */
export function valueText(table: TableDefinition, value: string): string {
  if (value === NONE) return "(none)";
  return table.valueText?.(value) ?? value;
}

/** A figure as the table shows it: whole numbers with separators; a rate to one decimal, or "–" without visitors. */
export function figureText(row: FigureRow, column: Figure): string {
  if (column === "per100") return per100(row)?.toFixed(1) ?? "–";
  return formatCount(row[column]);
}

/** The table as CSV: the same headings and rows, numbers without separators (a spreadsheet reads them as numbers). */
export function tableCsv(name: TableName, report: TrafficReport): string {
  const table: TableDefinition = TABLES[name];
  const heading = [table.rowHeading, ...table.columns.map(columnWords)].map(csvCell).join(",");
  const lines = table
    .rows(report)
    .map((row) =>
      [
        csvCell(valueText(table, row.value)),
        ...table.columns.map((column) => (column === "per100" ? (per100(row)?.toFixed(1) ?? "") : String(row[column]))),
      ].join(","),
    );
  return `${CSV_BOM}${[heading, ...lines].join("\r\n")}\r\n`;
}
