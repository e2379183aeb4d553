import { createHash } from "node:crypto";

/**
 * The security headers of every response, shared by the Node server and the `_headers` file
 * written for static hosts. Inline scripts are allowed only by the hash of each one on the page.
 */

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** Types a browser runs: none, a JavaScript MIME type, or a module. Anything else (JSON-LD) is a data block. */
const RUNNABLE_TYPE =
  /\btype=["']?(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)(?:["'\s]|$)|^(?![\s\S]*\btype=)/i;

/**
 * CSP source expressions ('sha256-…') for every inline script in an HTML document that a browser runs. A data block
 * (`<script type="application/ld+json">`) is never run, so script-src does not apply to it (CSP 3, "prepare the
 * script element"), and its hash would only add bytes to every response's headers.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[2] ?? "";
    if (body.length === 0 || !RUNNABLE_TYPE.test(match[1] ?? "")) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes].sort();
}

export interface CspOptions {
  scriptHashes?: string[];
  /** Extra origins the page may call with fetch (an external form service). */
  connectOrigins?: string[];
}

export function contentSecurityPolicy({ scriptHashes = [], connectOrigins = [] }: CspOptions = {}): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(" ")}`,
    // Styles: React writes style attributes and sonner injects one stylesheet at runtime. Styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // No web font: the pages use the platform's own (docs/decisions/0017-one-typeface-the-platforms.md).
    "font-src 'none'",
    `connect-src ${["'self'", ...connectOrigins].join(" ")}`,
    "manifest-src 'none'",
    "worker-src 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    // Forms post natively too (before hydration, without JavaScript), to us or to the external form service.
    `form-action ${["'self'", ...connectOrigins].join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/** Headers for every response; pass the CSP options of the HTML page being served, if any. */
export function securityHeaders(csp: CspOptions = {}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(csp),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** The origin of an absolute form endpoint, which the browser must be allowed to call. */
export function externalOrigins(...urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins];
}
