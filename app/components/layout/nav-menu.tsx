import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { CurrentLink } from "~/components/layout/current-link";
import type { NavGroup } from "~/content/navigation";
import { cn } from "~/lib/utils";

export const navLinkClasses =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:text-white aria-[current=page]:text-accent-300";

/**
 * Desktop nav group as an APG disclosure navigation menu: a button that shows and hides a list of links.
 * Escape closes it and returns focus to the button; so do a click elsewhere and tabbing out of it.
 * (docs/decisions/0003-disclosure-navigation.md: why not a Radix menu button here.)
 */
export function NavMenu({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const { pathname, hash } = useLocation();
  const containsCurrent = group.items.some((item) => item.to === pathname);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // Choosing a link (any navigation) closes the group.
  const [seen, setSeen] = useState(`${pathname}${hash}`);
  if (seen !== `${pathname}${hash}`) {
    setSeen(`${pathname}${hash}`);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => !root.current?.contains(target as Node | null);
    const onPointerDown = (event: PointerEvent) => outside(event.target) && setOpen(false);
    const onFocusIn = (event: FocusEvent) => outside(event.target) && setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          navLinkClasses,
          "inline-flex items-center gap-1",
          (open || containsCurrent) && "text-white",
          containsCurrent && "text-accent-300",
        )}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 min-w-64 rounded-xl border border-line bg-white p-1.5 text-ink shadow-card"
      >
        {group.items.map((item) => (
          <li key={item.to}>
            <CurrentLink
              to={item.to}
              className="block rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-accent-50 hover:text-accent-800 aria-[current=page]:bg-accent-50 aria-[current=page]:font-semibold aria-[current=page]:text-accent-800"
            >
              {item.label}
            </CurrentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
