/**
 * A page given a new address in the workspace keeps its old one (content/pages.json's `formerAddresses`): links,
 * ads and bookmarks that use it still reach the page, where a moved page used to leave them on "page not found". The
 * editor adds it as the change is read, so the review shows it and the member can see what it does.
 */
import type { ChangedFile } from "./change.ts";
import { isObject } from "./json-schema.ts";

type PageValue = { path?: unknown; name?: unknown; formerAddresses?: unknown };

/** A page's former addresses as its JSON lists them (none when it lists no such list). */
export const formerOf = (page: PageValue): string[] =>
  Array.isArray(page.formerAddresses) ? page.formerAddresses.filter((item) => typeof item === "string") : [];

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * pages.json as the member changed it (`after`), with each page whose address they changed keeping the address it
 * had (`before`, the file as saved) among its former addresses, unless another page now has it (two pages' addresses
 * swapped) or the member has already changed that list; and without its new address there (a page moved back).
 */
export function keepingFormerAddresses(before: unknown, after: unknown): unknown {
  if (!isObject(before) || !isObject(after)) return after;
  const addressesNow = Object.values(after).flatMap((page) =>
    isObject(page) && typeof page.path === "string" ? [page.path] : [],
  );
  return Object.fromEntries(
    Object.entries(after).map(([key, page]) => {
      const was = before[key];
      if (!isObject(page) || !isObject(was) || typeof page.path !== "string" || typeof was.path !== "string")
        return [key, page];
      if (page.path === was.path) return [key, page];
      const oldAddress = was.path;
      // Added to the list as the file has it; a list the member has changed since (the kept address edited, after
      // a review showed it) is theirs, as written.
      const listAsSaved = JSON.stringify(formerOf(page)) === JSON.stringify(formerOf(was));
      const keep =
        listAsSaved &&
        !addressesNow.some((address) => same(address, oldAddress)) &&
        !formerOf(page).some((former) => same(former, oldAddress));
      const formerAddresses = [...formerOf(page), ...(keep ? [oldAddress] : [])].filter(
        (former) => !same(former, page.path as string),
      );
      const { formerAddresses: _dropped, ...rest } = page;
      return [key, formerAddresses.length > 0 ? { ...rest, formerAddresses } : rest];
    }),
  );
}

/**
 * For the review's "What else this changes": each moved page whose old address now leads to it, and each page taken
 * off the site whose address then leads nowhere.
 */
export function movedPageNotes(changed: ChangedFile[]): string[] {
  const pages = changed.find(({ file }) => file === "pages.json");
  if (!pages) return [];
  const before = JSON.parse(pages.before) as Record<string, PageValue>;
  const after = JSON.parse(pages.after) as Record<string, PageValue>;
  const leadSomewhere = new Set(
    Object.values(after).flatMap((page) => [
      ...(typeof page.path === "string" ? [page.path.toLowerCase()] : []),
      ...formerOf(page).map((former) => former.toLowerCase()),
    ]),
  );
  const moved = Object.entries(after).flatMap(([key, page]) => {
    const was = before[key]?.path;
    if (typeof was !== "string" || was === page.path || !formerOf(page).includes(was)) return [];
    return [
      `${String(page.name)}: its old address ${was} now sends visitors on to ${String(page.path)}, so links, ads and bookmarks that use it still reach the page (it is listed under Former addresses; a campaign link you make from now on should use the new address).`,
    ];
  });
  const removed = Object.entries(before).flatMap(([key, page]) => {
    if (key in after || typeof page.path !== "string" || leadSomewhere.has(page.path.toLowerCase())) return [];
    const lost = formerOf(page).filter((former) => !leadSomewhere.has(former.toLowerCase()));
    return [
      `${String(page.name)}: its address ${page.path} will answer "page not found"${lost.length > 0 ? `, and so will its former addresses (${lost.join(", ")})` : ""}. To keep the links, ads and bookmarks that use it working, add it under another page's Former addresses in this change.`,
    ];
  });
  return [...moved, ...removed];
}
