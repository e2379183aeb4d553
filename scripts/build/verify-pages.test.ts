// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pages, prerenderedPaths } from "#app/content/pages.ts";
import { firstPaintScript } from "#app/lib/first-paint/index.ts";
import { pageFile } from "./page-file.ts";
import { verifyPages } from "./verify-pages.ts";

const head = `<head><script>${firstPaintScript}</script></head>`;
const plainPage = `<!DOCTYPE html><html>${head}<body><h1>x</h1></body></html>`;
const islandPage = `<!DOCTYPE html><html>${head}<body><div class="contents" data-island="contact-form" data-island-props="{}"><form></form></div></body></html>`;

function site(override: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "verify-"));
  for (const route of prerenderedPaths) {
    const file = pageFile(dir, route);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, override[route] ?? (route === pages.contact.path ? islandPage : plainPage));
  }
  return dir;
}

describe("verifyPages", () => {
  it("accepts plain content pages and pages with islands", () => {
    expect(verifyPages(site())).toEqual({
      withIslands: [pages.contact.path],
      plain: prerenderedPaths.filter((r) => r !== pages.contact.path),
    });
  });

  it("fails loudly, naming the page, when a page loads the framework's modules", () => {
    const broken = plainPage.replace("</head>", '<link rel="modulepreload" href="/assets/x.js"/></head>');
    expect(() => verifyPages(site({ [pages.secops.path]: broken }))).toThrow(
      `${pages.secops.path}: loads the framework's modules`,
    );
    const hydrating = islandPage.replace("</body>", "<script>window.__reactRouterContext = {};</script></body>");
    expect(() => verifyPages(site({ [pages.contact.path]: hydrating }))).toThrow(
      `${pages.contact.path}: loads the framework's modules`,
    );
  });

  it("fails when the first-paint script is missing, or no page has an island", () => {
    expect(() =>
      verifyPages(site({ [pages.energy.path]: "<!DOCTYPE html><html><head></head><body></body></html>" })),
    ).toThrow(`${pages.energy.path}: the first-paint script is missing`);
    expect(() => verifyPages(site({ [pages.contact.path]: plainPage }))).toThrow(`got ${prerenderedPaths.length} and 0`);
  });
});
