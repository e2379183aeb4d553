// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageList } from "#app/content/pages.ts";
import { siteConfig } from "#app/site.config.ts";
import { ogSvg, renderPng, robotsTxt, sitemapXml } from "./seo.ts";

describe("search and sharing files", () => {
  it("lists every route of the route table in the sitemap, on the configured origin", () => {
    const xml = sitemapXml();
    for (const page of pageList) expect(xml).toContain(`<loc>${siteConfig.origin}${page.path === "/" ? "/" : page.path}</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(pageList.length);
  });

  it("points robots.txt at the sitemap", () => {
    expect(robotsTxt()).toContain(`Sitemap: ${siteConfig.origin}/sitemap.xml`);
  });

  it("renders a 1200 × 630 PNG preview with escaped text", async () => {
    const svg = ogSvg("Banking & Finance", "GLBA <and> PCI-DSS");
    expect(svg).toContain("Banking &amp; Finance");
    const png = await renderPng(svg, 1200);
    expect(Buffer.from(png.subarray(1, 4)).toString()).toBe("PNG");
    const view = new DataView(png.buffer, png.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  });
});
