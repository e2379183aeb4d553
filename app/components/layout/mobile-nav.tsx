import { Menu } from "lucide-react";
import { lazy, Suspense } from "react";
import type { NavGroup, NavLinkItem } from "~/content/navigation";
import { uiLabels } from "~/content/site";
import { useLazyDialog } from "~/lib/use-lazy-dialog";

export interface MobileNavProps {
  groups?: NavGroup[];
  links: NavLinkItem[];
  cta?: NavLinkItem;
}

const loadSheet = () => import("./mobile-nav-sheet");
const MobileNavSheet = lazy(loadSheet);

/**
 * The phone menu toggle. The sheet (a Radix dialog with accordions) is code-split: desktop visitors never
 * download it, and phones fetch it when the toggle is touched, focused or hovered.
 */
export function MobileNav(props: MobileNavProps) {
  const { open, setOpen, mounted, opener, openerProps } = useLazyDialog(loadSheet);
  return (
    <>
      <button
        type="button"
        {...openerProps}
        className="inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{uiLabels.menu}</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileNavSheet {...props} open={open} onOpenChange={setOpen} toggle={opener} />
        </Suspense>
      )}
    </>
  );
}
