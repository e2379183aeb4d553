import { type KeyboardEvent, type MouseEvent, type ReactNode, useDeferredValue } from "react";
import { tabClasses, tabListClasses } from "#app/components/ui/tabs.tsx";
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
import type { CohortStatus } from "#app/lib/cohorts/calendar.ts";
import { CmmcTab } from "./cmmc-tab.tsx";
import { GovernanceTab } from "./governance-tab.tsx";
import { HiddenSettings } from "./hidden-settings.tsx";
import { QuoteForm, QuoteLink } from "./quote-link.tsx";
import { SecOpsTab } from "./secops-tab.tsx";
import { PRICING_FORM_ID, usePricingState } from "./use-pricing-state.ts";

const tabs = Object.keys(pricingCopy.tabs) as PricingTab[];

/** The settings the active tab has no controls for, so the form keeps them when it is sent. */
function settingsOutside(state: PricingState): Partial<PricingState> {
  const shown = new Set<keyof PricingState>(["tab", ...tabSettings[state.tab]]);
  return Object.fromEntries(Object.entries(state).filter(([key]) => !shown.has(key as keyof PricingState)));
}

const tabId = (tab: PricingTab) => `pricing-tab-${tab}`;
const panelId = (tab: PricingTab) => `pricing-panel-${tab}`;

/** The tab an arrow, Home or End key moves to (APG tabs, automatic activation), or none for another key. */
function tabForKey(key: string, current: PricingTab): PricingTab | undefined {
  const at = tabs.indexOf(current);
  const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
  if (!(key in moves)) return undefined;
  return tabs[(moves[key]! + tabs.length) % tabs.length];
}

/** A click the browser should keep: a new tab or window, a download, another button than the first. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The three calculators, an island (docs/decisions/0012-islands.md). The server renders the state of the URL's
 * query (docs/decisions/0006); until React runs, the tabs are links and the settings a GET form with an Update
 * button; then the same links become APG tabs (arrow keys, Home and End, roving tabindex) and the prices follow
 * the settings live. Hydration changes attributes only, never elements: the link or control the visitor is on
 * stays the same element, with its focus and value (docs/decisions/0016-islands-wake-before-the-first-touch.md).
 */
export function PricingCalculators({ query, cohort }: { query: string; cohort: CohortStatus }) {
  const [state, update] = usePricingState(query);
  const hydrated = useHydrated();
  // A tab shows itself chosen in the next frame; its panel, a larger render, follows in an interruptible
  // transition, so a tap or a key on a phone is answered at once (issue 32: under 200 ms at 4x CPU).
  const panelTab = useDeferredValue(state.tab);
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
        cohort={cohort}
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
  const choose = (event: MouseEvent, tab: PricingTab) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    update({ tab });
  };
  const move = (event: KeyboardEvent) => {
    const next = tabForKey(event.key, state.tab);
    if (!next) return;
    event.preventDefault();
    update({ tab: next });
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <>
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
        {/* Links in a navigation landmark until React runs; then the same elements are a tab list. */}
        <nav
          aria-label={pricingCopy.tabsLabel}
          {...(hydrated ? { role: "tablist", onKeyDown: move } : {})}
          className="flex justify-center"
        >
          <ul className={tabListClasses} {...(hydrated ? { role: "none" } : {})}>
            {tabs.map((tab) => {
              const selected = tab === state.tab;
              return (
                <li key={tab} className="grid" {...(hydrated ? { role: "none" } : {})}>
                  <a
                    id={tabId(tab)}
                    href={tabHref(tab)}
                    data-state={selected ? "active" : "inactive"}
                    className={tabClasses}
                    onClick={(event) => choose(event, tab)}
                    {...(hydrated
                      ? {
                          role: "tab",
                          "aria-selected": selected,
                          // Every tab names its panel (an empty, hidden one until it is chosen: APG tabs).
                          "aria-controls": panelId(tab),
                          tabIndex: selected ? 0 : -1,
                        }
                      : { "aria-current": selected ? "page" : undefined })}
                  >
                    {pricingCopy.tabs[tab]}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div
          key={panelTab}
          className="mt-10"
          {...(hydrated ? { id: panelId(panelTab), role: "tabpanel", "aria-labelledby": tabId(panelTab) } : {})}
        >
          {panels[panelTab]}
        </div>
        {hydrated &&
          tabs
            .filter((tab) => tab !== panelTab)
            .map((tab) => <div key={tab} id={panelId(tab)} role="tabpanel" aria-labelledby={tabId(tab)} hidden />)}
      </form>
      <QuoteForm state={state} />
    </>
  );
}
