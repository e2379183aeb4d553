import data from "#content/pricing-page.json" with { type: "json" };
import { parseCopy } from "./site-figures.ts";

/** Copy of the pricing page (content/pricing-page.json). Figures come from content/plans.json, never from here. */
export const pricingCopy = parseCopy("pricing-page.json", data);
