import { Toaster as Sonner } from "sonner";
import { uiLabels } from "#app/content/site.ts";

/**
 * The page's toaster, mounted once by the first form island (app/islands/hydrate.tsx); a modal dialog mounts its
 * own (`id`), inside itself: everything outside a modal dialog is inert and under its backdrop, so a notice about
 * the dialog's form must live in it.
 * Sonner's region is an aria-live list, so notices are announced.
 */
export function Toaster({ id }: { id?: string }) {
  return (
    <Sonner
      id={id}
      position="top-center"
      richColors
      closeButton
      duration={6000}
      containerAriaLabel={uiLabels.notifications}
    />
  );
}
