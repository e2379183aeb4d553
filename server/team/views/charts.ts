import { html } from "hono/html";
import { formatCount } from "#app/content/amounts.ts";
import { textWidth } from "#app/lib/text-width.ts";
import { formLabels } from "#server/team/form-labels.ts";
import { NO_CAMPAIGN, OTHER_CAMPAIGNS, type WeeklyFigures } from "#server/team/weekly.ts";
import { type Html, classes, countOf, scrollingChart, scrollingTable } from "./ui.ts";

/**
 * Series colours, each 3:1 or more against white, and each with a pattern of its own drawn in white over it: series are
 * told apart by the pattern as well as the colour (WCAG 1.4.1), and neighbouring segments by a white gap (1.4.11).
 */
const PALETTE = ["#0e7490", "#7c3aed", "#b45309", "#be123c", "#15803d", "#1d4ed8", "#4b5563", "#a21caf"];
/** Each slot's marks, in a 8×8 tile: none, stripes one way and the other, dots, a grid… (white, over the colour). */
const MARKS = [
  "",
  "M-2 2l4-4M0 8l8-8M6 10l4-4",
  "M0 2h8M0 6h8",
  "M2 2h0.01M6 6h0.01",
  "M2 0v8M6 0v8",
  "M-2 6l4 4M0 0l8 8M6 -2l4 4",
  "M0 4h8M4 0v8",
  "M0 0l8 8M8 0l-8 8",
];

/**
 * Each series' slot (colour and pattern), fixed by what the series is, not by its rank: a form always has its own,
 * "(none)" and "Other campaigns" theirs, and a campaign the slot its name hashes to (the next free one if taken), so
 * a series looks the same from one visit to the next (issue 54).
 */
export function seriesSlots(series: string[]): number[] {
  const fixed = new Map<string, number>([
    ...Object.values(formLabels).map((label, slot) => [label, slot] as [string, number]),
    [NO_CAMPAIGN, 6],
    [OTHER_CAMPAIGNS, 7],
  ]);
  const taken = new Set(series.flatMap((name) => (fixed.has(name) ? [fixed.get(name)!] : [])));
  return series.map((name) => {
    const own = fixed.get(name);
    if (own !== undefined) return own;
    let slot = [...name].reduce((hash, char) => (hash * 31 + char.codePointAt(0)!) % 6, 7);
    for (let tries = 0; tries < 6 && taken.has(slot); tries += 1) slot = (slot + 1) % 6;
    taken.add(slot);
    return slot;
  });
}

/** A series' fill: its colour under its pattern's white marks (an SVG pattern, defined where it is used). */
const patternOf = (id: string, slot: number) =>
  html`<pattern id="${id}" width="8" height="8" patternUnits="userSpaceOnUse">
    <rect width="8" height="8" fill="${PALETTE[slot]}" />
    ${MARKS[slot] ? html`<path d="${MARKS[slot]}" stroke="#fff" stroke-width="1.5" stroke-linecap="round" />` : ""}
  </pattern>`;

const WIDTH = 720;
const HEIGHT = 260;
// The scale is on both sides: a phone opens the chart at its newest weeks, the right-hand end. The sides are the
// least; a large top widens them (`scaleMargin`).
const PLOT = { left: 40, right: 40, top: 12, bottom: 36 };

/** A calendar day as the charts name it ("Nov 27", or with its year "Nov 27, 2026"). */
export const shortDay = (day: string, withYear = false) =>
  new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

/** A round top for an axis: 1, 2 or 5 times a power of ten, at least the tallest bar. */
export function axisTop(max: number): number {
  if (max <= 4) return Math.max(max, 1);
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max)!;
}

/** The class of a chart's axis words: a readable grey, the system's text colour in forced colours. */
export const AXIS_WORDS = "fill-slate-600 forced-colors:fill-[CanvasText]";

/** The size of a scale's numbers, in the chart's units. */
const SCALE_SIZE = 11;

/**
 * How far in from each side a chart's plot starts so its scale's widest number (the top's) fits beside it, with a
 * reader's text spacing (app/lib/text-width.ts): at least `least`, more for a top of 100,000 or more.
 */
export function scaleMargin(top: number, least: number): number {
  return Math.max(least, Math.ceil(textWidth(formatCount(top), SCALE_SIZE)) + 8);
}

/**
 * A chart's scale: a line at 0, half way and the top (whole numbers only), numbered on both sides, so that a phone,
 * which opens a chart over time at its newest end, reads it as well as a desktop.
 */
export function scaleLines(
  top: number,
  width: number,
  plot: { left: number; right: number },
  y: (value: number) => number,
): Html {
  const ticks = [...new Set([0, top / 2, top])].filter(Number.isInteger);
  return html`${ticks.map(
    (tick) =>
      html`<g>
        <line x1="${plot.left}" x2="${width - plot.right}" y1="${y(tick)}" y2="${y(tick)}" stroke="#cbd5e1" />
        <text x="${plot.left - 6}" y="${y(tick) + 4}" text-anchor="end" font-size="${SCALE_SIZE}" class="${AXIS_WORDS}">
          ${formatCount(tick)}
        </text>
        <text x="${width - plot.right + 6}" y="${y(tick) + 4}" font-size="${SCALE_SIZE}" class="${AXIS_WORDS}">
          ${formatCount(tick)}
        </text>
      </g>`,
  )}`;
}

/**
 * A stacked bar chart of leads per week, drawn on the server as SVG (no script), and the same figures as a table:
 * the table is what a screen reader reads, what prints, and what a person checks a bar against. On a phone both
 * scroll sideways, the chart at a readable size, the table's columns whole.
 */
export function weeklyChart(id: string, title: string, figures: WeeklyFigures): Html {
  const totals = figures.counts.map((week) => week.reduce((sum, n) => sum + n, 0));
  const top = axisTop(Math.max(0, ...totals));
  const side = scaleMargin(top, PLOT.left);
  const plot = { ...PLOT, left: side, right: side };
  const plotWidth = WIDTH - plot.left - plot.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / figures.weeks.length;
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  const grand = totals.reduce((sum, n) => sum + n, 0);
  const slots = seriesSlots(figures.series);
  return html`<section class="${classes.card}" aria-labelledby="${id}-title">
    <h2 class="${classes.h2}" id="${id}-title">${title}</h2>
    <p class="mt-1 text-sm text-muted">
      ${countOf(grand, "lead")} in ${figures.weeks.length} weeks, from the week of
      ${shortDay(figures.weeks[0]!.monday)} to the week of ${shortDay(figures.weeks.at(-1)!.monday)}.
    </p>
    <ul class="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Key">
      ${figures.series.map(
        (name, index) =>
          html`<li class="flex items-center gap-2">
            <svg width="16" height="16" aria-hidden="true" focusable="false">
              <defs>${patternOf(`${id}-key-${index}`, slots[index]!)}</defs>
              <rect width="16" height="16" rx="2" fill="url(#${id}-key-${index})" />
            </svg>
            ${name}
          </li>`,
      )}
    </ul>
    ${scrollingChart(
      `${id}-title`,
      html`<svg
      class="h-auto w-full min-w-[40rem]"
      viewBox="0 0 ${WIDTH} ${HEIGHT}"
      role="img"
      aria-labelledby="${id}-title"
      aria-describedby="${id}-table-caption"
    >
      <defs>${figures.series.map((_, s) => patternOf(`${id}-series-${s}`, slots[s]!))}</defs>
      ${scaleLines(top, WIDTH, plot, y)}
      ${figures.weeks.map((week, index) => {
        let base = 0;
        const x = plot.left + index * slot + (slot - barWidth) / 2;
        return html`<g>
          ${figures.series.map((_, s) => {
            const count = figures.counts[index]![s]!;
            if (count === 0) return "";
            const rect = html`<rect
              x="${x.toFixed(1)}"
              y="${y(base + count).toFixed(1)}"
              width="${barWidth.toFixed(1)}"
              height="${(y(base) - y(base + count)).toFixed(1)}"
              fill="url(#${id}-series-${s})"
              stroke="#fff"
              stroke-width="1.5"
            />`;
            base += count;
            return rect;
          })}
          ${
            // A label every fourth week, counted back from this week's, so the newest is always named.
            (figures.weeks.length - 1 - index) % 4 === 0
              ? html`<text
                  x="${(x + barWidth / 2).toFixed(1)}"
                  y="${HEIGHT - 14}"
                  text-anchor="middle"
                  font-size="11"
                  class="${AXIS_WORDS}"
                >
                  ${shortDay(week.monday)}
                </text>`
              : ""
          }
        </g>`;
      })}
    </svg>`,
      { newestLast: true },
    )}
    ${scrollingTable(
      `${id}-table-caption`,
      `${title}: the figures, week by week (Monday to Sunday)`,
      html`<thead>
          <tr>
            <th scope="col" class="${classes.th}">Week of</th>
            ${figures.series.map(
              // A campaign's tag may run to 200 characters with no space: in lines, not a column past the screen.
              (name) =>
                html`<th scope="col" class="${classes.th} text-right">
                  <span class="ml-auto block max-w-[12rem] whitespace-normal wrap-anywhere">${name}</span>
                </th>`,
            )}
            <th scope="col" class="${classes.th} text-right">Total</th>
          </tr>
        </thead>
        <tbody>
          ${figures.weeks.map(
            (week, index) =>
              html`<tr>
                <th scope="row" class="${classes.td} font-normal">
                  <time datetime="${week.monday}">${shortDay(week.monday)}</time>
                </th>
                ${figures.counts[index]!.map((count) => html`<td class="${classes.td} text-right tabular-nums">${count}</td>`)}
                <td class="${classes.td} text-right font-semibold tabular-nums">${totals[index]}</td>
              </tr>`,
          )}
        </tbody>`,
      "font-semibold",
    )}
  </section>`;
}
