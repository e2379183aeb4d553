import data from "../../content/governance.json" with { type: "json" };
import { contentOf } from "./figures.ts";
import type { GovernanceContent } from "./schemas/page-copy.ts";

/** The Governance product page's sections (content/governance.json); /lp/Governance shows the same cards. */
export const governance = contentOf<GovernanceContent>(data);
