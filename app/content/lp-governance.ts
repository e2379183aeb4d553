import data from "#content/lp-governance.json" with { type: "json" };
import { governance } from "./governance.ts";
import { parseCopy } from "./site-figures.ts";

const content = parseCopy("lp-governance.json", data);

/** The Governance campaign page (content/lp-governance.json), with the product page's feature and capability cards. */
export const lpGovernance = {
  ...content,
  features: { ...content.features, cards: governance.features.cards },
  capabilities: { ...content.capabilities, cards: governance.capabilities.cards },
};
