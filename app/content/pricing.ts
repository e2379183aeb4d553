import data from "../../content/pricing-page.json" with { type: "json" };
import { contentOf } from "./figures.ts";
import type { PricingPageContent } from "./schemas/site-copy.ts";

/** Copy of the pricing page (content/pricing-page.json). Figures come from content/plans.json, never from here. */
export const pricingCopy = contentOf<PricingPageContent>(data);
