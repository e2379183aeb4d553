/**
 * The quote PDF's two routes (issues 22 and 34): GET, the quote of a pricing state, from the same query as the page,
 * so it works without JavaScript and a shared link gives the same quote; POST, the same quote "prepared for" the
 * buyer, whose details come in the posted form, so they are in no URL and no log. Each fresh render is within the
 * client's budget and the process's (render-gate.ts).
 */
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { plans } from "#app/content/plans.ts";
import { cohortStatusAt, statusKey } from "#app/lib/cohorts/calendar.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { refusals } from "#app/content/refusals.ts";
import { pages } from "#app/content/pages.ts";
import { type FormProblem, QUOTE_FORM } from "#app/lib/forms/problem.ts";
import {
  PREPARED_FOR_MAX_BYTES,
  preparedForFields,
  readPreparedFor,
  tooLongErrors,
} from "#app/lib/pricing/prepared-for.ts";
import { quotePdfPath, quoteQuery } from "#app/lib/pricing/quote-document.ts";
import { parsePricingState } from "#app/lib/pricing/url-state.ts";
import { clientKey, isCrossSite } from "#server/leads/api.ts";
import { formProblemPage, plainProblemPage } from "#server/leads/native-answers.ts";
import { refusalTitles } from "#server/leads/page-of-its-own.ts";
import { RateLimiter } from "#server/leads/rate-limit.ts";
import type { IssuedQuote } from "#server/leads/workspace.ts";
import { KeptRenders } from "#server/shared/bounded-cache.ts";
import { type QuotePdf, renderQuotePdf } from "./quote-pdf.ts";
import type { PageRenderer } from "./page-renderer.ts";
import type { RenderGate } from "./render-gate.ts";

/**
 * Quotes waiting for their turn at most before one is told to come back (503): a quote has no stand-in, so it waits
 * longer than a page (which gets its pre-rendered file past 8). Each waits ~8 ms: 64 is half a second.
 */
const QUOTES_WAITING_MAX = 64;

/** Quotes with a "Prepared for" block a client may ask for in a minute (each one is rendered afresh). */
export const QUOTE_POSTS_PER_MINUTE = 20;

const preparedForWords = pricingCopy.quote.preparedFor;
/** What a refused quote request says, on a page of its own (the browser's Back button keeps what was typed). */
export const quoteMessages = refusals.quotes;

export interface QuoteRouteOptions {
  renderGate: RenderGate;
  trustProxy: number;
  /** SITE_ORIGIN's host: a quote posted from another site is refused. */
  canonicalHost?: string;
  /** How many bytes of quote PDFs are kept; the least recently used go first. */
  quoteBytesKept: number;
  recordQuote: (quote: IssuedQuote) => Promise<void>;
  now: () => Date;
  /** Renders the pricing page again with the "Prepared for" fields' errors; without it, a plain page says them. */
  renderPage?: PageRenderer;
}

export function mountQuoteRoutes(
  app: Hono,
  { renderGate, trustProxy, canonicalHost, quoteBytesKept, recordQuote, now, renderPage }: QuoteRouteOptions,
): void {
  /** A fresh quote, once its record is kept (a store that fails costs the record, never the visitor's quote). */
  const recorded = async (quote: QuotePdf) => {
    await recordQuote(quote.issued).catch((error: unknown) =>
      console.error(JSON.stringify({ level: "error", msg: "quote not recorded", error: String(error) })),
    );
    return quote;
  };

  const quoteProblem = (c: Context, status: number, message: string, lines: string[] = []) =>
    plainProblemPage(c, status, message, lines, refusalTitles.quotes);

  // Kept like rendered pages: by day and the tab's canonical state, bounded. A quote not kept is a fresh render.
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

  // Printed on the PDF and kept nowhere: never cached, never stored. Each is a fresh render, so a client gets a
  // bounded number a minute.
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
      // A value longer than the quote prints is said, never cut: the page names each field and its limit, and the
      // browser's Back button returns to the form with what was typed.
      // The pricing page of the same state comes back (within the render gate's bounds) with the fields open, what
      // was typed in them and each error under its field, as a lead form does.
      if (preparedFor.tooLong.length > 0) {
        const values = Object.fromEntries(
          Object.values(preparedForFields).map(({ name }) => [name, form.get(name) ?? ""]),
        );
        const problem: FormProblem = { form: QUOTE_FORM, values, errors: tooLongErrors(preparedFor, preparedForWords) };
        const page = `${pages.pricing.path}${new URL(c.req.url).search}`;
        const render = renderPage && ((url: URL) => renderGate.run(() => renderPage(url, problem)));
        return formProblemPage(c, 422, problem, page, render, {
          title: refusalTitles.quotes,
          message: quoteMessages.tooLong,
        });
      }
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
}
