import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { contentDir, reportOnContent } from "#app/content/check.server.ts";
import { ContentError } from "#app/content/problems.ts";
import { type ImageManifest, madeImagesList, makeContentImages } from "./content-images.ts";

const root = path.resolve(import.meta.dirname, "../..");
/** Generated, never committed (.gitignore): Vite serves public/ in development and copies it into the build. */
export const madeImagesDir = path.join(root, "public/images/content");

/**
 * Makes the content's images before anything renders (the `config` hook runs before React Router loads the routes)
 * and hands the pages their manifest as __CONTENT_IMAGES__. A missing or broken image stops the build in the
 * content check's words. Runs once per process: React Router resolves the config more than once.
 */
export function contentImagesPlugin(): Plugin {
  let made: Promise<ImageManifest> | undefined;
  return {
    name: "content-images",
    async config() {
      made ??= (async () => {
        const { parsed } = reportOnContent();
        // The content plugin, which runs first, has already stopped on any problem.
        if (!parsed) return {};
        const run = await makeContentImages({
          proof: parsed["proof.json"],
          imagesDir: path.join(contentDir, "images"),
          outDir: madeImagesDir,
        });
        if (run.problems.length > 0) throw new ContentError(run.problems);
        // What was made and its weight, for the asset budget (scripts/measure/js-budget.ts reads it in the build).
        if (run.files.length > 0) writeFileSync(path.join(madeImagesDir, madeImagesList), JSON.stringify(run.files));
        return run.manifest;
      })();
      return { define: { __CONTENT_IMAGES__: JSON.stringify(await made) } };
    },
  };
}
