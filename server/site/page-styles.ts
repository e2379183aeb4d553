import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Each page's own stylesheet (docs/decisions/0020-each-page-its-own-stylesheet.md): the site's Tailwind sheet
 * compiled for the classes that page's HTML and its islands' scripts use, by route. Written by the build
 * (scripts/build/page-styles.ts) beside the server build; the pre-rendered pages already carry theirs.
 */
export type PageStyles = Record<string, { css: string; classes: string[]; elements: string[] }>;

/** The elements whose parts (placeholder, file button, date fields) the stylesheet styles only when one is there. */
export const FORM_CONTROLS = ["input", "textarea", "select"];

/** Where the build writes the pages' stylesheets and the server reads them: beside the server build's entry. */
export const pageStylesFile = (serverBuildDir: string) => path.join(serverBuildDir, "page-styles.json");

export function loadPageStyles(file: string): PageStyles {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PageStyles) : {};
}

/** The site's whole stylesheet inside a page (app/root.tsx): Tailwind's banner opens it. */
const SITE_STYLESHEET = /<style>(\/\*! tailwindcss [\s\S]*?)<\/style>/;

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/** Every class name on every element of the HTML (React escapes `&`, quotes and brackets in attributes). */
export function classTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const token of value!.split(/\s+/)) {
      if (token) tokens.add(token.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!));
    }
  }
  return tokens;
}

/** Every element name in the HTML. */
export function elementNames(html: string): Set<string> {
  return new Set([...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)].map((match) => match[1]!.toLowerCase()));
}

/** The site's whole stylesheet as it sits in the HTML, or undefined when there is none. */
export function siteStylesheetOf(html: string): string | undefined {
  return SITE_STYLESHEET.exec(html)?.[1];
}

/** The HTML with its whole stylesheet replaced by `css`. */
export function withStylesheet(html: string, css: string): string {
  return html.replace(SITE_STYLESHEET, () => `<style>${css}</style>`);
}

/**
 * A page the server renders (a pricing state, a campaign page on the day, a form sent back with its errors) gets its
 * route's stylesheet when every class and every element it uses is one that stylesheet was made for; otherwise it
 * keeps the whole sheet, so a render the build did not foresee (an error banner, a state no page showed) is never
 * unstyled.
 */
export function withPageStylesheet(html: string, styles: PageStyles, route: string): string {
  const own = styles[route];
  if (!own) return html;
  const classes = new Set(own.classes);
  for (const token of classTokens(html)) if (!classes.has(token)) return html;
  const elements = new Set(own.elements);
  for (const name of elementNames(html)) if (!elements.has(name)) return html;
  return withStylesheet(html, own.css);
}
