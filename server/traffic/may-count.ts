/**
 * What an answer must be to count at all (issue 57): a GET or a POST, answered 200, 304 or 404, that a browser asked
 * for as a document, or the quote's or the checklist's download. Read twice: by the serving path before it queues
 * anything (a page's styles, scripts and images stop here), and by `countedAs` (visits.ts) first, on the counting
 * thread. A module of its own, so the serving path loads none of the counting's reading (isbot's list among it).
 */
export function mayCount(
  method: string,
  status: number,
  fetchDest: string | undefined,
  path: string,
  paths: { quotePath: string; checklistPath: string },
): boolean {
  if (method !== "GET" && method !== "POST") return false;
  if (status !== 200 && status !== 304 && status !== 404) return false;
  return fetchDest === "document" || path === paths.quotePath || path === paths.checklistPath;
}
