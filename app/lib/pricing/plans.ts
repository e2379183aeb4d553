/** The plans the pricing math works on: the parsed price data of content/plans.json (app/content/plans.ts). */
import { plans } from "#app/content/plans.ts";
import type { CmmcAddOn, GovernancePlan, SecOpsPlan } from "#app/content/schemas/plans.ts";

export type { CmmcAddOn, GovernancePlan, SecOpsPlan };
export type Billing = "monthly" | "annual";
export type GovernancePlanId = GovernancePlan["id"];
export type SecOpsPlanId = SecOpsPlan["id"];
export type CmmcAddOnId = CmmcAddOn["id"];

export const governancePlans: readonly GovernancePlan[] = plans.governancePlans;
export const secopsPlans: readonly SecOpsPlan[] = plans.secopsPlans;
export const cmmcAccelerator = plans.cmmcAccelerator;

/** Storage slider: up to 500 GB in steps of 10; users slider: steps of 1 (spec section 5). */
export const STORAGE_MAX_GB = plans.secopsSliders.storageMaxGb;
export const STORAGE_STEP_GB = plans.secopsSliders.storageStepGb;
export const USER_STEP = plans.secopsSliders.userStep;
