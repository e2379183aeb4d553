import { ChevronDown, Menu, X } from "lucide-react";
import { CurrentLink } from "./current-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import type { NavGroup, NavLinkItem } from "#app/content/navigation.ts";
import { uiLabels } from "#app/content/site.ts";
import { MENUS_CLOSED_FRAGMENT, menuOpenFragment } from "#app/lib/no-script-menus.ts";
import { cn } from "#app/lib/utils.ts";

export interface MobileNavProps {
  groups?: NavGroup[];
  links: NavLinkItem[];
  cta?: NavLinkItem;
}

const PANEL_ID = "nav-mobile";

const toggleClasses = "size-11 items-center justify-center rounded-lg text-white hover:bg-white/10 lg:hidden";
const closeClasses = "size-11 items-center justify-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink";

const itemClasses =
  "block rounded-lg px-3 py-3 font-medium hover:bg-slate-100 aria-[current=page]:bg-accent-50 aria-[current=page]:font-semibold aria-[current=page]:text-accent-800";

function LinkList({ items, className }: { items: NavLinkItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <CurrentLink to={item.to} className={itemClasses}>
            {item.label}
          </CurrentLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The phone menu: a toggle and a popover panel under the header, with one <details> per group sharing a
 * name (an exclusive accordion). All native, so it works at first paint and without JavaScript; the
 * first-paint script closes it after a choice. docs/decisions/0005-html-first.md
 */
export function MobileNav({ groups = [], links, cta }: MobileNavProps) {
  return (
    <>
      {/* Without JavaScript, links open and close the panel through the URL's fragment (no-script-menus.ts), so
          choosing a section of this page closes it too. Hidden while script runs. */}
      <a href={`#${menuOpenFragment(PANEL_ID)}`} className={cn(toggleClasses, "menu-open-link hidden")}>
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{uiLabels.menu}</span>
      </a>
      <a href={`#${MENUS_CLOSED_FRAGMENT}`} className={cn(toggleClasses, "menu-close-link hidden")}>
        <X aria-hidden="true" className="size-6" />
        <span className="sr-only">{uiLabels.closeMenu}</span>
      </a>
      <button type="button" popoverTarget={PANEL_ID} className={cn(toggleClasses, "menu-script-control inline-flex")}>
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{uiLabels.menu}</span>
      </button>
      <span id={menuOpenFragment(PANEL_ID)} className="menu-target" hidden />
      <div id={PANEL_ID} popover="auto" className="mobile-nav-panel bg-white p-4 text-ink elevate-card lg:hidden">
        <div className="mb-2 flex items-center justify-between">
          <p className="px-3 text-lg font-bold">{uiLabels.menu}</p>
          <button
            type="button"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            className={cn(closeClasses, "menu-script-control inline-flex")}
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{uiLabels.closeMenu}</span>
          </button>
        </div>
        <nav aria-label={uiLabels.mobileNav}>
          {groups.length > 0 && (
            <div className="divide-y divide-line border-y border-line">
              {groups.map((group) => (
                <details key={group.label} name={`${PANEL_ID}-groups`} className="group">
                  <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-3 font-semibold [&::-webkit-details-marker]:hidden">
                    {group.label}
                    <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
                  </summary>
                  <LinkList items={group.items} className="pb-2 pl-3" />
                </details>
              ))}
            </div>
          )}
          <LinkList items={links} className="mt-2" />
          {cta && (
            <CurrentLink to={cta.to} className={buttonClasses("primary", "lg", "mt-6 w-full")}>
              {cta.label}
            </CurrentLink>
          )}
        </nav>
      </div>
    </>
  );
}
