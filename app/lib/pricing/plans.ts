/**
 * The price data of specification section 9, read from content/plans.json: the one place to change a price, a
 * limit or a cohort date (see docs/content-and-prices.md). The build checks the file against
 * app/content/schemas/plans.ts, so the types below hold for what it contains.
 */
import data from "../../../content/plans.json" with { type: "json" };
import type { CmmcAddOn, GovernancePlan, Plans, SecOpsPlan } from "../../content/schemas/plans.ts";

export type { CmmcAddOn, GovernancePlan, SecOpsPlan };
export type Billing = "monthly" | "annual";
export type GovernancePlanId = GovernancePlan["id"];
export type SecOpsPlanId = SecOpsPlan["id"];
export type CmmcAddOnId = CmmcAddOn["id"];

const plans = data as unknown as Plans;

export const governancePlans: readonly GovernancePlan[] = plans.governancePlans;
export const secopsPlans: readonly SecOpsPlan[] = plans.secopsPlans;
export const cmmcAccelerator: Plans["cmmcAccelerator"] = plans.cmmcAccelerator;

/** Storage slider: up to 500 GB in steps of 10; users slider: steps of 1 (spec section 5). */
export const STORAGE_MAX_GB = plans.secopsSliders.storageMaxGb;
export const STORAGE_STEP_GB = plans.secopsSliders.storageStepGb;
export const USER_STEP = plans.secopsSliders.userStep;
