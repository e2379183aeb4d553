import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { uiLabels } from "#app/content/site.ts";
import { isExternal } from "#app/lib/utils.ts";

type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & { to: string; children: ReactNode };

/**
 * One link for the whole site: app paths go through the router, absolute URLs open in a new tab
 * with rel="noopener noreferrer" and say so to screen-reader users. Links to a section ("/#platform") are
 * plain anchors: the browser scrolls to the section on every click, a repeated one included, and lands on
 * it from another page (docs/decisions/0005-html-first.md).
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
  if (to.includes("#")) {
    return (
      <a href={to} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} {...props}>
      {children}
    </Link>
  );
}
