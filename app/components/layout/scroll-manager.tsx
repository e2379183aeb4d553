import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** The spec's delay between a route change and the scroll. */
export const SCROLL_DELAY_MS = 100;

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * After every navigation to another page or anchor, waits 100 ms (spec) and then scrolls to the
 * hash target or the top. Focus moves with it, so screen-reader and keyboard users land where
 * sighted users look. Query-only changes (the pricing page's shareable state) and back/forward
 * (the browser restores those) do not scroll.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ pathname: string; hash: string } | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname: location.pathname, hash: location.hash };
    if (before === null || navigationType === "POP") return;
    const samePlace = before.pathname === location.pathname && before.hash === location.hash;
    if (samePlace && navigationType === "REPLACE") return;

    const timer = window.setTimeout(() => {
      const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
      const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : "";
      const target = id ? document.getElementById(id) : null;
      if (target) {
        target.scrollIntoView({ behavior, block: "start" });
        focusWithoutScroll(target);
      } else {
        window.scrollTo({ top: 0, behavior: "auto" });
        const main = document.getElementById("main");
        if (main) focusWithoutScroll(main);
      }
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}

function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
}
