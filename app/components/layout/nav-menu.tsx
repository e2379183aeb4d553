import { ChevronDown } from "lucide-react";
import { CurrentLink, useCurrentPath } from "./current-link.tsx";
import type { NavGroup } from "#app/content/navigation.ts";
import { cn } from "#app/lib/utils.ts";
import { MENUS_CLOSED_FRAGMENT, menuOpenFragment } from "#app/lib/no-script-menus.ts";

/** The current page's link is underlined as well as coloured: a cue that survives forced colours (WCAG 1.4.1). */
export const navLinkClasses =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:text-white aria-[current=page]:text-accent-300 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-[6px]";

/** The id of a group's popover, from its label: stable between the pre-rendered HTML and the client. */
function navGroupId(label: string) {
  return `nav-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

/**
 * Desktop nav group as an APG disclosure built on the popover API: the button opens the list of links before
 * any script runs; Escape and a click outside close it and return focus natively. The first-paint script adds
 * aria-expanded, closes it after a choice or when focus leaves it, and places it where CSS anchor positioning
 * is missing. The popover's implicit anchor is the button that opened it, so no anchor names are needed. docs/decisions/0005-html-first.md
 */
export function NavMenu({ group }: { group: NavGroup }) {
  const current = useCurrentPath();
  const containsCurrent = group.items.some((item) => item.to === current);
  const id = navGroupId(group.label);
  const triggerClasses = cn(
    navLinkClasses,
    "nav-trigger inline-flex items-center gap-1",
    containsCurrent && "text-accent-300",
  );
  return (
    <>
      {/* Without JavaScript, links open and close the list through the URL's fragment (no-script-menus.ts), so
          choosing a section of this page closes it too. Hidden while script runs. */}
      <a href={`#${menuOpenFragment(id)}`} className={cn(triggerClasses, "menu-open-link hidden")}>
        {group.label}
        <ChevronDown aria-hidden="true" className="size-4" />
      </a>
      <a href={`#${MENUS_CLOSED_FRAGMENT}`} className={cn(triggerClasses, "menu-close-link hidden text-white")}>
        {group.label}
        <ChevronDown aria-hidden="true" className="size-4 rotate-180" />
      </a>
      <button type="button" popoverTarget={id} className={cn(triggerClasses, "menu-script-control")}>
        {group.label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform" />
      </button>
      <span id={menuOpenFragment(id)} className="menu-target" hidden />
      <ul
        id={id}
        popover="auto"
        data-anchored=""
        className="nav-dropdown min-w-64 rounded-xl border border-line bg-white p-1.5 text-ink elevate-card"
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
    </>
  );
}
