/**
 * What a release's build may take from the build before it (issue 53): files made from their input alone (the
 * compressed copies of a file, a page's preview image), kept by a hash of that input in BUILD_CACHE_DIR. The
 * publisher sets it for the releases it builds, so a content-only change compresses and draws only what changed;
 * `npm run build` leaves it unset and makes everything. Each build keeps only the entries it used.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const used = new Set<string>();

const cacheDir = () => process.env.BUILD_CACHE_DIR?.trim() || undefined;

/** `make(input)`'s files, from the cache when this input was made before. */
export async function madeBefore(
  kind: string,
  input: Buffer | string,
  make: () => Promise<Buffer[]>,
): Promise<Buffer[]> {
  const dir = cacheDir();
  if (!dir) return make();
  const key = `${kind}-${createHash("sha256").update(input).digest("hex").slice(0, 32)}`;
  used.add(key);
  const file = path.join(dir, key);
  if (existsSync(file)) {
    try {
      return JSON.parse(readFileSync(file, "utf8")).map((part: string) => Buffer.from(part, "base64")) as Buffer[];
    } catch {
      // A damaged entry is made again.
    }
  }
  const made = await make();
  mkdirSync(dir, { recursive: true });
  // Written whole, then moved into place: another build never reads half an entry.
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(made.map((part) => part.toString("base64"))));
  renameSync(`${file}.${process.pid}`, file);
  return made;
}

/** Removes the entries this build did not use (the cache holds one build's worth). */
export function pruneBuildCache() {
  const dir = cacheDir();
  if (!dir || !existsSync(dir)) return;
  for (const name of readdirSync(dir)) if (!used.has(name)) rmSync(path.join(dir, name), { force: true });
}
