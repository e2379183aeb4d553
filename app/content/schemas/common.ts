/**
 * The building blocks of the content schemas (content/*.json). Every field carries a description: the content check
 * (npm run check:content, and every build) prints it beside a problem, and docs/content-and-prices.md refers to them.
 */
import { z } from "zod";
import { formatCount, formatDollars, isWholeCents } from "#app/content/amounts.ts";
import { cohortFigureNames, figuresOfThisParse, fillText, placeholdersIn } from "#app/content/figures.ts";
import { limits } from "#app/content/layout-limits.ts";
import { isCalendarDay } from "#app/content/calendar-day.ts";

export { limits };

interface TextOptions {
  /** Characters a visitor reads, figures filled in: a limit chosen from the layout at 390 and 1440 px. */
  max?: number;
  /** Parameters the code fills in, e.g. {count}. */
  params?: readonly string[];
  /** A rule the text as written must follow, and the message when it does not. */
  pattern?: { regex: RegExp; message: string };
  /** A "whileOpen" text: it may quote the open cohort's figures, which stay as {names} until a page is rendered. */
  whileOpen?: boolean;
  /** The longest word as shown (limits.word by default); false for a text that is an address, never shown. */
  longestWord?: number | false;
}

/** The longest word of a text as shown: letters between spaces and hyphens; an address (with / @ or .) is none. */
export function longestWord(text: string): string {
  return text
    .split(/[\s\-\u2010-\u2015]+/)
    .filter((word) => !/[/@.]/.test(word))
    .reduce((longest, word) => ([...word].length > [...longest].length ? word : longest), "");
}

const cohortFigures = new Set<string>(cohortFigureNames);

/**
 * A text shown on the site. It may quote figures from the price data as {name} (see app/content/figures.ts) and,
 * where the code fills them in, the parameters listed. The parsed text has its figures filled in; parameters stay.
 */
export function text(description: string, options: TextOptions = {}) {
  const params = new Set(options.params ?? []);
  return z
    .string()
    .superRefine((value, ctx) => {
      const figures = figuresOfThisParse();
      if (value.trim() === "") ctx.addIssue({ code: "custom", message: "is empty: write the text" });
      if (options.pattern && !options.pattern.regex.test(value))
        ctx.addIssue({ code: "custom", message: options.pattern.message });
      const markup = markupIn(value);
      if (markup) ctx.addIssue({ code: "custom", message: markup });
      for (const name of placeholdersIn(value)) {
        if (cohortFigures.has(name)) {
          if (!options.whileOpen)
            ctx.addIssue({
              code: "custom",
              message: `quotes {${name}}, a date of the open cohort, which only a text's "whileOpen" form may quote: write this text as { "whileOpen": "…", "whenClosed": "…" }, the second for the days no cohort is open (docs/content-and-prices.md, "A new cohort")`,
            });
          continue;
        }
        if (name in figures && figures[name] === "")
          ctx.addIssue({
            code: "custom",
            message: `quotes {${name}}, which content/plans.json leaves empty: give it a value there, or reword`,
          });
        if (name in figures || params.has(name)) continue;
        const allowed = [...params].map((param) => `{${param}}`).join(", ");
        ctx.addIssue({
          code: "custom",
          message: `uses {${name}}, which is not a known figure${allowed ? ` or one of ${allowed}` : ""} (see the list in docs/content-and-prices.md, "Figures copy can quote")`,
        });
      }
      const shown = fillText(value, figures);
      const max = options.max ?? limits.text;
      if (shown.length > max)
        ctx.addIssue({
          code: "custom",
          message: `must be at most ${max} characters as shown on the site (it has ${shown.length}): shorten it`,
        });
      const word = options.longestWord === false ? "" : longestWord(shown);
      const most = options.longestWord || limits.word;
      if ([...word].length > most)
        ctx.addIssue({
          code: "custom",
          message: `has a word of ${[...word].length} letters ("${[...word].slice(0, 24).join("")}${[...word].length > 24 ? "…" : ""}"), longer than a phone's line holds in every place it may show (${most}): split it with a space or a hyphen`,
        });
    })
    .transform((value) => fillText(value, figuresOfThisParse()))
    .describe(description);
}

/**
 * Copy is plain text: the site shows it as written, so a tag typed into it ("<b>New</b>") would reach the visitor as
 * those characters, and an entity ("&nbsp;") as its letters. The words say what to do instead. A lone "<" or ">"
 * in a sentence ("fewer than <5 users") is a character, not markup, and passes.
 */
export function markupIn(value: string): string | undefined {
  const tag = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i.exec(value);
  if (tag)
    return `contains the HTML tag ${tag[0]}: copy is plain text, so visitors would see the tag itself. Remove it; emphasis comes from the design (a headline, a chip, a card), and a link is an action with "label" and "to"`;
  const entity = /&(#\d+|#x[\da-f]+|[a-z]+\d*);/i.exec(value);
  if (entity)
    return `contains the HTML entity ${entity[0]}: copy is plain text, so visitors would see those letters. Type the character itself (a space, "&", an em dash)`;
  return undefined;
}

/**
 * Refuses a list whose items share an id: links, the pricing form and the documents find an item by its id, so a
 * second item with the same id would be unreachable or mixed up with the first. `what` names an item ("plan").
 */
export function uniqueIds<Item extends { id: unknown }>(what: string) {
  return (items: Item[], ctx: z.RefinementCtx) => {
    const first = new Map<unknown, number>();
    for (const [i, item] of items.entries()) {
      const earlier = first.get(item.id);
      if (earlier === undefined) first.set(item.id, i);
      else
        ctx.addIssue({
          code: "custom",
          path: [i, "id"],
          message: `is ${JSON.stringify(item.id)}, the same as ${what} ${earlier + 1}'s: each ${what} needs its own id. Give this one an id no other ${what} has`,
        });
    }
  };
}

/**
 * A calendar date, kept as year-month-day ("2027-03-01"); the workspace asks it with a date field (its schema says
 * format "date"). One slip gets one message: "TBD" is not a date, and is not also "not a day on the calendar".
 */
export function calendarDate(description: string) {
  return z
    .string()
    .superRefine((value, ctx) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
        ctx.addIssue({
          code: "custom",
          message:
            'must be a date: choose it in the date field (in the file it is written year-month-day, "2027-03-01")',
        });
      else if (!isCalendarDay(value))
        ctx.addIssue({
          code: "custom",
          message: `is not a day on the calendar (${value}): check the month and the day`,
        });
    })
    .describe(description)
    .meta({ format: "date" });
}

/** A text that changes with the calendar, as the site shows it: one form while a cohort is open, one when none is. */
export interface DatedText {
  whileOpen: string;
  whenClosed: string;
}

/**
 * A text that may change with the calendar: either a plain text (the same every day), or { "whileOpen": …,
 * "whenClosed": … }. Only the "whileOpen" form may quote the open cohort's figures ({cohort.start} and the others
 * in cohortFigureNames); they are filled in when a page is rendered for a day. The parsed value is always both forms,
 * an object the code must resolve for the day (app/lib/cohorts/status.ts), never a string it could show as is.
 */
export function datedText(description: string, options: Omit<TextOptions, "whileOpen"> = {}) {
  return z
    .union([
      text(description, options)
        .transform((value): DatedText => ({ whileOpen: value, whenClosed: value }))
        .meta({ choice: "The same words every day" }),
      z
        .strictObject({
          whileOpen: text(`${description}, while a cohort is open for registration`, {
            ...options,
            whileOpen: true,
          }).meta({ title: "While a cohort is open" }),
          whenClosed: text(`${description}, while no cohort is open: offer no seat, deposit or date`, options).meta({
            title: "While no cohort is open",
          }),
        })
        .meta({ choice: "Words while a cohort is open, and others while none is" }),
    ])
    .describe(
      `${description}. Words that speak of the open cohort (they may quote {cohort.start}, {cohort.startOnPricing} or {cohort.registrationCloses}) need other words for the days no cohort is open`,
    );
}

/** A list of texts, each at most `max` characters, at most `most` of them. */
export function texts(
  description: string,
  options: {
    min?: number;
    most?: number;
    max?: number;
    /** One item, as the team calls it ("feature"). */ item?: string;
  } = {},
) {
  const list = z
    .array(text("One item of the list", { max: options.max }))
    .min(options.min ?? 1, `needs at least ${options.min ?? 1} item`);
  return (
    options.most === undefined
      ? list
      : list.max(options.most, `has room for at most ${options.most} items on the page: remove or merge some`)
  )
    .describe(description)
    .meta(options.item ? { itemNoun: options.item } : {});
}

/** A sum in dollars, whole cents at most (never negative). */
/**
 * The most a price, a count or a quantity of the content may be: far past any real price list, and low enough that
 * every total the pricing works out stays exact to the cent (money.ts counts in twelfths of a cent, exact up to 2^53).
 */
export const MOST_DOLLARS = 10_000_000;
export const MOST_UNITS = 1_000_000;
const MOST_UNITS_WORDS = formatCount(MOST_UNITS);

export function dollars(description: string) {
  return (
    z
      .number()
      .min(0, "must be 0 or more")
      .max(MOST_DOLLARS, `must be at most ${formatDollars(MOST_DOLLARS)}`)
      .refine(isWholeCents, {
        message: "must be whole cents, at most two decimals (e.g. 0.75, not 0.755): prices are charged in cents",
      })
      .describe(description)
      // Said in the schema, so the form shows "$" and a change line says dollars, whatever the description's words.
      .meta({ format: "dollars" })
  );
}

/** A quantity that may have a fraction, such as gigabytes (never negative). */
export function quantity(description: string) {
  return z
    .number()
    .min(0, "must be 0 or more")
    .max(MOST_UNITS, `must be at most ${MOST_UNITS_WORDS}`)
    .describe(description);
}

/** A count such as weeks, users or companies. */
export function count(description: string) {
  return z
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(MOST_UNITS, `must be at most ${MOST_UNITS_WORDS}`)
    .describe(description);
}

/**
 * Where a link goes: a page of this site ("/pricing", "/pricing?tab=cmmc-accelerator", "/lp/Governance#contact"),
 * an external address from the site configuration ({links.demoBooking}), or "#section" on the same page.
 */
export const link = text(
  'Where the link goes: a page path such as "/pricing" (optionally with ?tab=… or #section), or {links.name} for an address in the site configuration',
  {
    pattern: {
      regex: /^(\/|#|\{links\.\w+\}$)/,
      message: 'must start with "/" (a page of this site), "#" (a section) or be {links.name}',
    },
    // An address is followed, never read.
    longestWord: false,
  },
).meta({ title: "Links to" });

export const iconNames = [
  "shield",
  "radar",
  "gauge",
  "file-check",
  "bot",
  "network",
  "lock",
  "layers",
  "users",
  "building",
  "zap",
  "landmark",
  "clipboard",
  "chart",
  "workflow",
  "eye",
  "search",
  "graduation",
  "award",
  "clock",
  "calendar",
  "timer",
  "credit-card",
] as const;
export const iconName = z
  .enum(iconNames)
  .describe(`An icon: one of ${iconNames.join(", ")}`)
  .meta({ title: "Icon" });
export type IconName = z.infer<typeof iconName>;

export const action = z
  .strictObject({
    label: text("The button's words").meta({ title: "Button's words" }),
    to: link,
    variant: z
      .enum(["primary", "secondary"])
      .optional()
      .describe('"secondary" for the quieter, outlined button')
      .meta({ title: "Style" }),
  })
  .describe("A button or link")
  .meta({ itemNoun: "button", itemTitle: "{label}" });
export type Action = z.infer<typeof action>;

export const card = z
  .strictObject({
    title: text("The card's heading", { max: limits.cardTitle }).meta({ title: "Heading" }),
    body: text("The card's text").meta({ title: "Text" }),
    icon: iconName.optional(),
  })
  .describe("A card with a heading and a short text")
  .meta({ itemNoun: "card", itemTitle: "{title}" });
export type Card = z.infer<typeof card>;

export const stat = z
  .strictObject({
    value: text('The figure, e.g. "80%"', { max: limits.statValue }).meta({ title: "Figure" }),
    label: text("What the figure measures", { max: limits.statLabel }).meta({ title: "What it measures" }),
  })
  .describe("A headline figure (the spec's own claims only: invent no statistics)")
  .meta({ itemNoun: "figure", itemTitle: "{value} {label}" });
export type Stat = z.infer<typeof stat>;

export const sectionIntro = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/, "must be lower-case letters, digits and dashes")
      .optional()
      .describe("The section's anchor: links reach it as #id")
      .meta({ title: "Anchor" }),
    eyebrow: text("The small line above the heading", { max: limits.eyebrow })
      .optional()
      .meta({ title: "Line above the heading" }),
    title: text("The section's heading", { max: limits.sectionTitle }).meta({ title: "Heading" }),
    lead: text("The paragraph under the heading").optional().meta({ title: "Paragraph under the heading" }),
  })
  .describe("A section's heading")
  .meta({ title: "Section heading" });
export type SectionIntro = z.infer<typeof sectionIntro>;

export const row = z
  .strictObject({
    term: text("The row's name").meta({ title: "Name" }),
    detail: text("What it means").meta({ title: "What it means" }),
  })
  .meta({ itemNoun: "row", itemTitle: "{term}" });
export type Row = z.infer<typeof row>;

export const step = z
  .strictObject({
    label: text('Shown above the title, e.g. "Weeks 1-2"').optional().meta({ title: "Line above the heading" }),
    title: text("The step's heading").meta({ title: "Heading" }),
    body: text("What happens in the step").meta({ title: "Text" }),
    items: texts("The step's points", { item: "point" }).optional().meta({ title: "Points" }),
  })
  .meta({ itemNoun: "step", itemTitle: "{title}" });
export type Step = z.infer<typeof step>;

export const cta = z
  .strictObject({
    title: text("The band's heading").meta({ title: "Heading" }),
    lead: text("The band's text").meta({ title: "Text" }),
    actions: z.array(action).describe("Its buttons").meta({ title: "Buttons" }),
  })
  .describe("A call-to-action band")
  .meta({ title: "Call to action" });
export type CtaContent = z.infer<typeof cta>;

export const points = z.strictObject({
  intro: sectionIntro,
  points: texts("The points, one sentence each", { item: "point" }).meta({ title: "Points" }),
});
export type PointsContent = z.infer<typeof points>;

export const hero = z
  .strictObject({
    eyebrow: text("The small line above the headline", { max: limits.heroEyebrow })
      .optional()
      .meta({ title: "Line above the headline" }),
    headline: text("The page's main heading (its h1)", { max: limits.headline }).meta({ title: "Headline" }),
    lead: datedText("The paragraph under the headline", { max: limits.heroLead }).meta({
      title: "Paragraph under the headline",
    }),
    actions: z.array(action).describe("The hero's buttons (none, one or two)").meta({ title: "Buttons" }),
    highlights: texts("Short facts shown as chips under the buttons", {
      most: limits.chips,
      max: limits.chip,
      item: "chip",
    })
      .optional()
      .meta({ title: "Chips under the buttons" }),
  })
  .describe("The top of a page")
  .meta({ title: "Top of the page" });
export type HeroContent = z.infer<typeof hero>;

/**
 * A module drawn as a flow of labelled stages (an inline SVG with a title and a description). The drawing breaks the
 * words into lines that fit its boxes with a reader's text spacing (app/lib/diagram/layout.ts), each box as tall as its
 * lines; the limits keep a label to two or three lines and a detail to three or four.
 */
export const flowDiagram = z
  .strictObject({
    title: text("The diagram's name, read by screen readers and shown above it", { max: limits.diagramTitle }).meta({
      title: "Diagram's name",
    }),
    stages: z
      .array(
        z
          .strictObject({
            label: text("The stage, in its box", { max: limits.diagramLabel }).meta({ title: "Stage" }),
            detail: text("A short line under it (a screen reader hears every label and line, in order)", {
              max: limits.diagramDetail,
            }).meta({ title: "Line under it" }),
          })
          .meta({ itemNoun: "stage", itemTitle: "{label}" }),
      )
      .min(2, "needs at least 2 stages")
      .max(limits.diagramStages, `has room for at most ${limits.diagramStages} stages: merge some`)
      .describe("The stages, in the order work flows through them")
      .meta({ title: "Stages" }),
  })
  .describe("A drawing of how the module works, from the spec's own facts (name a product only if content lists it)")
  .meta({ title: "Diagram" });
export type FlowDiagram = z.infer<typeof flowDiagram>;
