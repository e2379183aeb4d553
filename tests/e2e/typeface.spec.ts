/**
 * Issue 33 in Chromium: one typeface from the first frame of the first visit, on every page. The headline's face as
 * the browser actually rendered it (CDP CSS.getPlatformFontsForNode) is the same on a cold first visit, on a warm
 * visit and on every route; no font file is ever fetched; and no stylesheet blocks the first paint (it is inside
 * the page). The same rule in Firefox: firefox-typeface.spec.ts.
 */
import type { Page } from "@playwright/test";
import { pageList } from "#app/content/pages.ts";
import { expect, preConsent, test } from "./fixtures.ts";

/** The families the headline was drawn with, as the browser's font matching chose them. */
async function renderedFaces(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName).sort();
}

test("every page's headline is in one face, cold and warm, and no font or stylesheet is fetched", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  let siteFace: string[] | undefined;
  for (const { path } of pageList) {
    // Cold: a new context is a first visit with an empty cache.
    const context = await browser.newContext();
    const page = await context.newPage();
    await preConsent(page);
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (["font", "stylesheet"].includes(request.resourceType())) fetched.push(request.url());
    });
    await page.goto(path);
    const cold = await renderedFaces(page);
    // Warm: the same visit's next page view.
    await page.reload();
    const warm = await renderedFaces(page);
    await context.close();
    // One face draws the whole headline: no glyph fell back to another font.
    expect({ path, faces: cold.length }).toEqual({ path, faces: 1 });
    expect({ path, warm }).toEqual({ path, warm: cold });
    siteFace ??= cold;
    expect({ path, face: cold }).toEqual({ path, face: siteFace });
    expect({ path, fetched }).toEqual({ path, fetched: [] });
  }
});
