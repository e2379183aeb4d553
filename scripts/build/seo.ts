import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type PageEntry, pageList } from "#app/content/pages.ts";
import { quotePdfPath } from "#app/lib/pricing/quote-document.ts";
import { absoluteUrl, defaultPreview } from "#app/lib/seo/meta.ts";
import { securityContactUri, siteConfig } from "#app/site.config.ts";
import { icoOfPng } from "./favicon.ts";
import { previewPng, renderPng, shield, siteIcon } from "./social-preview.ts";

export function sitemapXml(pages: PageEntry[] = pageList): string {
  const urls = pages.map((page) => `  <url><loc>${absoluteUrl(page.path)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * robots.txt: the whole site, but not the quote PDFs. A quote is drawn for a visitor's choices on request (CPU the
 * server spends per client) and says noindex; its link says nofollow, which a crawler may still follow.
 */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: ${quotePdfPath}\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}

/** RFC 9116 asks for an Expires under a year ahead: a year less a day from the build's day, so a site not built again
 * for a year says its contact may be stale rather than vouching for it. */
const SECURITY_TXT_DAYS = 364;

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, which a security buyer's team looks for
 * first. Its Expires counts from the day of the build (every release and publish builds again).
 */
export function securityTxt(builtAt: Date): string {
  const day = Date.UTC(builtAt.getUTCFullYear(), builtAt.getUTCMonth(), builtAt.getUTCDate());
  const expires = new Date(day + SECURITY_TXT_DAYS * 86_400_000).toISOString().replace(".000Z", "Z");
  return [
    `# Report a vulnerability in ${siteConfig.brandName}'s site or platform here.`,
    `Contact: ${securityContactUri()}`,
    `Expires: ${expires}`,
    "Preferred-Languages: en",
    `Canonical: ${absoluteUrl("/.well-known/security.txt")}`,
    "",
  ].join("\n");
}

/** Writes sitemap.xml, robots.txt, security.txt, the home-screen icon, favicon.ico and one preview image per page. */
export async function writeSeoFiles(clientDir: string): Promise<void> {
  writeFileSync(path.join(clientDir, "sitemap.xml"), sitemapXml());
  writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt());
  mkdirSync(path.join(clientDir, ".well-known"), { recursive: true });
  writeFileSync(path.join(clientDir, ".well-known", "security.txt"), securityTxt(new Date()));
  const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#060b18"/>${shield(3, 3, 0.8125)}</svg>`;
  writeFileSync(path.join(clientDir, "apple-touch-icon.png"), await renderPng(icon, 180));
  writeFileSync(path.join(clientDir, "favicon.ico"), icoOfPng(await renderPng(siteIcon, 32), 32));
  mkdirSync(path.join(clientDir, "og"), { recursive: true });
  const previews = [...pageList, defaultPreview];
  for (const page of previews) {
    writeFileSync(path.join(clientDir, "og", `${page.id}.png`), await previewPng(page.name, page.description));
  }
}
