/**
 * The preview's states of a page that no address shows: a form sent back with its errors (a lead form sent empty,
 * the quote's "Prepared for" past its limits), and the page of its own a refusal gets. Marked by query parameters of
 * the preview's own, which the preview's renderer reads: it takes the form's off before it renders the page with the
 * form's example problem (app/lib/forms/sent-back.ts), and renders a refusal's page (server/leads/page-of-its-own.ts).
 */
const SENT_BACK = "preview-sent-back";
const REFUSAL = "preview-refusal";

/** The address of a refusal's page of its own, by its place in refusals.json ("quotes.busy"). */
export const refusalPath = (place: string) => `/?${REFUSAL}=${encodeURIComponent(place)}`;

/** The refusal a marked address shows, if it is one. */
export const refusalOf = (pagePath: string) =>
  new URL(pagePath, "http://preview.invalid").searchParams.get(REFUSAL) ?? undefined;

/** A page's address, marked as the state where `form` is sent back. */
export function sentBackPath(page: string, form: string): string {
  const url = new URL(page, "http://preview.invalid");
  url.searchParams.set(SENT_BACK, form);
  return url.pathname + url.search;
}

/** The page a marked address renders and the form it sends back; undefined for an address as visitors have it. */
export function sentBackOf(pagePath: string): { page: string; form: string } | undefined {
  const url = new URL(pagePath, "http://preview.invalid");
  const form = url.searchParams.get(SENT_BACK);
  if (form === null) return undefined;
  url.searchParams.delete(SENT_BACK);
  return { page: url.pathname + url.search, form };
}
