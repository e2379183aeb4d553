// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageList } from "#app/content/pages.ts";
import { securityContactUri, siteConfig } from "#app/site.config.ts";
import { robotsTxt, securityTxt, sitemapXml } from "./seo.ts";

describe("search and sharing files", () => {
  it("lists every route of the route table in the sitemap, on the configured origin", () => {
    const xml = sitemapXml();
    for (const page of pageList) expect(xml).toContain(`<loc>${siteConfig.origin}${page.path === "/" ? "/" : page.path}</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(pageList.length);
  });

  it("points robots.txt at the sitemap, and keeps crawlers from drawing quotes", () => {
    expect(robotsTxt()).toContain(`Sitemap: ${siteConfig.origin}/sitemap.xml`);
    expect(robotsTxt()).toContain("\nAllow: /\nDisallow: /pricing/quote.pdf\n");
  });

  it("says in security.txt where to report a vulnerability, until a year less a day after the build's day", () => {
    const text = securityTxt(new Date("2026-12-07T21:40:00Z"));
    // Without SITE_SECURITY_CONTACT, the site's contact e-mail (check-then-build.test.ts sets one).
    const contact = siteConfig.securityContact ? securityContactUri() : `mailto:${siteConfig.contact.email}`;
    expect(text).toContain(`\nContact: ${contact}\n`);
    expect(text).toContain("\nExpires: 2027-12-06T00:00:00Z\n");
    expect(text).toContain(`\nCanonical: ${siteConfig.origin}/.well-known/security.txt\n`);
    // RFC 9116: every line a comment or "Field: value", ending in a line feed.
    expect(text.endsWith("\n")).toBe(true);
    for (const line of text.trimEnd().split("\n")) expect(line).toMatch(/^(# .+|[A-Z][A-Za-z-]+: \S.*)$/);
  });
});
