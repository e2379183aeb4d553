import type { RefObject } from "react";
import { CurrentLink } from "~/components/layout/current-link";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { buttonClasses } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { uiLabels } from "~/content/site";
import type { MobileNavProps } from "./mobile-nav";

const itemClasses =
  "block rounded-lg px-3 py-3 font-medium hover:bg-slate-100 aria-[current=page]:bg-accent-50 aria-[current=page]:text-accent-800";

interface SheetProps extends MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  toggle: RefObject<HTMLButtonElement | null>;
}

/** The phone menu itself: a modal sheet with one accordion per group. Loaded on first use. */
export default function MobileNavSheet({ groups = [], links, cta, open, onOpenChange, toggle }: SheetProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        layout="sheet"
        closeLabel={uiLabels.closeMenu}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // The toggle lives outside Radix (it loads this sheet), so return focus to it ourselves.
          event.preventDefault();
          toggle.current?.focus();
        }}
      >
        <DialogTitle className="mb-4 text-lg font-bold">{uiLabels.menu}</DialogTitle>
        <nav aria-label={uiLabels.mobileNav}>
          {groups.length > 0 && (
            <Accordion type="multiple" className="divide-y divide-line border-b border-line">
              {groups.map((group) => (
                <AccordionItem key={group.label} value={group.label}>
                  <AccordionTrigger className="px-3">{group.label}</AccordionTrigger>
                  <AccordionContent>
                    <ul className="pb-2 pl-3">
                      {group.items.map((item) => (
                        <li key={item.to}>
                          <CurrentLink to={item.to} className={itemClasses} onClick={close}>
                            {item.label}
                          </CurrentLink>
                        </li>
                      ))}
                    </ul>
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          )}
          <ul className="mt-2">
            {links.map((item) => (
              <li key={item.to}>
                <CurrentLink to={item.to} className={itemClasses} onClick={close}>
                  {item.label}
                </CurrentLink>
              </li>
            ))}
          </ul>
          {cta && (
            <CurrentLink to={cta.to} className={buttonClasses("primary", "lg", "mt-6 w-full")} onClick={close}>
              {cta.label}
            </CurrentLink>
          )}
        </nav>
      </DialogContent>
    </Dialog>
  );
}
