import { useRef, useState } from "react";

/**
 * State for a dialog whose code loads on first use: `mounted` turns on at the first open and stays on,
 * `opener` is the button focus returns to, and `openerProps` start the download when the button is
 * hovered or focused, before it is pressed.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const openerProps = {
    ref: opener,
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => {
      setMounted(true);
      setOpen(true);
    },
  };
  return { open, setOpen, mounted, opener, openerProps };
}
