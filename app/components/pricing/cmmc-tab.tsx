import type { ReactNode } from "react";
import { Panel, panelSurface } from "#app/components/ui/panel.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { CheckboxField } from "#app/components/ui/checkbox.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import { pricingCopy } from "#app/content/pricing.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import type { CmmcAddOnId } from "#app/lib/pricing/plans.ts";
import { cmmcAddOnOptions, cmmcProgramPrice, cmmcSummary } from "#app/lib/pricing/line-items.ts";
import { cmmcQuote } from "#app/lib/pricing/quote.ts";
import { pricingParams } from "#app/lib/pricing/url-state.ts";
import { siteConfig } from "#app/site.config.ts";
import { CardPrice } from "./card-price.tsx";
import { PriceSummary } from "./price-summary.tsx";
import { UpdatePrices } from "./update-prices.tsx";
import { TabIntro } from "./tab-intro.tsx";
import type { CohortStatus } from "#app/lib/cohorts/calendar.ts";
import { CLOSED_AFTER_ATTRIBUTE, OPEN_UNTIL_ATTRIBUTE } from "#app/lib/cohorts/static-fallback.ts";
import { textFor } from "#app/lib/cohorts/status.ts";

const copy = pricingCopy.cmmc;
const programCopy = pricingCopy.program;

export function CmmcTab({
  cohort,
  addOns,
  onAddOnsChange,
  quoteLink,
}: {
  /** The day's cohort status: the deposit is offered only while a cohort is open for registration. */
  cohort: CohortStatus;
  addOns: CmmcAddOnId[];
  onAddOnsChange: (ids: CmmcAddOnId[]) => void;
  /** The link to this tab's quote, under its summary. */
  quoteLink?: ReactNode;
}) {
  const summary = cmmcSummary(cmmcQuote(addOns));
  const toggle = (id: CmmcAddOnId, on: boolean) =>
    onAddOnsChange(on ? [...addOns.filter((a) => a !== id), id] : addOns.filter((a) => a !== id));

  return (
    <div>
      <TabIntro title={copy.title} lead={copy.lead} />
      <div className="mt-10 grid grid-cols-1 gap-6 lg:grid-cols-2 print:grid-cols-2">
        <div className="space-y-6">
          <Panel id="program-title" title={programCopy.title}>
            <div className="mt-2">
              <CardPrice price={cmmcProgramPrice()} />
            </div>
            <ul className="mt-5 space-y-3 text-sm">
              {programCopy.facts.map(({ icon, text }) => (
                <li key={text.whileOpen} className="flex gap-3">
                  <Icon name={icon} className="size-5 shrink-0 text-accent-700" />
                  {textFor(text, cohort)}
                </li>
              ))}
            </ul>
          </Panel>
          <fieldset className={`${panelSurface} min-w-0`}>
            <legend className="float-left text-lg font-semibold">{copy.addOnsTitle}</legend>
            <p className="clear-left pt-1 text-sm text-muted">{copy.addOnsLead}</p>
            <div className="mt-5 space-y-5">
              {cmmcAddOnOptions().map((addOn) => (
                <CheckboxField
                  key={addOn.id}
                  name={pricingParams.addOns}
                  value={addOn.id}
                  checked={addOns.includes(addOn.id)}
                  onCheckedChange={(on) => toggle(addOn.id, on)}
                  label={addOn.label}
                  description={addOn.detail}
                />
              ))}
            </div>
            <UpdatePrices className="mt-6" />
          </fieldset>
        </div>
        <PriceSummary title={copy.summaryTitle} rows={summary.rows}>
          <div className="mt-4 rounded-xl bg-surface p-4 text-sm">
            <p className="font-semibold">{pricingCopy.summary.installments}</p>
            <ol className="mt-2 space-y-1">
              {summary.installments.map((line) => (
                <li key={line.label} className="flex justify-between gap-4">
                  <span className="text-muted">{line.label}</span>
                  <span className="tabular font-semibold">{line.amount}</span>
                </li>
              ))}
            </ol>
          </div>
          {cohort.open ? (
            <Reserve label={summary.reserveLabel} until={cohort.cohort.registrationClosesOn} />
          ) : (
            <NoOpenCohort />
          )}
          {quoteLink && <div className="mt-4 text-center">{quoteLink}</div>}
        </PriceSummary>
      </div>
    </div>
  );
}

/**
 * The deposit button of the open cohort. On a static host, a page built before the registration's last day may still
 * be served after it: the first-paint script then hides the button and shows the notice after it, with the way to
 * hear about the next cohort (app/lib/cohorts/static-fallback.ts). This server renders each day afresh.
 */
function Reserve({ label, until }: { label: string; until: string }) {
  const { action, notice } = pricingCopy.cmmc.closed;
  return (
    <>
      <SmartLink
        to={siteConfig.links.cohortPayment}
        className={buttonClasses("primary", "lg", "mt-6 w-full")}
        {...{ [OPEN_UNTIL_ATTRIBUTE]: until }}
      >
        {label}
      </SmartLink>
      <div hidden {...{ [CLOSED_AFTER_ATTRIBUTE]: until }} className="mt-6 text-sm">
        <p className="font-semibold">{notice}</p>
        <SmartLink to={action.to} className={buttonClasses("primary", "lg", "mt-3 w-full")}>
          {action.label}
        </SmartLink>
      </div>
    </>
  );
}

/** In place of the deposit, while no cohort is open: what that means, and the way to hear about the next one. */
function NoOpenCohort() {
  const { action } = pricingCopy.cmmc.closed;
  return (
    <div className="mt-6 rounded-xl border border-line p-4">
      <p className="font-semibold">{copy.closed.title}</p>
      <p className="mt-1 text-sm text-muted">{copy.closed.body}</p>
      <SmartLink to={action.to} className={buttonClasses("primary", "lg", "mt-4 w-full")}>
        {action.label}
      </SmartLink>
    </div>
  );
}
