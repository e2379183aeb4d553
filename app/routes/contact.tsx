import { Panel } from "#app/components/ui/panel.tsx";
import { Mail, MapPin, Phone } from "lucide-react";
import { Island } from "#app/islands/island.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { contactPage } from "#app/content/site.ts";
import { contactForm } from "#app/content/forms.ts";
import { heroes } from "#app/content/heroes.ts";
import { pages } from "#app/content/pages.ts";
import { buildMeta } from "#app/lib/seo/meta.ts";
import { siteConfig, telHref } from "#app/site.config.ts";

export const meta = () => buildMeta(pages.contact);

export default function Contact() {
  const { contact } = siteConfig;
  const { address } = contact;
  const details = [
    { icon: Mail, label: contactPage.emailLabel, value: contact.email, href: `mailto:${contact.email}` },
    { icon: Phone, label: contactPage.phoneLabel, value: contact.phone, href: telHref(contact.phone) },
  ];
  return (
    <>
      <PageHero content={heroes.contact} compact />
      <div className="bg-surface py-14 sm:py-20">
        <div className="container-page grid gap-8 lg:grid-cols-[1fr_2fr]">
          <Panel
            id="details-title"
            level="h2"
            title={contactPage.detailsTitle}
            className="h-fit"
            titleClassName="text-xl font-bold"
          >
            <ul className="mt-6 space-y-5">
              {details.map(({ icon: DetailIcon, label, value, href }) => (
                <li key={label} className="flex gap-3">
                  <DetailIcon aria-hidden="true" className="mt-0.5 size-5 text-accent-700" />
                  <div>
                    <p className="text-sm font-semibold">{label}</p>
                    <a href={href} className="text-accent-800 underline underline-offset-4">
                      {value}
                    </a>
                  </div>
                </li>
              ))}
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 text-accent-700" />
                <div>
                  <p className="text-sm font-semibold">{contactPage.addressLabel}</p>
                  <address className="not-italic">
                    {address.street}
                    <br />
                    {address.locality}, {address.region} {address.postalCode}
                  </address>
                </div>
              </li>
            </ul>
          </Panel>
          <Panel
            id="message-title"
            level="h2"
            title={contactForm.title}
            lead={contactForm.note}
            className="sm:p-8"
            titleClassName="text-2xl font-bold"
            leadClassName="mt-1 mb-6 text-muted"
          >
            <Island name="contact-form" />
          </Panel>
        </div>
      </div>
    </>
  );
}
