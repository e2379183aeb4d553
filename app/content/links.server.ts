/**
 * The content check's rules for links (a link is a `to` or `home` value anywhere in the content): each reaches a page
 * or a page's former address, a link to a former address is worth changing, and every industry page is in a menu.
 */
import { type ContentFile, type ParsedContent } from "#app/content/schemas/index.ts";
import { type ContentProblem, where } from "./problems.ts";

/** Every link a value holds, with the keys that lead to it. */
function* linksIn(value: unknown, keys: PropertyKey[]): Generator<{ keys: PropertyKey[]; to: string }> {
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* linksIn(item, [...keys, i]);
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      if ((key === "to" || key === "home") && typeof item === "string") yield { keys: [...keys, key], to: item };
      else yield* linksIn(item, [...keys, key]);
    }
}

/** Where a link of the content leads on the site: its path, without query or fragment. */
const linkTarget = (to: string) => to.replace(/[?#].*$/, "") || "/";

/** Each former address of the pages, with the page it leads to. */
function formerAddressesOf(pages: ParsedContent["pages.json"]): Map<string, { name: string; path: string }> {
  return new Map(
    Object.values(pages).flatMap((page) => (page.formerAddresses ?? []).map((former) => [former, page] as const)),
  );
}

/**
 * Links to a page's former address: they still work (the server sends the visitor on, and the menus link to the
 * address), but each is a step more for the visitor, and breaks if the former address is ever removed.
 */
export function linksToFormerAddresses(data: ParsedContent): ContentProblem[] {
  const moved = formerAddressesOf(data["pages.json"]);
  if (moved.size === 0) return [];
  return (Object.entries(data) as [ContentFile, unknown][]).flatMap(([file, content]) =>
    [...linksIn(content, [])].flatMap(({ keys, to }) => {
      const page = moved.get(linkTarget(to));
      return page
        ? [
            {
              file,
              field: where(keys),
              problem: `links to "${to}", the former address of “${page.name}”: it still works (visitors are sent on), but change it to "${to.replace(linkTarget(to), page.path)}"`,
            },
          ]
        : [];
    }),
  );
}

/** Links to an address of the site that is no page's, nor a page's former address. */
export function brokenLinks(data: ParsedContent): ContentProblem[] {
  const pages = data["pages.json"];
  const paths = new Set(Object.values(pages).map((page) => page.path));
  const moved = formerAddressesOf(pages);
  return (Object.entries(data) as [ContentFile, unknown][]).flatMap(([file, content]) =>
    [...linksIn(content, [])]
      .filter(({ to }) => to.startsWith("/") && !paths.has(linkTarget(to)) && !moved.has(linkTarget(to)))
      .map(({ keys, to }) => ({
        file,
        field: where(keys),
        problem: `links to "${to}", which is not a page in pages.json`,
      })),
  );
}

/**
 * An industry page no menu links to: on the site, but found only by its address (the last step of a new industry
 * page is its menu link). Campaign pages are left out of the menus on purpose; industry pages never are.
 */
export function industryPagesOffMenus(data: ParsedContent): ContentProblem[] {
  const moved = formerAddressesOf(data["pages.json"]);
  const linked = new Set(
    [...linksIn(data["navigation.json"], [])].map(({ to }) => moved.get(linkTarget(to))?.path ?? linkTarget(to)),
  );
  return Object.entries(data["pages.json"])
    .filter(([, page]) => page.path.startsWith("/industries/") && !linked.has(page.path))
    .map(([key, page]) => ({
      file: "pages.json",
      field: key,
      problem: `is on the site, but no menu links to ${page.path}, so visitors find it only by its address: add it to the Industries menu under Menus and footer (docs/content-and-prices.md, "Add an industry page")`,
    }));
}
