/** The cohorts' calendar in plain functions (no schema, no zod: the browser's islands may import them). */

/** One formatter per time zone: making one costs more than using it (every request the server renders asks). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) at `at` in `timeZone`. */
export function dayIn(timeZone: string, at: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => parts.find((each) => each.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
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
