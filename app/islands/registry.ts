import type { ComponentType } from "react";
import { AcceleratorLeadForm } from "#app/components/forms/accelerator-lead-form.tsx";
import { ChecklistDialog } from "#app/components/forms/checklist-dialog.tsx";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { GovernanceInquiryForm } from "#app/components/forms/governance-inquiry-form.tsx";
import { PricingCalculators } from "#app/components/pricing/calculators.tsx";

/**
 * Every island: a part of a page that React hydrates in the browser, by the name its markup carries
 * (`data-island`). Each has a client entry of the same name in ./entries/ (docs/decisions/0012-islands.md).
 */
export const islands = {
  "contact-form": ContactForm,
  "governance-inquiry-form": GovernanceInquiryForm,
  "accelerator-lead-form": AcceleratorLeadForm,
  "checklist-dialog": ChecklistDialog,
  "pricing-calculators": PricingCalculators,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islands;
