/**
 * Exact money. Every amount on the pricing page is a whole-cent figure, a whole-cent figure divided by 12
 * (an annual price shown per month), or a sum or multiple of those. Counting in twelfths of a cent keeps
 * all of them integers, so 12 × ($14,000 / 12 + overages) is exact; rounding happens only in formatUsd.
 */
import { formatCents, isWholeCents } from "#app/content/amounts.ts";

export { formatDollars } from "#app/content/amounts.ts";

export type Money = number & { readonly __unit: "twelfth-cent" };

const TWELFTHS_PER_CENT = 12;

/** A dollar amount from the price data (whole cents, e.g. 0.75). */
export function usd(dollars: number): Money {
  if (!isWholeCents(dollars)) throw new Error(`Not a whole-cent amount: ${dollars}`);
  return (Math.round(dollars * 100) * TWELFTHS_PER_CENT) as Money;
}

export const ZERO = 0 as Money;

export function add(...amounts: Money[]): Money {
  return amounts.reduce((sum, amount) => sum + amount, 0) as Money;
}

export function subtract(a: Money, b: Money): Money {
  return (a - b) as Money;
}

/** Multiplies by a whole count (users, GB, months). */
export function times(amount: Money, count: number): Money {
  if (!Number.isInteger(count)) throw new Error(`Count must be a whole number: ${count}`);
  return (amount * count) as Money;
}

/** A yearly amount per month; exact because a whole-cent amount is a multiple of 12 twelfths. */
export function perMonth(yearly: Money): Money {
  return (yearly / 12) as Money;
}

/** Cents, rounded half up: the value a visitor sees. */
export function toCents(amount: Money): number {
  return Math.floor((amount + TWELFTHS_PER_CENT / 2) / TWELFTHS_PER_CENT);
}

/** "$1,166.67", "$14,000": thousands separators, cents only when the rounded amount has them. */
export function formatUsd(amount: Money): string {
  return formatCents(toCents(amount));
}

/** A ratio as a whole-number percentage, e.g. 16 for 382 / 2,388. */
export function percentOf(part: Money, whole: Money): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}
