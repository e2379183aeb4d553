import type { ReactNode } from "react";
import { SwitchField } from "#app/components/ui/switch.tsx";
import { pricingCopy } from "#app/content/pricing.ts";
import type { Billing } from "#app/lib/pricing/plans.ts";
import { billingValues } from "#app/lib/pricing/url-state.ts";

export function TabIntro({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
      <div className="max-w-2xl">
        <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
        <p className="mt-2 text-muted">{lead}</p>
      </div>
      {children}
    </div>
  );
}

/** A tab's heading with its annual-billing switch and the switch's saving badge. */
export function BillingTabIntro({
  copy,
  name,
  billing,
  onBillingChange,
}: {
  copy: { title: string; lead: string; badge: string };
  /** The switch's URL parameter. */
  name: string;
  billing: Billing;
  onBillingChange: (billing: Billing) => void;
}) {
  return (
    <TabIntro title={copy.title} lead={copy.lead}>
      <SwitchField
        label={pricingCopy.billingLabel}
        name={name}
        values={billingValues}
        checked={billing === "annual"}
        onCheckedChange={(on) => onBillingChange(on ? "annual" : "monthly")}
        badge={
          <span className="min-w-0 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800 wrap-anywhere">
            {copy.badge}
          </span>
        }
      />
    </TabIntro>
  );
}
