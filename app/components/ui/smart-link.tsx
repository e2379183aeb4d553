import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { uiLabels } from "~/content/site";
import { isExternal } from "~/lib/utils";

type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & { to: string; children: ReactNode };

/**
 * One link for the whole site: app paths go through the router, absolute URLs open in a new tab
 * with rel="noopener noreferrer" and say so to screen-reader users.
 */
export function SmartLink({ to, children, ...props }: SmartLinkProps) {
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="sr-only">{uiLabels.newTab}</span>
      </a>
    );
  }
  return (
    <Link to={to} {...props}>
      {children}
    </Link>
  );
}
