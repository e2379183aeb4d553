import {
  type Billing,
  type CmmcAddOnId,
  type GovernancePlanId,
  type SecOpsPlanId,
  cmmcAccelerator,
  governancePlans,
  secopsPlans,
} from "./plans.ts";
import { clampToRange, storageRange, userRange } from "./quote.ts";

export type PricingTab = "governance" | "secops" | "cmmc";

/** Everything a visitor can configure on /pricing; it round-trips through the query string. */
export interface PricingState {
  tab: PricingTab;
  governancePlan: GovernancePlanId;
  governanceBilling: Billing;
  secopsPlan: SecOpsPlanId;
  secopsBilling: Billing;
  users: number;
  storage: number;
  addOns: CmmcAddOnId[];
}

/** Spec section 4. */
export const defaultPricingState: PricingState = {
  tab: "governance",
  governancePlan: 2,
  governanceBilling: "annual",
  secopsPlan: "core",
  secopsBilling: "annual",
  users: 10,
  storage: 10,
  addOns: [],
};

const TAB_ALIASES: Record<string, PricingTab> = {
  governance: "governance",
  secops: "secops",
  cmmc: "cmmc",
  "cmmc-accelerator": "cmmc",
};

/**
 * Each setting's query parameter. The pricing page's GET form (what works before hydration and without
 * JavaScript) names its controls with these, so submitting it produces the same URL a shared link has.
 */
export const pricingParams = {
  tab: "tab",
  governancePlan: "govPlan",
  governanceBilling: "govBilling",
  secopsPlan: "secopsPlan",
  secopsBilling: "secopsBilling",
  users: "users",
  storage: "storage",
  addOns: "addons",
} as const satisfies Record<keyof PricingState, string>;

/** What a billing switch sends off and on. */
export const billingValues = { off: "monthly", on: "annual" } as const satisfies Record<string, Billing>;

/** The settings each tab shows as controls; the form carries the others as hidden fields. */
export const tabSettings: Record<PricingTab, (keyof PricingState)[]> = {
  governance: ["governancePlan", "governanceBilling"],
  secops: ["secopsPlan", "secopsBilling", "users", "storage"],
  cmmc: ["addOns"],
};

/** A number as a person or a link writes it ("50", "1e3", "12.0"), rounded; NaN for anything else. */
function wholeNumber(value: string | null): number {
  if (value === null || value.trim() === "") return Number.NaN;
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number) : Number.NaN;
}

const pick = <T>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.find((item) => String(item) === value) ?? fallback;

/** Keeps users and storage inside the slider ranges of the given SecOps plan. */
export function fitToPlan(state: PricingState): PricingState {
  const plan = secopsPlans.find((candidate) => candidate.id === state.secopsPlan);
  const users = plan && userRange(plan);
  const storage = plan && storageRange(plan);
  return {
    ...state,
    users: users ? clampToRange(state.users, users) : defaultPricingState.users,
    storage: storage ? clampToRange(state.storage, storage) : defaultPricingState.storage,
  };
}

/**
 * Reads the state from a query string. Unknown or out-of-range values quietly fall back or clamp. A repeated
 * parameter counts by its last value (the form's switch sends "monthly" from a hidden field, then "annual" when
 * it is on); add-ons may come comma-separated (links) or one per parameter (the form's checkboxes).
 */
export function parsePricingState(params: URLSearchParams): PricingState {
  const get = (key: keyof PricingState) => params.getAll(pricingParams[key]).at(-1) ?? null;
  const billings: Billing[] = ["monthly", "annual"];
  const addOnIds = cmmcAccelerator.addOns.map((addOn) => addOn.id);
  const chosenAddOns = params.getAll(pricingParams.addOns).flatMap((value) => value.split(","));
  const state: PricingState = {
    // Own keys only: "constructor" or "__proto__" in a link is an unknown tab, not Object's method.
    tab: Object.hasOwn(TAB_ALIASES, get("tab") ?? "") ? TAB_ALIASES[get("tab")!]! : defaultPricingState.tab,
    governancePlan: pick(
      get("governancePlan"),
      governancePlans.map((plan) => plan.id),
      defaultPricingState.governancePlan,
    ),
    governanceBilling: pick(get("governanceBilling"), billings, defaultPricingState.governanceBilling),
    secopsPlan: pick(
      get("secopsPlan"),
      secopsPlans.map((plan) => plan.id),
      defaultPricingState.secopsPlan,
    ),
    secopsBilling: pick(get("secopsBilling"), billings, defaultPricingState.secopsBilling),
    users: wholeNumber(get("users")),
    storage: wholeNumber(get("storage")),
    addOns: addOnIds.filter((id) => chosenAddOns.includes(id)),
  };
  if (Number.isNaN(state.users)) state.users = defaultPricingState.users;
  if (Number.isNaN(state.storage)) state.storage = defaultPricingState.storage;
  return fitToPlan(state);
}

/**
 * The one query string of what a URL's pricing state shows: tracking and unknown parameters dropped, values
 * clamped, defaults left out. The server keeps one render per canonical query.
 */
export function canonicalPricingQuery(params: URLSearchParams): string {
  const state = parsePricingState(params);
  const canonical = serializePricingState(state);
  // A link that names the default tab still asks for a tab: the page shows it on the first screen (issue 36).
  if (
    params.has(pricingParams.tab) &&
    !canonical.has(pricingParams.tab) &&
    Object.hasOwn(TAB_ALIASES, params.get(pricingParams.tab)!)
  )
    canonical.set(pricingParams.tab, state.tab);
  return canonical.toString();
}

/** Writes only what differs from the defaults, so the plain /pricing URL stays plain. */
export function serializePricingState(state: PricingState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(settingValues(state)) as [keyof PricingState, string][]) {
    if (value !== settingValues(defaultPricingState)[key]) params.set(pricingParams[key], value);
  }
  return params;
}

/** A setting as the string its parameter carries. */
export function settingValue<K extends keyof PricingState>(key: K, value: PricingState[K]): string {
  return Array.isArray(value) ? value.join(",") : String(value);
}

/** Each setting as the string its parameter carries. */
export function settingValues(state: PricingState): Record<keyof PricingState, string> {
  const entries = (Object.keys(pricingParams) as (keyof PricingState)[]).map((key) => [
    key,
    settingValue(key, state[key]),
  ]);
  return Object.fromEntries(entries) as Record<keyof PricingState, string>;
}

/** Whether two states show the same thing. */
export function samePricingState(a: PricingState, b: PricingState): boolean {
  return serializePricingState(a).toString() === serializePricingState(b).toString();
}
