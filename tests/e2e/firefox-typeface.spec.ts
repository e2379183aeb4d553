/**
 * Issue 33 in Firefox: the headline of a cold first visit is drawn exactly as on the warm visit after it (the same
 * pixels: one face from the first frame), and no font file is fetched, on one page of each kind. Chromium checks
 * the rendered face itself on every route (typeface.spec.ts).
 */
import { pages } from "#app/content/pages.ts";
import { expect, test, viewports } from "./fixtures.ts";
import { firefoxForThisFile } from "./firefox.ts";

const firefox = firefoxForThisFile();

// One page of each kind (content, campaign, industry, islands); Chromium reads every route's face.
for (const { path } of [pages.home, pages.lpCmmcAccelerator, pages.federalSled, pages.pricing, pages.contact]) {
  test(`Firefox: ${path}: the first visit's headline is the warm visit's, and no font is fetched`, async () => {
    const page = await firefox.open("about:blank", viewports.phone);
    try {
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (/\.(woff2?|ttf|otf)(\?|$)/.test(new URL(request.url()).pathname)) fonts.push(request.url());
      });
      await page.goto(firefox.url(path));
      const cold = Buffer.from(await (await page.$("h1"))!.screenshot());
      await page.reload();
      const warm = Buffer.from(await (await page.$("h1"))!.screenshot());
      expect(fonts).toEqual([]);
      expect(cold.equals(warm)).toBe(true);
    } finally {
      await page.close();
    }
  });
}
