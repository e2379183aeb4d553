import { readFileSync } from "node:fs";
import path from "node:path";
import { prerenderedPaths } from "#app/content/pages.ts";
import { islandsOf } from "#server/site/islands.ts";
import { pageFile } from "./page-file.ts";

/**
 * Checks the pre-rendered pages before anything else is written beside them (docs/decisions/0005-html-first.md,
 * 0012-islands.md): every page carries the first-paint script, and no page carries React Router's hydration (its
 * context, a module script, a module preload): the parts that need React are islands, whose scripts the build adds
 * next. Throws, naming each page and what is wrong, so an upgrade that changes the framework's output fails the
 * build instead of shipping a page that loads the whole framework.
 */
export function verifyPages(clientDir: string): { withIslands: string[]; plain: string[] } {
  const problems: string[] = [];
  const withIslands: string[] = [];
  const plain: string[] = [];
  for (const route of prerenderedPaths) {
    const file = pageFile(clientDir, route);
    let html: string;
    try {
      html = readFileSync(file, "utf8");
    } catch {
      problems.push(`${route}: no pre-rendered page at ${path.relative(clientDir, file)}`);
      continue;
    }
    if (!/<head>[\s\S]*<script>[^<]*data-cookie-consent[\s\S]*<\/head>/.test(html)) {
      problems.push(`${route}: the first-paint script is missing from <head>`);
    }
    if (html.includes("window.__reactRouterContext") || /<script type="module"|rel="modulepreload"/.test(html)) {
      problems.push(`${route}: loads the framework's modules (only islands may have scripts)`);
    }
    (islandsOf(html).length > 0 ? withIslands : plain).push(route);
  }
  if (plain.length === 0 || withIslands.length === 0) {
    problems.push(`expected both content pages and pages with islands; got ${plain.length} and ${withIslands.length}`);
  }
  if (problems.length > 0) {
    throw new Error(`The pre-rendered pages are not what the build expects:\n  ${problems.join("\n  ")}`);
  }
  return { withIslands, plain };
}

