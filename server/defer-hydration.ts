/**
 * Paint first, hydrate second, on the pages that hydrate (docs/decisions/0005-html-first.md keeps this part of
 * 0004). React Router's pre-rendered pages preload every module and import them from an inline module script,
 * so on a slow phone ~160-190 KB of JavaScript competes with the CSS and font for the first paint (simulated
 * LCP 2.4 s instead of 1.4 s on the campaign pages). This rewrites a page so the same modules are imported, in
 * the same order, once the page has loaded. It throws on a page whose hydration script it does not find or
 * understand, so a framework upgrade that changes the output fails the build. The server applies the same
 * rewrite to the pages it renders per request (server/page-renderer.ts).
 */
export function deferHydration(html: string): string {
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (!script) throw new Error("No hydration script; update server/defer-hydration.ts");
  const body = script[1]!;
  const sideEffects = [...body.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]!);
  const routes = [...body.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((m) => ({ name: m[1]!, url: m[2]! }));
  const modules = /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(body)?.[1];
  const entry = /import\("([^"]+)"\);/.exec(body)?.[1];
  if (!modules || !entry || routes.length === 0)
    throw new Error("Unexpected hydration script; update server/defer-hydration.ts");
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
