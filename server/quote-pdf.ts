/**
 * The quote a buyer attaches to a purchase request (issue 22): one tab of a pricing state as a PDF, rendered
 * per request from the same query the page uses. The words and amounts are app/lib/pricing/quote-document.ts's;
 * this file only lays them out. Text is real text (Helvetica, WinAnsi), so `pdftotext` and screen readers read it.
 */
import { plans } from "#app/content/plans.ts";
import { cohortStatusAt } from "#app/lib/cohorts/calendar.ts";
import { createHash } from "node:crypto";
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from "pdf-lib";
import { footerNav } from "#app/content/navigation.ts";
import { fillText } from "#app/content/figures.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import {
  type QuoteDocument,
  quoteDate,
  quoteDocument,
  quoteQuery,
  quoteValidity,
} from "#app/lib/pricing/quote-document.ts";
import { type PricingState, parsePricingState } from "#app/lib/pricing/url-state.ts";
import { siteConfig } from "#app/site.config.ts";
import { ACCENT, INK, MUTED, PAGE, RULE, wrap } from "./pdf-layout.ts";

const copy = pricingCopy.quote;

/** The quote's day: UTC, "YYYYMMDD". */
const day = (date: Date) => date.toISOString().slice(0, 10).replaceAll("-", "");

/** Q-YYYYMMDD-XXXXXX: the same state on the same day gives the same number; another state, another number. */
export function quoteNumber(query: string, date: Date): string {
  const hash = createHash("sha256").update(query).digest("hex").slice(0, 6).toUpperCase();
  return `Q-${day(date)}-${hash}`;
}

/** Characters the PDF's standard font cannot show, as the nearest it can (never dropped without a trace). */
const WIN_ANSI_STAND_INS: Record<string, string> = {
  "\u2212": "-",
  "\u2192": "->",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u00a0": " ",
};

function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((char) => (known.has(char.codePointAt(0)!) ? char : (WIN_ANSI_STAND_INS[char] ?? "?"))).join("");
}

export interface QuotePdf {
  number: string;
  bytes: Uint8Array;
}

/** The PDF of the quote for `params` (a /pricing query) on `date`. */
export async function renderQuotePdf(params: URLSearchParams, date: Date): Promise<QuotePdf> {
  const state: PricingState = parsePricingState(params);
  const query = quoteQuery(state);
  const number = quoteNumber(query, date);
  const quote = quoteDocument(state, cohortStatusAt(plans.cmmcAccelerator, date));
  const doc = await PDFDocument.create();
  doc.setTitle(`${copy.title} ${number} - ${siteConfig.brandName}`);
  doc.setAuthor(siteConfig.companyName);
  doc.setSubject(quote.subject);
  doc.setLanguage("en-US");
  // The quote's own date, so the same quote is the same file all day.
  const issued = new Date(`${date.toISOString().slice(0, 10)}T00:00:00Z`);
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  layOut(doc, quote, { number, issued, regular, bold });
  return { number, bytes: await doc.save() };
}

function layOut(
  doc: PDFDocument,
  quote: QuoteDocument,
  { number, issued, regular, bold }: { number: string; issued: Date; regular: PDFFont; bold: PDFFont },
) {
  const width = PAGE.width - PAGE.margin * 2;
  const right = PAGE.width - PAGE.margin;
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const room = (needed: number) => {
    if (y - needed >= PAGE.margin + 30) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, font = regular, size = 10, color = INK, gap = 4) => {
    for (const line of wrap(printable(text, font), font, size, width)) {
      room(size + gap);
      page.drawText(line, { x: PAGE.margin, y, size, font, color });
      y -= size + gap;
    }
  };
  /** A label at the left and an amount at the right margin, on one line (the label wraps if it must). */
  const row = (label: string, amount: string, emphasis = false) => {
    const font = emphasis ? bold : regular;
    const size = emphasis ? 11 : 10;
    const amountText = printable(amount, font);
    const amountWidth = font.widthOfTextAtSize(amountText, size);
    const lines = wrap(printable(label, font), font, size, width - amountWidth - 24);
    room(lines.length * (size + 4) + 8);
    page.drawText(amountText, { x: right - amountWidth, y, size, font, color: INK });
    for (const line of lines) {
      page.drawText(line, { x: PAGE.margin, y, size, font, color: emphasis ? INK : MUTED });
      y -= size + 4;
    }
    // A rule just under the row's last line, and room under it before the next row.
    const ruleY = y + size - 1;
    page.drawLine({ start: { x: PAGE.margin, y: ruleY }, end: { x: right, y: ruleY }, thickness: 0.5, color: RULE });
    y -= 8;
  };
  const gap = (points: number) => {
    y -= points;
  };

  write(siteConfig.brandName.toUpperCase(), bold, 10, ACCENT);
  gap(4);
  write(copy.title, bold, 22);
  gap(4);
  write(`${copy.number}: ${number}`, bold, 11);
  write(`${copy.date}: ${quoteDate(issued)}`);
  write(quoteValidity(issued));
  gap(12);

  write(copy.from, bold, 11);
  const { contact } = siteConfig;
  write(siteConfig.companyName);
  write(contact.address.street);
  write(`${contact.address.locality}, ${contact.address.region} ${contact.address.postalCode}`);
  write(`${contact.email}  |  ${contact.phone}`);
  write(footerNav.legal, regular, 10, MUTED);
  gap(14);

  write(quote.subject, bold, 14);
  gap(6);
  if (quote.noAmount) {
    write(quote.noAmount, regular, 11);
  } else {
    const headingY = y;
    page.drawText(copy.item, { x: PAGE.margin, y: headingY, size: 9, font: bold, color: MUTED });
    const amountWidth = bold.widthOfTextAtSize(copy.amount, 9);
    page.drawText(copy.amount, { x: right - amountWidth, y: headingY, size: 9, font: bold, color: MUTED });
    y -= 16;
    for (const line of quote.rows) row(line.label, line.amount, line.emphasis);
  }
  if (quote.installments) {
    gap(10);
    write(quote.installments.title, bold, 11);
    gap(2);
    for (const line of quote.installments.rows) row(line.label, line.amount);
  }
  gap(14);
  write(copy.paymentTitle, bold, 11);
  for (const term of quote.paymentTerms) write(term);
  gap(14);
  write(fillText(copy.questions, { email: contact.email, phone: contact.phone }), regular, 9, MUTED);
}
