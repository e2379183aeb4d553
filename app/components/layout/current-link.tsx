import type { ComponentProps } from "react";
import { useLocation } from "react-router";
import { SmartLink } from "~/components/ui/smart-link";

/**
 * A nav link that carries aria-current="page" only when it points at exactly the current page.
 * Anchor links ("/#platform") point at a section, never at the page itself.
 */
export function CurrentLink(props: ComponentProps<typeof SmartLink>) {
  const { pathname } = useLocation();
  return <SmartLink aria-current={props.to === pathname ? "page" : undefined} {...props} />;
}
