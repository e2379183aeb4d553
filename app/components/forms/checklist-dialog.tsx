import { Download } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";

const loadSheet = () => import("./checklist-dialog-sheet");
const ChecklistDialogSheet = lazy(loadSheet);

/**
 * "Download Readiness Checklist": the button is in the page; the dialog and its form are code-split and
 * fetched when the button is hovered, focused or pressed.
 */
export function ChecklistDialog({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        variant="outline-dark"
        size="lg"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Download aria-hidden="true" className="size-5" />
        {label}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ChecklistDialogSheet open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      )}
    </>
  );
}
