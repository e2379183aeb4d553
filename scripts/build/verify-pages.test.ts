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
const hydratedPage = `<!DOCTYPE html><html>${head}<body><script>window.__reactRouterContext = {};</script><script type="module" async="">window.__reactRouterRouteModules = {};</script></body></html>`;

function site(override: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "verify-"));
  for (const route of prerenderedPaths) {
    const file = pageFile(dir, route);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, override[route] ?? (route === pages.contact.path ? hydratedPage : plainPage));
  }
  return dir;
}

describe("verifyPages", () => {
  it("accepts plain content pages and hydrated pages", () => {
    expect(verifyPages(site())).toEqual({
      hydrated: [pages.contact.path],
      plain: prerenderedPaths.filter((r) => r !== pages.contact.path),
    });
  });

  it("fails loudly, naming the page, when a content page loads modules", () => {
    const broken = plainPage.replace("</head>", '<link rel="modulepreload" href="/assets/x.js"/></head>');
    expect(() => verifyPages(site({ [pages.secops.path]: broken }))).toThrow(
      `${pages.secops.path}: a content page loads framework modules`,
    );
  });

  it("fails when the first-paint script or the hydration script is missing", () => {
    expect(() =>
      verifyPages(site({ [pages.energy.path]: "<!DOCTYPE html><html><head></head><body></body></html>" })),
    ).toThrow(`${pages.energy.path}: the first-paint script is missing`);
    const noModules = hydratedPage.replace(/<script type="module"[\s\S]*?<\/script>/, "");
    expect(() => verifyPages(site({ [pages.contact.path]: noModules }))).toThrow("no hydration script");
  });
});
