/**
 * What the pages offer today, worked out as the server works it out (app/lib/cohorts): the tests that visit the
 * running server expect today's offer from the same source. tests/e2e/cohort-calendar.spec.ts pins both offers, an
 * open cohort and none, on a clock it sets.
 */
import { acceleratorLeadForm } from "#app/content/forms.ts";
import { plans } from "#app/content/plans.ts";
import type { DatedText } from "#app/content/schemas/common.ts";
import type { Action } from "#app/content/types.ts";
import { cohortStatusAt } from "#app/lib/cohorts/calendar.ts";
import { actionFor } from "#app/lib/cohorts/calls-to-register.ts";
import { textFor } from "#app/lib/cohorts/status.ts";

export const cohortToday = cohortStatusAt(plans.cmmcAccelerator, new Date());

/** A dated text as the pages show it today. */
export const shownToday = (text: DatedText) => textFor(text, cohortToday);

/** An action as the pages show it today (a call to register becomes the closed-state call while none is open). */
export const actionToday = (action: Action) => actionFor(action, cohortToday);

/** The accelerator form's words today: a seat, or word of the next cohort. */
export const acceleratorFormToday = cohortToday.open
  ? acceleratorLeadForm
  : { ...acceleratorLeadForm, ...acceleratorLeadForm.nextCohort };
