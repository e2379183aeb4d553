import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ISLAND_ATTRIBUTE } from "#app/islands/markup.ts";

/**
 * Each island's script, by island name: its entry and every chunk the entry imports statically, each chunk after
 * the chunks it imports (the entry last), so the browser can evaluate them one at a time. Written by the build
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
 * The chunks of the page's islands in an order the browser can evaluate one at a time: each after the chunks it
 * imports, each once, every island's entry after its own chunks.
 */
export function evaluationOrder(islands: { entry: string; chunks: string[] }[]): string[] {
  return [
    ...new Set(islands.flatMap((island) => [...island.chunks.filter((chunk) => chunk !== island.entry), island.entry])),
  ];
}

/**
 * Adds the scripts of the islands a page holds (docs/decisions/0012-islands.md, 0016-islands-wake-before-the-first-touch.md).
 * Once the page has loaded and painted, the browser fetches them (module preloads, so nothing competes with the
 * first paint) and then evaluates them one chunk per task, yielding to input between them: React and the islands'
 * code run, and React hydrates every island, while the visitor is still reading, so their first key or tap meets a
 * live island. A visitor who is quicker (a pointer over or on an island, the focus in one, a key) starts the same
 * sequence at once. Until it ends each island is the working HTML form or link it was rendered as, and hydration
 * takes over whatever the visitor did to it (app/islands/). A page without islands is left as it is. Throws on an
 * island that has no script, so a page never ships an island that cannot come alive.
 */
export function addIslandScripts(html: string, scripts: IslandScripts, loader: IslandLoader = islandLoader): string {
  const names = islandsOf(html);
  if (names.length === 0) return html;
  const islands = names.map((name) => {
    const script = scripts[name];
    if (!script) throw new Error(`The island "${name}" has no script; add app/islands/entries/${name}.tsx`);
    return script;
  });
  if (!html.includes("</body>")) throw new Error("A page without </body>: nowhere to add its islands' scripts");
  return html.replace("</body>", () => `<script type="module">${loader(evaluationOrder(islands))}</script></body>`);
}

/** The module script that wakes a page's islands, given their chunks in evaluation order. */
export type IslandLoader = (order: string[]) => string;

/**
 * The loader as written (readable). The build minifies it (scripts/build/islands.ts, `minifiedIslandLoader`) for the
 * pages it writes and the server's renders: ~100 bytes brotli less on each page with islands.
 */
export function islandLoader(chunks: string[]): string {
  const order = JSON.stringify(chunks);
  const selector = JSON.stringify(`[${ISLAND_ATTRIBUTE}]`);
  // Fetched after the load event and the page's first contentful paint (a page can load before it paints, when
  // its stylesheet is late); at once where there is no paint to wait for (a tab in the background, a browser that
  // cannot report paints), and at most a second and a half after the load event, whatever the paint did.
  // Between two chunks the page yields (scheduler.yield where there is one, a new task elsewhere), so a key or a
  // tap waits at most for one chunk's evaluation or one slice of React's interruptible hydration.
  return (
    `const islands=[...document.querySelectorAll(${selector})];const intents=${JSON.stringify(ISLAND_INTENTS)};` +
    `const order=${order};` +
    `const yieldToInput=()=>globalThis.scheduler?.yield?scheduler.yield():new Promise((done)=>setTimeout(done));` +
    `let fetched=false;const fetchAhead=()=>{if(fetched)return;fetched=true;for(const href of order){` +
    `const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);}};` +
    `let woken=false;const wake=async()=>{if(woken)return;woken=true;fetchAhead();` +
    `for(const island of islands)for(const type of intents)island.removeEventListener(type,wake,true);` +
    `for(const chunk of order){await import(chunk);await yieldToInput();}};` +
    `for(const island of islands)for(const type of intents)island.addEventListener(type,wake,{capture:true,passive:true});` +
    `if(islands.some((island)=>island.contains(document.activeElement)||island.matches(":hover")))wake();` +
    `const painted=(go)=>{if(document.visibilityState==="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))return go();` +
    `const timer=setTimeout(go,1500);` +
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){` +
    `observer.disconnect();clearTimeout(timer);setTimeout(go);}}).observe({type:"paint",buffered:true});};` +
    `const start=()=>painted(wake);` +
    `document.readyState==="complete"?start():addEventListener("load",start,{once:true});`
  );
}

/** Where the build writes the minified loader, with its chunks' placeholder, beside the server build. */
export const islandLoaderFile = (serverBuildDir: string) => path.join(serverBuildDir, "island-loader.js");

/** Stands for the chunks' list in the minified loader (any quotes: the minifier picks them). */
export const CHUNKS_PLACEHOLDER = "__ISLAND_CHUNKS__";
const PLACEHOLDER_ARRAY = new RegExp(`\\[(["'\`])${CHUNKS_PLACEHOLDER}\\1\\]`);

/** A loader from a minified template (one `["__ISLAND_CHUNKS__"]` where the chunks' list goes). */
export function loaderFromTemplate(template: string): IslandLoader {
  if (!PLACEHOLDER_ARRAY.test(template)) throw new Error("The islands' loader template has no chunks placeholder");
  return (order) => template.replace(PLACEHOLDER_ARRAY, () => JSON.stringify(order));
}

/** The build's minified loader, or the readable one (tests of the API alone run without a build). */
export function loadIslandLoader(file: string): IslandLoader {
  return existsSync(file) ? loaderFromTemplate(readFileSync(file, "utf8")) : islandLoader;
}

/** The build's island scripts, or none (tests of the API alone run without a build). */
export function loadIslandScripts(file: string): IslandScripts {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as IslandScripts) : {};
}
