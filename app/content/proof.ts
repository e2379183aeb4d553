import data from "#content/proof.json" with { type: "json" };
import type { ProofContent } from "#app/content/schemas/proof.ts";
import { parseCopy } from "./site-figures.ts";

export type { ProofContent };

/** Customer logos, testimonials, case studies and attestations (content/proof.json); each list may be empty. */
export const proof: ProofContent = parseCopy("proof.json", data);
