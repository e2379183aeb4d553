import { describe, expect, it } from "vitest";
import { pages } from "#app/content/pages.ts";
import { siteConfig } from "#app/site.config.ts";
import { absoluteUrl, buildMeta, pageTitle } from "./meta.ts";

describe("buildMeta", () => {
  it("gives the spec's title form and a canonical URL on the configured origin", () => {
    const meta = buildMeta(pages.bankingFinance);
    expect(meta).toContainEqual({ title: `Banking & Finance - ${siteConfig.brandName}` });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${siteConfig.origin}/industries/banking-finance`,
    });
    expect(meta).toContainEqual({ name: "description", content: pages.bankingFinance.description });
    expect(meta).toContainEqual({ property: "og:url", content: `${siteConfig.origin}/industries/banking-finance` });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("describes the organization in JSON-LD on the home page, and adds a page's own JSON-LD when asked", () => {
    const home = buildMeta(pages.home).filter((m) => "script:ld+json" in m);
    expect(home).toEqual([
      expect.objectContaining({
        "script:ld+json": expect.objectContaining({ "@type": "Organization", name: siteConfig.companyName }),
      }),
    ]);
    const pricing = buildMeta(pages.pricing, { jsonLd: [{ "@type": "Product" }] }).filter((m) => "script:ld+json" in m);
    expect(pricing).toEqual([{ "script:ld+json": { "@type": "Product" } }]);
    expect(buildMeta(pages.bankingFinance).some((m) => "script:ld+json" in m)).toBe(false);
  });

  it("says what each preview image shows for a reader who cannot see it", () => {
    const brand = siteConfig.brandName;
    const alt = `${brand}: Banking & Finance. ${pages.bankingFinance.description}`;
    const meta = buildMeta(pages.bankingFinance);
    expect(meta).toContainEqual({ property: "og:image:alt", content: alt });
    expect(meta).toContainEqual({ name: "twitter:image:alt", content: alt });
    // A page without an image of its own shows the brand's, with the home page's description.
    expect(buildMeta({ name: "Page not found", description: "x", path: "/404" }, { noindex: true })).toContainEqual({
      property: "og:image:alt",
      content: `${brand}: ${pages.home.description}`,
    });
  });

  it("keeps noindex pages out of search and without a canonical", () => {
    const meta = buildMeta({ name: "Page not found", description: "x", path: "/404" }, { noindex: true });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta.some((m) => "rel" in m && m.rel === "canonical")).toBe(false);
  });

  it("builds titles and absolute URLs", () => {
    expect(pageTitle("Contact Us")).toBe(`Contact Us - ${siteConfig.brandName}`);
    expect(absoluteUrl("/")).toBe(`${siteConfig.origin}/`);
  });
});
