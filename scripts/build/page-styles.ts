import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { type IslandScripts, evaluationOrder, islandsOf } from "#server/islands.ts";
import {
  type PageStyles,
  classTokens,
  pageStylesFile,
  siteStylesheetOf,
  withStylesheet,
} from "#server/page-styles.ts";
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
): Promise<Record<string, { before: number; after: number }>> {
  const clientDir = path.join(buildDirectory, "client");
  const styles: PageStyles = {};
  const sizes: Record<string, { before: number; after: number }> = {};
  const appCode = candidatesInAppCode();
  for (const route of routes) {
    const file = pageFile(clientDir, route);
    const html = readFileSync(file, "utf8");
    const whole = siteStylesheetOf(html);
    if (whole === undefined) throw new Error(`${route}: the site's stylesheet is missing from the page`);
    const chunks = evaluationOrder(islandsOf(html).map((name) => islandScripts[name]!)).map((chunk) =>
      readFileSync(path.join(clientDir, chunk), "utf8"),
    );
    const classes = classesOfPage(html, chunks, appCode);
    const css = await stylesheetFor(classes);
    writeFileSync(file, withStylesheet(html, css));
    styles[route] = { css, classes: [...classes].sort() };
    sizes[route] = { before: whole.length, after: css.length };
  }
  writeFileSync(pageStylesFile(path.join(buildDirectory, "server")), JSON.stringify(styles));
  return sizes;
}
