import { PageHero } from "~/components/sections/page-hero";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { heroes } from "~/content/heroes";
import { pages } from "~/content/pages";
import { pricingCopy } from "~/content/pricing";
import { pricingJsonLd } from "~/lib/pricing/json-ld";
import type { PricingTab } from "~/lib/pricing/url-state";
import type { RouteHandle } from "~/root";
import { absoluteUrl, buildMeta } from "~/lib/seo/meta";
import { siteConfig } from "~/site.config";
import { CmmcTab } from "./cmmc-tab";
import { GovernanceTab } from "./governance-tab";
import { SecOpsTab } from "./secops-tab";
import { usePricingState } from "./use-pricing-state";

export const meta = () =>
  buildMeta(pages.pricing, { jsonLd: pricingJsonLd(siteConfig.brandName, absoluteUrl(pages.pricing.path)) });

/** The calculators need React in the browser (docs/decisions/0005-html-first.md). */
export const handle: RouteHandle = { hydrate: true };

const tabs = Object.keys(pricingCopy.tabs) as PricingTab[];

export default function Pricing() {
  const [state, update] = usePricingState();
  return (
    <>
      <PageHero content={heroes.pricing} compact />
      <div className="bg-surface py-12 sm:py-16">
        <Tabs value={state.tab} onValueChange={(tab) => update({ tab: tab as PricingTab })} className="container-page">
          <div className="flex justify-center">
            <TabsList aria-label={pricingCopy.tabsLabel}>
              {tabs.map((tab) => (
                <TabsTrigger key={tab} value={tab}>
                  {pricingCopy.tabs[tab]}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          <TabsContent value="governance">
            <GovernanceTab
              planId={state.governancePlan}
              billing={state.governanceBilling}
              onPlanChange={(governancePlan) => update({ governancePlan })}
              onBillingChange={(governanceBilling) => update({ governanceBilling })}
            />
          </TabsContent>
          <TabsContent value="secops">
            <SecOpsTab
              planId={state.secopsPlan}
              billing={state.secopsBilling}
              users={state.users}
              storage={state.storage}
              onChange={update}
            />
          </TabsContent>
          <TabsContent value="cmmc">
            <CmmcTab addOns={state.addOns} onAddOnsChange={(addOns) => update({ addOns })} />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
