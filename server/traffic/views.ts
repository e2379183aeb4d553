/**
 * The Traffic section (issue 57): a window of days, a chart of visitors per day and a funnel per campaign, drawn on
 * the server as SVG (no script), each with a table of the same figures, and every table as CSV. Series have fixed
 * colours (a step of the funnel is always the same colour), bars are apart (never touching another fill), and each
 * is labelled directly with its words and number, so nothing is told by colour alone.
 */
import { html } from "hono/html";
import { formatCount } from "#app/content/amounts.ts";
import { AXIS_WORDS, axisTop, scaleLines, scaleMargin, shortDay } from "#server/team/views/charts.ts";
import {
  type Html,
  classes,
  countOf,
  field,
  scrollingChart,
  scrollingTable,
  visitorText,
} from "#server/team/views/ui.ts";
import { FILTER_NONE } from "#server/team/views/leads.ts";
import { labelLines } from "./label-lines.ts";
import { textWidth } from "#app/lib/text-width.ts";
import { NONE, OTHER } from "./batch.ts";
import { type FigureRow, type TrafficReport, type Window, per100 } from "./report.ts";
import {
  TABLES,
  type TableDefinition,
  type TableName,
  columnWords,
  figureText,
  tableNames,
  valueText,
} from "./tables.ts";

export const TRAFFIC_PATH = "/team/traffic";
/** Where the team makes a campaign's link (campaign-link-view.ts). */
export const CAMPAIGN_LINK_PATH = `${TRAFFIC_PATH}/campaign-link`;

/** Each funnel step's words and its colour (3:1 or more against white; the same step always the same colour). */
const STEPS = [
  { key: "visitors", words: "Visitors", fill: "#0e7490" },
  { key: "pricingVisitors", words: "Saw pricing", fill: "#7c3aed" },
  { key: "quotes", words: "Quotes", fill: "#b45309" },
  { key: "leads", words: "Leads", fill: "#15803d" },
] as const;
/** Campaigns drawn in the funnel chart (all are in its table). */
const CAMPAIGNS_DRAWN = 6;
/** Text of the charts: slate on white, and the system's text colour in forced colours (never a fixed grey then). */
const WORDS = "fill-ink forced-colors:fill-[CanvasText]";

const query = (window: Window) => `from=${window.from}&to=${window.to}`;

function windowForm(window: Window, errors: Partial<Record<"from" | "to", string>>, timeZone: string): Html {
  // Left off paper: the sentence under it says the days.
  return html`<form
    method="get"
    action="${TRAFFIC_PATH}"
    class="${classes.card} print:hidden"
    aria-labelledby="window-title"
  >
    <h2 class="${classes.h2}" id="window-title">Days</h2>
    <div class="mt-4 grid gap-4 sm:grid-cols-2">
      ${field({
        name: "from",
        label: "From (day)",
        type: "date",
        value: window.from,
        hint: `Days in the team's time zone, ${timeZone}.`,
        error: errors.from,
      })}
      ${field({ name: "to", label: "To (day)", type: "date", value: window.to, hint: "Through that day.", error: errors.to })}
    </div>
    <div class="mt-4 flex flex-wrap gap-3">
      <button class="${classes.button}">Show traffic</button>
      <a class="${classes.secondary}" href="${TRAFFIC_PATH}">The last four weeks</a>
    </div>
  </form>`;
}

/** Visitors per day: one series, bars a gap apart, the axis and every seventh day labelled. */
function visitorsChart(report: TrafficReport): Html {
  const [width, height] = [720, 240];
  // The scale is on both sides: a phone opens the chart at its newest days, the right-hand end.
  const top = axisTop(Math.max(0, ...report.days.map((day) => day.visitors)));
  const side = scaleMargin(top, 48);
  const plot = { left: side, right: side, top: 12, bottom: 32 };
  const slot = (width - plot.left - plot.right) / report.days.length;
  const bar = Math.max(1, slot * 0.7);
  const plotHeight = height - plot.top - plot.bottom;
  const y = (value: number) => plot.top + plotHeight - (value / top) * plotHeight;
  return scrollingChart(
    "visitors-title",
    html`<svg
      class="h-auto w-full min-w-[40rem]"
      viewBox="0 0 ${width} ${height}"
      role="img"
      aria-labelledby="visitors-title"
      aria-describedby="table-days-caption"
    >
      ${scaleLines(top, width, plot, y)}
      ${report.days.map((day, index) => {
        const x = plot.left + index * slot + (slot - bar) / 2;
        const label = (report.days.length - 1 - index) % 7 === 0;
        return html`<g>
          ${
            day.visitors > 0
              ? html`<rect
                  x="${x.toFixed(1)}"
                  y="${y(day.visitors).toFixed(1)}"
                  width="${bar.toFixed(1)}"
                  height="${(y(0) - y(day.visitors)).toFixed(1)}"
                  fill="${STEPS[0].fill}"
                />`
              : ""
          }
          ${
            label
              ? html`<text
                  x="${(x + bar / 2).toFixed(1)}"
                  y="${height - 12}"
                  text-anchor="middle"
                  font-size="11"
                  class="${AXIS_WORDS}"
                >
                  ${shortDay(day.value)}
                </text>`
              : ""
          }
        </g>`;
      })}
    </svg>`,
    { newestLast: true },
  );
}

/** The campaigns a funnel is drawn for: those with visitors, the most first. */
const funnelsDrawn = (campaigns: FigureRow[]) => campaigns.filter((row) => row.visitors > 0).slice(0, CAMPAIGNS_DRAWN);

/** What the funnel chart draws, said over it: as many campaigns as it draws, in words that fit that many. */
export function funnelsDrawnWords(campaigns: FigureRow[]): string {
  const withVisitors = campaigns.filter((row) => row.visitors > 0).length;
  const drawn = funnelsDrawn(campaigns).length;
  if (drawn === 0) return "No campaign brought a visitor in these days.";
  const which =
    drawn < withVisitors
      ? `The ${drawn} campaigns with the most visitors (of ${withVisitors})`
      : drawn === 1
        ? "The one campaign with visitors"
        : `The ${drawn} campaigns with visitors`;
  return `${which}; every campaign is in the table.`;
}

/**
 * Where the funnel's bars start: after the widest step's words and number ("Saw pricing: 12,345", 12 units), a
 * reader's text spacing included (app/lib/text-width.ts), and never before 160.
 */
export function funnelLabelWidth(rows: FigureRow[]): number {
  return Math.max(
    160,
    ...rows.flatMap((row) =>
      STEPS.map((step) => Math.ceil(textWidth(`${step.words}: ${formatCount(row[step.key])}`, 12)) + 8),
    ),
  );
}

/**
 * The funnel of the top campaigns: each step its own bar, a gap apart, its words and number before it (where a phone,
 * which shows the chart's first 20 rem, reads them: after the bar, they were past the screen's edge).
 */
function funnelChart(campaigns: FigureRow[], table: TableDefinition): Html {
  const drawn = funnelsDrawn(campaigns);
  const width = 720;
  const [barHeight, gap, groupGap, lineHeight] = [16, 6, 28, 16];
  const labelWidth = funnelLabelWidth(drawn);
  // Each campaign's name and rate, in as many lines as the chart's width needs (a tag may run to 200 characters).
  const titles = drawn.map((row) =>
    labelLines(
      `${valueText(table, row.value)}${per100(row) !== undefined ? ` (${per100(row)!.toFixed(1)} leads per 100 visitors)` : ""}`,
      width,
      13,
    ),
  );
  const groupHeights = titles.map(
    (lines) => 4 + lines.length * lineHeight + STEPS.length * (barHeight + gap) + groupGap,
  );
  const groupTops = groupHeights.map((_, group) => groupHeights.slice(0, group).reduce((sum, h) => sum + h, 0));
  const height = Math.max(
    1,
    groupHeights.reduce((sum, h) => sum + h, 0),
  );
  const top = Math.max(1, ...drawn.map((row) => row.visitors));
  const room = width - labelWidth - 8;
  return scrollingChart(
    "funnel-title",
    html`<svg
      class="h-auto w-full min-w-[40rem]"
      viewBox="0 0 ${width} ${height}"
      role="img"
      aria-labelledby="funnel-title"
      aria-describedby="table-campaigns-caption"
    >
      ${drawn.map((row, group) => {
        const lines = titles[group]!;
        const y0 = groupTops[group]!;
        return html`<g>
          <text font-size="13" font-weight="600" class="${WORDS}">
            ${lines.map((line, index) => html`<tspan x="0" y="${y0 + 14 + index * lineHeight}">${line}</tspan>`)}
          </text>
          ${STEPS.map((step, index) => {
            const y = y0 + 4 + lines.length * lineHeight + index * (barHeight + gap);
            const length = (row[step.key] / top) * room;
            return html`<g>
              ${
                row[step.key] > 0
                  ? html`<rect
                      x="${labelWidth}"
                      y="${y}"
                      width="${Math.max(2, length).toFixed(1)}"
                      height="${barHeight}"
                      fill="${step.fill}"
                    />`
                  : ""
              }
              <text x="0" y="${y + 12}" font-size="12" class="${WORDS}">
                ${step.words}: ${formatCount(row[step.key])}
              </text>
            </g>`;
          })}
        </g>`;
      })}
    </svg>`,
  );
}

/** The Leads section's filter a table's rows are, where its leads can be listed there (by campaign, by source). */
const LEADS_FILTERS: Partial<Record<TableName, "campaign" | "source">> = { campaigns: "campaign", sources: "source" };

/** The leads a row counts, listed in the Leads section for the same days; none for a row the filter cannot name. */
function leadsOf(name: TableName, value: string, window: Window): string | undefined {
  const filter = LEADS_FILTERS[name];
  // Past the day's bound, "(other)" names no campaign or source a lead carries.
  if (!filter || value === OTHER) return undefined;
  const query = new URLSearchParams({
    [filter]: value === NONE ? FILTER_NONE : value,
    since: window.from,
    until: window.to,
  });
  return `/team/leads?${query}`;
}

/** A table of the report, with its caption and its CSV; the first column names each row. */
function figuresTable(name: TableName, report: TrafficReport, leadsShown = false): Html {
  const table: TableDefinition = TABLES[name];
  const rows = table.rows(report);
  /** A row's figure; its leads, for a member who may read them, a link to them in the Leads section. */
  const cell = (row: FigureRow, column: (typeof table.columns)[number]) => {
    const href =
      leadsShown && column === "leads" && row.leads > 0 ? leadsOf(name, row.value, report.window) : undefined;
    return href
      ? html`<a
          class="${classes.link}"
          href="${href}"
          aria-label="${countOf(row.leads, "lead")} of the ${table.rowHeading.toLowerCase()} “${valueText(table, row.value)}”, in Leads"
          >${figureText(row, column)}</a
        >`
      : figureText(row, column);
  };
  return html`${scrollingTable(
      `table-${name}-caption`,
      html`<span class="font-semibold">${table.title}</span>: ${table.about}`,
      html`<thead>
          <tr>
            <th scope="col" class="${classes.th}">${table.rowHeading}</th>
            ${table.columns.map((column) => html`<th scope="col" class="${classes.th} text-right">${columnWords(column)}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${
            rows.length === 0
              ? html`<tr>
                  <td class="${classes.td}" colspan="${table.columns.length + 1}">Nothing counted in these days.</td>
                </tr>`
              : rows.map(
                  // A row's name is a tag, a page or a site as visitors' links wrote it, up to 200 characters with no
                  // space: in lines of its own width, not a column that pushes the figures past the screen's edge.
                  (row) =>
                    html`<tr>
                      <th scope="row" class="${classes.td} font-normal">
                        <span class="block max-w-[24rem] whitespace-normal wrap-anywhere"
                          >${visitorText(valueText(table, row.value))}</span
                        >
                      </th>
                      ${table.columns.map(
                        (column) => html`<td class="${classes.td} text-right tabular-nums">${cell(row, column)}</td>`,
                      )}
                    </tr>`,
                )
          }
        </tbody>`,
    )}
    <p class="mt-2 text-sm">
      <a class="${classes.link}" href="${TRAFFIC_PATH}/${name}.csv?${query(report.window)}" download
        >Download “${table.title}” as CSV</a
      >
    </p>`;
}

const section = (id: string, title: string, body: Html) =>
  html`<section class="${classes.card}" aria-labelledby="${id}">
    <h2 class="${classes.h2}" id="${id}">${title}</h2>
    ${body}
  </section>`;

export function trafficPage(
  report: TrafficReport,
  errors: Partial<Record<"from" | "to", string>>,
  timeZone: string,
  counting: boolean,
  /** Whether the member may read leads: each campaign's and source's leads then link to them. */
  leadsShown = false,
): Html {
  const { total, window } = report;
  const rate = per100(total);
  return html`<p class="max-w-3xl">
      Visits counted by this server as it sends each page: no cookie, no script, nothing that identifies a visitor.
      Bots, prefetches and the team's own visits are left out. A visitor is counted once a day.
    </p>
    ${
      counting
        ? ""
        : html`<p class="max-w-3xl font-semibold" role="note">
            Counting is turned off on this server (TRAFFIC_COUNTING=off): the figures below are those counted before.
          </p>`
    }
    <p class="max-w-3xl">
      <a class="${classes.link}" href="${CAMPAIGN_LINK_PATH}">Make a campaign link</a>: a page of the site with your
      campaign's tags, checked as they are counted.
    </p>
    ${windowForm(window, errors, timeZone)}
    <p class="text-lg" id="traffic-summary">
      From ${shortDay(window.from, true)} to ${shortDay(window.to, true)}: ${countOf(total.visitors, "visitor")},
      ${countOf(total.views, "page view")},
      ${countOf(total.leads, "lead")}${rate === undefined ? "." : `, ${rate.toFixed(1)} leads per 100 visitors.`}
    </p>
    ${section("visitors-title", "Visitors per day", html`${visitorsChart(report)}${figuresTable("days", report)}`)}
    ${section("weeks-title", "Per week", figuresTable("weeks", report))}
    ${section(
      "funnel-title",
      "Campaigns: visit, pricing, quote, lead",
      html`<p class="mt-1 text-sm text-muted">${funnelsDrawnWords(report.campaigns)}</p>
        ${funnelsDrawn(report.campaigns).length ? funnelChart(report.campaigns, TABLES.campaigns) : ""}
        ${figuresTable("campaigns", report, leadsShown)}`,
    )}
    ${tableNames
      .filter((name) => !["days", "weeks", "campaigns"].includes(name))
      .map((name) => section(`${name}-title`, TABLES[name].title, figuresTable(name, report, leadsShown)))}`;
}
