/**
 * The cohort status a page is rendered for, given to the page's components by context (the server's render and the
 * build's pre-render set it for their day, see app/entry.server.tsx), and the one way copy that changes with the
 * calendar is turned into what the visitor reads. Islands are separate trees: they get the status as a prop.
 */
import { createContext, useContext } from "react";
import type { DatedText } from "#app/content/schemas/common.ts";
import { fillCohortFigures } from "#app/content/figures.ts";
import { plans } from "#app/content/plans.ts";
import { type CohortStatus, cohortStatusAt } from "./calendar.ts";

export const CohortStatusContext = createContext<CohortStatus | null>(null);

/** The status of the page being rendered; outside a render that sets it (unit tests), today's. */
export function useCohortStatus(): CohortStatus {
  return useContext(CohortStatusContext) ?? cohortStatusAt(plans.cmmcAccelerator, new Date());
}

/** A dated text as shown under `status`: its "whileOpen" form with the open cohort's dates, or its "whenClosed". */
export function textFor(text: DatedText, status: CohortStatus): string {
  return status.open ? fillCohortFigures(text.whileOpen, status.cohort.figures) : text.whenClosed;
}
