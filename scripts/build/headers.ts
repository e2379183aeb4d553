import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { siteConfig } from "#app/site.config.ts";
import { DOWNLOADS, DOWNLOAD_HEADERS } from "#server/site/static-site.ts";
import { contentSecurityPolicy, externalOrigins, inlineScriptHashes, securityHeaders } from "#server/site/security-headers.ts";

function withoutCsp(headers: Record<string, string>): Record<string, string> {
  const { "Content-Security-Policy": _csp, ...rest } = headers;
  return rest;
}

/** Netlify/Cloudflare-style `_headers`: the server's security headers, with each page's own CSP. */
export function writeHeadersFile(clientDir: string): void {
  const connectOrigins = externalOrigins(siteConfig.forms.endpoint);
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

  const blocks = [
    // The per-page blocks below carry the CSP: hosts join repeated headers, and two CSPs would both apply.
    block("/*", withoutCsp(securityHeaders({ connectOrigins }))),
    block("/assets/*", { "Cache-Control": "public, max-age=31536000, immutable" }),
    block(`${DOWNLOADS}*`, DOWNLOAD_HEADERS),
  ];
  const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((f) => path.basename(f) === "index.html");
  for (const file of pages.map((f) => path.join(clientDir, f))) {
    const dir = path.dirname(path.relative(clientDir, file)).split(path.sep).join("/");
    const route = dir === "." ? "/" : `/${dir}`;
    const csp = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(readFileSync(file, "utf8")), connectOrigins });
    for (const pattern of route === "/" ? ["/", "/index.html"] : [route, `${route}/`]) {
      blocks.push(block(pattern, { "Content-Security-Policy": csp, "Cache-Control": "no-cache" }));
    }
  }
  writeFileSync(path.join(clientDir, "_headers"), `${blocks.join("\n\n")}\n`);
}
