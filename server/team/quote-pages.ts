/**
 * Quotes by number: the quotes issued with a number (the last 400 days), and a quote's PDF made again, when today's
 * prices still quote its choices on its day as they were quoted.
 */
import type { Hono } from "hono";
import type { LeadRepository } from "#server/leads/repository.ts";
import type { IssuedQuote } from "#server/leads/workspace.ts";
import type { QuotePdf } from "#server/site/quote-pdf.ts";
import { TEAM_PATH } from "./auth.ts";
import { quoteLookup } from "./views/sections.ts";
import type { WorkspaceKit } from "./workspace-kit.ts";

const QUOTE_NUMBER = /^Q-\d{8}-[0-9A-F]{6}$/;

export interface QuotePagesOptions {
  store: LeadRepository;
  /** Renders a quote again (the site's own renderer, within its bounds). */
  renderQuote: (params: URLSearchParams, date: Date) => Promise<QuotePdf>;
  /** What the quote of a state on a day records, without its PDF (quote-pdf.ts issuedQuote). */
  priceQuote: (params: URLSearchParams, date: Date) => IssuedQuote;
}

export function mountQuotePages(app: Hono, kit: WorkspaceKit, options: QuotePagesOptions) {
  const { send, problem, signedIn } = kit;
  const { store } = options;
  /** A recorded quote's day, as the renderer takes it (midday UTC: the same day in every zone it is dated by). */
  const issuedDay = (quote: IssuedQuote) => new Date(`${quote.issuedOn}T12:00:00Z`);
  /** Whether today's prices quote the recorded state on its day as it was quoted (no PDF is made to tell). */
  const quotedAlike = (quote: IssuedQuote) => {
    const again = options.priceQuote(new URLSearchParams(quote.query), issuedDay(quote));
    return again.number === quote.number && again.total === quote.total;
  };

  app.get(`${TEAM_PATH}/quotes`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    const typed = (c.req.query("number") ?? "").trim().toUpperCase();
    let error: string | undefined;
    let found: Awaited<ReturnType<LeadRepository["quotesNumbered"]>> = [];
    const pricesChanged = new Set<string>();
    if (typed && !QUOTE_NUMBER.test(typed))
      error = "A quote number looks like Q-20261126-3FA2C1: Q, the day, six letters or digits.";
    else if (typed) {
      found = await store.quotesNumbered(typed);
      if (found.length === 0) error = "No quote with this number was issued in the last 400 days.";
      for (const quote of found) if (!quotedAlike(quote)) pricesChanged.add(quote.query);
    }
    return send(
      c,
      {
        title: "Quotes",
        viewer: member,
        section: "/team/quotes",
        notice: error ? { kind: "error", text: error } : undefined,
        body: quoteLookup({ number: typed, error, found, pricesChanged }),
      },
      error && typed ? (found.length === 0 && QUOTE_NUMBER.test(typed) ? 404 : 400) : 200,
    );
  });

  app.get(`${TEAM_PATH}/quotes/:file{Q-\\d{8}-[0-9A-F]{6}\\.pdf}`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    const number = c.req.param("file").replace(/\.pdf$/, "");
    const query = new URL(c.req.url).search.slice(1);
    const record = (await store.quotesNumbered(number)).find((quote) => quote.query === query);
    if (!record) return problem(c, 404, "No quote with this number and these choices was issued.", member);
    if (!quotedAlike(record))
      return problem(
        c,
        409,
        "Prices have changed since this quote was issued, so its PDF cannot be made again.",
        member,
      );
    const quote = await options.renderQuote(new URLSearchParams(query), issuedDay(record));
    return c.body(new Uint8Array(quote.bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${number}.pdf"`,
    });
  });
}
