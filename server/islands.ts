import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ISLAND_ATTRIBUTE } from "#app/islands/markup.ts";

/** Each island's script, by island name: written by the build beside the server build (scripts/build/islands.ts). */
export type IslandScripts = Record<string, string>;

/** Where the build writes the island scripts and the server reads them: beside the server build's entry. */
export const islandScriptsFile = (serverBuildDir: string) => path.join(serverBuildDir, "islands.json");

const ISLAND = new RegExp(`\\b${ISLAND_ATTRIBUTE}="([^"]+)"`, "g");

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
  // After the load event and the page's first contentful paint (a page can load before it paints, when its
  // stylesheet or font is late), so the scripts never compete with that paint. At once where there is no paint to
  // wait for: a tab in the background, a browser that cannot report paints. And at most a second and a half after
  // the load event, whatever the paint did.
  const js =
    `let started=false;const hydrate=()=>{if(started)return;started=true;${imports.join("")}};` +
    `const painted=(go)=>{if(document.visibilityState==="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))return go();` +
    `const timer=setTimeout(go,1500);` +
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){` +
    `observer.disconnect();clearTimeout(timer);setTimeout(go);}}).observe({type:"paint",buffered:true});};` +
    `const start=()=>painted(hydrate);` +
    `document.readyState==="complete"?start():addEventListener("load",start,{once:true});`;
  if (!html.includes("</body>")) throw new Error("A page without </body>: nowhere to add its islands' scripts");
  return html.replace("</body>", `<script type="module">${js}</script></body>`);
}

/** The build's island scripts, or none (tests of the API alone run without a build). */
export function loadIslandScripts(file: string): IslandScripts {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as IslandScripts) : {};
}
