import type { StoredLead } from "#server/leads/repository.ts";

/** Each form as the team calls it. */
export const formLabels: Record<StoredLead["form"], string> = {
  contact: "Contact",
  "governance-inquiry": "Governance inquiry",
  "accelerator-lead": "CMMC Accelerator",
  checklist: "CMMC checklist",
};
