import { Hono } from "hono";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { refusals } from "#app/content/refusals.ts";
import { movedPages, withoutTrailingSlash } from "#app/content/pages.ts";
import { RECEIPT_PARAM, leadFormDefinitions, sentPath } from "#app/lib/forms/lead-forms.ts";
import type { LeadForm } from "#app/lib/forms/payload.ts";
import { plainProblemPage } from "#server/leads/native-answers.ts";
import type { StoreHealth } from "#server/leads/repository.ts";
import type { IssuedQuote } from "#server/leads/workspace.ts";
import { QUOTE_BYTES_KEPT, RENDERED_BYTES_KEPT, RENDERS_PER_CLIENT_PER_MINUTE } from "#server/shared/config.ts";
import { mountHealth } from "./health.ts";
import type { PageRenderer } from "./page-renderer.ts";
import { applyProxyRules } from "./proxy-rules.ts";
import { mountQuoteRoutes } from "./quote-routes.ts";
import { RenderGate } from "./render-gate.ts";
import { mountRenderedPages } from "./rendered-pages.ts";
import { externalOrigins, securityHeaders } from "./security-headers.ts";
import { sendFile } from "./send-file.ts";
import { type StaticFile, type StaticSite, canonicalPage, lookup, movedPage } from "./static-site.ts";

export interface AppOptions {
  site: StaticSite;
  /** Absolute form endpoint (if the site posts to an external service), for connect-src. */
  formEndpoint?: string;
  /** Extra routes mounted before the static site (the lead API). */
  mount?: (app: Hono) => void;
  /** Told of every answer: its path, status and time (the operator's metrics, server/shared/metrics.ts). */
  onAnswered?: (path: string, status: number, seconds: number) => void;
  /**
   * FORCE_HTTPS behind a TLS proxy: plain-HTTP requests (by X-Forwarded-Proto, read only from trusted proxies)
   * get a 308 to https on `canonicalHost`. Needs `trustProxy` (TRUST_PROXY=N); without it the setting is ignored
   * with a warning, since this server cannot tell how the visitor connected.
   */
  forceHttps?: boolean;
  /**
   * The host the HTTPS redirect sends visitors to (SITE_ORIGIN's, or CANONICAL_HOST): never the Host header, which
   * behind a proxy may be an internal upstream name.
   */
  canonicalHost?: string;
  trustProxy?: number;
  /** React Router's server render, for the pages that depend on the request (see `renderedPaths`). */
  renderPage?: PageRenderer;
  /** How many bytes of rendered pages are kept (all their encodings together); the least recently used go first. */
  renderedBytesKept?: number;
  /** How many bytes of quote PDFs are kept; the least recently used go first. */
  quoteBytesKept?: number;
  /**
   * The bound on fresh renders and quotes, per client and overall (issue 43). Share it with whatever else renders
   * (the lead API's pages with errors), so the bound is the process's.
   */
  renderGate?: RenderGate;
  /** The lead store's state, reported by /healthz. */
  storeHealth?: () => Promise<StoreHealth>;
  /** True once the server is stopping (SIGTERM): /healthz says so, and every answer closes its connection. */
  isDraining?: () => boolean;
  /** Redeems a confirmation download's receipt (the lead store's); without it those pages are plain files. */
  redeemReceipt?: (token: string, form: string) => Promise<boolean>;
  /**
   * Records each quote issued (its number, the state it priced, its day and total), so the team can look a number
   * up (issue 45). A failure is logged: the visitor still gets the quote.
   */
  recordQuote?: (quote: IssuedQuote) => Promise<void>;
  /** The clock quotes are dated by, and the day's cohort status read from (tests set it). */
  now?: () => Date;
  /** One JSON line per request on stdout (REQUEST_LOG): method, path, status, milliseconds. */
  logRequests?: boolean;
  /** Told of every answer once it is made, to count visits (server/traffic/counting.ts); never delays it. */
  countVisit?: (c: Context) => void;
  /** The pages' former addresses, in lower case, with their pages' addresses now (content/pages.json's by default). */
  moved?: ReadonlyMap<string, string>;
}

/** How much of a path a request's log line keeps (a path is the site's, but a client may send anything). */
const LOGGED_PATH_MAX = 200;

/** Confirmation pages that start a download, by path: shown only with a receipt (lead-forms.ts). */
const receiptPages = new Map(
  Object.entries(leadFormDefinitions)
    .filter(([, definition]) => definition.confirmationDownload)
    .map(([form, definition]) => [sentPath(form as LeadForm), { form, page: definition.page }]),
);

/** What a form posted to a page's own URL (not the lead endpoint) is told. */
export const notALeadEndpoint = refusals.leadForms.notHere;

/** Whether a request came over a socket (a client), not from the server itself (app.request: the warm-up). */
function fromSocket(c: Context): boolean {
  try {
    return Boolean(getConnInfo(c).remote.address);
  } catch {
    return false;
  }
}

export function createApp({
  site,
  formEndpoint = "",
  mount,
  forceHttps = false,
  canonicalHost,
  trustProxy = 0,
  renderPage,
  renderedBytesKept = RENDERED_BYTES_KEPT,
  quoteBytesKept = QUOTE_BYTES_KEPT,
  renderGate = new RenderGate({ perClientPerMinute: RENDERS_PER_CLIENT_PER_MINUTE }),
  storeHealth,
  isDraining = () => false,
  redeemReceipt,
  recordQuote = async () => {},
  now = () => new Date(),
  logRequests = false,
  onAnswered,
  countVisit,
  moved = movedPages,
}: AppOptions): Hono {
  const app = new Hono();
  const connectOrigins = externalOrigins(formEndpoint);

  if (onAnswered)
    app.use("*", async (c, next) => {
      const started = performance.now();
      await next();
      // The server's own warm-up requests are no client's.
      if (fromSocket(c)) onAnswered(c.req.path, c.res.status, (performance.now() - started) / 1000);
    });

  // The access log (issue 44), outermost so it sees the final status. The path only: a query holds what visitors
  // chose or typed (and campaign tags), and bodies never reach a log.
  if (logRequests) {
    app.use("*", async (c, next) => {
      const started = performance.now();
      await next();
      console.log(
        JSON.stringify({
          level: "info",
          msg: "request",
          method: c.req.method,
          path: c.req.path.slice(0, LOGGED_PATH_MAX),
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        }),
      );
    });
  }
  const baseHeaders = securityHeaders({ connectOrigins });

  app.use("*", async (c, next) => {
    await next();
    // HTML pages set their own CSP with their script hashes; everything else gets the strict default.
    for (const [name, value] of Object.entries(baseHeaders)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    // While stopping, each connection closes after its answer, so keep-alive clients go to another instance.
    if (isDraining()) c.res.headers.set("Connection", "close");
    // Visits counted on the server (issue 57), from the final answer, in this layer rather than one of its own (each
    // layer is a promise on every request); a counting slip costs a count, never the page.
    if (countVisit)
      try {
        countVisit(c);
      } catch (error) {
        console.error(JSON.stringify({ level: "error", msg: "visit not counted", error: String(error) }));
      }
  });

  applyProxyRules(app, { trustProxy, forceHttps, canonicalHost, fromSocket });

  mountHealth(app, { storeHealth, isDraining });

  mount?.(app);

  const send = (c: Context, file: StaticFile, status: number) => sendFile(c, file, status, connectOrigins);

  mountQuoteRoutes(app, { renderGate, trustProxy, canonicalHost, quoteBytesKept, recordQuote, now, renderPage });

  if (renderPage) mountRenderedPages(app, { renderPage, renderedBytesKept, renderGate, trustProxy, now, send });

  if (redeemReceipt) {
    // The checklist's confirmation starts the PDF download: only right after the submission that earned it. A
    // direct visit, a reload, Back, or a HEAD from a link previewer (which must not use the receipt up) is sent
    // to the form's page instead. Never kept by a cache, so Back asks again.
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      const path = withoutTrailingSlash(c.req.path);
      const target = receiptPages.get(path);
      const file = target && lookup(site, path);
      if (!target || !file) return next();
      const token = c.req.query(RECEIPT_PARAM);
      let earned = false;
      if (token && c.req.method === "GET") {
        try {
          earned = await redeemReceipt(token, target.form);
        } catch (error) {
          console.error(JSON.stringify({ level: "error", msg: "receipt not redeemed", error: String(error) }));
        }
      }
      if (!earned) return c.body(null, 303, { Location: target.page, "Cache-Control": "no-store" });
      return send(c, { ...file, cacheControl: "no-store" }, 200);
    });
  }

  app.on(["GET", "HEAD"], "*", (c) => {
    const file = lookup(site, c.req.path);
    if (file) return send(c, file, 200);
    // One page per URL: "/Secops" or "/lp/governance" is the same page, so send the visitor to its real URL; and a
    // page's former address (an old link, an ad, a bookmark) to the address it has now, its campaign tags kept.
    const canonical = canonicalPage(site, c.req.path) ?? movedPage(site, c.req.path, moved);
    if (canonical) {
      const { search } = new URL(c.req.url);
      return c.body(null, 301, { Location: canonical + search, "Cache-Control": "public, max-age=3600" });
    }
    return send(c, site.notFound, 404);
  });

  // Forms post to the lead endpoint. A POST to a page (an old copy of a page whose form had no action, a wrong
  // action typed into another tool) is not a lead: it gets a 405 that says so in plain words, never a silent
  // redirect that drops what was sent. Nothing typed ends up in a URL, the history or a Referer.
  app.post("*", (c, next) => {
    const file = lookup(site, c.req.path);
    if (!file?.scriptHashes) return next();
    c.header("Allow", "GET, HEAD");
    return plainProblemPage(c, 405, notALeadEndpoint);
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
