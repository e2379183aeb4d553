import { type ReactNode, useContext } from "react";
import { Links, Meta, Outlet, isRouteErrorResponse, useMatches } from "react-router";
import type { Route } from "./+types/root";
// The whole stylesheet inside every page (~9 KB gzip): nothing blocks the first paint, and no request stands
// between the HTML and it (docs/decisions/0017-one-typeface-the-platforms.md).
import stylesheet from "./app.css?inline";
// Inside the page, so the icon costs no request on the way to the first paint (docs/decisions/0013).
import favicon from "#public/favicon.svg?inline";
import { CookieBanner } from "#app/components/layout/cookie-banner.tsx";
import { CampaignHeader, SiteHeader } from "#app/components/layout/site-header.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { type CampaignNavId, campaignNavs } from "#app/content/navigation.ts";
import { pages } from "#app/content/pages.ts";
import { errorPage, skipLinkLabel } from "#app/content/site.ts";
import { firstPaintScript } from "#app/lib/first-paint/index.ts";
import { noScriptMenuCss } from "#app/lib/no-script-menus.ts";
import { FormProblemContext, QUOTE_FORM } from "#app/lib/forms/problem.ts";
import { formProblem } from "#app/content/forms.ts";
import { pricingCopy } from "#app/content/pricing.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: favicon, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * Route handles. `campaignNav` swaps the common header for a campaign page's own. Every page is HTML with no
 * framework script; the parts that need React in the browser are islands (docs/decisions/0012-islands.md).
 */
export interface RouteHandle {
  campaignNav?: CampaignNavId;
}

function useRouteHandles() {
  return useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#060b18" />
        {/* Before anything paints: hides the cookie banner once consent is stored, and wires the menus. */}
        <script dangerouslySetInnerHTML={{ __html: firstPaintScript }} />
        <noscript>
          {/* Without JavaScript nothing can be stored, so there is no consent to ask for; the menus open and close
              through the URL's fragment. */}
          <style>{`#cookie-banner{display:none}${noScriptMenuCss}`}</style>
        </noscript>
        <style dangerouslySetInnerHTML={{ __html: stylesheet }} />
        <Meta />
        <Links />
        {/* `npm run dev` only: Vite's client reloads the page on a save and shows a content problem over it. The
            pages run no React there (the islands' scripts come from the production build; decision 0012). */}
        {import.meta.env.DEV && <script type="module" src="/@vite/client" />}
      </head>
      <body>{children}</body>
    </html>
  );
}

function Header() {
  const navId = useRouteHandles().at(-1)?.campaignNav;
  return navId ? <CampaignHeader nav={campaignNavs[navId]} /> : <SiteHeader />;
}

/** Above everything on a page the server sent back with a form's errors, with a link down to the form. */
function FormProblemBanner() {
  const problem = useContext(FormProblemContext);
  if (!problem) return null;
  const words =
    problem.form === QUOTE_FORM
      ? { title: pricingCopy.quote.preparedFor.problemTitle, banner: pricingCopy.quote.preparedFor.problemBanner }
      : formProblem;
  return (
    <section aria-label={words.title} className="bg-danger px-4 py-3 text-center font-semibold text-white">
      {words.banner}{" "}
      <a href={`#${problem.form}-form`} className="underline underline-offset-2">
        {formProblem.bannerLink}
      </a>
    </section>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {skipLinkLabel}
      </a>
      <FormProblemBanner />
      {children}
      <SiteFooter />
      <CookieBanner />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Shell>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="container-page py-24 outline-none">
        <h1 className="text-3xl font-bold">{errorPage.heading}</h1>
        <p className="mt-4 text-muted">{detail}</p>
        <a href={pages.home.path} className={buttonClasses("secondary", "md", "mt-8")}>
          {errorPage.homeLabel}
        </a>
      </main>
    </Shell>
  );
}
