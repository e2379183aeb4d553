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

/**
 * The most pixels an image may have: a full-frame camera's photo (8,000 × 6,000) and more, while decoding one stays
 * within a few hundred MB of memory. A small file can claim far more (a 20,000 × 20,000 PNG of one colour is a few
 * MB): it is refused by its header, before anything is decoded.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

/**
 * What makes an SVG more than a drawing: a script, an event handler, a javascript: address, embedded HTML, or a
 * file fetched from elsewhere. The build draws SVGs into AVIF and WebP, so none of it would reach a visitor, but the
 * file itself would sit in the repository, where anyone opening it in a browser runs it.
 */
const svgActive: { pattern: RegExp; what: string }[] = [
  { pattern: /<script[\s>/]/i, what: "a script" },
  { pattern: /\son[a-z]+\s*=/i, what: "an event handler (an on… attribute)" },
  { pattern: /javascript\s*:/i, what: "a javascript: address" },
  { pattern: /<foreignObject[\s>/]/i, what: "embedded HTML (foreignObject)" },
  { pattern: /<(iframe|embed|object)[\s>/]/i, what: "an embedded page" },
  { pattern: /(?:href|src)\s*=\s*["']\s*(?:https?:|\/\/|data:text)/i, what: "a link to a file elsewhere" },
  { pattern: /<!ENTITY/i, what: "an entity declaration" },
];

/** What an SVG carries besides its drawing, in words, or nothing when it is a plain drawing. */
export function svgActiveContent(source: Buffer): string | undefined {
  const text = source.toString("utf8");
  return svgActive.find(({ pattern }) => pattern.test(text))?.what;
}

const thousands = (value: number) => value.toLocaleString("en-US");

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
  const source = readFileSync(file);
  const density = src.toLowerCase().endsWith(".svg") ? 288 : undefined;
  const meta = await sharp(source, { density, limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) return unreadable;
  if (meta.format === "svg") {
    const active = svgActiveContent(source);
    if (active)
      return {
        problem: `names "${src}", an SVG that carries ${active}: the site takes plain drawings only. Export it again as a plain SVG (no scripts, links or interactivity), or as a PNG`,
      };
  }
  if (meta.width * meta.height > IMAGE_MAX_PIXELS)
    return {
      problem: `names "${src}", an image of ${thousands(meta.width)} × ${thousands(meta.height)} pixels (${thousands(meta.width * meta.height)} in all); an image may have at most ${thousands(IMAGE_MAX_PIXELS)} pixels (e.g. 8,000 × 6,000): export it again smaller (about 2,000 px wide is plenty for any place on the site)`,
    };
  const shown = imageSlots[slot].shownSize(meta.width, meta.height);
  if (meta.width < shown.width)
    return {
      problem: `names "${src}", which is ${meta.width} px wide, and its place on the page shows it ${shown.width} px wide: supply a file at least ${shown.width * 2} px wide (twice, for phones' sharp screens)`,
    };
  const image: ReadableImage = { source, density, shown, width: meta.width };
  // The header can be whole while the rest is not (an interrupted download or export): the file is decoded at its
  // shown size exactly as the build decodes it, so what passes here is what the build can make.
  const decoded = await shownPixels(image, slot)
    .raw()
    .toBuffer()
    .then(
    () => true,
    () => false,
  );
  if (!decoded)
    return {
      problem: `names "${src}", which is damaged: its first part reads as a ${meta.width} × ${meta.height} image but the rest is missing or broken (an interrupted download or export?). Export or download it again`,
    };
  return image;
}

/** The image drawn at its shown size for `slot`: the decoding the build starts each of its sizes with. */
export function shownPixels(image: ReadableImage, slot: ImageSlot, width = image.shown.width) {
  const height = Math.round((width * image.shown.height) / image.shown.width);
  return sharp(image.source, { density: image.density, limitInputPixels: IMAGE_MAX_PIXELS })
    .resize(width, height, { fit: imageSlots[slot].fit, background: { r: 0, g: 0, b: 0, alpha: 0 } });
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
