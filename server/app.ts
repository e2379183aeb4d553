import { Hono } from "hono";
import type { Context } from "hono";
import { trustedForwardedValue } from "./client-address.ts";
import { withoutTrailingSlash } from "../app/content/pages.ts";
import type { StoreHealth } from "./leads/repository.ts";
import type { PageRenderer } from "./page-renderer.ts";
import { contentSecurityPolicy, externalOrigins, securityHeaders } from "./security-headers.ts";
import {
  type StaticFile,
  type StaticSite,
  canonicalPage,
  lookup,
  matchesIfNoneMatch,
  negotiate,
  renderedFile,
} from "./static-site.ts";

export interface AppOptions {
  site: StaticSite;
  /** Absolute form endpoint (if the site posts to an external service), for connect-src. */
  formEndpoint?: string;
  /** Extra routes mounted before the static site (the lead API). */
  mount?: (app: Hono) => void;
  /**
   * FORCE_HTTPS behind a TLS proxy: plain-HTTP requests (by X-Forwarded-Proto, read only from trusted proxies)
   * get a 301 to https. Needs `trustProxy` (TRUST_PROXY=N); without it the setting is ignored with a warning,
   * since this server cannot tell how the visitor connected.
   */
  forceHttps?: boolean;
  trustProxy?: number;
  /** React Router's server render, for the pages that depend on the request (see `renderedPaths`). */
  renderPage?: PageRenderer;
  /** The lead store's state, reported by /healthz. */
  storeHealth?: () => Promise<StoreHealth>;
}

/**
 * Pages this server renders per request instead of sending the pre-rendered file: /pricing, so a shared link
 * such as ?tab=cmmc-accelerator paints its own state first (docs/decisions/0006-native-forms-and-server-pricing.md).
 */
export const renderedPaths = new Set(["/pricing"]);

// Any host name with an optional port; anything else in Host gets no redirect (no open redirect by header).
const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

export function createApp({
  site,
  formEndpoint = "",
  mount,
  forceHttps = false,
  trustProxy = 0,
  renderPage,
  storeHealth,
}: AppOptions): Hono {
  const app = new Hono();
  const connectOrigins = externalOrigins(formEndpoint);
  const baseHeaders = securityHeaders({ connectOrigins });

  app.use("*", async (c, next) => {
    await next();
    // HTML pages set their own CSP with their script hashes; everything else gets the strict default.
    for (const [name, value] of Object.entries(baseHeaders)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  if (forceHttps && trustProxy < 1) {
    console.warn(JSON.stringify({ level: "warn", msg: "FORCE_HTTPS needs TRUST_PROXY: not redirecting" }));
  } else if (forceHttps) {
    app.use("*", async (c, next) => {
      const proto = trustedForwardedValue(c.req.header("x-forwarded-proto"), trustProxy)?.toLowerCase();
      const host = c.req.header("host") ?? "";
      // Health checks come from the load balancer itself, often over plain HTTP.
      if (proto !== "http" || c.req.path === "/healthz" || !HOST.test(host)) return next();
      const { pathname, search } = new URL(c.req.url);
      return c.body(null, 301, { Location: `https://${host}${pathname}${search}`, "Cache-Control": "no-store" });
    });
  }

  // For load balancers: 200 while this process can take leads, 503 when its store cannot.
  app.get("/healthz", async (c) => {
    const store = storeHealth ? await storeHealth() : undefined;
    const ok = store?.ok ?? true;
    return c.json({ status: ok ? "ok" : "unavailable", store }, ok ? 200 : 503, { "Cache-Control": "no-store" });
  });

  mount?.(app);

  const send = (c: Context, file: StaticFile, status: number) => {
    const headers: Record<string, string> = {
      "Content-Type": file.type,
      "Cache-Control": status === 200 ? file.cacheControl : "no-store",
      Vary: "Accept-Encoding",
      // Whole files only: every file is small, and ranges of a compressed variant help nobody.
      "Accept-Ranges": "none",
    };
    if (file.disposition) headers["Content-Disposition"] = file.disposition;
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
  };

  if (renderPage) {
    // A rendered page depends on its URL only (no cookies, no visitor data), so the last few hundred are kept,
    // compressed, and repeat requests cost what a static file does. Bounded, so random queries cannot grow it.
    const rendered = new Map<string, { file: StaticFile; status: number }>();
    const RENDERED_KEPT = 256;
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      if (!renderedPaths.has(withoutTrailingSlash(c.req.path))) return next();
      try {
        const { pathname, search } = new URL(c.req.url);
        const key = withoutTrailingSlash(pathname) + search;
        let entry = rendered.get(key);
        if (entry) {
          rendered.delete(key);
        } else {
          const page = await renderPage(new URL(c.req.url));
          entry = { file: renderedFile(page.html, page.scriptHashes), status: page.status };
          if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value!);
        }
        rendered.set(key, entry);
        return send(c, entry.file, entry.status);
      } catch (error) {
        // The pre-rendered page still works (it reads its state from the URL once it hydrates).
        console.error(JSON.stringify({ level: "error", msg: "render failed", path: c.req.path, error: String(error) }));
        return next();
      }
    });
  }

  app.on(["GET", "HEAD"], "*", (c) => {
    const file = lookup(site, c.req.path);
    if (file) return send(c, file, 200);
    // One page per URL: "/Secops" or "/lp/governance" is the same page, so send the visitor to its real URL.
    const canonical = canonicalPage(site, c.req.path);
    if (canonical) {
      const { search } = new URL(c.req.url);
      return c.body(null, 301, { Location: canonical + search, "Cache-Control": "public, max-age=3600" });
    }
    return send(c, site.notFound, 404);
  });

  // Forms post to the lead endpoint. A POST to a page (an old copy of a page whose form had no action) is sent
  // back to the page: nothing typed ends up in a URL, the history or a Referer.
  app.post("*", (c, next) => {
    const file = lookup(site, c.req.path);
    if (!file?.scriptHashes) return next();
    return c.body(null, 303, { Location: c.req.path, "Cache-Control": "no-store" });
  });

  app.all("*", (c) =>
    c.json({ success: false, message: "Method not allowed" }, 405, { Allow: "GET, HEAD", "Cache-Control": "no-store" }),
  );

  app.onError((error, c) => {
    console.error(JSON.stringify({ level: "error", msg: "unhandled", path: c.req.path, error: String(error) }));
    return c.json({ success: false, message: "Something went wrong on our side. Please try again." }, 500);
  });

  return app;
}
