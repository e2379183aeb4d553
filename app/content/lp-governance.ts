import data from "../../content/lp-governance.json" with { type: "json" };
import { contentOf } from "./figures.ts";
import { governance } from "./governance.ts";
import type { LpGovernanceContent } from "./schemas/page-copy.ts";

const content = contentOf<LpGovernanceContent>(data);

/** The Governance campaign page (content/lp-governance.json), with the product page's feature and capability cards. */
export const lpGovernance = {
  ...content,
  features: { ...content.features, cards: governance.features.cards },
  capabilities: { ...content.capabilities, cards: governance.capabilities.cards },
};
