import type { ComponentProps } from "react";
import { useLocation } from "react-router";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import { withoutTrailingSlash } from "#app/content/pages.ts";

/**
 * The current page's path without a trailing slash: the pre-render asks for "/secops/", the browser for
 * "/secops", and both must mark the same link.
 */
export function useCurrentPath(): string {
  return withoutTrailingSlash(useLocation().pathname);
}

/**
 * A nav link that carries aria-current="page" only when it points at exactly the current page.
 * Anchor links ("/#platform") point at a section, never at the page itself.
 */
export function CurrentLink(props: ComponentProps<typeof SmartLink>) {
  const current = useCurrentPath();
  return <SmartLink aria-current={props.to === current ? "page" : undefined} {...props} />;
}
