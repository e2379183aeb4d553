import { CalendarDays, CreditCard, Timer, Users } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/checkbox";
import { SmartLink } from "~/components/ui/smart-link";
import { pricingCopy } from "~/content/pricing";
import { formatUsd, usd } from "~/lib/pricing/money";
import { type CmmcAddOnId, cmmcAccelerator as program } from "~/lib/pricing/plans";
import { cmmcQuote } from "~/lib/pricing/quote";
import { pricingParams } from "~/lib/pricing/url-state";
import { siteConfig } from "~/site.config";
import { PriceSummary } from "./price-summary";
import { UpdatePrices } from "./update-prices";
import { TabIntro } from "./tab-intro";

const copy = pricingCopy.cmmc;
const summaryLabels = pricingCopy.summary;
const programCopy = pricingCopy.program;

export function CmmcTab({
  addOns,
  onAddOnsChange,
}: {
  addOns: CmmcAddOnId[];
  onAddOnsChange: (ids: CmmcAddOnId[]) => void;
}) {
  const quote = cmmcQuote(addOns);
  const facts = [
    { icon: CalendarDays, text: programCopy.schedule(program.weeks, program.cohortStart.pricingTab) },
    { icon: Users, text: programCopy.cohortSize(program.companiesPerCohort) },
    { icon: Timer, text: programCopy.registration(program.registrationCloses) },
    { icon: CreditCard, text: programCopy.payment(program.paymentMethods) },
    { icon: CalendarDays, text: programCopy.platformAccess(program.platformAccessAfterCohort.pricingTab) },
  ];
  const toggle = (id: CmmcAddOnId, on: boolean) =>
    onAddOnsChange(on ? [...addOns.filter((a) => a !== id), id] : addOns.filter((a) => a !== id));

  return (
    <div>
      <TabIntro title={copy.title} lead={copy.lead} />
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <section aria-labelledby="program-title" className="rounded-card border border-line bg-white p-6 shadow-card">
            <h3 id="program-title" className="text-lg font-semibold">
              {programCopy.title}
            </h3>
            <p className="mt-2">
              <span className="tabular text-4xl font-bold">{formatUsd(usd(program.basePrice))}</span>
              <span className="text-muted">
                {programCopy.installmentsLine(
                  program.installments.count,
                  formatUsd(usd(program.installments.amount)),
                  program.installments.interval,
                )}
              </span>
            </p>
            <ul className="mt-5 space-y-3 text-sm">
              {facts.map(({ icon: FactIcon, text }) => (
                <li key={text} className="flex gap-3">
                  <FactIcon aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
                  {text}
                </li>
              ))}
            </ul>
          </section>
          <fieldset className="rounded-card border border-line bg-white p-6 shadow-card">
            <legend className="float-left text-lg font-semibold">{copy.addOnsTitle}</legend>
            <p className="clear-left pt-1 text-sm text-muted">{copy.addOnsLead}</p>
            <div className="mt-5 space-y-5">
              {program.addOns.map((addOn) => (
                <CheckboxField
                  key={addOn.id}
                  name={pricingParams.addOns}
                  value={addOn.id}
                  checked={addOns.includes(addOn.id)}
                  onCheckedChange={(on) => toggle(addOn.id, on)}
                  label={`${addOn.name}: ${formatUsd(usd(addOn.price))}`}
                  description={programCopy.addOnDetail(formatUsd(usd(addOn.hourlyRate)), addOn.cadence, addOn.note)}
                />
              ))}
            </div>
            <UpdatePrices className="mt-6" />
          </fieldset>
        </div>
        <PriceSummary
          title={copy.summaryTitle}
          rows={[
            { label: summaryLabels.program, value: formatUsd(quote.base) },
            ...quote.addOns.map((addOn) => ({ label: addOn.name, value: formatUsd(addOn.price) })),
            { label: summaryLabels.total, value: formatUsd(quote.total), emphasis: true },
            { label: summaryLabels.deposit, value: formatUsd(quote.deposit) },
            { label: summaryLabels.balance, value: formatUsd(quote.balanceAfterDeposit) },
          ]}
        >
          <div className="mt-4 rounded-xl bg-surface p-4 text-sm">
            <p className="font-semibold">{summaryLabels.installments}</p>
            <ol className="mt-2 space-y-1">
              {quote.installments.map((amount, i) => (
                <li key={i} className="flex justify-between gap-4">
                  <span className="text-muted">
                    {programCopy.installment(i + 1, formatUsd(quote.deposit), quote.addOns.length > 0)}
                  </span>
                  <span className="tabular font-semibold">{formatUsd(amount)}</span>
                </li>
              ))}
            </ol>
          </div>
          <SmartLink to={siteConfig.links.cohortPayment} className={buttonClasses("primary", "lg", "mt-6 w-full")}>
            {programCopy.reserveLabel(copy.reserve, formatUsd(quote.deposit))}
          </SmartLink>
        </PriceSummary>
      </div>
    </div>
  );
}
