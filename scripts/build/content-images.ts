/**
 * Content images (customer logos, photos, badges, product screenshots) made ready for the page at build time with
 * sharp: each in AVIF and WebP, at the width its place on the page shows it and twice that (a phone's dense screen),
 * never wider than the file the team supplied. The manifest gives each image's `srcset` and its shown width and
 * height, so the page reserves its box before the image arrives (CLS 0). The files are served from this origin
 * (CSP img-src 'self'), under names that change when the image does, so they may be cached for good.
 */
import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ContentProblem } from "#app/content/problems.ts";
import { type ImageManifest, type ImageSlot, imageKey } from "#app/lib/images/slots.ts";
import type { ProofContent } from "#app/content/schemas/proof.ts";
import { imageUses } from "#app/content/image-uses.ts";
import { madeBefore } from "./build-cache.ts";
import { type ImagesDir, readContentImage, shownPixels } from "./image-rules.ts";

export type { ImageManifest };

/** The list of made files (URL, bytes, place), written beside them for the asset budget. */
export const madeImagesList = "made.json";

/** Bytes one image file may have at most, per place (the asset budget; docs/quality.md). */
export const imageBudgetBytes: Record<ImageSlot, number> = {
  logo: 24 * 1024,
  photo: 16 * 1024,
  badge: 32 * 1024,
  figure: 160 * 1024,
};

export interface ImageRun {
  manifest: ImageManifest;
  problems: ContentProblem[];
  /** Every file written: its URL path and size in bytes (the budget check reads these). */
  files: { url: string; bytes: number; slot: ImageSlot }[];
}

/**
 * Makes every image `proof` uses. `imagesDir` holds the team's files (content/images); `outDir` receives the
 * generated ones (emptied first), served at `urlPrefix`. The content check judged each file already (the same
 * rules, app/content/image-rules.server.ts); one that still fails is a problem in its words, never a stack trace.
 */
export async function makeContentImages({
  proof,
  imagesDir,
  outDir,
  urlPrefix = "/images/content",
  only,
}: {
  proof: ProofContent;
  imagesDir: ImagesDir;
  outDir: string;
  urlPrefix?: string;
  /**
   * Only these images (a preview's new uploads: the rest are the build's), added to `outDir` rather than made
   * anew in an emptied one.
   */
  only?: ReadonlySet<string>;
}): Promise<ImageRun> {
  const run: ImageRun = { manifest: {}, problems: [], files: [] };
  if (!only) rmSync(outDir, { recursive: true, force: true });
  const uses = imageUses(proof).filter((use) => !only || only.has(use.src));
  if (uses.length > 0) mkdirSync(outDir, { recursive: true });
  for (const use of uses) {
    const key = imageKey(use.src, use.slot);
    if (run.manifest[key]) continue;
    const image = await readContentImage(imagesDir, use.src, use.slot);
    if ("problem" in image) {
      run.problems.push({ file: "proof.json", field: use.field, problem: image.problem });
      continue;
    }
    const { source, shown } = image;
    try {
      const widths = [...new Set([shown.width, Math.min(shown.width * 2, image.width)])];
      const hash = createHash("sha256").update(source).update(use.slot).digest("hex").slice(0, 10);
      const base = path.basename(use.src).replace(/\.[^.]+$/, "").toLowerCase().replace(/[^a-z0-9]+/g, "-");
      const sets: Record<"avif" | "webp", string[]> = { avif: [], webp: [] };
      for (const width of widths) {
        for (const format of ["avif", "webp"] as const) {
          const name = `${base}-${hash}-${width}.${format}`;
          // An image already made for the release before (the same bytes, place and width) is taken from it.
          const [data] = await madeBefore("image", name, async () => {
            const resized = shownPixels(image, use.slot, width);
            return [await (format === "avif" ? resized.avif({ quality: 55 }) : resized.webp({ quality: 78 })).toBuffer()];
          });
          writeFileSync(path.join(outDir, name), data!);
          const url = `${urlPrefix}/${name}`;
          run.files.push({ url, bytes: data!.length, slot: use.slot });
          sets[format].push(`${url} ${width}w`);
        }
      }
      run.manifest[key] = {
        width: shown.width,
        height: shown.height,
        avif: sets.avif.join(", "),
        webp: sets.webp.join(", "),
        fallback: sets.webp[0]!.split(" ")[0]!,
      };
    } catch {
      run.problems.push({
        file: "proof.json",
        field: use.field,
        problem: `names "${use.src}", which cannot be made into the page's sizes: save it again as PNG, JPEG, WebP or SVG`,
      });
    }
  }
  return run;
}

/** Files over their place's budget, in words. */
export function imagesOverBudget(files: ImageRun["files"]): string[] {
  return files
    .filter((file) => file.bytes > imageBudgetBytes[file.slot])
    .map(
      (file) =>
        `${file.url} is ${(file.bytes / 1024).toFixed(1)} KB, over the ${imageBudgetBytes[file.slot] / 1024} KB a ${file.slot} may weigh`,
    );
}
