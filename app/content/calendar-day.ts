/** The calendar day (YYYY-MM-DD) at `at` in `timeZone`. */
export function dayIn(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => parts.find((each) => each.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}
