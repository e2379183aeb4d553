import { Toaster as Sonner } from "sonner";
import { uiLabels } from "~/content/site";

/** Mounted once in the root. Sonner's region is an aria-live list, so notices are announced. */
export function Toaster() {
  return (
    <Sonner position="top-center" richColors closeButton duration={6000} containerAriaLabel={uiLabels.notifications} />
  );
}
