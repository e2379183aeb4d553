import { Toaster as Sonner } from "sonner";
import { uiLabels } from "#app/content/site.ts";

/**
 * The page's toaster, mounted once by the first form island (app/islands/hydrate.tsx); a modal dialog mounts its
 * own (`id`), inside itself: everything outside a modal dialog is inert and under its backdrop, so a notice about
 * the dialog's form must live in it.
 * Sonner's region is an aria-live list, so notices are announced. Placed under the sticky header, never over the
 * navigation, and set in the page's own typeface (sonner's stylesheet names another stack) (issue 37).
 */
/** Below the sticky header (4.5rem at most, as html's scroll-padding-top says), with a little air. */
const HEADER_CLEARANCE = "5.25rem";

export function Toaster({ id }: { id?: string }) {
  return (
    <Sonner
      id={id}
      position="top-center"
      offset={{ top: HEADER_CLEARANCE }}
      mobileOffset={{ top: HEADER_CLEARANCE }}
      style={{ fontFamily: "var(--font-sans)" }}
      richColors
      closeButton
      duration={6000}
      containerAriaLabel={uiLabels.notifications}
    />
  );
}
