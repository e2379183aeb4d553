/**
 * How the site writes a dollar amount, and what counts as one. Copy quotes prices through these (app/content/figures.ts),
 * the price data's schema holds every price to them, and the pricing math formats with them
 * (app/lib/pricing/money.ts), so a figure reads the same wherever it appears.
 */

/** True for an amount in whole cents (0.75, 1049), false for 0.755 or a fraction of a cent from arithmetic. */
export function isWholeCents(dollars: number): boolean {
  return Number.isFinite(dollars) && Math.abs(Math.round(dollars * 100) - dollars * 100) <= 1e-6;
}

const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** "$1,166.67", "$14,000": thousands separators, cents only when the amount has them. */
export function formatCents(cents: number): string {
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : withCents.format(cents / 100);
}

/** A price from the price data (whole cents, in dollars) as the site shows it. */
export function formatDollars(dollars: number): string {
  if (!isWholeCents(dollars)) throw new Error(`Not a whole-cent amount: ${dollars}`);
  return formatCents(Math.round(dollars * 100));
}

const counts = new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 });

/** "1,000,000", "0.01": a count or a quantity (users, gigabytes, days) as the site writes it, grouped as prices are. */
export function formatCount(count: number): string {
  return counts.format(count);
}
