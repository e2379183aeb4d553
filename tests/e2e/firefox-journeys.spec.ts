/**
 * Visitor journeys in Firefox (issue 20), JavaScript on: URL, page and history agree on /pricing; an anchor's
 * section starts just under the header; a plan card chosen by a click anywhere on it; the savings line when billed
 * annually; the calculator's words for its mode; consent kept when React renders a page again. The same checks
 * run in Chromium (pricing.spec.ts, navigation.spec.ts, cookie-banner.spec.ts).
 */
import type { Page } from "puppeteer-core";
import { campaignNavs, mainNav } from "#app/content/navigation.ts";
import { pages } from "#app/content/pages.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { cookieBanner } from "#app/content/site.ts";
import { ZERO, formatUsd } from "#app/lib/pricing/money.ts";
import { secopsPlans } from "#app/lib/pricing/plans.ts";
import { userRange } from "#app/lib/pricing/quote.ts";
import { expect, test, viewports, withFailingHydration } from "./fixtures.ts";
import { gapUnderHeader } from "./reflow.ts";
import { byRole, firefoxForThisFile, hydrated, pageText, waitForText, waitUntil } from "./firefox.ts";
import { quoteLinkAndRows } from "./quote-link.ts";
import { expectRowsInOrder, pdfLines } from "#tests/pdf-lines.ts";

const firefox = firefoxForThisFile();

/** What the pricing page shows once a visitor reaches for it: its URL's query, the selected tab, the users slider. */
const pricingShown = async (page: Page) => {
  await hydrated(page);
  return page.evaluate(() => ({
    query: location.search,
    tab: document.querySelector('[role="tab"][aria-selected="true"]')?.textContent,
    users: (document.querySelector('input[type="range"][name="users"]') as HTMLInputElement | null)?.value ?? null,
  }));
};

test("Firefox: the header's Pricing link, Back and Forward: URL, page and history agree", async () => {
  const page = await firefox.open(`${pages.pricing.path}?tab=secops&users=50`, viewports.desktop);
  await hydrated(page);
  const configured = { query: "?tab=secops&users=50", tab: pricingCopy.tabs.secops, users: "50" };
  expect(await pricingShown(page)).toEqual(configured);
  const pricingLink = mainNav.links.find((link) => link.to === pages.pricing.path)!;
  await (await page.$(`header a[href="${pricingLink.to}"]`))!.click();
  const defaults = { query: "", tab: pricingCopy.tabs.governance, users: null };
  await expect.poll(() => pricingShown(page)).toEqual(defaults);
  // Back and Forward as the browser's buttons do them: each is a page load (or a page from the back-forward cache).
  await page.evaluate(() => history.back());
  await expect.poll(() => pricingShown(page)).toEqual(configured);
  await page.evaluate(() => history.forward());
  await expect.poll(() => pricingShown(page)).toEqual(defaults);
  await page.close();
});

test("Firefox: an anchor's section starts just under the header, on the first and second click and from another page", async () => {
  const link = campaignNavs.lpCmmcAccelerator.links.find((item) => item.to.includes("#"))!;
  const id = link.to.split("#")[1]!;
  const page = await firefox.open(pages.lpCmmcAccelerator.path, viewports.desktop);
  await hydrated(page);
  for (let click = 0; click < 2; click += 1) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await (await page.$(`header a[href="${link.to}"]`))!.click();
    await expect.poll(() => page.evaluate(gapUnderHeader, id)).toBeLessThanOrEqual(24);
    expect(await page.evaluate(gapUnderHeader, id)).toBeGreaterThanOrEqual(0);
  }
  await page.close();
  const arriving = await firefox.open(link.to, viewports.desktop);
  await expect.poll(() => arriving.evaluate(gapUnderHeader, id)).toBeLessThanOrEqual(24);
  expect(await arriving.evaluate(gapUnderHeader, id)).toBeGreaterThanOrEqual(0);
  await arriving.close();
});

test("Firefox: a click anywhere on a plan card chooses it; Core billed annually shows a $0 savings line", async () => {
  const page = await firefox.open(`${pages.pricing.path}?tab=secops`, viewports.desktop);
  await hydrated(page);
  const savings = () =>
    page.$$eval(
      "dl > div",
      (rows, label) =>
        rows.find((row) => row.querySelector("dt")?.textContent === label)?.querySelector("dd")?.textContent,
      pricingCopy.summary.savings,
    );
  expect(await savings()).toBe(formatUsd(ZERO));
  const plus = secopsPlans.find((plan) => plan.id === "plus")!;
  // The card's description, away from its name, radio and link.
  const point = await page.evaluate((words) => {
    const element = [...document.querySelectorAll("li div")].find((div) => div.textContent === words)!;
    const box = element.getBoundingClientRect();
    return { x: box.left + 4, y: box.top + 4 };
  }, plus.targetCustomer);
  await page.mouse.click(point.x, point.y);
  await waitUntil(page, () => (document.querySelector('input[value="plus"]') as HTMLInputElement).checked);
  await page.close();
});

test("Firefox: the calculator says its summary updates as you go once the page's script runs", async () => {
  const page = await firefox.open(`${pages.pricing.path}?tab=secops`, viewports.desktop);
  await hydrated(page);
  // Drawn from the first paint but invisible until then (innerText leaves it out), in the update button's place.
  await waitForText(page, pricingCopy.secops.customizeLiveNote);
  expect(await pageText(page)).not.toContain(pricingCopy.update.note);
  await page.close();
});

test("Firefox: consent stays when an island's hydration fails and React renders the island again", async () => {
  const page = await firefox.open(pages.pricing.path, viewports.desktop, {
    rewriteHtml: (html) => withFailingHydration(html, "pricing-calculators", pricingCopy.tabs.secops),
  });
  await hydrated(page);
  await waitUntil(
    page,
    (words) => [...document.querySelectorAll('[role="tab"]')].some((tab) => tab.textContent === words),
    pricingCopy.tabs.secops,
  );
  expect(await page.evaluate(() => document.body.textContent?.includes("(changed before hydration)"))).toBe(false);
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-cookie-consent"))).toBe(true);
  const banner = await page.$(`section[aria-label="${cookieBanner.label}"]`);
  expect(await banner!.evaluate((element) => element.checkVisibility())).toBe(false);
  await page.close();
});

test("Firefox: a query value that is not a pricing value falls back to the default; 1e3 users is a thousand", async () => {
  for (const name of ["constructor", "__proto__", "toString"]) {
    const page = await firefox.open(
      `${pages.pricing.path}?tab=${name}&govPlan=${name}&users=${name}`,
      viewports.desktop,
    );
    await hydrated(page);
    expect(await pricingShown(page)).toMatchObject({ tab: pricingCopy.tabs.governance });
    await page.close();
  }
  const page = await firefox.open(`${pages.pricing.path}?tab=secops&secopsPlan=plus&users=1e3`, viewports.desktop);
  await hydrated(page);
  // A thousand users, clamped to Plus's slider maximum.
  const plus = secopsPlans.find((plan) => plan.id === "plus")!;
  expect((await pricingShown(page)).users).toBe(String(userRange(plus)!.max));
  await page.close();
});

test("Firefox: the quote link follows the calculator and gives its summary as a PDF", async () => {
  const page = await firefox.open(`${pages.pricing.path}?tab=secops`, viewports.desktop);
  await hydrated(page);
  const plus = secopsPlans.find((plan) => plan.id === "plus")!;
  await (await page.$(byRole("radio", plus.name)))!.click();
  await expect
    .poll(async () => (await page.evaluate(quoteLinkAndRows, pricingCopy.quote.link)).href)
    .toContain("secopsPlan=plus");
  const { href, rows } = await page.evaluate(quoteLinkAndRows, pricingCopy.quote.link);
  const pdf = await fetch(href);
  expectRowsInOrder(pdfLines(new Uint8Array(await pdf.arrayBuffer())), rows);
  await page.close();
});
