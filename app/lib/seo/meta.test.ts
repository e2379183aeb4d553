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

  it("adds Organization JSON-LD to every page and extra JSON-LD when asked", () => {
    const meta = buildMeta(pages.pricing, { jsonLd: [{ "@type": "Product" }] });
    const ld = meta.filter((m) => "script:ld+json" in m);
    expect(ld).toHaveLength(2);
    expect(ld[0]).toMatchObject({ "script:ld+json": { "@type": "Organization", name: siteConfig.companyName } });
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
