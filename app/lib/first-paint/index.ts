import source from "./first-paint.js?minified";
import { COOKIE_CONSENT_KEY } from "#app/lib/cookie-consent.ts";
import { ATTRIBUTION_STORAGE_KEY } from "#app/lib/forms/attribution.ts";
import { plans } from "#app/content/plans.ts";

/**
 * The inline script of every page (first-paint.js), minified at build (scripts/build/minified-script-plugin.ts), with
 * the consent and attribution keys filled in: it is sent in every page's HTML, on the way to the first paint.
 * The minifier may move the placeholders (string arguments) to where they are used, in any quotes.
 */
const fill = (script: string, placeholder: string, value: string) =>
  script.replace(new RegExp(`(["'\`])${placeholder}\\1`, "g"), () => JSON.stringify(value));

export const firstPaintScript = fill(
  fill(fill(source, "__COOKIE_CONSENT_KEY__", COOKIE_CONSENT_KEY), "__ATTRIBUTION_KEY__", ATTRIBUTION_STORAGE_KEY),
  "__COHORT_TIME_ZONE__",
  plans.cmmcAccelerator.timeZone,
);
