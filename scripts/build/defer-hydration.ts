import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Paint first, hydrate second (docs/decisions/0004-hydrate-after-load.md).
 * React Router's pre-rendered pages preload every module and import them from an inline module script, so
 * on a slow phone ~140 KB of JavaScript competes with the CSS and font for the first paint. This rewrites
 * each page so the same modules are imported, in the same order, once the page has loaded.
 */
export function deferHydration(html: string): string {
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (!script) return html;
  const body = script[1]!;
  const sideEffects = [...body.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]!);
  const routes = [...body.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((m) => ({ name: m[1]!, url: m[2]! }));
  const modules = /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(body)?.[1];
  const entry = /import\("([^"]+)"\);/.exec(body)?.[1];
  if (!modules || !entry || routes.length === 0) throw new Error("Unexpected hydration script; update scripts/build/defer-hydration.ts");
  const js =
    "const hydrate=async()=>{" +
    sideEffects.map((url) => `await import(${JSON.stringify(url)});`).join("") +
    `const [${routes.map((r) => r.name).join(",")}]=await Promise.all([${routes.map((r) => `import(${JSON.stringify(r.url)})`).join(",")}]);` +
    `window.__reactRouterRouteModules=${modules};import(${JSON.stringify(entry)});};` +
    `document.readyState==="complete"?hydrate():addEventListener("load",hydrate,{once:true});`;
  return html
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(script[0], `<script type="module" async="">${js}</script>`);
}

export function deferHydrationInBuild(clientDir: string): number {
  const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  for (const page of pages) {
    const file = path.join(clientDir, page);
    writeFileSync(file, deferHydration(readFileSync(file, "utf8")));
  }
  return pages.length;
}
