import type { ComponentProps, ReactNode } from "react";
import { uiLabels } from "#app/content/site.ts";
import { isExternal } from "#app/lib/utils.ts";

type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & { to: string; children: ReactNode };

/**
 * One link for the whole site: absolute URLs open in a new tab with rel="noopener noreferrer" and say so to
 * screen-reader users. Every other link is a plain anchor: pages are HTML, so a link loads the page (the browser
 * scrolls to a section on every click, a repeated one included; docs/decisions/0005-html-first.md, 0012-islands.md).
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
    <a href={to} {...props}>
      {children}
    </a>
  );
}
