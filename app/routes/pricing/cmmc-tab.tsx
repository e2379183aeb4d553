import { Panel, panelSurface } from "~/components/ui/panel";
import { buttonClasses } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/checkbox";
import { SmartLink } from "~/components/ui/smart-link";
import { pricingCopy } from "~/content/pricing";
import { Icon } from "~/components/ui/icon";
import type { CmmcAddOnId } from "~/lib/pricing/plans";
import { cmmcAddOnOptions, cmmcProgramPrice, cmmcSummary } from "~/lib/pricing/line-items";
import { cmmcQuote } from "~/lib/pricing/quote";
import { pricingParams } from "~/lib/pricing/url-state";
import { siteConfig } from "~/site.config";
import { CardPrice } from "./card-price";
import { PriceSummary } from "./price-summary";
import { UpdatePrices } from "./update-prices";
import { TabIntro } from "./tab-intro";

const copy = pricingCopy.cmmc;
const programCopy = pricingCopy.program;

export function CmmcTab({
  addOns,
  onAddOnsChange,
}: {
  addOns: CmmcAddOnId[];
  onAddOnsChange: (ids: CmmcAddOnId[]) => void;
}) {
  const summary = cmmcSummary(cmmcQuote(addOns));
  const toggle = (id: CmmcAddOnId, on: boolean) =>
    onAddOnsChange(on ? [...addOns.filter((a) => a !== id), id] : addOns.filter((a) => a !== id));

  return (
    <div>
      <TabIntro title={copy.title} lead={copy.lead} />
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Panel id="program-title" title={programCopy.title}>
            <div className="mt-2">
              <CardPrice price={cmmcProgramPrice()} />
            </div>
            <ul className="mt-5 space-y-3 text-sm">
              {programCopy.facts.map(({ icon, text }) => (
                <li key={text} className="flex gap-3">
                  <Icon name={icon} className="size-5 shrink-0 text-accent-700" />
                  {text}
                </li>
              ))}
            </ul>
          </Panel>
          <fieldset className={panelSurface}>
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
          <SmartLink to={siteConfig.links.cohortPayment} className={buttonClasses("primary", "lg", "mt-6 w-full")}>
            {summary.reserveLabel}
          </SmartLink>
        </PriceSummary>
      </div>
    </div>
  );
}
