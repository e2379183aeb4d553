/**
 * On a static host (no server to render each day), a page built while a cohort was open is still served after its
 * registration closes, until the next daily build (README). The deposit button carries its last day in
 * OPEN_UNTIL_ATTRIBUTE, and the notice beside it (hidden) the same day in CLOSED_AFTER_ATTRIBUTE: the first-paint
 * script (app/lib/first-paint/first-paint.js) compares them with today in the cohorts' time zone, hides the button
 * and shows the notice once the day has passed.
 */
export const OPEN_UNTIL_ATTRIBUTE = "data-open-until";
export const CLOSED_AFTER_ATTRIBUTE = "data-closed-after";
