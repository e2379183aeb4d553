/**
 * Firefox with JavaScript switched off (docs/decisions/0006): every lead form posts natively, comes back with the
 * spec's messages and the values, then lands on its confirmation with the lead stored once and nothing typed in any
 * URL; the checklist dialog opens from its button; the pricing tabs are links and the settings a GET form. Controls
 * are found by their labels and names (puppeteer's ARIA selectors need script in the page).
 */
import { pages } from "../../app/content/pages.ts";
import { pricingCopy } from "../../app/content/pricing.ts";
import { formatUsd } from "../../app/lib/pricing/money.ts";
import { cmmcAddOnOptions } from "../../app/lib/pricing/line-items.ts";
import { governancePlans, secopsPlans } from "../../app/lib/pricing/plans.ts";
import { cmmcQuote, governanceQuote, secopsQuote, storageRange, userRange } from "../../app/lib/pricing/quote.ts";
import { expect, test, viewports } from "./fixtures.ts";
import {
  clickAndLoad,
  controlByLabel,
  controlByName,
  firefoxForThisFile,
  pageText,
  postNativelyThenCorrect,
  press,
} from "./firefox.ts";
import { leadFormCases } from "./lead-form-cases.ts";

const firefox = firefoxForThisFile({ javaScript: false });

// Consent needs script in the page; with JavaScript off there is no banner to dismiss.
const open = (at: string, viewport: { width: number; height: number }) =>
  firefox.open(at, viewport, { consent: false });

test("Firefox, JavaScript off: the page really runs no script", async () => {
  const page = await open(pages.contact.path, viewports.phone);
  // React Router's inline context script would define this if any page script ran.
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  await page.close();
});

for (const item of leadFormCases) {
  test(`Firefox, JavaScript off: the ${item.form} form comes back with the spec's messages, then is stored once`, async () => {
    const page = await open(item.page, viewports.phone);
    await postNativelyThenCorrect(page, item, firefox);
    await page.close();
  });
}

test("Firefox, JavaScript off: the three calculators work through tab links and the Update button", async () => {
  const page = await open(pages.pricing.path, viewports.desktop);
  const tabs = `nav[aria-label="${pricingCopy.tabsLabel}"]`;
  const update = async () => press(page, await controlByName(page, "main", "button", pricingCopy.update.label));
  const showTab = async (name: string) =>
    clickAndLoad(page, async () => press(page, await controlByName(page, tabs, "a", name)));
  const check = async (label: string) => press(page, await controlByLabel(page, "main", label), " ");
  // page.evaluate, not $$eval: puppeteer's $$eval waits on script in the page.
  const summary = async (label: string) =>
    page.evaluate(
      (wanted) =>
        [...document.querySelectorAll("dl > div")]
          .find((row) => row.querySelector("dt")?.textContent === wanted)
          ?.querySelector("dd")?.textContent,
      label,
    );

  // Governance: another plan, billed annually by default.
  const starter = governancePlans[0]!;
  await check(starter.name);
  await clickAndLoad(page, update);
  expect(await summary(pricingCopy.summary.billedAnnually)).toBe(
    formatUsd(governanceQuote(starter, "annual").annualTotal),
  );

  // SecOps: Plus, then users and storage to their ends with the keyboard, billed monthly.
  await showTab(pricingCopy.tabs.secops);
  const plus = secopsPlans.find((plan) => plan.id === "plus")!;
  await check(plus.name);
  await clickAndLoad(page, update);
  await (await controlByLabel(page, "main", pricingCopy.secops.usersLabel)).focus();
  await page.keyboard.press("End");
  await (await controlByLabel(page, "main", pricingCopy.secops.storageLabel)).focus();
  await page.keyboard.press("End");
  await check(pricingCopy.billingLabel);
  await clickAndLoad(page, update);
  const quote = secopsQuote(plus, "monthly", userRange(plus)!.max, storageRange(plus)!.max);
  if (quote.kind !== "priced") throw new Error("Plus is priced");
  expect(await summary(pricingCopy.summary.monthlyTotal)).toBe(formatUsd(quote.monthlyTotal));
  expect(await summary(pricingCopy.summary.annualTotal)).toBe(formatUsd(quote.annualTotal));

  // CMMC: an add-on.
  await showTab(pricingCopy.tabs.cmmc);
  const addOn = cmmcAddOnOptions()[0]!;
  await check(addOn.label);
  await clickAndLoad(page, update);
  expect(await pageText(page)).toContain(formatUsd(cmmcQuote([addOn.id]).total));

  // Back on SecOps, the settings were kept.
  await showTab(pricingCopy.tabs.secops);
  expect(await summary(pricingCopy.summary.monthlyTotal)).toBe(formatUsd(quote.monthlyTotal));
  await page.close();
});
