import type { ReactNode } from "react";
import { Panel } from "#app/components/ui/panel.tsx";
import { SliderField } from "#app/components/ui/slider.tsx";
import { pricingCopy } from "#app/content/pricing.ts";
import { limits } from "#app/content/layout-limits.ts";
import {
  secopsCardFeatures,
  secopsCardPrice,
  secopsSummary,
  secopsTrialFacts,
  sliderValueText,
} from "#app/lib/pricing/line-items.ts";
import { type Billing, type SecOpsPlanId, secopsPlans } from "#app/lib/pricing/plans.ts";
import { secopsQuote } from "#app/lib/pricing/quote.ts";
import { pricingParams } from "#app/lib/pricing/url-state.ts";
import { siteConfig } from "#app/site.config.ts";
import { PlanOption } from "./plan-option.tsx";
import { CardPrice } from "./card-price.tsx";
import { HiddenSettings } from "./hidden-settings.tsx";
import { PriceSummary } from "./price-summary.tsx";
import { UpdatePrices } from "./update-prices.tsx";
import { BillingTabIntro } from "./tab-intro.tsx";

const copy = pricingCopy.secops;

interface SecOpsTabProps {
  planId: SecOpsPlanId;
  billing: Billing;
  users: number;
  storage: number;
  onChange: (patch: { secopsPlan?: SecOpsPlanId; secopsBilling?: Billing; users?: number; storage?: number }) => void;
  /** The link to this tab's quote, under its summary (or the trial's or Enterprise's panel). */
  quoteLink?: ReactNode;
}

export function SecOpsTab({ planId, billing, users, storage, onChange, quoteLink }: SecOpsTabProps) {
  const selected = secopsPlans.find((plan) => plan.id === planId) ?? secopsPlans[1]!;
  const quote = secopsQuote(selected, billing, users, storage);
  return (
    <div>
      <BillingTabIntro
        copy={copy}
        name={pricingParams.secopsBilling}
        billing={billing}
        onBillingChange={(secopsBilling) => onChange({ secopsBilling })}
      />
      {/* Columns follow the room the cards have in rem (a container query), so text enlarged to 200% gets fewer,
          wider cards instead of prices pushed past the screen (WCAG 1.4.4). */}
      <fieldset className="@container mt-10">
        <legend className="sr-only">{copy.planGroupLabel}</legend>
        <ul className="grid gap-6 pt-3 @2xl:grid-cols-2 @6xl:grid-cols-4 print:grid-cols-2">
          {secopsPlans.map((plan) => (
            <PlanOption
              key={plan.id}
              group={pricingParams.secopsPlan}
              value={plan.id}
              name={plan.name}
              checked={plan.id === selected.id}
              onSelect={() => onChange({ secopsPlan: plan.id })}
              badge={plan.recommended ? copy.popular : null}
              price={<CardPrice price={secopsCardPrice(plan, billing)} compact />}
              details={plan.targetCustomer}
              features={secopsCardFeatures(plan).slice(0, limits.secopsCardLines)}
              cta={{ label: copy.cta, href: siteConfig.links.secopsBooking }}
            />
          ))}
        </ul>
      </fieldset>
      <UpdatePrices />

      <div className="mt-10 grid grid-cols-1 gap-6 lg:grid-cols-2 print:grid-cols-2">
        {quote.kind === "priced" && (
          <>
            <Panel id="customize-title" title={copy.customizeTitle} lead={copy.customizeLead}>
              <div className="mt-6 space-y-8">
                <SliderField
                  label={copy.usersLabel}
                  name={pricingParams.users}
                  value={quote.users}
                  {...quote.userRange}
                  onValueChange={(value) => onChange({ users: value })}
                  valueText={sliderValueText.users}
                />
                <SliderField
                  label={copy.storageLabel}
                  name={pricingParams.storage}
                  value={quote.storageGb}
                  {...quote.storageRange}
                  onValueChange={(value) => onChange({ storage: value })}
                  valueText={sliderValueText.storage}
                />
              </div>
              <UpdatePrices className="mt-6" liveNote={copy.customizeLiveNote} />
            </Panel>
            <PriceSummary {...secopsSummary(quote)}>
              {quoteLink && <div className="mt-4">{quoteLink}</div>}
            </PriceSummary>
          </>
        )}
        {quote.kind !== "priced" && (
          // No sliders for this plan: the form still carries the users and storage it was given.
          <HiddenSettings state={{ users, storage }} />
        )}
        {quote.kind === "trial" && (
          <Panel
            id="trial-title"
            title={copy.trialTitle}
            lead={copy.trialLead}
            className="lg:col-span-2"
            leadClassName="mt-1 text-muted"
          >
            <ul className="mt-4 flex flex-wrap gap-3 text-sm font-medium">
              {secopsTrialFacts(quote).map((item) => (
                <li key={item} className="rounded-full bg-accent-50 px-3 py-1 text-accent-800">
                  {item}
                </li>
              ))}
            </ul>
            {quoteLink && <div className="mt-4">{quoteLink}</div>}
          </Panel>
        )}
        {quote.kind === "custom" && (
          <Panel id="custom-title" title={copy.customTitle} className="lg:col-span-2">
            <p className="mt-2 text-2xl font-bold">{quote.customPricing}</p>
            <p className="mt-1 text-muted">{copy.customLead}</p>
            {quoteLink && <div className="mt-4">{quoteLink}</div>}
          </Panel>
        )}
      </div>
    </div>
  );
}
