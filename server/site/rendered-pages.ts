/**
 * The pages this server renders per request instead of sending the pre-rendered file (`renderedPaths`). A rendered
 * page depends on its canonical state only (no cookies, no visitor data, no tracking parameters), so renders are kept
 * and repeat requests cost what a static file does; a fresh render is within the client's budget and the process's
 * (render-gate.ts), and past it the pre-rendered page is sent, which works all the same.
 */
import type { Context, Hono } from "hono";
import { withoutTrailingSlash } from "#app/content/pages.ts";
import { plans } from "#app/content/plans.ts";
import { cohortStatusOn, dayIn, statusKey } from "#app/lib/cohorts/calendar.ts";
import { canonicalPricingQuery } from "#app/lib/pricing/url-state.ts";
import { clientKey } from "#server/leads/api.ts";
import { KeptRenders } from "#server/shared/bounded-cache.ts";
import type { PageRenderer } from "./page-renderer.ts";
import type { RenderGate } from "./render-gate.ts";
import { type StaticFile, atBestCompression, renderedFile, withEncodingFor } from "./static-site.ts";

/**
 * Pages this server renders per request: /pricing, so a shared link such as ?tab=cmmc-accelerator paints its own
 * state first (docs/decisions/0006-native-forms-and-server-pricing.md), and the pages that offer a seat in the CMMC
 * cohort, which change on the day its registration closes (issue 36): a long-running server shows the day's offer
 * without a rebuild. Each maps the request's query to the canonical query of what the page shows: tracking
 * parameters (utm_*, gclid), unknown parameters and out-of-range values all give the state's one URL, so they share
 * one kept render.
 */
export const renderedPaths = new Map<string, (params: URLSearchParams) => string>([
  ["/pricing", canonicalPricingQuery],
  ["/lp/cmmc-accelerator", () => ""],
  ["/lp/Governance", () => ""],
]);

/** A page rendered on request, kept: `best` once its encodings are the build's best (it was asked for again). */
interface RenderedEntry {
  file: StaticFile;
  status: number;
  best: boolean;
}

/** Pages waiting for their best compression at most (each ~65 ms of CPU on zlib's pool). */
const BEST_COMPRESSIONS_QUEUED = 16;

export interface RenderedPageOptions {
  renderPage: PageRenderer;
  /** How many bytes of rendered pages are kept (all their encodings together); the least recently used go first. */
  renderedBytesKept: number;
  renderGate: RenderGate;
  trustProxy: number;
  /** The clock the day's cohort offer is read from. */
  now: () => Date;
  send: (c: Context, file: StaticFile, status: number) => Response;
}

export function mountRenderedPages(
  app: Hono,
  { renderPage, renderedBytesKept, renderGate, trustProxy, now, send }: RenderedPageOptions,
): void {
  // Bounded in bytes, least recently used first out, so random queries cannot grow the process.
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
