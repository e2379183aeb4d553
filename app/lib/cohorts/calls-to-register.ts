/**
 * Calls to register: every link to the pricing page's CMMC tab ("Register Now", "Secure Your Spot Now", on any page)
 * offers a seat. While no cohort is open they become the content's way to hear about the next cohort
 * (content/pricing-page.json › cmmc › closed › action), so no page offers a seat in a cohort that has begun, and
 * none leaves the visitor at a dead end. A marketer adding such a link anywhere gets this for free.
 */
import { pricingCopy } from "#app/content/pricing.ts";
import type { Action } from "#app/content/types.ts";
import { parsePricingState } from "#app/lib/pricing/url-state.ts";
import type { CohortStatus } from "./calendar.ts";
import { useCohortStatus } from "./status.ts";

/** Whether a link's target is the pricing page's CMMC tab. */
export function isCallToRegister(to: string): boolean {
  const url = new URL(to, "https://site.invalid");
  return url.origin === "https://site.invalid" && url.pathname === "/pricing" && url.searchParams.has("tab")
    ? parsePricingState(url.searchParams).tab === "cmmc"
    : false;
}

/** The action as shown under `status`: a call to register becomes the closed-state call while no cohort is open. */
export function actionFor(action: Action, status: CohortStatus): Action {
  if (status.open || !isCallToRegister(action.to)) return action;
  return { ...pricingCopy.cmmc.closed.action, variant: action.variant };
}

/** The action as shown on the page being rendered. */
export function useActionFor(action: Action): Action {
  return actionFor(action, useCohortStatus());
}

/** Two actions that read and lead the same. */
export function sameAction(a: Action, b: Action): boolean {
  return a.label === b.label && a.to === b.to;
}
