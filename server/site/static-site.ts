import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import { withoutTrailingSlash } from "#app/content/paths.ts";
import { decodePath, lookup } from "#server/shared/request-path.ts";
import { inlineScriptHashes } from "./security-headers.ts";

export { lookup };

/**
 * The pre-rendered build, loaded into memory once at start-up with gzip and brotli variants (written by the
 * build as `.gz`/`.br` siblings; compressed here only when a sibling is missing, as brotli's best level costs
 * about a second for the whole site). Requests are answered from this map only, so no request path ever
 * reaches the file system.
 */
export interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** Inline script hashes, for HTML documents. */
  scriptHashes?: string[];
  /** Headers of its own: a download's (`DOWNLOAD_HEADERS`). */
  headers?: Record<string, string>;
}

/** Where the downloads live; `_headers` says the same for static hosts. */
export const DOWNLOADS = "/downloads/";

/**
 * A download's own headers, here and in `_headers`: saved, not shown (the checklist's confirmation page points a
 * refresh at the PDF, which must download while the page stays); and never in a search engine's results, where its
 * address, once linked from anywhere, would hand out what a visitor gives their details for.
 */
export const DOWNLOAD_HEADERS = { "Content-Disposition": "attachment", "X-Robots-Tag": "noindex" } as const;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".pdf": "application/pdf",
};

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".webmanifest", ".svg", ".txt", ".xml"]);
const HIDDEN = new Set(["/__spa-fallback.html", "/_headers", "/_redirects"]);
const VARIANT = /\.(br|gz)$/;

/** Whether a file is worth serving compressed. */
export function isCompressible(file: string, size: number): boolean {
  return COMPRESSIBLE.has(path.extname(file).toLowerCase()) && size > 512;
}

/** Brotli's window for a body: the smallest that holds it (16-24 bits). A page of 90 KB needs 17, not the default 22,
 * and the encoder's memory follows the window (issue 43: a window per page, not 4 MB, for the same bytes out). */
function brotliWindow(size: number): number {
  return Math.min(24, Math.max(16, Math.ceil(Math.log2(Math.max(size, 1)))));
}

const brotliParams = (size: number, quality: number) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_LGWIN]: brotliWindow(size),
    [zlib.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** Both encodings of a body: at their best for the build, or `fast` for a page rendered per request. */
export function compress(body: Buffer, { fast = false } = {}): { gzip: Buffer; br: Buffer } {
  return {
    gzip: gzipSync(body, { level: fast ? 6 : 9 }),
    br: brotliCompressSync(body, brotliParams(body.length, fast ? 5 : 11)),
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered page compressed at the build's best, off the event loop (zlib's thread pool): brotli's best level costs
 * ~65 ms of CPU for a 90 KB page (twenty times its render) and saves ~1.4 KB (10%) over the quick level, which
 * decides whether the page arrives in the first round trip on a phone (issue 33). So it is spent only on a page
 * asked for again (issue 43): the quick encoding answers until then.
 */
export async function atBestCompression(file: StaticFile): Promise<StaticFile> {
  return { ...file, ...(await compressAtBest(file.body)) };
}

/** Both encodings at the build's best, on zlib's thread pool: several bodies compress on several cores at once. */
export async function compressAtBest(body: Buffer): Promise<{ gzip: Buffer; br: Buffer }> {
  const [gzipped, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, brotliParams(body.length, 11)),
  ]);
  return { gzip: gzipped, br };
}

/** A page rendered on request as a file to send: never stored, revalidated each time, encoded when first asked. */
export function renderedFile(html: string, scriptHashes: string[]): StaticFile {
  const body = Buffer.from(html, "utf8");
  return {
    body,
    type: TYPES[".html"]!,
    etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
    cacheControl: "no-cache",
    scriptHashes,
  };
}

/**
 * The file with the encoding this client prefers, made quickly (about a millisecond) if it is missing: a render
 * is encoded for the clients that ask for it, not twice up front. The same file when nothing was missing.
 */
export function withEncodingFor(file: StaticFile, acceptEncoding: string | undefined): StaticFile {
  const wanted = preferredEncoding(acceptEncoding);
  if (!wanted || file[wanted] || !isCompressible("page.html", file.body.length)) return file;
  return wanted === "br"
    ? { ...file, br: brotliCompressSync(file.body, brotliParams(file.body.length, 5)) }
    : { ...file, gzip: gzipSync(file.body, { level: 6 }) };
}

/** A pre-compressed sibling written by the build, or a fresh compression when there is none. */
function variants(full: string, body: Buffer): { gzip: Buffer; br: Buffer } {
  if (existsSync(`${full}.gz`) && existsSync(`${full}.br`)) {
    return { gzip: readFileSync(`${full}.gz`), br: readFileSync(`${full}.br`) };
  }
  return compress(body);
}

function walk(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name))
    .filter((full) => statSync(full).isFile());
}

function cacheControlFor(urlPath: string, ext: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (ext === ".html") return "no-cache";
  return "public, max-age=3600";
}

export interface StaticSite {
  /** Files by URL path; HTML pages under their route path ("/contact"), "/" for the home page. */
  files: Map<string, StaticFile>;
  notFound: StaticFile;
  /** Each page's route by its lower-case form, to send case variants ("/Secops") to the one real URL. */
  pagesByLowerCase: Map<string, string>;
}

export function loadStaticSite(clientDir: string, notFoundRoute = "/404"): StaticSite {
  const files = new Map<string, StaticFile>();
  for (const full of walk(clientDir)) {
    let urlPath = `/${path.relative(clientDir, full).split(path.sep).join("/")}`;
    if (HIDDEN.has(urlPath) || VARIANT.test(urlPath)) continue;
    const ext = path.extname(full).toLowerCase();
    if (urlPath.endsWith("/index.html")) urlPath = urlPath.slice(0, -"index.html".length).replace(/(.)\/$/, "$1");
    const body = readFileSync(full);
    const file: StaticFile = {
      body,
      type: TYPES[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
      cacheControl: cacheControlFor(urlPath, ext),
    };
    if (isCompressible(full, body.length)) Object.assign(file, variants(full, body));
    if (ext === ".html") file.scriptHashes = inlineScriptHashes(body.toString("utf8"));
    if (urlPath.startsWith(DOWNLOADS)) file.headers = DOWNLOAD_HEADERS;
    files.set(urlPath, file);
  }
  const notFound = files.get(notFoundRoute);
  if (!notFound) throw new Error(`The build has no pre-rendered 404 page at ${notFoundRoute}; run the build first.`);
  files.delete(notFoundRoute);
  const pagesByLowerCase = new Map<string, string>();
  for (const [route, file] of files) if (file.scriptHashes) pagesByLowerCase.set(route.toLowerCase(), route);
  return { files, notFound, pagesByLowerCase };
}

/** The canonical route of a page requested with other letter case or a trailing slash, if it differs. */
export function canonicalPage(site: StaticSite, pathname: string): string | undefined {
  const decoded = decodePath(pathname);
  if (decoded === undefined) return undefined;
  const route = site.pagesByLowerCase.get(withoutTrailingSlash(decoded).toLowerCase());
  return route !== undefined && route !== decoded ? route : undefined;
}

/**
 * The address a page has now, for one of its former addresses (content/pages.json; `moved` by lower case), when the
 * build has that page.
 */
export function movedPage(site: StaticSite, pathname: string, moved: ReadonlyMap<string, string>): string | undefined {
  if (moved.size === 0) return undefined;
  const decoded = decodePath(pathname);
  const route = decoded === undefined ? undefined : moved.get(withoutTrailingSlash(decoded).toLowerCase());
  return route !== undefined && site.files.has(route) ? route : undefined;
}

/** The q-value the client gives a content coding (RFC 9110 section 12.5.3), 0 when it does not accept it. */
function qualityOf(acceptEncoding: string, coding: string): number {
  let star: number | undefined;
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((param) => param.trim());
    const qParam = params.find((param) => param.startsWith("q="));
    const quality = qParam ? Number.parseFloat(qParam.slice(2)) : 1;
    const value = Number.isFinite(quality) ? Math.min(Math.max(quality, 0), 1) : 0;
    if (name === coding) return value;
    if (name === "*") star = value;
  }
  return star ?? 0;
}

/** The encoding a client prefers among brotli and gzip (brotli on a tie), honouring q-values; none for "br;q=0, gzip;q=0". */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  has: { br: boolean; gzip: boolean } = { br: true, gzip: true },
): "br" | "gzip" | undefined {
  const header = acceptEncoding ?? "";
  const br = has.br ? qualityOf(header, "br") : 0;
  const gzip = has.gzip ? qualityOf(header, "gzip") : 0;
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return undefined;
}

/**
 * Picks the encoding the client prefers among those we have. Each representation has its own ETag, derived from
 * the file's.
 */
export function negotiate(
  file: StaticFile,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: "br" | "gzip"; etag: string } {
  const encoding = preferredEncoding(acceptEncoding, { br: Boolean(file.br), gzip: Boolean(file.gzip) });
  if (encoding === "br") return { body: file.br!, encoding, etag: file.etag.replace(/"$/, '-br"') };
  if (encoding === "gzip") return { body: file.gzip!, encoding, etag: file.etag.replace(/"$/, '-gz"') };
  return { body: file.body, etag: file.etag };
}

/** If-None-Match (RFC 9110 section 13.1.2): "*", or a list of tags compared weakly. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}
