import { readFileSync } from "node:fs";
import path from "node:path";
import { prerenderedPaths } from "#app/content/pages.ts";
import { pageFile } from "./page-file.ts";

/**
 * Checks the pre-rendered pages before anything else is written beside them (docs/decisions/0005-html-first.md):
 * every page carries the first-paint script; a page that hydrates carries React Router's context and its route
 * modules; a content page carries no module script and no modulepreload. Throws, naming each page and what is
 * wrong, so an upgrade that changes the framework's output fails the build instead of shipping dead pages.
 */
export function verifyPages(clientDir: string): { hydrated: string[]; plain: string[] } {
  const problems: string[] = [];
  const hydrated: string[] = [];
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
    if (html.includes("window.__reactRouterContext")) {
      hydrated.push(route);
      if (!html.includes("window.__reactRouterRouteModules") || !/<script type="module"/.test(html)) {
        problems.push(`${route}: has React Router's context but no hydration script`);
      }
    } else {
      plain.push(route);
      if (/<script type="module"|rel="modulepreload"/.test(html)) {
        problems.push(`${route}: a content page loads framework modules`);
      }
    }
  }
  if (plain.length === 0 || hydrated.length === 0) {
    problems.push(`expected both content pages and hydrated pages; got ${plain.length} and ${hydrated.length}`);
  }
  if (problems.length > 0) {
    throw new Error(`The pre-rendered pages are not what the build expects:\n  ${problems.join("\n  ")}`);
  }
  return { hydrated, plain };
}
