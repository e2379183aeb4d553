import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ISLAND_ATTRIBUTE } from "#app/islands/markup.ts";

/**
 * Each island's script, by island name: its entry (imported when the island comes alive) and every chunk the entry
 * imports statically, itself included (fetched ahead, so the import costs no round trip). Written by the build
 * beside the server build (scripts/build/islands.ts).
 */
export type IslandScripts = Record<string, { entry: string; chunks: string[] }>;

/** Where the build writes the island scripts and the server reads them: beside the server build's entry. */
export const islandScriptsFile = (serverBuildDir: string) => path.join(serverBuildDir, "islands.json");

/** What says a visitor is about to use an island: a pointer over it or pressed on it, the focus in it, a key. */
export const ISLAND_INTENTS = ["pointerover", "pointerdown", "focusin", "keydown"] as const;

const ISLAND = new RegExp(`\\b${ISLAND_ATTRIBUTE}="([^"]+)"`, "g");

/** The islands a page holds, in the order they appear. */
export function islandsOf(html: string): string[] {
  return [...new Set([...html.matchAll(ISLAND)].map((match) => match[1]!))];
}

/**
 * Adds the scripts of the islands a page holds (docs/decisions/0012-islands.md, 0014-islands-come-alive-on-intent.md).
 * Once the page has loaded and painted, the browser fetches them (module preloads: fetched, not run, so nothing
 * competes with the first paint or holds the main thread). They run, and React hydrates every island of the page,
 * on the visitor's first sign of using one: a pointer over or on an island, the focus inside one, a key pressed
 * there (or at once, if that has already happened). Until then each island is the working HTML form or link it
 * was rendered as. A page without islands is left as it is. Throws on an island that has no script, so a page
 * never ships an island that cannot come alive.
 */
export function addIslandScripts(html: string, scripts: IslandScripts): string {
  const names = islandsOf(html);
  if (names.length === 0) return html;
  const islands = names.map((name) => {
    const script = scripts[name];
    if (!script) throw new Error(`The island "${name}" has no script; add app/islands/entries/${name}.tsx`);
    return script;
  });
  const imports = islands.map((island) => `import(${JSON.stringify(island.entry)});`).join("");
  const chunks = JSON.stringify([...new Set(islands.flatMap((island) => island.chunks))]);
  const selector = JSON.stringify(`[${ISLAND_ATTRIBUTE}]`);
  // Fetched after the load event and the page's first contentful paint (a page can load before it paints, when
  // its stylesheet is late); at once where there is no paint to wait for (a tab in the background, a browser that
  // cannot report paints), and at most a second and a half after the load event, whatever the paint did.
  const js =
    `const islands=[...document.querySelectorAll(${selector})];const intents=${JSON.stringify(ISLAND_INTENTS)};` +
    `let started=false;const hydrate=()=>{if(started)return;started=true;` +
    `for(const island of islands)for(const type of intents)island.removeEventListener(type,hydrate,true);${imports}};` +
    `for(const island of islands)for(const type of intents)island.addEventListener(type,hydrate,{capture:true,passive:true});` +
    `if(islands.some((island)=>island.contains(document.activeElement)||island.matches(":hover")))hydrate();` +
    `const fetchAhead=()=>{for(const href of ${chunks}){const link=document.createElement("link");` +
    `link.rel="modulepreload";link.href=href;document.head.append(link);}};` +
    `const painted=(go)=>{if(document.visibilityState==="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))return go();` +
    `const timer=setTimeout(go,1500);` +
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){` +
    `observer.disconnect();clearTimeout(timer);setTimeout(go);}}).observe({type:"paint",buffered:true});};` +
    `let fetched=false;const start=()=>painted(()=>{if(!fetched){fetched=true;fetchAhead();}});` +
    `document.readyState==="complete"?start():addEventListener("load",start,{once:true});`;
  if (!html.includes("</body>")) throw new Error("A page without </body>: nowhere to add its islands' scripts");
  return html.replace("</body>", `<script type="module">${js}</script></body>`);
}

/** The build's island scripts, or none (tests of the API alone run without a build). */
export function loadIslandScripts(file: string): IslandScripts {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as IslandScripts) : {};
}
