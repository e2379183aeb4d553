import { Hono } from "hono";
import type { Context } from "hono";
import {
  repeatedWarning,
  requestsCounted,
  trustedForwardedValue,
  unforwardedRequestWatch,
} from "#server/shared/client-address.ts";
import { getConnInfo } from "@hono/node-server/conninfo";
import { KeptRenders } from "#server/shared/bounded-cache.ts";
import { type QuotePdf, renderQuotePdf } from "./quote-pdf.ts";
import { QUOTE_BYTES_KEPT, RENDERED_BYTES_KEPT, RENDERS_PER_CLIENT_PER_MINUTE } from "#server/shared/config.ts";
import { RenderGate } from "./render-gate.ts";
import { settleBy } from "#server/shared/deadline.ts";
import { withoutTrailingSlash } from "#app/content/pages.ts";
import { plans } from "#app/content/plans.ts";
import { cohortStatusAt, cohortStatusOn, dayIn, statusKey } from "#app/lib/cohorts/calendar.ts";
import { RECEIPT_PARAM, leadFormDefinitions, sentPath } from "#app/lib/forms/lead-forms.ts";
import type { LeadForm } from "#app/lib/forms/payload.ts";
import { canonicalPricingQuery, parsePricingState } from "#app/lib/pricing/url-state.ts";
import { quotePdfPath, quoteQuery } from "#app/lib/pricing/quote-document.ts";
import { bodyLimit } from "hono/body-limit";
import { PREPARED_FOR_MAX_BYTES, readPreparedFor } from "#app/lib/pricing/prepared-for.ts";
import { clientKey, isCrossSite } from "#server/leads/api.ts";
import { plainProblemPage } from "#server/leads/native-answers.ts";
import { RateLimiter } from "#server/leads/rate-limit.ts";
import type { StoreHealth } from "#server/leads/repository.ts";
import type { IssuedQuote } from "#server/leads/workspace.ts";
import type { PageRenderer } from "./page-renderer.ts";
import { contentSecurityPolicy, externalOrigins, securityHeaders } from "./security-headers.ts";
import {
  type StaticFile,
  type StaticSite,
  canonicalPage,
  lookup,
  matchesIfNoneMatch,
  atBestCompression,
  negotiate,
  renderedFile,
  withEncodingFor,
} from "./static-site.ts";

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
}

/** How much of a path a request's log line keeps (a path is the site's, but a client may send anything). */
const LOGGED_PATH_MAX = 200;

/** A page rendered on request, kept: `best` once its encodings are the build's best (it was asked for again). */
interface RenderedEntry {
  file: StaticFile;
  status: number;
  best: boolean;
}

/**
 * Quotes waiting for their turn at most before one is told to come back (503): a quote has no stand-in, so it waits
 * longer than a page (which gets its pre-rendered file past 8). Each waits ~8 ms: 64 is half a second.
 */
const QUOTES_WAITING_MAX = 64;

/** Pages waiting for their best compression at most (each ~65 ms of CPU on zlib's pool). */
const BEST_COMPRESSIONS_QUEUED = 16;

/** Quotes with a "Prepared for" block a client may ask for in a minute (each one is rendered afresh). */
export const QUOTE_POSTS_PER_MINUTE = 20;

const quoteProblemTitle = "Your quote was not made";
/** What a refused quote request says, on a page of its own (the browser's Back button keeps what was typed). */
export const quoteMessages = {
  rateLimited: "Too many quotes in a minute. Please wait a minute and try again.",
  unsupported: "The quote form was sent in a way this site does not read. Please use the form on the pricing page.",
  tooLarge: "What was typed is too long for a quote. Please shorten it and try again.",
  incomplete: "The quote form did not arrive whole. Please try again.",
  busy: "Quotes are being made for many visitors right now. Please try again in a moment.",
  crossSite:
    "This quote form was sent from another website, so no quote was made. Please use the form on our pricing page.",
};

/** Confirmation pages that start a download, by path: shown only with a receipt (lead-forms.ts). */
const receiptPages = new Map(
  Object.entries(leadFormDefinitions)
    .filter(([, definition]) => definition.confirmationDownload)
    .map(([form, definition]) => [sentPath(form as LeadForm), { form, page: definition.page }]),
);

/**
 * Pages this server renders per request instead of sending the pre-rendered file: /pricing, so a shared link
 * such as ?tab=cmmc-accelerator paints its own state first (docs/decisions/0006-native-forms-and-server-pricing.md),
 * and the pages that offer a seat in the CMMC cohort, which change on the day its registration closes (issue 36):
 * a long-running server shows the day's offer without a rebuild. Each maps the request's query to the canonical
 * query of what the page shows: tracking parameters (utm_*, gclid), unknown parameters and out-of-range values all
 * give the state's one URL, so they share one kept render.
 */
export const renderedPaths = new Map<string, (params: URLSearchParams) => string>([
  ["/pricing", canonicalPricingQuery],
  ["/lp/cmmc-accelerator", () => ""],
  ["/lp/Governance", () => ""],
]);

/** What a form posted to a page's own URL (not the lead endpoint) is told. */
export const notALeadEndpoint = "This page does not take form submissions, so nothing was sent.";

/** /healthz answers within this, whatever the store does. */
export const HEALTH_DEADLINE_MS = 900;

/** What /healthz says: states only. No host, port, path, driver or error text (those go to the log). */
export interface PublicHealth {
  status: "ok" | "degraded" | "unavailable" | "stopping";
  leads: "ok" | "unavailable";
  notifications?: { pending: number; failed: number };
}

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

  if (trustProxy > 0) {
    const unforwarded = unforwardedRequestWatch(trustProxy);
    app.use("*", async (c, next) => {
      const warning = unforwarded({
        forwardedFor: c.req.header("x-forwarded-for"),
        path: c.req.path,
        fromSocket: fromSocket(c),
      });
      if (warning) console.warn(JSON.stringify({ level: "warn", msg: warning }));
      await next();
    });
  }

  if (forceHttps && (trustProxy < 1 || !canonicalHost)) {
    console.warn(
      JSON.stringify({ level: "warn", msg: "FORCE_HTTPS needs TRUST_PROXY and SITE_ORIGIN: not redirecting" }),
    );
  } else if (forceHttps) {
    const noProto = repeatedWarning(
      (count) =>
        `FORCE_HTTPS is set, but ${requestsCounted(count)} came without X-Forwarded-Proto from the proxy, so ${count === 1 ? "it was" : "they were"} not redirected: add proxy_set_header X-Forwarded-Proto $scheme (README, Running several instances; docs/deploy/nginx.conf)`,
    );
    app.use("*", async (c, next) => {
      const proto = trustedForwardedValue(c.req.header("x-forwarded-proto"), trustProxy)?.toLowerCase();
      // A proxy that does not say how the visitor connected leaves FORCE_HTTPS nothing to act on: said out loud, and
      // again every 10 minutes while it lasts, rather than a setting that silently does nothing (issues 44, 56). The
      // server's own warm-up requests (no socket) and health checks are not the proxy's.
      if (proto === undefined && c.req.path !== "/healthz" && fromSocket(c)) {
        const warning = noProto();
        if (warning) console.warn(JSON.stringify({ level: "warn", msg: warning }));
      }
      // Health checks come from the load balancer itself, often over plain HTTP.
      if (proto !== "http" || c.req.path === "/healthz") return next();
      const { pathname, search } = new URL(c.req.url);
      // 308, not 301: a POST stays a POST (a 301 turns it into a GET, and the form's lead into a 405).
      return c.body(null, 308, {
        Location: `https://${canonicalHost}${pathname}${search}`,
        "Cache-Control": "no-store",
      });
    });
  }

  // For load balancers: 200 while this process can take leads ("degraded" when notifications wait for a person),
  // 503 when its store cannot or it is stopping. Details of a failure go to the log, once per change.
  let lastHealthError: string | undefined;
  app.get("/healthz", async (c) => {
    const headers = { "Cache-Control": "no-store" };
    if (isDraining()) return c.json({ status: "stopping", leads: "unavailable" } satisfies PublicHealth, 503, headers);
    const store: StoreHealth = storeHealth
      ? await settleBy(storeHealth(), HEALTH_DEADLINE_MS, "the lead store").catch((error: unknown) => ({
          ok: false,
          error: String(error),
        }))
      : { ok: true };
    if (store.error !== lastHealthError) {
      if (store.error) console.error(JSON.stringify({ level: "error", msg: "store unhealthy", error: store.error }));
      else console.log(JSON.stringify({ level: "info", msg: "store healthy again" }));
      lastHealthError = store.error;
    }
    if (!store.ok) return c.json({ status: "unavailable", leads: "unavailable" } satisfies PublicHealth, 503, headers);
    const notifications =
      store.pending === undefined ? undefined : { pending: store.pending, failed: store.failed ?? 0 };
    const status = (notifications?.failed ?? 0) > 0 ? "degraded" : "ok";
    return c.json({ status, leads: "ok", notifications } satisfies PublicHealth, 200, headers);
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

  /** A fresh quote, once its record is kept (a store that fails costs the record, never the visitor's quote). */
  const recorded = async (quote: QuotePdf) => {
    await recordQuote(quote.issued).catch((error: unknown) =>
      console.error(JSON.stringify({ level: "error", msg: "quote not recorded", error: String(error) })),
    );
    return quote;
  };

  const quoteProblem = (c: Context, status: number, message: string) =>
    plainProblemPage(c, status, message, [], quoteProblemTitle);

  // The quote of a pricing state (issue 22): from the same query as the page, so it works without JavaScript and a
  // shared link gives the same quote. Kept like rendered pages: by day and the tab's canonical state, bounded. A
  // quote not kept is a fresh render, within the client's budget and the process's (render-gate.ts).
  const quotes = new KeptRenders<QuotePdf>(quoteBytesKept, (quote) => quote.bytes.length);
  app.on(["GET", "HEAD"], quotePdfPath, async (c) => {
    const date = now();
    const params = new URL(c.req.url).searchParams;
    // Its number is dated by the UTC day; what it offers, by the cohort status of the day in the cohorts' time zone.
    const cohort = statusKey(cohortStatusAt(plans.cmmcAccelerator, date));
    const key = `${date.toISOString().slice(0, 10)}:${cohort}?${quoteQuery(parsePricingState(params))}`;
    let quote = quotes.get(key);
    if (!quote) {
      const verdict = quotes.pending(key)
        ? "render"
        : renderGate.admit(clientKey(c, trustProxy), { maxWaiting: QUOTES_WAITING_MAX });
      if (verdict !== "render") {
        c.header("Retry-After", verdict === "client" ? "60" : "1");
        return verdict === "client"
          ? quoteProblem(c, 429, quoteMessages.rateLimited)
          : quoteProblem(c, 503, quoteMessages.busy);
      }
      quote = await quotes.make(key, () => renderGate.run(() => renderQuotePdf(params, date)).then(recorded));
    }
    const headers = {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${quote.number}.pdf"`,
      "Content-Length": String(quote.bytes.length),
      // Its number and dates change with the day: always asked again, never indexed.
      "Cache-Control": "no-cache",
      "X-Robots-Tag": "noindex, nofollow",
    };
    if (c.req.method === "HEAD") return c.body(null, 200, headers);
    return c.body(new Uint8Array(quote.bytes), 200, headers);
  });

  // The same quote "prepared for" the buyer (issue 34): the pricing state in the query (as above), the buyer's
  // details in the posted form, so they are in no URL and no log. Printed on the PDF and kept nowhere: never cached,
  // never stored. Each is a fresh render, so a client gets a bounded number a minute.
  const quotePosts = new RateLimiter(QUOTE_POSTS_PER_MINUTE, 60_000);
  app.post(
    quotePdfPath,
    async (c, next) => {
      // Another site's page must not make a visitor's browser download a quote in the vendor's name with its words
      // in "Prepared for" (issue 47): refused like a lead posted from another site.
      if (isCrossSite(c, canonicalHost)) return quoteProblem(c, 403, quoteMessages.crossSite);
      const wait = quotePosts.take(clientKey(c, trustProxy));
      if (wait > 0) {
        c.header("Retry-After", String(wait));
        return quoteProblem(c, 429, quoteMessages.rateLimited);
      }
      if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(c.req.header("content-type") ?? ""))
        return quoteProblem(c, 415, quoteMessages.unsupported);
      await next();
    },
    bodyLimit({ maxSize: PREPARED_FOR_MAX_BYTES, onError: (c) => quoteProblem(c, 413, quoteMessages.tooLarge) }),
    async (c) => {
      let form: URLSearchParams;
      try {
        form = new URLSearchParams(await c.req.text());
      } catch {
        return quoteProblem(c, 400, quoteMessages.incomplete);
      }
      const preparedFor = readPreparedFor(Object.fromEntries(form));
      const quote = await renderGate
        .run(() => renderQuotePdf(new URL(c.req.url).searchParams, now(), preparedFor))
        .then(recorded);
      return c.body(new Uint8Array(quote.bytes), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${quote.number}.pdf"`,
        "Content-Length": String(quote.bytes.length),
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex, nofollow",
      });
    },
  );

  if (renderPage) {
    // A rendered page depends on its canonical state only (no cookies, no visitor data, no tracking parameters),
    // so renders are kept and repeat requests cost what a static file does. Bounded in bytes, least recently used
    // first out, so random queries cannot grow the process.
    const rendered = new KeptRenders<RenderedEntry>(
      renderedBytesKept,
      ({ file }) => file.body.length + (file.gzip?.length ?? 0) + (file.br?.length ?? 0),
    );
    // Pages asked for again get the build's best encodings, one at a time (zlib's pool is shared with everything
    // else), from a short queue: a key that finds it full is queued again when it is asked for again.
    const toCompress = new Set<string>();
    let compressing = false;
    const compressNext = () => {
      const key = toCompress.values().next().value;
      if (compressing || key === undefined) return;
      toCompress.delete(key);
      const entry = rendered.get(key);
      if (!entry || entry.best) return compressNext();
      compressing = true;
      atBestCompression(entry.file)
        .then((file) => {
          const current = rendered.get(key);
          if (current?.file.etag === file.etag) rendered.set(key, { ...current, file, best: true });
        })
        .catch((error: unknown) =>
          console.error(JSON.stringify({ level: "error", msg: "recompression failed", error: String(error) })),
        )
        .finally(() => {
          compressing = false;
          compressNext();
        });
    };
    const compressAtBest = (key: string, entry: RenderedEntry) => {
      if (entry.best || toCompress.size >= BEST_COMPRESSIONS_QUEUED) return;
      toCompress.add(key);
      compressNext();
    };
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      const path = withoutTrailingSlash(c.req.path);
      const canonicalQuery = renderedPaths.get(path);
      if (!canonicalQuery) return next();
      try {
        const url = new URL(c.req.url);
        const query = canonicalQuery(url.searchParams);
        const target = query ? `${path}?${query}` : path;
        // The day in the cohorts' time zone decides what the page offers; the same offer is the same page.
        const day = dayIn(plans.cmmcAccelerator.timeZone, now());
        const key = `${statusKey(cohortStatusOn(plans.cmmcAccelerator, day))} ${target}`;
        let entry = rendered.get(key);
        if (entry) compressAtBest(key, entry);
        else {
          const verdict = rendered.pending(key) ? "render" : renderGate.admit(clientKey(c, trustProxy));
          // Past the client's budget, or with the queue full: the pre-rendered page, whose calculators read the
          // URL once they are live. A working page, never an error, and it costs nothing to send.
          if (verdict !== "render") {
            c.header("X-Render", "deferred");
            return next();
          }
          entry = await rendered.make(key, async () => {
            // Rendered from the canonical URL: the page shows exactly what its key says.
            const page = await renderGate.run(() => renderPage(new URL(target, url), undefined, day));
            return { file: renderedFile(page.html, page.scriptHashes), status: page.status, best: false };
          });
        }
        const file = withEncodingFor(entry.file, c.req.header("accept-encoding"));
        if (file !== entry.file) rendered.set(key, { ...entry, file });
        return send(c, file, entry.status);
      } catch (error) {
        // The pre-rendered page still works (it reads its state from the URL once it hydrates).
        console.error(JSON.stringify({ level: "error", msg: "render failed", path: c.req.path, error: String(error) }));
        return next();
      }
    });
  }

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
    // One page per URL: "/Secops" or "/lp/governance" is the same page, so send the visitor to its real URL.
    const canonical = canonicalPage(site, c.req.path);
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
