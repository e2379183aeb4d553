import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  CHUNKS_PLACEHOLDER,
  type IslandLoader,
  type IslandScripts,
  addIslandScripts,
  islandLoader,
  islandLoaderFile,
  islandScriptsFile,
  loaderFromTemplate,
} from "#server/site/islands.ts";
import { minifyScript } from "./minify-script.ts";
import { pageFile } from "./page-file.ts";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Builds the islands' scripts (vite.islands.config.ts) into the client build, writes which file is which island's
 * beside the server build, and adds the scripts to the pre-rendered pages that hold islands.
 */
export function buildIslands(buildDirectory: string, pagesWithIslands: string[]): IslandScripts {
  execFileSync(path.join(root, "node_modules/.bin/vite"), ["build", "-c", "vite.islands.config.ts", "--logLevel=warn"], {
    cwd: root,
    stdio: "inherit",
  });
  const clientDir = path.join(buildDirectory, "client");
  const manifestFile = path.join(clientDir, "islands-manifest.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<
    string,
    { file: string; name?: string; isEntry?: boolean; imports?: string[] }
  >;
  // The manifest is the build's business, not a visitor's.
  rmSync(manifestFile);
  /**
   * A chunk's file and those of every chunk it imports statically, transitively, each after the chunks it imports
   * (the order in which the browser can evaluate them one at a time; the entry is last).
   */
  const chunksOf = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) chunksOf(imported, seen);
    // Re-inserted after its imports: a Set keeps the order of first insertion.
    seen.delete(key);
    seen.add(key);
    return seen;
  };
  const scripts: IslandScripts = Object.fromEntries(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry && chunk.name)
      .map(([key, chunk]) => [
        chunk.name!,
        { entry: `/${chunk.file}`, chunks: [...chunksOf(key)].map((imported) => `/${manifest[imported]!.file}`) },
      ]),
  );
  writeFileSync(islandScriptsFile(path.join(buildDirectory, "server")), JSON.stringify(scripts, null, 2));
  const loader = minifiedIslandLoader(path.join(buildDirectory, "server"));
  for (const route of pagesWithIslands) {
    const file = pageFile(clientDir, route);
    try {
      writeFileSync(file, addIslandScripts(readFileSync(file, "utf8"), scripts, loader));
    } catch (error) {
      throw new Error(`${route}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  return scripts;
}

/**
 * The islands' loader (server/site/islands.ts) minified once, with a placeholder for each page's chunks, written beside
 * the server build for its renders: the pages carry it inline, on the way to their first paint.
 */
function minifiedIslandLoader(serverBuildDir: string): IslandLoader {
  const template = minifyScript("island-loader.js", islandLoader([CHUNKS_PLACEHOLDER]), {
    target: "es2020",
    module: true,
  });
  const loader = loaderFromTemplate(template);
  writeFileSync(islandLoaderFile(serverBuildDir), template);
  return loader;
}
