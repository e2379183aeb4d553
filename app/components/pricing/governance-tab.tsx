import type { ReactNode } from "react";
import { pricingCopy } from "#app/content/pricing.ts";
import { type Billing, type GovernancePlanId, governancePlans } from "#app/lib/pricing/plans.ts";
import { governanceCardPrice, governanceSummary } from "#app/lib/pricing/line-items.ts";
import { pricingParams } from "#app/lib/pricing/url-state.ts";
import { siteConfig } from "#app/site.config.ts";
import { CardPrice } from "./card-price.tsx";
import { BillingTabIntro } from "./tab-intro.tsx";
import { PlanOption } from "./plan-option.tsx";
import { PriceSummary } from "./price-summary.tsx";
import { UpdatePrices } from "./update-prices.tsx";

const copy = pricingCopy.governance;

interface GovernanceTabProps {
  planId: GovernancePlanId;
  billing: Billing;
  onPlanChange: (id: GovernancePlanId) => void;
  onBillingChange: (billing: Billing) => void;
  /** The link to this tab's quote, under its summary. */
  quoteLink?: ReactNode;
}

export function GovernanceTab({ planId, billing, onPlanChange, onBillingChange, quoteLink }: GovernanceTabProps) {
  const selected = governancePlans.find((plan) => plan.id === planId) ?? governancePlans[1]!;
  return (
    <div>
      <BillingTabIntro
        copy={copy}
        name={pricingParams.governanceBilling}
        billing={billing}
        onBillingChange={onBillingChange}
      />
      {/* Columns follow the room in rem, as on the SecOps tab (text at 200% gets one card per row). */}
      <fieldset className="@container mt-10">
        <legend className="sr-only">{copy.planGroupLabel}</legend>
        <ul className="grid gap-6 pt-3 @4xl:grid-cols-3 print:grid-cols-3 print:gap-4">
          {governancePlans.map((plan) => {
            return (
              <PlanOption
                key={plan.id}
                group={pricingParams.governancePlan}
                value={String(plan.id)}
                name={plan.name}
                checked={plan.id === selected.id}
                onSelect={() => onPlanChange(plan.id)}
                badge={plan.recommended ? copy.recommended : null}
                price={<CardPrice price={governanceCardPrice(plan, billing)} />}
                details={
                  <dl className="space-y-1">
                    <div>
                      <dt className="inline font-semibold text-ink">{copy.frameworkLabel}: </dt>
                      <dd className="inline">{plan.frameworkAccess}</dd>
                    </div>
                    <div>
                      <dt className="inline font-semibold text-ink">{copy.audienceLabel}: </dt>
                      <dd className="inline">{plan.targetAudience}</dd>
                    </div>
                  </dl>
                }
                features={plan.features}
                cta={{ label: copy.cta, href: siteConfig.links.governanceSignup }}
              />
            );
          })}
        </ul>
      </fieldset>
      <UpdatePrices />
      <div className="mx-auto mt-10 max-w-xl">
        <PriceSummary {...governanceSummary(selected, billing)}>
          {quoteLink && <div className="mt-4">{quoteLink}</div>}
        </PriceSummary>
      </div>
    </div>
  );
}
