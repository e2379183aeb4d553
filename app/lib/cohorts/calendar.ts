/**
 * Which cohort of the CMMC Readiness Accelerator is open for registration on a given day: pure functions of the
 * cohorts in content/plans.json and a calendar day in their time zone (YYYY-MM-DD). A cohort is open from the day it
 * is listed through the last day of its registration, unless it is marked full; a cohort always closes before it
 * starts (the schema holds that). The pages, the quote, the JSON-LD and the server's choice of render all ask here.
 */
import type { CohortFigureValues } from "#app/content/figures.ts";
import type { Plans } from "#app/content/schemas/plans.ts";
import { dayIn, openForRegistration } from "#app/content/calendar-day.ts";

export { dayIn };

type Accelerator = Pick<Plans["cmmcAccelerator"], "cohorts" | "registrationCloses" | "timeZone">;

/** The open cohort as pages show it: plain data, so an island's props can carry it to the browser. */
export interface OpenCohort {
  /** Its place in the list (the server keeps one render per state). */
  index: number;
  /** The last day of registration, YYYY-MM-DD in the cohorts' time zone: the first-paint script's fallback. */
  registrationClosesOn: string;
  figures: CohortFigureValues;
}

/** What the site offers on a day: a seat in the open cohort, or (none open) word of the next one. */
export type CohortStatus = { open: true; cohort: OpenCohort } | { open: false };

/** The cohort open for registration on `today` (YYYY-MM-DD), if any. */
export function cohortStatusOn(accelerator: Accelerator, today: string): CohortStatus {
  const index = accelerator.cohorts.findIndex((each) => openForRegistration(each, today));
  const cohort = accelerator.cohorts[index];
  if (!cohort) return { open: false };
  return {
    open: true,
    cohort: {
      index,
      registrationClosesOn: cohort.registrationCloses.iso,
      figures: {
        "cohort.start": cohort.start.landingPage.shown,
        "cohort.startOnPricing": cohort.start.pricingTab.shown,
        "cohort.registrationCloses": accelerator.registrationCloses,
      },
    },
  };
}

/** The status at an instant, in the cohorts' time zone. */
export function cohortStatusAt(accelerator: Accelerator, at: Date): CohortStatus {
  return cohortStatusOn(accelerator, dayIn(accelerator.timeZone, at));
}

/** A short name for a status ("open-0", "closed"): pages rendered for the same status are the same page. */
export function statusKey(status: CohortStatus): string {
  return status.open ? `open-${status.cohort.index}` : "closed";
}
