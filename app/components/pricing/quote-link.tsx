import { ChevronDown, FileDown } from "lucide-react";
import { useId } from "react";
import { fillText } from "#app/content/figures.ts";
import { Field, inputClasses } from "#app/components/ui/field.tsx";
import { pricingCopy } from "#app/content/pricing.ts";
import { preparedForFields } from "#app/lib/pricing/prepared-for.ts";
import { quoteHref, quotesAvailable } from "#app/lib/pricing/quote-document.ts";
import type { PricingState, PricingTab } from "#app/lib/pricing/url-state.ts";
import { cn } from "#app/lib/utils.ts";

/** The form that posts the "Prepared for" fields: outside the pricing form (a form may not hold another). */
export const QUOTE_FORM_ID = "quote-prepared-for";

const words = pricingCopy.quote.preparedFor;
const linkClasses =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-accent-800 underline underline-offset-4 hover:text-accent-700";

/**
 * "Download quote (PDF)" under a tab's summary: the server renders the quote from the tab's state (issue 22), so
 * the link works before any script and a shared link gives the same quote. `nofollow`: a quote is not a page to
 * index. Under it, a disclosure with the optional "Prepared for" fields (issue 34): they belong to the quote form
 * (QuoteForm), which posts them, so what the buyer types goes in no URL and is kept nowhere. Not shown on a static
 * host, which has no server to render a quote.
 */
export function QuoteLink({ state, tab, className }: { state: PricingState; tab: PricingTab; className?: string }) {
  const noteId = useId();
  if (!quotesAvailable()) return null;
  return (
    <div className={cn("space-y-2", className)}>
      <a href={quoteHref(state, tab)} rel="nofollow" className={linkClasses}>
        <FileDown aria-hidden="true" className="size-5 shrink-0" />
        {pricingCopy.quote.link}
      </a>
      <details className="group text-left">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 font-medium text-accent-800 underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
          {words.summary}
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <div className="mt-2 space-y-3 rounded-card border border-line bg-white p-4">
          {(
            [
              ["organisation", words.organisation, "organization"],
              ["contact", words.contact, "name"],
              ["email", words.email, "email"],
            ] as const
          ).map(([field, label, autoComplete]) => (
            <Field
              key={field}
              label={label}
              hint={fillText(words.limit, { max: preparedForFields[field].max })}
              hintPlacement="after"
            >
              {(control) => (
                <input
                  {...control}
                  // The privacy note is read with every field: what is typed here is printed, never kept.
                  aria-describedby={`${control["aria-describedby"]} ${noteId}`}
                  form={QUOTE_FORM_ID}
                  name={preparedForFields[field].name}
                  type={field === "email" ? "email" : "text"}
                  autoComplete={autoComplete}
                  className={inputClasses}
                />
              )}
            </Field>
          ))}
          <p id={noteId} className="text-sm text-muted">
            {words.note} {words.scripts}
          </p>
          <button
            type="submit"
            form={QUOTE_FORM_ID}
            className={cn(linkClasses, "cursor-pointer bg-transparent text-left")}
          >
            <FileDown aria-hidden="true" className="size-5 shrink-0" />
            {words.submit}
          </button>
        </div>
      </details>
    </div>
  );
}

/** The form the "Prepared for" fields and their button belong to: it posts them to the quote of the tab's state. */
export function QuoteForm({ state }: { state: PricingState }) {
  if (!quotesAvailable()) return null;
  // Empty: its fields and button sit in the summary and name it with their form attribute.
  return <form id={QUOTE_FORM_ID} method="post" action={quoteHref(state, state.tab)} />;
}
