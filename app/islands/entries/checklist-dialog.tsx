import { ChecklistDialog } from "#app/components/forms/checklist-dialog.tsx";
import { hydrateIsland, mountPageToaster } from "#app/islands/hydrate.tsx";

hydrateIsland("checklist-dialog", ChecklistDialog);
mountPageToaster();
