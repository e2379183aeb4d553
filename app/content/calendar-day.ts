/** The cohorts' calendar in plain functions (no schema, no zod: the browser's islands may import them). */

/** Whether "YYYY-MM-DD" is a day of the calendar as written ("2026-02-30" and "2026-13-45" are none). */
export function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** One formatter per time zone: making one costs more than using it (every request the server renders asks). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The last day read per time zone, with its second: the server asks for every page it renders (issue 57 measured 20 µs
 * a page in formatToParts), and within one second the day is the same.
 */
const lastDays = new Map<string, { second: number; day: string }>();

/** The calendar day (YYYY-MM-DD) at `at` in `timeZone`. */
export function dayIn(timeZone: string, at: Date): string {
  const second = Math.floor(at.getTime() / 1000);
  const last = lastDays.get(timeZone);
  if (last?.second === second) return last.day;
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => parts.find((each) => each.type === type)!.value;
  const day = `${part("year")}-${part("month")}-${part("day")}`;
  lastDays.set(timeZone, { second, day });
  return day;
}

/**
 * Whether a cohort takes registrations on `today` (YYYY-MM-DD, the cohorts' time zone): not full, and not past the
 * last day of its registration.
 */
export function openForRegistration(
  cohort: { full: boolean; registrationCloses: { iso: string } },
  today: string,
): boolean {
  return !cohort.full && today <= cohort.registrationCloses.iso;
}
