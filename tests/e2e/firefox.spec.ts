/**
 * The same journeys in Firefox: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi (Playwright's
 * own Firefox build cannot be downloaded here). Runs against the Playwright web server, one browser per file.
 */
import type { Page } from "puppeteer-core";
import { COOKIE_CONSENT_KEY } from "#app/lib/cookie-consent.ts";
import { mainNav } from "#app/content/navigation.ts";
import { home } from "#app/content/home.ts";
import { heroes } from "#app/content/heroes.ts";
import { pageByPath, pages } from "#app/content/pages.ts";
import { cookieBanner, uiLabels } from "#app/content/site.ts";
import { checklistForm } from "#app/content/forms.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { formatUsd } from "#app/lib/pricing/money.ts";
import { cmmcAccelerator, governancePlans, secopsPlans } from "#app/lib/pricing/plans.ts";
import { cmmcQuote, governanceQuote, secopsQuote, storageRange, userRange } from "#app/lib/pricing/quote.ts";
import { expect, expectedErrors, exportedLeads, storedLeads, test, viewports } from "./fixtures.ts";
import {
  byRole,
  controlByLabel,
  expectPdfDownload,
  fillForm,
  firefoxForThisFile,
  forgetDownload,
  hydrated,
  openLeadForm,
  pasteInto,
  postNativelyThenCorrect,
  waitForText,
  waitUntil,
  clickOn,
} from "./firefox.ts";
import { leadFormCases, uniqueToken } from "./lead-form-cases.ts";
import { expectPrintedPricing } from "./printed-pricing.ts";

/** The home page's platform section, which the menu's first link reaches. */
const platformAnchor = home.platform.intro.id!;

// JavaScript on; the JavaScript-off journeys are in firefox-javascript-off.spec.ts.
const firefox = firefoxForThisFile();
const { downloadDir, open } = firefox;

/** The amount beside a label in the page's price summary. */
const summaryFigure = (page: Page, label: string) =>
  page.$$eval(
    "dl > div",
    (rows, wanted) =>
      rows.find((row) => row.querySelector("dt")?.textContent === wanted)?.querySelector("dd")?.textContent,
    label,
  );

const isVisible = (page: Page, selector: string) =>
  page.$eval(selector, (el) => el.checkVisibility()).catch(() => false);

const inViewport = (page: Page, id: string) =>
  page.$eval(`#${id}`, (el) => {
    const box = el.getBoundingClientRect();
    return box.top < innerHeight && box.bottom > 0;
  });

// One test per link (not one loop over seven pages): each has its own time budget, so a busy machine slows a
// test down without failing it.
for (const group of mainNav.groups) {
  for (const item of group.items.filter((link) => !link.to.includes("#"))) {
    test(`Firefox: the header group ${group.label} reaches ${item.to} on desktop`, async () => {
      const page = await open(pages.secops.path, viewports.desktop);
      await clickOn(page, byRole("button", group.label));
      await clickOn(page, byRole("link", item.label));
      // The new page's own headline: waiting for it also waits for the new document, not just its URL.
      const headline = heroes[pageByPath(item.to)!.id].headline;
      await waitUntil(page, (text) => document.querySelector("h1")?.textContent === text, headline);
      await page.close();
    });
  }
}

test("Firefox: the phone menu opens its groups and reaches a page", async () => {
  const group = mainNav.groups[1]!;
  const item = group.items.at(-1)!;
  const page = await open(pages.home.path, viewports.phone);
  await clickOn(page, byRole("button", uiLabels.menu));
  expect(await isVisible(page, "#nav-mobile")).toBe(true);
  await clickOn(page, `::-p-xpath(//summary[contains(., "${group.label}")])`);
  await clickOn(page, byRole("link", item.label));
  const headline = heroes[pageByPath(item.to)!.id].headline;
  await waitUntil(page, (text) => document.querySelector("h1")?.textContent === text, headline);
  // Read in the document itself: puppeteer's page.url() can lag a navigation behind what the page shows.
  expect(await page.evaluate(() => location.pathname)).toBe(item.to);
  await page.close();
});

test("Firefox: Escape closes a header group and returns focus; the state is announced", async () => {
  const group = mainNav.groups[0]!;
  const page = await open(pages.home.path, viewports.desktop);
  const trigger = byRole("button", group.label);
  await clickOn(page, trigger);
  const expanded = () =>
    page.$eval(`[popovertarget="nav-aiops-platform"]`, (button) => button.getAttribute("aria-expanded"));
  expect(await expanded()).toBe("true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  expect(await expanded()).toBe("false");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("popovertarget"))).toBe("nav-aiops-platform");
  await page.close();
});

test("Firefox: Platform Overview scrolls to its section on every choice", async () => {
  const group = mainNav.groups[0]!;
  const item = group.items.find((i) => i.to.includes("#"))!;
  const page = await open(pages.home.path, viewports.desktop);
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await clickOn(page, byRole("button", group.label));
    await clickOn(page, byRole("link", item.label));
    await waitUntil(
      page,
      (id) => {
        const box = document.getElementById(id)!.getBoundingClientRect();
        return box.top < innerHeight && box.bottom > 0;
      },
      platformAnchor,
    );
    expect(await inViewport(page, platformAnchor)).toBe(true);
    expect(await isVisible(page, "#nav-aiops-platform")).toBe(false);
  }
  await page.close();
});

test("Firefox: the cookie banner's Accept stores consent and the banner stays gone", async () => {
  const page = await open(pages.governance.path, viewports.phone, { consent: false });
  expect(await isVisible(page, "#cookie-banner")).toBe(true);
  await clickOn(page, byRole("button", cookieBanner.accept));
  expect(await isVisible(page, "#cookie-banner")).toBe(false);
  expect(await page.evaluate((key) => localStorage.getItem(key), COOKIE_CONSENT_KEY)).toBe("true");
  await page.reload();
  expect(await isVisible(page, "#cookie-banner")).toBe(false);
  await page.close();
});

test("Firefox: the three calculators follow every choice, to the cent", async () => {
  const summaryLabels = pricingCopy.summary;
  const page = await open(pages.pricing.path, viewports.desktop);
  await hydrated(page);
  const starter = governancePlans[0]!;
  await clickOn(page, byRole("radio", starter.name));
  await waitUntil(
    page,
    (label, value) => [...document.querySelectorAll("dl > div")].some((row) => row.textContent === `${label}${value}`),
    summaryLabels.billedAnnually,
    formatUsd(governanceQuote(starter, "annual").annualTotal),
  );

  await clickOn(page, byRole("tab", pricingCopy.tabs.secops));
  const plus = secopsPlans.find((p) => p.id === "plus")!;
  await clickOn(page, byRole("radio", plus.name));
  await clickOn(page, byRole("slider", pricingCopy.secops.usersLabel));
  await page.keyboard.press("End");
  await clickOn(page, byRole("slider", pricingCopy.secops.storageLabel));
  await page.keyboard.press("End");
  const quote = secopsQuote(plus, "annual", userRange(plus)!.max, storageRange(plus)!.max);
  if (quote.kind !== "priced") throw new Error("Plus is priced");
  await waitForText(page, formatUsd(quote.monthlyTotal));
  expect(await summaryFigure(page, summaryLabels.monthlyTotal)).toBe(formatUsd(quote.monthlyTotal));
  expect(await summaryFigure(page, summaryLabels.annualTotal)).toBe(formatUsd(quote.annualTotal));

  await clickOn(page, byRole("tab", pricingCopy.tabs.cmmc));
  const addOn = cmmcAccelerator.addOns[0]!;
  await clickOn(page, "input[type=checkbox][name=addons]");
  const cmmc = cmmcQuote([addOn.id]);
  await waitForText(page, formatUsd(cmmc.total));
  expect(await summaryFigure(page, summaryLabels.total)).toBe(formatUsd(cmmc.total));
  await waitUntil(page, () => location.search.includes("addons="));
  await page.close();
});

test("Firefox: a pasted 1,220-character message is kept whole, refused with the spec's message, and nothing is sent", async () => {
  const contact = leadFormCases.find((item) => item.form === "contact")!;
  const page = await open(contact.page, viewports.desktop);
  await hydrated(page);
  const email = `${uniqueToken("ff-paste")}@example.com`;
  await fillForm(page, contact, contact.valid(email));
  const pasted = "Our CMMC scope covers three sites. ".repeat(35).slice(0, 1220);
  const message = await controlByLabel(page, "#contact-form", contact.labels.message!);
  await pasteInto(message, pasted);
  await clickOn(page, byRole("button", contact.submit));
  await waitForText(page, expectedErrors("contact", { message: pasted }).message!);
  expect(await message.evaluate((element) => (element as HTMLTextAreaElement).value)).toBe(pasted);
  expect(await message.evaluate((element) => element.getAttribute("aria-invalid"))).toBe("true");
  expect(await storedLeads(email)).toHaveLength(0);
  await page.close();
});

test("Firefox: a pricing link paints its tab before any script runs", async () => {
  const page = await open(`${pages.pricing.path}?tab=cmmc-accelerator`, viewports.phone, { withoutScripts: true });
  const active = await page.$eval('[aria-current="page"][data-state="active"]', (a) => a.textContent);
  expect(active).toBe(pricingCopy.tabs.cmmc);
  expect(await page.evaluate(() => document.body.innerText)).toContain(formatUsd(cmmcQuote([]).total));
  await page.close();
});

test("Firefox: the pricing page prints its plans and prices, without what only works on a screen", async () => {
  const page = await open(pages.pricing.path, viewports.desktop);
  await hydrated(page);
  const headline = (await page.$eval("h1", (h1) => h1.textContent))!;
  expectPrintedPricing(await page.pdf({ format: "letter" }), headline);
  await page.close();
});

for (const item of leadFormCases) {
  test(`Firefox: the ${item.form} form sends with JavaScript and stores the lead`, async () => {
    const page = await open(item.page, viewports.desktop);
    await hydrated(page);
    await openLeadForm(page, item, "mouse");
    const email = `${uniqueToken("ff")}@example.com`;
    forgetDownload(downloadDir, checklistForm.fileName);
    await fillForm(page, item, item.valid(email));
    await clickOn(page, byRole("button", item.submit));
    await waitForText(page, item.success.title);
    if (item.opener) expect(await page.$eval("#checklist-dialog", (d) => (d as HTMLDialogElement).open)).toBe(false);
    expect(await storedLeads(email)).toHaveLength(1);
    // The confirmation starts the PDF download, and the whole file arrives.
    if (item.form === "checklist") await expectPdfDownload(downloadDir, checklistForm.fileName);
    await page.close();
  });

  test(`Firefox: before any script, the ${item.form} form posts natively, comes back with errors, then lands`, async () => {
    const page = await open(item.page, viewports.phone, { withoutScripts: true });
    await postNativelyThenCorrect(page, item, firefox);
    await page.close();
  });
}

test("Firefox: arriving on another page first, a contact lead exports with that visit's campaign", async () => {
  const contact = leadFormCases.find((item) => item.form === "contact")!;
  const page = await open(`${pages.lpGovernance.path}?utm_source=linkedin&utm_campaign=cmmc-q1`, viewports.desktop);
  await page.goto(new URL(contact.page, page.url()).href);
  await hydrated(page);
  const email = `${uniqueToken("ff-utm")}@example.com`;
  await fillForm(page, contact, contact.valid(email));
  await clickOn(page, byRole("button", contact.submit));
  await waitForText(page, contact.success.title);
  expect(exportedLeads(email)[0]).toMatchObject({
    utm_source: "linkedin",
    utm_campaign: "cmmc-q1",
    landing_path: pages.lpGovernance.path,
  });
  await page.close();
});
