import { ChevronDown } from "lucide-react";
import { useLocation } from "react-router";
import { CurrentLink } from "~/components/layout/current-link";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import type { NavGroup } from "~/content/navigation";
import { cn } from "~/lib/utils";

export const navLinkClasses =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:text-white aria-[current=page]:text-accent-300";

/** Desktop nav group: an APG menu button (Radix) whose items are router links. */
export function NavMenu({ group }: { group: NavGroup }) {
  const { pathname } = useLocation();
  const containsCurrent = group.items.some((item) => item.to === pathname);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(
          navLinkClasses,
          "inline-flex items-center gap-1 data-[state=open]:text-white",
          containsCurrent && "text-accent-300",
        )}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform in-data-[state=open]:rotate-180" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {group.items.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <CurrentLink to={item.to}>{item.label}</CurrentLink>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
