import { X } from "lucide-react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { Button } from "~/components/ui/button";
import { SmartLink } from "~/components/ui/smart-link";
import { cookieBanner } from "~/content/site";
import { cookieBannerDismissed, storeCookieConsent, subscribeCookieConsent } from "~/lib/cookie-consent";
import { siteConfig } from "~/site.config";

/**
 * Fixed to the bottom of the viewport, so it never shifts the layout. While it shows, its height is
 * published as --cookie-banner-height: the page gets that much bottom padding and scroll padding,
 * so keyboard focus is never hidden behind it (WCAG 2.4.11).
 */
export function CookieBanner() {
  // Pre-rendered HTML cannot know the visitor's choice: render hidden, then read localStorage on hydration.
  const visible = !useSyncExternalStore(subscribeCookieConsent, cookieBannerDismissed, () => true);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    const el = ref.current;
    if (!visible || !el) return;
    const publish = () => {
      const height = `${el.offsetHeight}px`;
      root.style.setProperty("--cookie-banner-height", height);
      document.body.style.paddingBottom = height;
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--cookie-banner-height");
      document.body.style.paddingBottom = "";
    };
  }, [visible]);

  if (!visible) return null;

  const dismiss = storeCookieConsent;

  return (
    <section
      ref={ref}
      aria-label={cookieBanner.label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.25)]"
    >
      <div className="container-page flex flex-col gap-3 py-4 pr-14 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          {cookieBanner.text}{" "}
          <SmartLink
            to={siteConfig.links.cookieProviderPrivacy}
            className="font-medium text-accent-800 underline underline-offset-4"
          >
            {cookieBanner.privacyLabel}
          </SmartLink>
        </p>
        <Button size="sm" variant="secondary" onClick={dismiss} className="self-start sm:self-auto">
          {cookieBanner.accept}
        </Button>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={cookieBanner.closeLabel}
        className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
