/**
 * The route table of the specification (section 2): each page's path, name and description, from
 * content/pages.json. routes.ts, the prerender list, the server, the sitemap and the tests all read it from here.
 */
import data from "#content/pages.json" with { type: "json" };
import type { PageEntryContent } from "#app/content/schemas/site-copy.ts";
import { parseCopy } from "./site-figures.ts";
import { withoutTrailingSlash } from "./paths.ts";

/** A page's key in content/pages.json (and in heroes.json and industries.json). */
export type PageId = keyof typeof data;

export interface PageEntry extends PageEntryContent {
  id: PageId;
}

export const pages = Object.fromEntries(
  Object.entries(parseCopy("pages.json", data)).map(([id, page]) => [id, { id, ...page }]),
) as Record<PageId, PageEntry>;

export const pageList: PageEntry[] = Object.values(pages);

/** Industry pages are served by one route, /industries/:slug, from their data alone. */
export const industryPathPrefix = "/industries/";
export const industryPages: PageEntry[] = pageList.filter((page) => page.path.startsWith(industryPathPrefix));

/** The path the 404 page is pre-rendered at; the server answers unknown paths with it and status 404. */
export const notFoundPath = "/404";

/**
 * The confirmation page a lead form lands on after a native post (app/lib/forms/lead-forms.ts; a unit test keeps
 * this list equal to its forms). Not in the navigation or the sitemap.
 */
export const formsWithConfirmation = ["contact", "governance-inquiry", "accelerator-lead", "checklist"] as const;
export function formSentPath(form: string): string {
  return `/thank-you/${form}`;
}

/** Every path the build pre-renders: the pages, the 404 page and the confirmation pages. */
export const prerenderedPaths: string[] = [
  ...pageList.map((page) => page.path),
  notFoundPath,
  ...formsWithConfirmation.map(formSentPath),
];

export { withoutTrailingSlash };

/** The page at a path: its address, or one of its former addresses (a link not yet changed after a page moved). */
export function pageByPath(pathname: string): PageEntry | undefined {
  const normalized = withoutTrailingSlash(pathname);
  return (
    pageList.find((page) => page.path === normalized) ??
    pageList.find((page) => page.formerAddresses?.includes(normalized))
  );
}

/**
 * Each page's former addresses, in lower case, with the address each leads to now: the server sends a visitor who
 * follows one on to the page (in any letter case, as it does a page's own address).
 */
export const movedPages: ReadonlyMap<string, string> = new Map(
  pageList.flatMap((page) => (page.formerAddresses ?? []).map((former) => [former.toLowerCase(), page.path] as const)),
);
