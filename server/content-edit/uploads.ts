/**
 * Images a member uploads in the editor, kept aside (one folder per member, outside the repository) until the change
 * that names them is saved, when they are committed with it into content/images/. Judged by their content (sharp
 * reads the file; its name says nothing), and named by the check's rule for image names.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_MAX_BYTES } from "#scripts/build/image-rules.ts";

/** The check's rule for an image's name (the proof schema's pattern): no "..", no leading "/", an image ending. */
const IMAGE_NAME = /^(?!\/)(?!.*\.\.)[\w./-]+\.(png|jpg|jpeg|webp|avif|svg)$/;

const extensionOf: Record<string, string[]> = {
  png: ["png"],
  jpeg: ["jpg", "jpeg"],
  webp: ["webp"],
  heif: ["avif"],
  svg: ["svg"],
};

const formatName: Record<string, string> = { png: "PNG", jpeg: "JPEG", webp: "WebP", heif: "AVIF", svg: "SVG" };

export const uploadMessages = {
  tooLarge: (megabytes: string) =>
    `This file is ${megabytes} MB; an image may be at most 10 MB. Export it again smaller (a PNG or JPEG about 2,000 px wide is plenty).`,
  notAnImage: "This file cannot be read as an image. Save it as PNG, JPEG, WebP, AVIF or SVG, and upload it again.",
  badName:
    'Name the image with letters, digits, hyphens and folders only, ending in its kind, such as "logos/acme.png".',
  wrongEnding: (format: string, endings: string[]) =>
    `This file is ${/^[AEIOS]/.test(format) ? "an" : "a"} ${format} image, but its name does not end in .${endings.join(" or .")}: change the name's ending, or upload a ${format} file.`,
};

/** The folder a member's uploads wait in. */
export function stagingDir(root: string, memberId: string): string {
  return path.join(root, createHash("sha256").update(memberId).digest("hex").slice(0, 32));
}

/** "Acme Corp Logo.PNG" → "acme-corp-logo"; "Ærø Agency" → "aero-agency". */
/** Letters that no accent-stripping turns into plain ones. */
const PLAIN: Record<string, string> = { æ: "ae", ø: "o", œ: "oe", ß: "ss", ł: "l", đ: "d", þ: "th", ı: "i" };

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[æøœßłđþı]/g, (letter) => PLAIN[letter]!)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\.[a-z0-9]+$/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Keeps an uploaded image aside under the name the field gives it (`typed`), or one made from its own name in the
 * list's folder. Returns that name, or what is wrong, in the team's words.
 */
export async function stageUpload(
  dir: string,
  upload: { bytes: Buffer; filename: string },
  typed: string,
  folder: string,
): Promise<{ src: string } | { problem: string }> {
  if (upload.bytes.length > IMAGE_MAX_BYTES)
    return { problem: uploadMessages.tooLarge((upload.bytes.length / 1024 / 1024).toFixed(1)) };
  let format: string | undefined;
  try {
    format = (await sharp(upload.bytes, { limitInputPixels: false }).metadata()).format;
  } catch {
    return { problem: uploadMessages.notAnImage };
  }
  const endings = format ? extensionOf[format] : undefined;
  if (!format || !endings) return { problem: uploadMessages.notAnImage };
  const src = typed.trim() || `${folder}/${slug(upload.filename) || "image"}.${endings[0]}`;
  if (!IMAGE_NAME.test(src)) return { problem: uploadMessages.badName };
  const ending = src.slice(src.lastIndexOf(".") + 1).toLowerCase();
  if (!endings.includes(ending)) return { problem: uploadMessages.wrongEnding(formatName[format]!, endings) };
  const file = path.join(dir, src);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, upload.bytes);
  return { src };
}

/**
 * Where an image name is found for this change: the member's upload waiting, when this editing uploaded it, else
 * content/images/.
 */
export function imageResolver(staging: string, imagesDir: string, uploaded: Set<string>) {
  return (src: string) => {
    const staged = path.join(staging, src);
    return uploaded.has(src) && IMAGE_NAME.test(src) && existsSync(staged) ? staged : path.join(imagesDir, src);
  };
}

/** The uploads a saved value names (committed with it); the rest stay aside until the member's next save. */
export function stagedImagesNamed(staging: string, names: string[]): { src: string; file: string }[] {
  return [...new Set(names)]
    .filter((src) => IMAGE_NAME.test(src) && existsSync(path.join(staging, src)))
    .map((src) => ({ src, file: path.join(staging, src) }));
}

export function clearStaged(staging: string, names: string[]) {
  for (const src of names) rmSync(path.join(staging, src), { force: true });
}
