/**
 * The rules a content image must meet, judged once for the content check (`npm run check:content`, the build's
 * first step: `reportOnContentAndImages`) and for the build's image step (content-images.ts), so the check is the one
 * gate: an image the check passes is one the build can make (issue 47). Judged by the file's content (sharp reads it), never
 * by its name.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { type ImageSlot, imageSlots } from "#app/lib/images/slots.ts";
import { imageUses, missingImage } from "#app/content/image-uses.ts";
import { type ContentReport, reportOnContent } from "#app/content/check.server.ts";
import type { ContentProblem } from "#app/content/problems.ts";
import type { ProofContent } from "#app/content/schemas/proof.ts";

/** The largest file the team may supply: far above any photo or screenshot a page needs, far below a video. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export interface ReadableImage {
  source: Buffer;
  /** How sharp is to open it: an SVG is drawn at a density that gives it pixels enough for the largest width. */
  density: number | undefined;
  shown: { width: number; height: number };
  width: number;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The image at `src` (under `imagesDir`) for its place on the page, or what is wrong with it, in the team's words. */
export async function readContentImage(
  imagesDir: ImagesDir,
  src: string,
  slot: ImageSlot,
): Promise<ReadableImage | { problem: string }> {
  const file = typeof imagesDir === "string" ? path.join(imagesDir, src) : imagesDir(src);
  let bytes: number;
  try {
    bytes = statSync(file).size;
  } catch {
    return { problem: missingImage(src) };
  }
  if (bytes > IMAGE_MAX_BYTES)
    return {
      problem: `names "${src}", a file of ${megabytes(bytes)}; an image may be at most ${megabytes(IMAGE_MAX_BYTES)}: export it again smaller (a PNG or JPEG about 2,000 px wide is plenty for any place on the site)`,
    };
  const unreadable = {
    problem: `names "${src}", which cannot be read as an image: save it again as PNG, JPEG, WebP or SVG`,
  };
  try {
    const source = readFileSync(file);
    const density = src.toLowerCase().endsWith(".svg") ? 288 : undefined;
    const meta = await sharp(source, { density }).metadata();
    if (!meta.width || !meta.height) return unreadable;
    const shown = imageSlots[slot].shownSize(meta.width, meta.height);
    if (meta.width < shown.width)
      return {
        problem: `names "${src}", which is ${meta.width} px wide, and its place on the page shows it ${shown.width} px wide: supply a file at least ${shown.width * 2} px wide (twice, for phones' sharp screens)`,
      };
    return { source, density, shown, width: meta.width };
  } catch {
    return unreadable;
  }
}

/**
 * Where the images are: content/images/, or (the editor's check of a change with an upload not yet saved) the file
 * each name stands for.
 */
export type ImagesDir = string | ((src: string) => string);

/** Every image content/proof.json names that is missing, too large a file, too small for its place or unreadable. */
export async function imageProblems(proof: ProofContent, imagesDir: ImagesDir): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const judged = new Map<string, Promise<ReadableImage | { problem: string }>>();
  for (const use of imageUses(proof)) {
    const key = `${use.slot}:${use.src}`;
    if (!judged.has(key)) judged.set(key, readContentImage(imagesDir, use.src, use.slot));
    const result = await judged.get(key)!;
    if ("problem" in result) problems.push({ file: "proof.json", field: use.field, problem: result.problem });
  }
  return problems;
}

/**
 * The whole check, as `npm run check:content` and the build run it: the content's report, then each image the proof
 * names judged by its content (too large a file, too small for its place, not an image).
 */
export async function reportOnContentAndImages(imagesDir: string, today?: string): Promise<ContentReport> {
  const report = reportOnContent(undefined, today);
  if (!report.parsed) return report;
  const problems = await imageProblems(report.parsed["proof.json"], imagesDir);
  return problems.length > 0 ? { problems, warnings: report.warnings } : report;
}
