import { AcceleratorLeadForm } from "#app/components/forms/accelerator-lead-form.tsx";
import { hydrateIsland, mountPageToaster } from "#app/islands/hydrate.tsx";

hydrateIsland("accelerator-lead-form", AcceleratorLeadForm);
mountPageToaster();
