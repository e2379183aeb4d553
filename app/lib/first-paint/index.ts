import source from "./first-paint.js?raw";
import { COOKIE_CONSENT_KEY } from "#app/lib/cookie-consent.ts";
import { ATTRIBUTION_STORAGE_KEY } from "#app/lib/forms/attribution.ts";
import { plans } from "#app/content/plans.ts";

/**
 * The inline script of every page (first-paint.js), with the consent and attribution keys filled in and its comments and
 * indentation dropped: it is sent in every page's HTML, so it stays a few hundred bytes gzipped.
 */
export const firstPaintScript = source
  .replace('"__COOKIE_CONSENT_KEY__"', JSON.stringify(COOKIE_CONSENT_KEY))
  .replace('"__ATTRIBUTION_KEY__"', JSON.stringify(ATTRIBUTION_STORAGE_KEY))
  .replace('"__COHORT_TIME_ZONE__"', JSON.stringify(plans.cmmcAccelerator.timeZone))
  .replace(/^\s*\/\/.*\n/gm, "")
  .replace(/^\s+/gm, "")
  .trim();
