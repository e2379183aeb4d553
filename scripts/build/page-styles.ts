import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { type Selector, transform } from "lightningcss";
import { type IslandScripts, evaluationOrder, islandsOf } from "#server/site/islands.ts";
import {
  type PageStyles,
  FORM_CONTROLS,
  classTokens,
  elementNames,
  pageStylesFile,
  siteStylesheetOf,
  withStylesheet,
} from "#server/site/page-styles.ts";
import { pageFile } from "./page-file.ts";

const root = path.resolve(import.meta.dirname, "../..");
const SITE_CSS = path.join(root, "app/app.css");

/**
 * The site's stylesheet (app/app.css) compiled by Tailwind for these class names only, minified as the Vite build
 * minifies it. A fresh compiler each time: Tailwind's compiler remembers every candidate it has built.
 */
export async function stylesheetFor(classes: Iterable<string>): Promise<string> {
  const compiler = await compile(readFileSync(SITE_CSS, "utf8"), {
    base: path.dirname(SITE_CSS),
    from: SITE_CSS,
    onDependency() {},
  });
  return optimize(compiler.build([...classes]), { file: SITE_CSS, minify: true }).code.trim();
}

/** Every candidate Tailwind finds in the site's own code (app/), as the Vite build's scan finds them. */
export function candidatesInAppCode(): Set<string> {
  return new Set(new Scanner({ sources: [{ base: path.join(root, "app"), pattern: "**/*", negated: false }] }).scan());
}

/** Pseudo-elements and pseudo-classes that only form controls have (Tailwind's preflight resets them). */
const FORM_PSEUDO = /file-selector-button|placeholder|-webkit-(?:search|date|datetime|calendar|inner-spin|outer-spin)|-moz-ui-invalid/;

/**
 * The stylesheet without the rules for elements the page never has: Tailwind's preflight resets every element
 * (sub, abbr, progress, the parts of a date input...), which a page of headings and lists pays for in bytes on the
 * way to its first paint. A selector goes when one of its element names (at its top level; an :is() or :where()
 * argument keeps it) is not among the page's elements, or when it styles a form control's part on a page with no
 * form control; a rule goes when none of its selectors is needed.
 */
export function withoutAbsentElements(css: string, elements: Set<string>): string {
  const hasFormControl = FORM_CONTROLS.some((name) => elements.has(name));
  const needed = (selector: Selector) =>
    selector.every((component) => {
      if (component.type === "type") return elements.has(component.name.toLowerCase());
      if (component.type === "pseudo-element" || component.type === "pseudo-class") {
        return hasFormControl || !FORM_PSEUDO.test(JSON.stringify(component));
      }
      return true;
    });
  const { code } = transform({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          // A list with some selectors still needed stays whole: lightningcss 1.33 cannot always serialise a rule
          // handed back with fewer selectors, and the few bytes are not worth a private copy of the rule.
          return rule.value.selectors.some(needed) ? undefined : [];
        },
      },
    },
  });
  return code.toString();
}

/** Every element name the site's own components write (`<input`, `<dialog`) in app/. */
export function elementsInAppCode(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".tsx")) continue;
    for (const [, name] of readFileSync(path.join(root, "app", file), "utf8").matchAll(/<([a-z][a-z0-9]*)[\s>/]/g)) {
      names.add(name!);
    }
  }
  return names;
}

/**
 * Element names an island's script can create (`jsx("input", ...)`): a quoted word in its chunks that the site's
 * components write as an element (React's own chunk is full of element names it never creates here).
 */
function elementsIn(chunks: string[], appElements: Set<string>): Set<string> {
  return new Set(
    chunks.flatMap((chunk) =>
      [...chunk.matchAll(/["'`]([a-z][a-z0-9]*)["'`]/g)].map((match) => match[1]!).filter((name) => appElements.has(name)),
    ),
  );
}

/**
 * The class names a page can ever show: those in its HTML, and every one its islands' scripts can render (an open
 * dialog, a field's error, another tab), as Tailwind's own scanner reads them from the built chunks. A chunk also
 * holds libraries (React, zod), whose words are not the site's classes: only what also occurs in app/ counts.
 */
export function classesOfPage(html: string, islandChunks: string[], appCode = candidatesInAppCode()): Set<string> {
  const classes = classTokens(html);
  if (islandChunks.length > 0) {
    const scanned = new Scanner({}).scanFiles(islandChunks.map((content) => ({ content, extension: "js" })));
    for (const candidate of scanned) if (appCode.has(candidate)) classes.add(candidate);
  }
  return classes;
}

/**
 * Gives every pre-rendered page its own stylesheet in place of the whole site's (issue 33; decision 0020), and
 * writes each route's stylesheet, with the classes it was compiled for, beside the server build for the pages the
 * server renders per request. Runs after the islands' scripts are known. Returns each route's stylesheet size.
 */
export async function writePageStyles(
  buildDirectory: string,
  routes: string[],
  islandScripts: IslandScripts,
  /** Other renders of a route the server makes per request (a pricing tab's link), whose classes its sheet needs. */
  variants: Record<string, string[]> = {},
): Promise<Record<string, { before: number; after: number }>> {
  const clientDir = path.join(buildDirectory, "client");
  const styles: PageStyles = {};
  const sizes: Record<string, { before: number; after: number }> = {};
  const appCode = candidatesInAppCode();
  const appElements = elementsInAppCode();
  for (const route of routes) {
    const file = pageFile(clientDir, route);
    const html = readFileSync(file, "utf8");
    const whole = siteStylesheetOf(html);
    if (whole === undefined) throw new Error(`${route}: the site's stylesheet is missing from the page`);
    const chunks = evaluationOrder(islandsOf(html).map((name) => islandScripts[name]!)).map((chunk) =>
      readFileSync(path.join(clientDir, chunk), "utf8"),
    );
    const classes = classesOfPage(html, chunks, appCode);
    const elements = new Set([...elementNames(html), ...elementsIn(chunks, appElements)]);
    for (const variant of variants[route] ?? []) {
      for (const name of classTokens(variant)) classes.add(name);
      for (const name of elementNames(variant)) elements.add(name);
    }
    const css = withoutAbsentElements(await stylesheetFor(classes), elements);
    writeFileSync(file, withStylesheet(html, css));
    styles[route] = { css, classes: [...classes].sort(), elements: [...elements].sort() };
    sizes[route] = { before: whole.length, after: css.length };
  }
  writeFileSync(pageStylesFile(path.join(buildDirectory, "server")), JSON.stringify(styles));
  return sizes;
}
