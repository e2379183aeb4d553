/**
 * Calendar days (YYYY-MM-DD) in a time zone: small and without imports, so the counting thread (issue 57) loads them
 * without the workspace's reports.
 */

/** One formatter per time zone: making one costs a tenth of a millisecond, and visits are counted by it (issue 57). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayOf(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    // Bounded: a process uses one or two zones; a test may use a few more.
    if (dayFormats.size >= 32) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** A calendar day (YYYY-MM-DD) some days after (or, negative, before) another. */
export const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The Monday of a day's week (weeks run Monday to Sunday). */
export const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
