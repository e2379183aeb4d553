/**
 * The quote PDF's line-item table: its columns' widths, and the sizes of its headings and cells. The quote draws the
 * table from them (server/site/quote-pdf.ts) and the content check refuses a heading or a unit with a word wider than
 * its column (app/content/check.server.ts), which pdfkit would cut through the middle.
 */
import { PAGE } from "./page.ts";

/** Each column's width in points, the description taking what the others leave. */
const fixed = { quantity: 56, unit: 82, unitPrice: 76, amount: 84 };
export const QUOTE_COLUMN_WIDTHS = {
  description: PAGE.width - PAGE.margin * 2 - fixed.quantity - fixed.unit - fixed.unitPrice - fixed.amount,
  ...fixed,
};
/** The room a cell leaves between its text and the next column. */
export const CELL_PAD = 6;
export const HEADING_SETTING = { size: 8.5, bold: true };
export const CELL_SETTING = { size: 9.5 };
