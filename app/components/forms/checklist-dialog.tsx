import { Download } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "~/components/ui/button";
import { useLazyDialog } from "~/lib/use-lazy-dialog";

const loadSheet = () => import("./checklist-dialog-sheet");
const ChecklistDialogSheet = lazy(loadSheet);

/**
 * "Download Readiness Checklist": the button is in the page; the dialog and its form are code-split and
 * fetched when the button is hovered, focused or pressed.
 */
export function ChecklistDialog({ label }: { label: string }) {
  const { open, setOpen, mounted, opener, openerProps } = useLazyDialog(loadSheet);
  return (
    <>
      <Button variant="outline-dark" size="lg" {...openerProps}>
        <Download aria-hidden="true" className="size-5" />
        {label}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <ChecklistDialogSheet open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      )}
    </>
  );
}
