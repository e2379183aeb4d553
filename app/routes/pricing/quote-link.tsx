import { FileDown } from "lucide-react";
import { pricingCopy } from "#app/content/pricing.ts";
import { quoteHref, quotesAvailable } from "#app/lib/pricing/quote-document.ts";
import type { PricingState, PricingTab } from "#app/lib/pricing/url-state.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * "Download quote (PDF)" under a tab's summary: the server renders the quote from the tab's state (issue 22), so
 * the link works before any script and a shared link gives the same quote. `nofollow`: a quote is not a page to
 * index. Not shown on a static host, which has no server to render it.
 */
export function QuoteLink({ state, tab, className }: { state: PricingState; tab: PricingTab; className?: string }) {
  if (!quotesAvailable()) return null;
  return (
    <a
      href={quoteHref(state, tab)}
      rel="nofollow"
      className={cn(
        "inline-flex min-h-11 items-center gap-2 font-semibold text-accent-800 underline underline-offset-4 hover:text-accent-700",
        className,
      )}
    >
      <FileDown aria-hidden="true" className="size-5 shrink-0" />
      {pricingCopy.quote.link}
    </a>
  );
}
