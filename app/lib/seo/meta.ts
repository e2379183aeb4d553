import type { MetaDescriptor } from "react-router";
import { type PageEntry, pages } from "#app/content/pages.ts";
import { siteConfig } from "#app/site.config.ts";

/** "{page} - {brand}", the spec's title form. */
export function pageTitle(name: string): string {
  return `${name} - ${siteConfig.brandName}`;
}

export function absoluteUrl(path: string): string {
  return `${siteConfig.origin}${path === "/" ? "/" : path}`;
}

export function organizationJsonLd() {
  const { contact } = siteConfig;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteConfig.companyName,
    brand: siteConfig.brandName,
    url: siteConfig.origin,
    logo: absoluteUrl("/favicon.svg"),
    email: contact.email,
    telephone: contact.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.address.street,
      addressLocality: contact.address.locality,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.country,
    },
  };
}

/** The preview image of a page without one of its own (the 404 page, a form's confirmation): the brand's. */
export const defaultPreview = { id: "default", name: siteConfig.brandName, description: pages.home.description };

/**
 * A preview image's words for a reader who cannot see it (`og:image:alt`, `twitter:image:alt`): what it shows, the
 * brand, the page's name and its description (scripts/build/social-preview.ts draws them).
 */
export function previewAlt(preview: { name: string; description: string }): string {
  const brand = siteConfig.brandName;
  return preview.name === brand
    ? `${brand}: ${preview.description}`
    : `${brand}: ${preview.name}. ${preview.description}`;
}

interface MetaOptions {
  /** Extra JSON-LD objects for this page (for example the pricing offers). */
  jsonLd?: object[];
  /** Keep the page out of search results (the 404 page). */
  noindex?: boolean;
}

/** Every page's meta tags: title, description, canonical, Open Graph, Twitter and JSON-LD (the organization's on
 * the home page). */
export function buildMeta(
  page: Pick<PageEntry, "name" | "description" | "path"> & { id?: string },
  options: MetaOptions = {},
): MetaDescriptor[] {
  const title = pageTitle(page.name);
  const url = absoluteUrl(page.path);
  const preview = page.id ? page : defaultPreview;
  const image = absoluteUrl(`/og/${preview.id}.png`);
  const imageAlt = previewAlt(preview);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.brandName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    // The organization is described once, on the home page, as search engines ask; every other page would carry the
    // same ~190 bytes (brotli) on the way to its first paint (docs/decisions/0020).
    ...(page.path === "/" ? [{ "script:ld+json": organizationJsonLd() }] : []),
    ...(options.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
  if (options.noindex) meta.push({ name: "robots", content: "noindex" });
  else meta.push({ tagName: "link", rel: "canonical", href: url });
  return meta;
}
