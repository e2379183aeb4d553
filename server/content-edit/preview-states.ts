/**
 * The preview's states of a page that no address shows: a form sent back with its errors (a lead form sent empty,
 * the quote's "Prepared for" past its limits). Marked by a query parameter of the preview's own, which the preview's
 * renderer takes off before it renders the page with the form's example problem (app/lib/forms/sent-back.ts).
 */
const SENT_BACK = "preview-sent-back";

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
