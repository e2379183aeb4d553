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

const pick = <T>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.find((item) => String(item) === value) ?? fallback;

/** Keeps users and storage inside the slider ranges of the given SecOps plan. */
export function fitToPlan(state: PricingState): PricingState {
  const plan = secopsPlans.find((p) => p.id === state.secopsPlan);
  const users = plan && userRange(plan);
  const storage = plan && storageRange(plan);
  return {
    ...state,
    users: users ? clampToRange(state.users, users) : defaultPricingState.users,
    storage: storage ? clampToRange(state.storage, storage) : defaultPricingState.storage,
  };
}

/** Reads the state from a query string. Unknown or out-of-range values quietly fall back or clamp. */
export function parsePricingState(params: URLSearchParams): PricingState {
  const d = defaultPricingState;
  const billings: Billing[] = ["monthly", "annual"];
  const addOnIds = cmmcAccelerator.addOns.map((a) => a.id);
  const state: PricingState = {
    tab: TAB_ALIASES[params.get("tab") ?? ""] ?? d.tab,
    governancePlan: pick(
      params.get("govPlan"),
      governancePlans.map((p) => p.id),
      d.governancePlan,
    ),
    governanceBilling: pick(params.get("govBilling"), billings, d.governanceBilling),
    secopsPlan: pick(
      params.get("secopsPlan"),
      secopsPlans.map((p) => p.id),
      d.secopsPlan,
    ),
    secopsBilling: pick(params.get("secopsBilling"), billings, d.secopsBilling),
    users: Number.parseInt(params.get("users") ?? "", 10),
    storage: Number.parseInt(params.get("storage") ?? "", 10),
    addOns: addOnIds.filter((id) => (params.get("addons") ?? "").split(",").includes(id)),
  };
  if (Number.isNaN(state.users)) state.users = d.users;
  if (Number.isNaN(state.storage)) state.storage = d.storage;
  return fitToPlan(state);
}

/** Writes only what differs from the defaults, so the plain /pricing URL stays plain. */
export function serializePricingState(state: PricingState): URLSearchParams {
  const d = defaultPricingState;
  const params = new URLSearchParams();
  const set = (key: string, value: string | number, fallback: string | number) => {
    if (value !== fallback) params.set(key, String(value));
  };
  set("tab", state.tab, d.tab);
  set("govPlan", state.governancePlan, d.governancePlan);
  set("govBilling", state.governanceBilling, d.governanceBilling);
  set("secopsPlan", state.secopsPlan, d.secopsPlan);
  set("secopsBilling", state.secopsBilling, d.secopsBilling);
  set("users", state.users, d.users);
  set("storage", state.storage, d.storage);
  set("addons", state.addOns.join(","), "");
  return params;
}
