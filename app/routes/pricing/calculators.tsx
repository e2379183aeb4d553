import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger, tabClasses, tabListClasses } from "#app/components/ui/tabs.tsx";
import { pages } from "#app/content/pages.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import {
  type PricingState,
  type PricingTab,
  pricingParams,
  serializePricingState,
  tabSettings,
} from "#app/lib/pricing/url-state.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { CmmcTab } from "./cmmc-tab.tsx";
import { GovernanceTab } from "./governance-tab.tsx";
import { HiddenSettings } from "./hidden-settings.tsx";
import { QuoteLink } from "./quote-link.tsx";
import { SecOpsTab } from "./secops-tab.tsx";
import { PRICING_FORM_ID, usePricingState } from "./use-pricing-state.ts";

const tabs = Object.keys(pricingCopy.tabs) as PricingTab[];

/** The settings the active tab has no controls for, so the form keeps them when it is sent. */
function settingsOutside(state: PricingState): Partial<PricingState> {
  const shown = new Set<keyof PricingState>(["tab", ...tabSettings[state.tab]]);
  return Object.fromEntries(Object.entries(state).filter(([key]) => !shown.has(key as keyof PricingState)));
}

/**
 * The three calculators, an island (docs/decisions/0012-islands.md). The server renders the state of the URL's
 * query (docs/decisions/0006); until React runs, the tabs are links and the settings a GET form with an Update
 * button; then APG tabs and live prices take over from the same state.
 */
export function PricingCalculators({ query }: { query: string }) {
  const [state, update] = usePricingState(query);
  const hydrated = useHydrated();
  const panels: Record<PricingTab, ReactNode> = {
    governance: (
      <GovernanceTab
        planId={state.governancePlan}
        billing={state.governanceBilling}
        onPlanChange={(governancePlan) => update({ governancePlan })}
        onBillingChange={(governanceBilling) => update({ governanceBilling })}
        quoteLink={<QuoteLink state={state} tab="governance" />}
      />
    ),
    secops: (
      <SecOpsTab
        planId={state.secopsPlan}
        billing={state.secopsBilling}
        users={state.users}
        storage={state.storage}
        onChange={update}
        quoteLink={<QuoteLink state={state} tab="secops" />}
      />
    ),
    cmmc: (
      <CmmcTab
        addOns={state.addOns}
        onAddOnsChange={(addOns) => update({ addOns })}
        quoteLink={<QuoteLink state={state} tab="cmmc" />}
      />
    ),
  };
  const tabHref = (tab: PricingTab) => {
    const query = serializePricingState({ ...state, tab }).toString();
    return query ? `${pages.pricing.path}?${query}` : pages.pricing.path;
  };

  return (
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
  );
}
