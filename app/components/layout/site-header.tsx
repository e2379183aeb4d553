import { CurrentLink } from "./current-link.tsx";
import { Logo } from "./logo.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { NavMenu, navLinkClasses } from "./nav-menu.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { type CampaignNav, mainNav } from "#app/content/navigation.ts";
import { pages } from "#app/content/pages.ts";
import { uiLabels } from "#app/content/site.ts";

function HeaderBar({ logoTo, children }: { logoTo: string; children: React.ReactNode }) {
  return (
    <header className="on-dark sticky top-0 z-40 border-b border-white/10 bg-navy-950 text-white">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo to={logoTo} />
        {/* The menus work only on a screen: a printed page keeps the logo alone (app.css, "On paper"). */}
        <div className="contents print:hidden">{children}</div>
      </div>
    </header>
  );
}

/** The common header of every page but the two campaign pages. */
export function SiteHeader() {
  const contact = mainNav.links.at(-1);
  return (
    <HeaderBar logoTo={pages.home.path}>
      <nav aria-label={uiLabels.mainNav} className="hidden lg:block">
        <ul className="flex items-center gap-1">
          {mainNav.groups.map((group) => (
            <li key={group.label}>
              <NavMenu group={group} />
            </li>
          ))}
          {mainNav.links.map((item) => (
            <li key={item.to}>
              <CurrentLink
                to={item.to}
                className={
                  item === contact
                    ? buttonClasses(
                        "primary",
                        "sm",
                        "ml-2 aria-[current=page]:underline aria-[current=page]:underline-offset-4",
                      )
                    : navLinkClasses
                }
              >
                {item.label}
              </CurrentLink>
            </li>
          ))}
        </ul>
      </nav>
      <MobileNav groups={mainNav.groups} links={mainNav.links} />
    </HeaderBar>
  );
}

/** The campaign pages' own header: anchor links into the page and one call to action. */
export function CampaignHeader({ nav }: { nav: CampaignNav }) {
  return (
    <HeaderBar logoTo={nav.home}>
      <nav aria-label={uiLabels.mainNav} className="hidden lg:block">
        <ul className="flex items-center gap-1">
          {nav.links.map((item) => (
            <li key={item.to}>
              <CurrentLink to={item.to} className={navLinkClasses}>
                {item.label}
              </CurrentLink>
            </li>
          ))}
          {nav.cta && (
            <li>
              <CurrentLink to={nav.cta.to} className={buttonClasses("primary", "sm", "ml-2")}>
                {nav.cta.label}
              </CurrentLink>
            </li>
          )}
        </ul>
      </nav>
      <MobileNav links={nav.links} cta={nav.cta} />
    </HeaderBar>
  );
}
