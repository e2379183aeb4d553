/**
 * JavaScript each pre-rendered route loads before it is interactive: its inline scripts, every module its
 * hydration script imports, and everything those import statically (code-split chunks loaded on demand are
 * not counted) and its islands' chunks, gzipped at level 9, against the budgets of docs/quality.md: 100 KB for a page
 * with islands (React and the islands' code; docs/decisions/0012-islands.md; 140 KB before issue 47), 10 KB for a
 * content page, which ships no framework script (docs/decisions/0005-html-first.md).
 *   node scripts/measure/js-budget.ts            prints the table
 *   node scripts/measure/js-budget.ts --enforce  also exits 1 when a route is over budget
 *
 * The content images the build made (scripts/build/content-images.ts) are held to their own budgets here too: each
 * file at most what its place on the page may weigh (a logo 24 KB, a screenshot 160 KB).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { prerenderedPaths } from "#app/content/pages.ts";
import {
  type IslandScripts,
  evaluationOrder,
  islandScriptsFile,
  islandsOf,
  loadIslandScripts,
} from "#server/site/islands.ts";
import { pageFile } from "#scripts/build/page-file.ts";
import { type ImageRun, imagesOverBudget, madeImagesList } from "#scripts/build/content-images.ts";

const clientDir = path.resolve(import.meta.dirname, "../../build/client");
const serverDir = path.resolve(import.meta.dirname, "../../build/server");
/** Issue 21's budgets, in KB. */
export const budgetsKb = { withIslands: 100, content: 10 };
const budgetKb = (html: string) => (islandsOf(html).length > 0 ? budgetsKb.withIslands : budgetsKb.content);
/** Inline classic scripts (not JSON-LD): they run on every visit, so they count. */
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g;

/** The hydration script's modules (preloaded or imported) plus their static imports, transitively. */
export function scriptsOf(html: string, read: (url: string) => string): string[] {
  const roots = [
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/(?:import|from)\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
  ];
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    // Static imports only: `import"./x.js"` or `from"./x.js"`; `import("./x.js")` is loaded on demand.
    for (const m of read(url).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      visit(path.posix.join(path.posix.dirname(url), m[1]!));
  };
  roots.forEach(visit);
  return [...seen];
}

/**
 * The chunks of the page's islands (build/server/islands.json), which its loader fetches after the first paint: the
 * loader names them through a template, so they are read from the islands' manifest, not found in the HTML (issue
 * 47: counted from the HTML alone, every page had come to show 0 scripts).
 */
export function islandChunksOf(html: string, scripts: IslandScripts): string[] {
  return evaluationOrder(islandsOf(html).map((name) => scripts[name]!));
}

export function measure() {
  const islands = loadIslandScripts(islandScriptsFile(serverDir));
  return prerenderedPaths.map((route) => {
    const html = readFileSync(pageFile(clientDir, route), "utf8");
    const scripts = [
      ...new Set([
        ...scriptsOf(html, (url) => readFileSync(path.join(clientDir, url), "utf8")),
        ...islandChunksOf(html, islands),
      ]),
    ];
    const inline = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1]!).join("\n");
    const bytes = scripts.reduce(
      (sum, url) => sum + gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length,
      inline ? gzipSync(inline, { level: 9 }).length : 0,
    );
    return { route, scripts: scripts.length, kb: bytes / 1024, budget: budgetKb(html) };
  });
}

/** The content images in the build and those over their budget (none made: both empty). */
export function measureImages(): { files: ImageRun["files"]; over: string[] } {
  const list = path.join(clientDir, "images/content", madeImagesList);
  const files: ImageRun["files"] = existsSync(list) ? JSON.parse(readFileSync(list, "utf8")) : [];
  return { files, over: imagesOverBudget(files) };
}

if (import.meta.main) {
  const rows = measure();
  const images = measureImages();
  console.log("route                              scripts  gzip KB  budget KB");
  for (const row of rows) {
    const flag = row.kb > row.budget ? "  OVER" : "";
    console.log(
      `${row.route.padEnd(34)} ${String(row.scripts).padStart(7)} ${row.kb.toFixed(1).padStart(8)} ${String(row.budget).padStart(10)}${flag}`,
    );
  }
  const imageKb = images.files.reduce((sum, file) => sum + file.bytes, 0) / 1024;
  console.log(`content images: ${images.files.length} files, ${imageKb.toFixed(1)} KB in all`);
  for (const line of images.over) console.log(`  OVER: ${line}`);
  if (process.argv.includes("--enforce") && (rows.some((row) => row.kb > row.budget) || images.over.length > 0))
    process.exit(1);
}
