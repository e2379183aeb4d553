/**
 * A plain static host for a build's `client/` folder, as a CDN serves it (issue 44): files as they are, a folder's
 * `index.html` for its path, and the `_headers` file applied the way Netlify and Cloudflare Pages read it (a path
 * pattern, then its headers indented; `*` at the end matches the rest). No server logic of ours.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".webmanifest": "application/manifest+json",
};

/** `_headers` as (pattern, headers) rules, in the file's order. */
export function parseHeadersFile(text: string): { pattern: string; headers: [string, string][] }[] {
  const rules: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const at = line.indexOf(":");
      rules.at(-1)!.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

const matches = (pattern: string, pathname: string) =>
  pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;

export function startStaticHost(clientDir: string, port: number): Promise<http.Server> {
  const rules = parseHeadersFile(readFileSync(path.join(clientDir, "_headers"), "utf8"));
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://static.host");
    let file = path.join(clientDir, decodeURIComponent(pathname));
    if (!file.startsWith(clientDir)) file = clientDir;
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, "index.html");
    if (!existsSync(file) || path.basename(file) === "_headers" || path.basename(file) === "_redirects") {
      file = path.join(clientDir, "404", "index.html");
      response.statusCode = 404;
    }
    for (const rule of rules) {
      if (matches(rule.pattern, pathname)) for (const [name, value] of rule.headers) response.setHeader(name, value);
    }
    response.setHeader("Content-Type", TYPES[path.extname(file)] ?? "application/octet-stream");
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
