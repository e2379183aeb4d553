import data from "#content/governance.json" with { type: "json" };
import { parseCopy } from "./site-figures.ts";

/** The Governance product page's sections (content/governance.json); /lp/Governance shows the same cards. */
export const governance = parseCopy("governance.json", data);
