import { GovernanceInquiryForm } from "#app/components/forms/governance-inquiry-form.tsx";
import { hydrateIsland, mountPageToaster } from "#app/islands/hydrate.tsx";

hydrateIsland("governance-inquiry-form", GovernanceInquiryForm);
mountPageToaster();
