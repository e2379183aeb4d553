/**
 * JavaScript each pre-rendered route loads before interaction (module preloads and the inline entry's
 * imports), gzipped at level 9, against the budgets of docs/quality.md.
 *   node scripts/measure/js-budget.ts            prints the table
 *   node scripts/measure/js-budget.ts --enforce  also exits 1 when a route is over budget
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pageList } from "../../app/content/pages.ts";

const clientDir = path.resolve(import.meta.dirname, "../../build/client");
const FORM_ROUTES = new Set(["/pricing", "/contact", "/lp/Governance", "/lp/cmmc-accelerator"]);
const budgetKb = (route: string) => (FORM_ROUTES.has(route) ? 200 : 150);

export function scriptsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/(?:import|from)\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]!);
  return [...urls];
}

export function measure() {
  return pageList.map((page) => {
    const file = path.join(clientDir, page.path === "/" ? "index.html" : `${page.path.slice(1)}/index.html`);
    const scripts = scriptsOf(readFileSync(file, "utf8"));
    const bytes = scripts.reduce(
      (sum, url) => sum + gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length,
      0,
    );
    return { route: page.path, scripts: scripts.length, kb: bytes / 1024, budget: budgetKb(page.path) };
  });
}

if (import.meta.main) {
  const rows = measure();
  console.log("route                              scripts  gzip KB  budget KB");
  for (const row of rows) {
    const flag = row.kb > row.budget ? "  OVER" : "";
    console.log(
      `${row.route.padEnd(34)} ${String(row.scripts).padStart(7)} ${row.kb.toFixed(1).padStart(8)} ${String(row.budget).padStart(10)}${flag}`,
    );
  }
  if (process.argv.includes("--enforce") && rows.some((row) => row.kb > row.budget)) process.exit(1);
}
