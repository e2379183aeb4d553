/**
 * The price data of specification section 9, parsed from content/plans.json: the one place to change a price, a
 * limit or a cohort date (see docs/content-and-prices.md). Everything here is the schema's output
 * (app/content/schemas/plans.ts): the rules of the price model hold for it.
 */
import data from "#content/plans.json" with { type: "json" };
import { parseContent } from "./parse.ts";

export const plans = parseContent("plans.json", data);
