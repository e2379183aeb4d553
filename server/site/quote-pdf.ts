/**
 * The quote a buyer attaches to a purchase request (issues 22 and 34): one tab of a pricing state as a tagged PDF/UA
 * document, rendered per request from the same query the page uses. The words and amounts are
 * app/lib/pricing/quote-document.ts's; this file only lays them out: headings, the line items as a table with header
 * cells (quantity × unit price = amount), the page's summary rows, the period of performance, the payment terms and
 * how to accept, the vendor's identifiers when the settings give them, and who it is prepared for when the buyer says.
 */
import { createHash } from "node:crypto";
import { plans } from "#app/content/plans.ts";
import { cohortStatusAt } from "#app/lib/cohorts/calendar.ts";
import { footerNav } from "#app/content/navigation.ts";
import { fillText } from "#app/content/figures.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import type { SummaryLine } from "#app/lib/pricing/line-items.ts";
import { CELL_PAD, CELL_SETTING, HEADING_SETTING, QUOTE_COLUMN_WIDTHS } from "#pdf/quote-columns.ts";
import { type PreparedFor, type PreparedForField, hasPreparedFor } from "#app/lib/pricing/prepared-for.ts";
import {
  type QuoteDocument,
  type QuoteItem,
  quoteDate,
  quoteDocument,
  quoteExpiry,
  quoteQuery,
  quoteValidity,
} from "#app/lib/pricing/quote-document.ts";
import { type PricingState, parsePricingState } from "#app/lib/pricing/url-state.ts";
import { siteConfig } from "#app/site.config.ts";
import type { IssuedQuote } from "#server/leads/workspace.ts";
import { covers } from "#pdf/text-runs.ts";
import {
  PAGE,
  type Struct,
  type TaggedDoc,
  artifact,
  createTaggedPdf,
  footerOnEveryPage,
  paragraph,
  type ParagraphStyle,
  pdfBytes,
  pdfColors,
  paragraphInAnyScript,
} from "#pdf/tagged-pdf.ts";

const copy = pricingCopy.quote;
const WIDTH = PAGE.width - PAGE.margin * 2;
const RIGHT = PAGE.width - PAGE.margin;

/** The quote's day: UTC, "YYYYMMDD". */
const day = (date: Date) => date.toISOString().slice(0, 10).replaceAll("-", "");

/** Q-YYYYMMDD-XXXXXX: the same state on the same day gives the same number; another state, another number. */
export function quoteNumber(query: string, date: Date): string {
  const hash = createHash("sha256").update(query).digest("hex").slice(0, 6).toUpperCase();
  return `Q-${day(date)}-${hash}`;
}

const inInter = covers("inter");
/** Characters the typeface cannot show, as "?" (a visible trace, never a blank box or a silent gap). */
export const printable = (text: string) =>
  [...text].map((char) => (inInter(char.codePointAt(0)!) ? char : "?")).join("");

export interface QuotePdf {
  number: string;
  bytes: Uint8Array;
  /** What the quote priced, for the record a member looks up by number (never the "Prepared for" block). */
  issued: IssuedQuote;
}

/** What a quote comes to, as its summary states it: the emphasised row (the total), or why it has no amount. */
function totalOf(quote: QuoteDocument): string {
  const total = quote.rows.find((row) => row.emphasis) ?? quote.rows.at(-1);
  return total ? `${total.label}: ${total.amount}` : (quote.noAmount ?? "");
}

/** A quote's content for `params` (a /pricing query) on `date`: its document and its record. */
function quoteFor(params: URLSearchParams, date: Date): { quote: QuoteDocument; issued: IssuedQuote; day: Date } {
  const state: PricingState = parsePricingState(params);
  const query = quoteQuery(state);
  const number = quoteNumber(query, date);
  const quote = quoteDocument(state, cohortStatusAt(plans.cmmcAccelerator, date));
  // The quote's own date, so the same quote is the same file all day.
  const day = new Date(`${date.toISOString().slice(0, 10)}T00:00:00Z`);
  const issued: IssuedQuote = {
    number,
    query,
    issuedOn: day.toISOString().slice(0, 10),
    validUntil: quoteExpiry(day).toISOString().slice(0, 10),
    subject: quote.subject,
    total: totalOf(quote),
  };
  return { quote, issued, day };
}

/**
 * What the quote for `params` on `date` records (its number, state, days and total), without making its PDF: what a
 * member's lookup compares with the record, to tell whether today's prices would quote it the same.
 */
export const issuedQuote = (params: URLSearchParams, date: Date): IssuedQuote => quoteFor(params, date).issued;

/** The PDF of the quote for `params` (a /pricing query) on `date`, prepared for the buyer when they said whom. */
export async function renderQuotePdf(
  params: URLSearchParams,
  date: Date,
  preparedFor?: PreparedFor,
): Promise<QuotePdf> {
  const { quote, issued, day } = quoteFor(params, date);
  const { number } = issued;
  const doc = createTaggedPdf({
    title: `${copy.title} ${number} - ${siteConfig.brandName}`,
    author: siteConfig.companyName,
    subject: quote.subject,
    date: day,
  });
  const root = doc.struct("Document");
  doc.addStructure(root);
  layOut(doc, root, quote, { number, issued: day, preparedFor });
  root.end();
  footerOnEveryPage(doc, `${siteConfig.brandName} | ${copy.title} ${number}`);
  return { number, bytes: await pdfBytes(doc), issued };
}

/** A paragraph (or heading) of `parent`, characters the face lacks shown as "?", kept off the page's last lines. */
function say(doc: TaggedDoc, parent: Struct, text: string, style: ParagraphStyle = {}) {
  const { type = "P", size = 10 } = style;
  // A heading keeps a line of what follows with it.
  room(doc, type.startsWith("H") ? size * 2 + 36 : size * 2);
  paragraph(doc, parent, printable(text), style);
}

/** A new page when fewer than `points` are left above the footer. */
function room(doc: TaggedDoc, points: number) {
  if (doc.y + points > PAGE.height - PAGE.margin - 24) doc.addPage();
}

function rule(doc: TaggedDoc, y: number) {
  artifact(doc, () => {
    doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(pdfColors.rule).stroke();
  });
}

interface Column {
  key: keyof QuoteItem;
  header: string;
  width: number;
  align: "left" | "right";
}

const widths = QUOTE_COLUMN_WIDTHS;
const itemColumns: Column[] = [
  { key: "description", header: copy.item, width: widths.description, align: "left" },
  { key: "quantity", header: copy.columns.quantity, width: widths.quantity, align: "right" },
  { key: "unit", header: copy.columns.unit, width: widths.unit, align: "left" },
  { key: "unitPrice", header: copy.columns.unitPrice, width: widths.unitPrice, align: "right" },
  { key: "amount", header: copy.amount, width: widths.amount, align: "right" },
];

/** One row of cells at one height, each cell its own TH or TD in the row. */
function tableRow(
  doc: TaggedDoc,
  table: Struct,
  cells: { text: string; width: number; align: "left" | "right"; header?: "Column" | "Row"; bold?: boolean }[],
  { size = CELL_SETTING.size, muted = false } = {},
) {
  const pad = CELL_PAD;
  const heights = cells.map((cell) =>
    doc
      .font(cell.bold || cell.header === "Column" ? "bold" : "regular")
      .fontSize(size)
      .heightOfString(printable(cell.text) || " ", { width: cell.width - pad }),
  );
  const height = Math.max(...heights);
  room(doc, height + 10);
  const top = doc.y;
  const row = doc.struct("TR");
  table.add(row);
  let x = PAGE.margin;
  for (const cell of cells) {
    const left = x;
    const type = cell.header ? "TH" : "TD";
    const options = cell.header ? ({ scope: cell.header } as object) : {};
    row.add(
      doc.struct(type, options, () => {
        doc
          .font(cell.bold || cell.header === "Column" ? "bold" : "regular")
          .fontSize(size)
          .fillColor(muted || cell.header === "Column" ? pdfColors.muted : pdfColors.ink)
          .text(printable(cell.text), left, top, {
            width: cell.width - pad,
            align: cell.align,
          });
      }),
    );
    x += cell.width;
  }
  row.end();
  doc.y = top + height + 4;
  rule(doc, doc.y - 2);
  doc.y += 2;
}

function itemsTable(doc: TaggedDoc, parent: Struct, items: QuoteItem[]) {
  const table = doc.struct("Table");
  parent.add(table);
  const head = doc.struct("THead");
  table.add(head);
  tableRow(
    doc,
    head,
    itemColumns.map((column) => ({ text: column.header, width: column.width, align: column.align, header: "Column" })),
    { size: HEADING_SETTING.size },
  );
  head.end();
  const body = doc.struct("TBody");
  table.add(body);
  for (const item of items)
    tableRow(
      doc,
      body,
      itemColumns.map((column) => ({ text: item[column.key], width: column.width, align: column.align })),
    );
  body.end();
  table.end();
}

/** Label and amount rows, the label a row header (how the page's summary reads: "Monthly total $1,234.00"). */
function summaryTable(doc: TaggedDoc, parent: Struct, rows: SummaryLine[]) {
  const table = doc.struct("Table");
  parent.add(table);
  const body = doc.struct("TBody");
  table.add(body);
  for (const line of rows)
    tableRow(doc, body, [
      { text: line.label, width: WIDTH - 150, align: "left", header: "Row", bold: line.emphasis },
      { text: line.amount, width: 150, align: "right", bold: line.emphasis },
    ]);
  body.end();
  table.end();
}

function layOut(
  doc: TaggedDoc,
  root: Struct,
  quote: QuoteDocument,
  { number, issued, preparedFor }: { number: string; issued: Date; preparedFor?: PreparedFor },
) {
  const { contact } = siteConfig;
  say(doc, root, siteConfig.brandName.toUpperCase(), { font: "bold", color: pdfColors.accent });
  say(doc, root, copy.title, { type: "H1", font: "bold", size: 20, after: 2 });
  say(doc, root, `${copy.number}: ${number}`, { font: "bold", size: 11 });
  say(doc, root, `${copy.date}: ${quoteDate(issued)}`);
  say(doc, root, quoteValidity(issued), { after: 12 });

  // The vendor in the left column, the buyer (when given) in the right: read in that order.
  const column = { width: WIDTH / 2 - 12 };
  const top = doc.y;
  const from = { ...column, x: PAGE.margin };
  say(doc, root, copy.from, { ...from, type: "H2", font: "bold", size: 11 });
  say(doc, root, siteConfig.companyName, from);
  say(doc, root, contact.address.street, from);
  say(doc, root, `${contact.address.locality}, ${contact.address.region} ${contact.address.postalCode}`, from);
  say(doc, root, `${contact.email} | ${contact.phone}`, from);
  const ids = siteConfig.vendorIds;
  for (const key of ["uei", "cage", "naics", "sam"] as const)
    if (ids[key]) say(doc, root, `${copy.vendorIds[key]}: ${ids[key]}`, from);
  let bottom = doc.y;

  if (preparedFor && hasPreparedFor(preparedFor)) {
    const words = copy.preparedFor;
    const to = { ...column, x: PAGE.margin + WIDTH / 2 + 12 };
    doc.y = top;
    say(doc, root, words.title, { ...to, type: "H2", font: "bold", size: 11 });
    // The buyer's words in any script; what no face can print is drawn as "?" and named below.
    const unprintable: PreparedForField[] = [];
    for (const key of ["organisation", "contact", "email"] as const) {
      if (!preparedFor[key]) continue;
      room(doc, 20);
      if (paragraphInAnyScript(doc, root, preparedFor[key], to).length > 0) unprintable.push(key);
    }
    if (preparedFor.emailLeftOut) say(doc, root, words.leftOut, { ...to, color: pdfColors.muted });
    if (unprintable.length > 0)
      say(doc, root, fillText(words.unprintable, { fields: unprintable.map((key) => words[key]).join(", ") }), {
        ...to,
        color: pdfColors.muted,
      });
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom;
  say(doc, root, footerNav.legal, { color: pdfColors.muted, after: 12 });

  say(doc, root, quote.subject, { type: "H2", font: "bold", size: 14, after: 6 });
  if (quote.noAmount) {
    say(doc, root, quote.noAmount, { size: 11 });
  } else {
    say(doc, root, copy.lineItemsTitle, { type: "H3", font: "bold", size: 11, after: 4 });
    itemsTable(doc, root, quote.items);
    doc.y += 8;
    say(doc, root, copy.summaryTitle, { type: "H3", font: "bold", size: 11, after: 4 });
    summaryTable(doc, root, quote.rows);
    if (quote.roundingNote) say(doc, root, quote.roundingNote, { size: 9, color: pdfColors.muted });
  }
  if (quote.installments) {
    doc.y += 8;
    say(doc, root, quote.installments.title, { type: "H3", font: "bold", size: 11, after: 4 });
    summaryTable(doc, root, quote.installments.rows);
  }
  doc.y += 6;
  say(doc, root, copy.periodTitle, { type: "H2", font: "bold", size: 11 });
  say(doc, root, quote.period, { after: 8 });
  say(doc, root, copy.paymentTitle, { type: "H2", font: "bold", size: 11 });
  for (const term of quote.paymentTerms) say(doc, root, term);
  doc.y += 5;
  say(doc, root, copy.acceptTitle, { type: "H2", font: "bold", size: 11 });
  say(doc, root, fillText(copy.accept, { email: contact.email, number, date: quoteDate(quoteExpiry(issued)) }), {
    after: 8,
  });
  say(doc, root, fillText(copy.questions, { email: contact.email, phone: contact.phone }), {
    size: 9,
    color: pdfColors.muted,
  });
}
