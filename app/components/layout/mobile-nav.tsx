import { Menu } from "lucide-react";
import { useState } from "react";
import { CurrentLink } from "~/components/layout/current-link";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { buttonClasses } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import type { NavGroup, NavLinkItem } from "~/content/navigation";
import { uiLabels } from "~/content/site";

interface MobileNavProps {
  groups?: NavGroup[];
  links: NavLinkItem[];
  cta?: NavLinkItem;
}

const itemClasses = "block rounded-lg px-3 py-3 font-medium hover:bg-slate-100 aria-[current=page]:text-accent-800";

/**
 * The phone menu: a modal sheet (focus trapped, Escape closes, focus returns to the toggle) with one
 * accordion per nav group. Choosing any link closes it.
 */
export function MobileNav({ groups = [], links, cta }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10 lg:hidden">
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{uiLabels.menu}</span>
      </DialogTrigger>
      <DialogContent layout="sheet" closeLabel={uiLabels.closeMenu} aria-describedby={undefined}>
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
