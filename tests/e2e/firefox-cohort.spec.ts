/**
 * Issue 36 in Firefox, JavaScript on and off: a link to the CMMC tab shows the program's price and the cohort's
 * status on the first screen at 390 and 1440 px, above the cookie notice; and today's offer (a seat, or word of
 * the next cohort) is the one the server works out. Chromium pins both offers on a clock (cohort-calendar.spec.ts).
 */
import { pricingCopy } from "#app/content/pricing.ts";
import { cmmcProgramPrice } from "#app/lib/pricing/line-items.ts";
import { siteConfig } from "#app/site.config.ts";
import { cohortToday, shownToday } from "./cohort-today.ts";
import { expect, test, viewports } from "./fixtures.ts";
import { firefoxForThisFile } from "./firefox.ts";

for (const javaScript of [true, false]) {
  test.describe(`Firefox, JavaScript ${javaScript ? "on" : "off"}`, () => {
    const firefox = firefoxForThisFile({ javaScript });
    for (const [size, viewport] of Object.entries(viewports)) {
      test(`${size}: /pricing?tab=cmmc-accelerator shows the price and today's cohort status on the first screen`, async () => {
        const page = await firefox.open("/pricing?tab=cmmc-accelerator", viewport, { consent: false });
        try {
          const seen = await page.evaluate(
            (texts) => {
              const banner = document.getElementById("cookie-banner");
              const bannerTop =
                banner && banner.offsetParent !== null ? banner.getBoundingClientRect().top : window.innerHeight;
              const place = (text: string) => {
                // The first innermost element that reads exactly the text (a list item's icon is beside its words).
                const matches = [...document.querySelectorAll("main *")].filter(
                  (candidate) => candidate.textContent?.trim() === text,
                );
                const element = matches.find(
                  (match) => !matches.some((other) => other !== match && match.contains(other)),
                );
                if (!element) return { text, found: false };
                const box = element.getBoundingClientRect();
                return { text, found: true, top: box.top >= 0, aboveNotice: box.bottom <= bannerTop };
              };
              return { scrollY: window.scrollY, places: texts.map(place) };
            },
            [cmmcProgramPrice().amount, shownToday(pricingCopy.program.facts[0]!.text)],
          );
          expect(seen.scrollY).toBe(0);
          for (const place of seen.places)
            expect(place).toEqual({ text: place.text, found: true, top: true, aboveNotice: true });
          // page.evaluate, not $$eval: puppeteer's $$eval waits on script in the page (JavaScript off).
          const depositLinks = await page.evaluate(
            (href) => document.querySelectorAll(`a[href="${href}"]`).length,
            siteConfig.links.cohortPayment,
          );
          expect(depositLinks).toBe(cohortToday.open ? 1 : 0);
        } finally {
          await page.close();
        }
      });
    }
  });
}
