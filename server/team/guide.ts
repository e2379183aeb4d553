/**
 * The Guide (the marketing guide, docs/content-and-prices.md) in the workspace: how to change content and prices, tag
 * a campaign and read what it brought, in the team's words, where the team works. The check's messages link its
 * sections (guide-links.ts). It is the server's own copy of the guide, so it describes the workspace it runs.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import { html, raw } from "hono/html";
import { Marked, type Tokens } from "marked";
import { GUIDE_FILE, GUIDE_PATH, guideAnchor } from "#server/content-edit/guide-links.ts";
import type { WorkspaceKit } from "./workspace-kit.ts";
import { type Html, classes } from "./views/ui.ts";

const guideFile = path.resolve(import.meta.dirname, "../..", GUIDE_FILE);

/** The guide as a page: its title, its sections for the contents, and its HTML (made once: the file ships with us). */
interface Guide {
  title: string;
  sections: { depth: number; text: string; id: string }[];
  body: string;
}

export function readGuide(file = guideFile): Guide | undefined {
  let markdown: string;
  try {
    markdown = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const marked = new Marked({
    renderer: {
      heading({ tokens: inline, depth, text }) {
        if (depth === 1) return "";
        return `<h${depth} id="${guideAnchor(text)}">${this.parser.parseInline(inline)}</h${depth}>\n`;
      },
    },
  });
  const tokens = marked.lexer(markdown);
  const headings = tokens.filter((token): token is Tokens.Heading => token.type === "heading");
  // The file's own title is the page's (its <h1>); its sections keep their levels under it.
  const title = headings.find((heading) => heading.depth === 1)?.text ?? "Guide";
  return {
    title,
    sections: headings
      .filter((heading) => heading.depth === 2 || heading.depth === 3)
      .map((heading) => ({ depth: heading.depth, text: heading.text, id: guideAnchor(heading.text) })),
    body: scrollingTables(marked.parser(tokens)),
  };
}

/** A wide table scrolls in a box of its own, which the keyboard reaches, named by its columns (WCAG 1.4.10, 2.1.1). */
function scrollingTables(body: string): string {
  return body.replace(/<table>[\s\S]*?<\/table>/g, (table) => {
    const columns = [...table.matchAll(/<th(?:\s[^>]*)?>([\s\S]*?)<\/th>/g)].map((cell) =>
      cell[1]!.replace(/<[^>]+>/g, ""),
    );
    return `<div class="overflow-x-auto" tabindex="0" role="region" aria-label="Table: ${columns.join(", ")}">${table}</div>`;
  });
}

export function mountGuide(app: Hono, kit: WorkspaceKit) {
  let guide: Guide | undefined;
  app.get(GUIDE_PATH, async (c) => {
    const member = await kit.signedIn(c);
    if (member instanceof Response) return member;
    guide ??= readGuide();
    if (!guide)
      return kit.send(c, {
        title: "Guide",
        viewer: member,
        section: GUIDE_PATH,
        body: html`<p class="max-w-3xl">
          The guide is not on this server: ${GUIDE_FILE} is missing from the checkout it runs from.
        </p>`,
      });
    return kit.send(c, { title: guide.title, viewer: member, section: GUIDE_PATH, body: guidePage(guide) });
  });
}

/** The contents, then the guide, drawn with the workspace's classes (the file's HTML carries none of its own). */
function guidePage(guide: Guide): Html {
  return html`<nav aria-labelledby="guide-contents" class="${classes.card} max-w-3xl">
      <h2 class="${classes.h2}" id="guide-contents">Contents</h2>
      <ul class="mt-2 space-y-1">
        ${guide.sections.map(
          ({ depth, text, id }) =>
            html`<li class="${depth === 3 ? "pl-5" : "font-semibold"}">
              <a class="${classes.link}" href="#${id}">${text}</a>
            </li>`,
        )}
      </ul>
    </nav>
    <div
      class="max-w-3xl leading-relaxed [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.9em] [&_h2]:mt-10 [&_h2]:scroll-mt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:scroll-mt-4 [&_h3]:text-xl [&_h3]:font-bold [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_pre]:mt-3 [&_pre]:whitespace-pre-wrap [&_pre]:[overflow-wrap:anywhere] [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_table]:mt-3 [&_table]:min-w-[36rem] [&_table]:text-sm [&_td]:[overflow-wrap:normal] [&_th]:[overflow-wrap:normal] [&_td]:border [&_td]:border-line [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-line [&_th]:bg-slate-100 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6"
    >
      ${raw(guide.body)}
    </div>`;
}
