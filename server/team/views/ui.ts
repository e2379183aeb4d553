/**
 * The workspace's building blocks: HTML written with hono/html, which escapes every value put into it (a lead's
 * name is text, never markup). Classes are Tailwind's, compiled for this folder at build (scripts/build/team.ts).
 */
import { formatCount } from "#app/content/amounts.ts";
import { showDirectionControls } from "#server/leads/visible-text.ts";
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * The filled buttons carry a transparent border: forced colours paint their background over and draw the border in the
 * button text's colour, so they stay buttons rather than bare words (WCAG 1.4.11).
 */
export const classes = {
  button:
    "inline-flex min-h-11 items-center justify-center rounded-lg border border-transparent bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-700",
  secondary:
    "inline-flex min-h-11 items-center justify-center rounded-lg border border-navy-600 bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-surface",
  danger:
    "inline-flex min-h-11 items-center justify-center rounded-lg border border-transparent bg-danger px-4 py-2 text-sm font-semibold text-white hover:bg-red-800",
  input:
    "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink aria-invalid:border-danger",
  label: "block text-sm font-semibold text-ink",
  hint: "mt-1 block text-sm text-muted",
  error: "mt-1 block text-sm font-semibold text-danger",
  card: "rounded-card border border-line bg-white p-4 sm:p-6",
  link: "font-semibold text-accent-800 underline underline-offset-2 hover:text-navy-900",
  table: "w-full border-collapse text-left text-sm",
  // A heading is the workspace's own words: broken between them, never inside one ("Fo/rm" beside a long address).
  th: "border-b-2 border-line px-3 py-2 font-semibold text-ink wrap-normal",
  td: "border-b border-line px-3 py-2 align-top",
  h1: "text-2xl font-bold tracking-tight text-ink sm:text-3xl",
  h2: "text-xl font-bold text-ink",
};

/**
 * A chart at a width its words can be read at (40rem, its svg's `min-w-[40rem]`): on a phone it scrolls sideways in a
 * region of its own, which a keyboard reaches, rather than shrinking its labels to 4 px. Its words carry their colour
 * as a class with a forced-colours variant (charts.ts's AXIS_WORDS): forced colours turn a box's colour into the
 * system's, and leave an svg's own fills as they are.
 * `newestLast`: a chart over time opens on a phone at its newest days, the ones the team looks for. Its region runs
 * right to left (a scroller starts at its inline start, with no script); the chart inside, left to right as ever.
 */
export const scrollingChart = (labelledBy: string, chart: Html, { newestLast = false } = {}) =>
  html`<div
    class="mt-3 overflow-x-auto ${newestLast ? "[direction:rtl] *:[direction:ltr]" : ""}"
    tabindex="0"
    role="region"
    aria-labelledby="${labelledBy}"
  >
    ${chart}
  </div>`;

/**
 * A wide table in a region of its own that scrolls sideways on a phone (a keyboard reaches it), named by its caption.
 * The caption's words keep to the region's width (the region is a size container: `100cqw` is its width) and stay
 * in view as the table scrolls: a caption is as wide as its table, so its words ran past the screen's edge.
 */
export const scrollingTable = (captionId: string, caption: Html | string, rows: Html, captionClass = "") =>
  html`<div class="@container mt-4 overflow-x-auto" tabindex="0" role="region" aria-labelledby="${captionId}">
    <table class="${classes.table} whitespace-nowrap">
      <caption class="pb-2 text-left text-sm ${captionClass}" id="${captionId}">
        <span class="sticky left-0 block max-w-[100cqw] whitespace-normal">${caption}</span>
      </caption>
      ${rows}
    </table>
  </div>`;

/** A count and its noun, singular for one ("1 lead", "3 leads", "1,250 visitors"). */
export const countOf = (count: number, noun: string) => `${formatCount(count)} ${count === 1 ? noun : `${noun}s`}`;

/** One labelled field: its hint and its error read with it (aria-describedby), the error under it. */
export function field({
  name,
  label,
  type = "text",
  value = "",
  hint,
  error,
  autocomplete,
  required = false,
  list,
}: {
  name: string;
  label: string;
  type?: "text" | "email" | "date" | "search";
  value?: string;
  hint?: string;
  error?: string;
  autocomplete?: string;
  required?: boolean;
  list?: string;
}): Html {
  const id = `field-${name}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return html`<div>
    <label class="${classes.label}" for="${id}">${label}</label>
    ${hint ? html`<span class="${classes.hint}" id="${id}-hint">${hint}</span>` : ""}
    <input
      class="${classes.input}"
      id="${id}"
      name="${name}"
      type="${type}"
      value="${value}"
      ${autocomplete ? html`autocomplete="${autocomplete}"` : ""}
      ${list ? html`list="${list}"` : ""}
      ${required ? html`required` : ""}
      ${described ? html`aria-describedby="${described}"` : ""}
      ${error ? html`aria-invalid="true"` : ""}
    />
    ${error ? html`<span class="${classes.error}" id="${id}-error">${error}</span>` : ""}
  </div>`;
}

/** A choice among fixed options, the current one selected. */
export function select({
  name,
  label,
  options,
  value = "",
  error,
  id = `field-${name}`,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  value?: string;
  error?: string;
  /** When one page has several (a role per member). */
  id?: string;
}): Html {
  return html`<div>
    <label class="${classes.label}" for="${id}">${label}</label>
    <select class="${classes.input}" id="${id}" name="${name}" ${error ? html`aria-invalid="true" aria-describedby="${id}-error"` : ""}>
      ${options.map(
        (option) =>
          html`<option value="${option.value}" ${option.value === value ? html`selected` : ""}>
            ${option.label}
          </option>`,
      )}
    </select>
    ${error ? html`<span class="${classes.error}" id="${id}-error">${error}</span>` : ""}
  </div>`;
}

/**
 * A form's mistakes above it: a heading that says the outcome, then each mistake (a link to its field, with its
 * words). It takes focus as the page loads (the browser's own autofocus, no script), so its words are read first.
 */
export function problemSummary(headingId: string, heading: string, items: Html[]): Html {
  return html`<div
    class="rounded-lg border-l-4 border-danger bg-red-50 p-4"
    role="alert"
    aria-labelledby="${headingId}"
    tabindex="-1"
    autofocus
  >
    <h2 class="${classes.h2} text-danger" id="${headingId}">${heading}</h2>
    <ul class="mt-2 list-disc space-y-1 pl-5">
      ${items.map((item) => html`<li>${item}</li>`)}
    </ul>
  </div>`;
}

/** A form that changes something: posted, with the session's anti-forgery token. */
export function actionForm(action: string, csrf: string, body: Html, attributes: Html | string = ""): Html {
  return html`<form method="post" action="${action}" ${attributes}>
    <input type="hidden" name="csrf" value="${csrf}" />${body}
  </form>`;
}

/** A time as the team reads it: the day and the minute in the team's time zone, with the zone's short name. */
export function teamTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(iso));
}

/** A machine-readable time element with the team's reading of it. */
export const timeElement = (iso: string, timeZone: string): Html =>
  html`<time datetime="${iso}">${teamTime(iso, timeZone)}</time>`;

/**
 * What a visitor typed, as the workspace shows it (issue 55): isolated from the page's text around it (`<bdi>`), and
 * any direction control shown as its code point, so a name or a file name cannot read as something else.
 */
export function visitorText(value: string | null | undefined): Html {
  return html`<bdi>${showDirectionControls(value ?? "")}</bdi>`;
}

/**
 * An e-mail address as `visitorText` shows it, with a line break allowed after its "@" and each "." before it, where
 * a reader expects one: a narrow column or a sheet of paper breaks it there first ("dana.whitfield@" /
 * "example.com"), not at any letter ("example.co" / "m"). Where it sits takes `wrap-anywhere`, so a part wider than
 * the column still breaks rather than being cut.
 */
export function addressText(value: string | null | undefined): Html {
  const shown = showDirectionControls(value ?? "");
  // After each dot of the name and after the "@"; the domain stays whole ("example.com") unless it is wider than
  // the column.
  const at = shown.lastIndexOf("@");
  const parts = at < 0 ? [shown] : [...shown.slice(0, at + 1).split(/(?<=\.)/), shown.slice(at + 1)].filter(Boolean);
  return html`<bdi>${parts.map((part, index) => html`${index > 0 ? html`<wbr />` : ""}${part}`)}</bdi>`;
}
