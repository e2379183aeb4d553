import { createRequire } from "node:module";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { type PageEntry, pageList } from "#app/content/pages.ts";
import { quotePdfPath } from "#app/lib/pricing/quote-document.ts";
import { absoluteUrl } from "#app/lib/seo/meta.ts";
import { securityContactUri, siteConfig } from "#app/site.config.ts";
import { madeBefore } from "./build-cache.ts";

const require = createRequire(import.meta.url);

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

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

const shield = (x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M16 2 4 7v8c0 7.4 5.1 13.4 12 15 6.9-1.6 12-7.6 12-15V7L16 2Z" fill="#0e7490"/><path d="M16 6.3 8 9.6v5.6c0 5 3.3 9.2 8 10.6 4.7-1.4 8-5.6 8-10.6V9.6l-8-3.3Z" fill="#22d3ee"/><circle cx="16" cy="15.5" r="3.2" fill="#060b18"/></g>`;

/** The 1200 × 630 social preview of a page: brand, page name and description on the site's dark hero. */
export function ogSvg(title: string, description: string): string {
  const titleLines = wrapWords(title, 30).slice(0, 3);
  const descLines = wrapWords(description, 62).slice(0, 3);
  const titleY = 250;
  const descY = titleY + titleLines.length * 76 + 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="g" cx="1" cy="0" r="1"><stop offset="0" stop-color="#22d3ee" stop-opacity="0.35"/><stop offset="1" stop-color="#060b18" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="#060b18"/>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="0" y="610" width="1200" height="20" fill="#22d3ee"/>
  ${shield(72, 64, 2.2)}
  <text x="150" y="112" font-family="Inter" font-weight="700" font-size="40" fill="#ffffff">${escapeXml(siteConfig.brandName)}</text>
  ${titleLines.map((line, i) => `<text x="72" y="${titleY + i * 76}" font-family="Inter" font-weight="700" font-size="64" fill="#ffffff">${escapeXml(line)}</text>`).join("\n  ")}
  ${descLines.map((line, i) => `<text x="72" y="${descY + i * 40}" font-family="Inter" font-weight="400" font-size="28" fill="#cbd5e1">${escapeXml(line)}</text>`).join("\n  ")}
</svg>`;
}

let ready: Promise<void> | undefined;
function fonts(): Uint8Array[] {
  const dir = path.dirname(require.resolve("@expo-google-fonts/inter/package.json"));
  return ["400Regular/Inter_400Regular.ttf", "700Bold/Inter_700Bold.ttf"].map((file) => readFileSync(path.join(dir, file)));
}

export async function renderPng(svg: string, width: number): Promise<Uint8Array> {
  // A page's preview changes only with its words: a release takes it from the build before when they are the same.
  const [png] = await madeBefore("png", `${width}\n${svg}`, async () => [Buffer.from(await drawPng(svg, width))]);
  return png!;
}

async function drawPng(svg: string, width: number): Promise<Uint8Array> {
  ready ??= initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
  await ready;
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { fontBuffers: fonts(), defaultFontFamily: "Inter" } });
  const png = resvg.render().asPng();
  resvg.free();
  return png;
}

/** Writes sitemap.xml, robots.txt, security.txt, the home-screen icon and one preview image per page. */
export async function writeSeoFiles(clientDir: string): Promise<void> {
  writeFileSync(path.join(clientDir, "sitemap.xml"), sitemapXml());
  writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt());
  mkdirSync(path.join(clientDir, ".well-known"), { recursive: true });
  writeFileSync(path.join(clientDir, ".well-known", "security.txt"), securityTxt(new Date()));
  const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#060b18"/>${shield(3, 3, 0.8125)}</svg>`;
  writeFileSync(path.join(clientDir, "apple-touch-icon.png"), await renderPng(icon, 180));
  mkdirSync(path.join(clientDir, "og"), { recursive: true });
  const previews = [...pageList.map((page) => ({ id: page.id, name: page.name, description: page.description })), { id: "default", name: siteConfig.brandName, description: pageList[0]!.description }];
  for (const page of previews) {
    writeFileSync(path.join(clientDir, "og", `${page.id}.png`), await renderPng(ogSvg(page.name, page.description), 1200));
  }
}
