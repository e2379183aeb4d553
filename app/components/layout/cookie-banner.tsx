import { X } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import { cookieBanner } from "#app/content/site.ts";
import { siteConfig } from "#app/site.config.ts";

/**
 * In every page's HTML, fixed to the bottom of the viewport so it never shifts the layout. The inline
 * first-paint script (app/lib/first-paint) hides it before the first paint once consent is stored, makes
 * both buttons work at once, and publishes its height as --cookie-banner-height for the page's bottom
 * padding and scroll padding (WCAG 2.4.11). With JavaScript off nothing can be stored, so a <noscript>
 * style in root.tsx leaves it out.
 */
export function CookieBanner() {
  return (
    <section
      id="cookie-banner"
      aria-label={cookieBanner.label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white elevate-banner"
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
        <Button size="sm" variant="secondary" data-cookie-dismiss="" className="self-start sm:self-auto">
          {cookieBanner.accept}
        </Button>
      </div>
      <button
        type="button"
        data-cookie-dismiss=""
        aria-label={cookieBanner.closeLabel}
        className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
