import { existsSync, readFileSync } from "node:fs";

/** Each island's script, by island name: written by the build beside the server build (scripts/build/islands.ts). */
export type IslandScripts = Record<string, string>;

const ISLAND = /\bdata-island="([^"]+)"/g;

/** The islands a page holds, in the order they appear. */
export function islandsOf(html: string): string[] {
  return [...new Set([...html.matchAll(ISLAND)].map((match) => match[1]!))];
}

/**
 * Adds the scripts of the islands a page holds (docs/decisions/0012-islands.md): imported once the page has
 * loaded and painted, so they never compete with the first paint (docs/decisions/0004). A page without islands is left as it
 * is. Throws on an island that has no script, so a page never ships an island that cannot come alive.
 */
export function addIslandScripts(html: string, scripts: IslandScripts): string {
  const names = islandsOf(html);
  if (names.length === 0) return html;
  const imports = names.map((name) => {
    const url = scripts[name];
    if (!url) throw new Error(`The island "${name}" has no script; add app/islands/entries/${name}.tsx`);
    return `import(${JSON.stringify(url)});`;
  });
  const js =
    `const hydrate=()=>{${imports.join("")}};` +
    // After the load event and the frame that follows it: a page whose first paint waits for its stylesheet can
    // load before it paints, and scripts must not compete with that paint.
    `const later=()=>requestAnimationFrame(()=>setTimeout(hydrate));` +
    `document.readyState==="complete"?later():addEventListener("load",later,{once:true});`;
  if (!html.includes("</body>")) throw new Error("A page without </body>: nowhere to add its islands' scripts");
  return html.replace("</body>", `<script type="module">${js}</script></body>`);
}

/** The build's island scripts, or none (tests of the API alone run without a build). */
export function loadIslandScripts(file: string): IslandScripts {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as IslandScripts) : {};
}
