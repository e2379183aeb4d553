/**
 * A file of the site as an answer: its type, caching, the encoding the browser takes, a 304 when its copy is current,
 * and an HTML page's own Content-Security-Policy with its script hashes. The pre-rendered pages, the pages rendered on
 * request and the confirmation pages are all sent this way.
 */
import type { Context } from "hono";
import { contentSecurityPolicy } from "./security-headers.ts";
import { type StaticFile, matchesIfNoneMatch, negotiate } from "./static-site.ts";

/** Sends `file` with `status`; `connectOrigins` are the origins a page's script may reach (its CSP's connect-src). */
export function sendFile(c: Context, file: StaticFile, status: number, connectOrigins: string[]): Response {
  const headers: Record<string, string> = {
    "Content-Type": file.type,
    "Cache-Control": status === 200 ? file.cacheControl : "no-store",
    Vary: "Accept-Encoding",
    // Whole files only: every file is small, and ranges of a compressed variant help nobody.
    "Accept-Ranges": "none",
  };
  Object.assign(headers, file.headers);
  if (file.scriptHashes) {
    headers["Content-Security-Policy"] = contentSecurityPolicy({ scriptHashes: file.scriptHashes, connectOrigins });
  }
  const { body, encoding, etag } = negotiate(file, c.req.header("accept-encoding"));
  if (status === 200) {
    headers.ETag = etag;
    if (matchesIfNoneMatch(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);
  }
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.length);
  if (c.req.method === "HEAD") return c.body(null, status as 200, headers);
  return c.body(new Uint8Array(body), status as 200, headers);
}
