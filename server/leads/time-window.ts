/**
 * The dates a marketer gives `npm run leads -- export` and `report` (issue 35), read into the store's instants
 * (ISO 8601 in UTC, as leads' createdAt are written, so the store compares them as text). A day (YYYY-MM-DD) is a
 * whole day in the time zone `--tz` names (UTC unless it says otherwise): `--since` from its first moment, `--until`
 * through its last. A time must carry its offset (2026-11-24T09:00-05:00 or …Z): without one it could be any of
 * 38 instants. `--since` includes its moment, `--until` a time excludes it.
 */

/** A mistake in the options, in words a marketer can act on; the command prints it and exits 2. */
export class OptionProblem extends Error {}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/i;
const HOW = "Give a day as YYYY-MM-DD (e.g. 2026-11-01), or a time with its offset (e.g. 2026-11-01T09:00-05:00).";

/** Checks a time zone name (IANA, e.g. America/New_York); throws OptionProblem otherwise. */
export function checkTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    throw new OptionProblem(`--tz: "${zone}" is not a time zone. Use a name such as UTC or America/New_York.`);
  }
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function offsetAt(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The first moment of a calendar day in a zone (midnight, or the first moment after a gap in the clock). */
function startOfDay(year: number, month: number, day: number, zone: string): number {
  const midnightUtc = Date.UTC(year, month - 1, day);
  // Twice: the offset at the guess may differ from the offset at the answer across a change of clocks.
  let instant = midnightUtc - offsetAt(midnightUtc, zone);
  instant = midnightUtc - offsetAt(instant, zone);
  return instant;
}

/**
 * One bound of a window, as an instant (ISO 8601, UTC): `since` is the first moment it includes; `until` the first
 * it leaves out (a day's `until` is the next day's first moment, so the day is included whole).
 */
export function parseBound(option: "since" | "until", text: string, zone = "UTC"): string {
  const day = DAY.exec(text);
  if (day) {
    const [year, month, date] = [+day[1]!, +day[2]!, +day[3]!];
    const check = new Date(Date.UTC(year, month - 1, date));
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date)
      throw new OptionProblem(`--${option}: "${text}" is not a day of the calendar. ${HOW}`);
    const next = new Date(Date.UTC(year, month - 1, date + 1));
    const [y, m, d] =
      option === "since" ? [year, month, date] : [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
    return new Date(startOfDay(y, m, d, zone)).toISOString();
  }
  if (TIME.test(text)) {
    // Date.parse rolls an impossible day over ("2026-02-30T10:00Z" is March 2): the day must exist as written.
    const [year, month, date] = text.slice(0, 10).split("-").map(Number) as [number, number, number];
    const check = new Date(Date.UTC(year, month - 1, date));
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date)
      throw new OptionProblem(`--${option}: "${text}" is not a day of the calendar. ${HOW}`);
    const [hour, minute] = text.slice(11, 16).split(":").map(Number) as [number, number];
    if (hour > 23 || minute > 59 || Number.isNaN(Date.parse(text)))
      throw new OptionProblem(`--${option}: "${text}" is not a time of day. ${HOW}`);
    return new Date(text).toISOString();
  }
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+$/.test(text))
    throw new OptionProblem(`--${option}: "${text}" has no offset, so it could be any time zone's. ${HOW}`);
  throw new OptionProblem(`--${option}: "${text}" is not a date. ${HOW}`);
}

/** The window of --since and --until, checked: since before until. */
export function parseWindow(
  options: { since?: string; until?: string; tz?: string },
  now: number,
  /** How far before now an incremental export (--since alone) stops; none for a report, which takes every lead. */
  settleMs: number | null,
): { since?: string; until?: string; closedByDefault: boolean } {
  const zone = checkTimeZone(options.tz ?? "UTC");
  const since = options.since === undefined ? undefined : parseBound("since", options.since, zone);
  let until = options.until === undefined ? undefined : parseBound("until", options.until, zone);
  // An incremental export (--since alone) stops a little before now: a lead is stored within seconds of its time,
  // so every lead before that bound is already in the store, and the next batch starts exactly there.
  const closedByDefault = settleMs !== null && since !== undefined && until === undefined;
  if (closedByDefault) until = new Date(now - settleMs!).toISOString();
  if (since !== undefined && until !== undefined && since >= until) {
    const what = closedByDefault ? "now" : `--until (${until})`;
    throw new OptionProblem(`--since (${since}) is not before ${what}: the window holds no time.`);
  }
  return { since, until, closedByDefault };
}
