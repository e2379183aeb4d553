/**
 * Netlify/Cloudflare-style `_redirects` for a static build (decision 0030): each page's former address sends the
 * visitor on to the page with a 301, as this server does (both hosts pass the query, the campaign's tags, along).
 * With and without the trailing slash, as `_headers` names each page.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pageList } from "#app/content/pages.ts";

/** The file's lines for the pages' former addresses, as content/pages.json lists them. */
export function redirectLines(pages: { path: string; formerAddresses?: string[] }[]): string[] {
  return pages.flatMap((page) =>
    (page.formerAddresses ?? []).flatMap((former) => [`${former} ${page.path} 301`, `${former}/ ${page.path} 301`]),
  );
}

export function writeRedirectsFile(clientDir: string): void {
  writeFileSync(
    path.join(clientDir, "_redirects"),
    [
      "# Pages' former addresses (content/pages.json, formerAddresses): each leads to its page.",
      ...redirectLines(pageList),
      "",
    ].join("\n"),
  );
}
