import { Logo } from "./logo.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import { footerNav } from "#app/content/navigation.ts";
import { pages } from "#app/content/pages.ts";
import { siteConfig, telHref, termsOfServiceHref } from "#app/site.config.ts";

const linkClasses = "text-slate-300 hover:text-white underline-offset-4 hover:underline";
// At least 24 px tall: WCAG 2.5.8 target size.
const contactLinkClasses = `${linkClasses} inline-flex min-h-6 items-center`;

export function SiteFooter() {
  return (
    <footer className="on-dark bg-navy-950 text-slate-300">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-8 py-10 lg:grid-cols-5 lg:gap-x-10 lg:py-12">
        <div className="col-span-2">
          <Logo to={pages.home.path} className="text-white" />
          <p className="mt-4 max-w-sm text-sm leading-6">{footerNav.tagline}</p>
        </div>
        {footerNav.columns.map((column) => (
          <nav key={column.label} aria-label={column.label} className="lg:row-span-2">
            <h2 className="text-sm font-semibold text-white">{column.label}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.items.map((item) => (
                <li key={item.to}>
                  <SmartLink to={item.to} className={linkClasses}>
                    {item.label}
                  </SmartLink>
                </li>
              ))}
              {column === footerNav.columns.at(-1) && (
                <li>
                  <a href={termsOfServiceHref(footerNav.termsRequestSubject)} className={linkClasses}>
                    {footerNav.termsLabel}
                  </a>{" "}
                  {!siteConfig.termsOfServiceUrl && <span className="text-slate-400">({footerNav.termsNote})</span>}
                </li>
              )}
            </ul>
          </nav>
        ))}
        {/* On a phone the contact details take the cell beside the last column of links; on a wide screen they
            sit under the tagline, the columns of links beside both. */}
        <div className="lg:col-span-2 lg:col-start-1 lg:row-start-2">
          <ContactDetails />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-xs text-slate-400">
          © {siteConfig.companyName}. {footerNav.legal}
        </p>
      </div>
    </footer>
  );
}

function ContactDetails() {
  const { contact } = siteConfig;
  return (
    <address className="text-sm not-italic">
      <ul className="space-y-1">
        <li>
          <a className={contactLinkClasses} href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        </li>
        <li>
          <a className={contactLinkClasses} href={telHref(contact.phone)}>
            {contact.phone}
          </a>
        </li>
        <li>
          {contact.address.locality}, {contact.address.region}
        </li>
      </ul>
    </address>
  );
}
