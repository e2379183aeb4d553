import { ChevronDown, FileDown } from "lucide-react";
import { type MouseEvent, useId, useState } from "react";
import { fillText } from "#app/content/figures.ts";
import { FormProblemSummary } from "#app/components/forms/form-problem-summary.tsx";
import { Field, inputClasses } from "#app/components/ui/field.tsx";
import { pricingCopy } from "#app/content/pricing.ts";
import { QUOTE_FORM, fieldId, useFormProblem } from "#app/lib/forms/problem.ts";
import {
  type PreparedForField,
  preparedForFields,
  readPreparedFor,
  tooLongErrors,
} from "#app/lib/pricing/prepared-for.ts";
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
  // Sent back by the server (a native post past a limit): the fields open, with what was typed and each error.
  const problem = useFormProblem(QUOTE_FORM);
  const [errors, setErrors] = useState<Partial<Record<PreparedForField, string>>>(problem?.errors ?? {});
  if (!quotesAvailable()) return null;

  // With JavaScript, a value past its limit is said under its field before anything is sent (the server's own
  // reading, so both say the same), and focus goes to the first such field. A click is also what Enter in a
  // field makes of the form's button.
  const checkBeforeSending = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    const found = tooLongErrors(readPreparedFor(Object.fromEntries(new FormData(form))), words);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (!first) return;
    event.preventDefault();
    document.getElementById(fieldId(QUOTE_FORM, first))?.focus();
  };
  // Once said, an error goes as soon as its field is short enough.
  const recheck = (field: PreparedForField, value: string) => {
    if (!errors[field]) return;
    const found = tooLongErrors(readPreparedFor({ [preparedForFields[field].name]: value }), words);
    setErrors((shown) => ({ ...shown, [field]: found[field] }));
  };
  return (
    // The quote is a document of its own: a printed page leaves its link and form off.
    <div className={cn("space-y-2 print:hidden", className)}>
      <a href={quoteHref(state, tab)} rel="nofollow" className={linkClasses}>
        <FileDown aria-hidden="true" className="size-5 shrink-0" />
        {pricingCopy.quote.link}
      </a>
      <details id={`${QUOTE_FORM}-form`} open={problem ? true : undefined} className="group text-left">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 font-medium text-accent-800 underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
          {words.summary}
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <div className="mt-2 space-y-3 rounded-card border border-line bg-white p-4">
          {/* Only on the page the server sends back, which never hydrates: the islands' script leaves it out. */}
          {import.meta.env.SSR && problem && (
            <FormProblemSummary
              problem={problem}
              words={{ title: words.problemTitle, fieldsIntro: words.problemIntro }}
            />
          )}
          {(
            [
              ["organisation", words.organisation, "organization"],
              ["contact", words.contact, "name"],
              ["email", words.email, "email"],
            ] as const
          ).map(([field, label, autoComplete]) => (
            <Field
              key={field}
              id={fieldId(QUOTE_FORM, field)}
              label={label}
              error={errors[field]}
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
                  defaultValue={problem?.values[preparedForFields[field].name]}
                  onChange={(event) => recheck(field, event.currentTarget.value)}
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
            onClick={checkBeforeSending}
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
