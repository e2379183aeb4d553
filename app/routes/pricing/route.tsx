import type { ReactNode } from "react";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger, tabClasses, tabListClasses } from "#app/components/ui/tabs.tsx";
import { heroes } from "#app/content/heroes.ts";
import { pages } from "#app/content/pages.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { pricingJsonLd } from "#app/lib/pricing/json-ld.ts";
import {
  type PricingState,
  type PricingTab,
  pricingParams,
  serializePricingState,
  tabSettings,
} from "#app/lib/pricing/url-state.ts";
import type { RouteHandle } from "#app/root.tsx";
import { absoluteUrl, buildMeta } from "#app/lib/seo/meta.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { siteConfig } from "#app/site.config.ts";
import { CmmcTab } from "./cmmc-tab.tsx";
import { GovernanceTab } from "./governance-tab.tsx";
import { HiddenSettings } from "./hidden-settings.tsx";
import { SecOpsTab } from "./secops-tab.tsx";
import { PRICING_FORM_ID, usePricingState } from "./use-pricing-state.ts";

export const meta = () =>
  buildMeta(pages.pricing, { jsonLd: pricingJsonLd(siteConfig.brandName, absoluteUrl(pages.pricing.path)) });

/** The calculators need React in the browser (docs/decisions/0005-html-first.md). */
export const handle: RouteHandle = { hydrate: true };

const tabs = Object.keys(pricingCopy.tabs) as PricingTab[];

/** The settings the active tab has no controls for, so the form keeps them when it is sent. */
function settingsOutside(state: PricingState): Partial<PricingState> {
  const shown = new Set<keyof PricingState>(["tab", ...tabSettings[state.tab]]);
  return Object.fromEntries(Object.entries(state).filter(([key]) => !shown.has(key as keyof PricingState)));
}

/**
 * The three calculators. The server renders the state in the URL (docs/decisions/0006); until React runs, the
 * tabs are links and the settings a GET form with an Update button; then APG tabs and live prices take over
 * from the same state.
 */
export default function Pricing() {
  const [state, update] = usePricingState();
  const hydrated = useHydrated();
  const panels: Record<PricingTab, ReactNode> = {
    governance: (
      <GovernanceTab
        planId={state.governancePlan}
        billing={state.governanceBilling}
        onPlanChange={(governancePlan) => update({ governancePlan })}
        onBillingChange={(governanceBilling) => update({ governanceBilling })}
      />
    ),
    secops: (
      <SecOpsTab
        planId={state.secopsPlan}
        billing={state.secopsBilling}
        users={state.users}
        storage={state.storage}
        onChange={update}
      />
    ),
    cmmc: <CmmcTab addOns={state.addOns} onAddOnsChange={(addOns) => update({ addOns })} />,
  };
  const tabHref = (tab: PricingTab) => {
    const query = serializePricingState({ ...state, tab }).toString();
    return query ? `${pages.pricing.path}?${query}` : pages.pricing.path;
  };

  return (
    <>
      <PageHero content={heroes.pricing} compact />
      <div className="bg-surface py-12 sm:py-16">
        <form
          id={PRICING_FORM_ID}
          method="get"
          action={pages.pricing.path}
          data-state={serializePricingState(state).toString()}
          onSubmit={(event) => event.preventDefault()}
          className="container-page"
        >
          <input type="hidden" name={pricingParams.tab} value={state.tab} />
          <HiddenSettings state={settingsOutside(state)} />
          {hydrated ? (
            <Tabs value={state.tab} onValueChange={(tab) => update({ tab: tab as PricingTab })}>
              <div className="flex justify-center">
                <TabsList aria-label={pricingCopy.tabsLabel}>
                  {tabs.map((tab) => (
                    <TabsTrigger key={tab} value={tab}>
                      {pricingCopy.tabs[tab]}
                    </TabsTrigger>
                  ))}
                </TabsList>
              </div>
              {tabs.map((tab) => (
                <TabsContent key={tab} value={tab}>
                  {panels[tab]}
                </TabsContent>
              ))}
            </Tabs>
          ) : (
            <>
              <nav aria-label={pricingCopy.tabsLabel} className="flex justify-center">
                <ul className={tabListClasses}>
                  {tabs.map((tab) => (
                    <li key={tab} className="grid">
                      <a
                        href={tabHref(tab)}
                        aria-current={tab === state.tab ? "page" : undefined}
                        data-state={tab === state.tab ? "active" : "inactive"}
                        className={tabClasses}
                      >
                        {pricingCopy.tabs[tab]}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="mt-10">{panels[state.tab]}</div>
            </>
          )}
        </form>
      </div>
    </>
  );
}
