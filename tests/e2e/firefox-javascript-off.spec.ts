/**
 * Firefox with JavaScript switched off (docs/decisions/0006): every lead form posts natively, comes back with the
 * spec's messages and the values, then lands on its confirmation with the lead stored once and nothing typed in any
 * URL; the checklist dialog opens from its button; the pricing tabs are links and the settings a GET form. Controls
 * are found by their labels and names (puppeteer's ARIA selectors need script in the page).
 */
import { pages } from "#app/content/pages.ts";
import { campaignNavs, mainNav } from "#app/content/navigation.ts";
import { uiLabels } from "#app/content/site.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { formatUsd } from "#app/lib/pricing/money.ts";
import { cmmcAddOnOptions } from "#app/lib/pricing/line-items.ts";
import { governancePlans, secopsPlans } from "#app/lib/pricing/plans.ts";
import { cmmcQuote, governanceQuote, secopsQuote, storageRange, userRange } from "#app/lib/pricing/quote.ts";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ElementHandle, Page } from "puppeteer-core";
import { checklistForm } from "#app/content/forms.ts";
import { sentPath } from "#app/lib/forms/lead-forms.ts";
import { siteConfig } from "#app/site.config.ts";
import { messages } from "#server/leads/api.ts";
import { expectRowsInOrder, pdfLines } from "#tests/pdf-lines.ts";
import { expect, expectedErrors, exportedLeads, storedLeads, test, viewports } from "./fixtures.ts";
import { quoteLinkAndRows } from "./quote-link.ts";
import {
  clickAndLoad,
  controlByLabel,
  controlByName,
  fillForm,
  firefoxForThisFile,
  forgetDownload,
  openLeadForm,
  pageText,
  pasteInto,
  postNativelyThenCorrect,
  press,
} from "./firefox.ts";
import { type LeadFormCase, leadFormCases, uniqueToken } from "./lead-form-cases.ts";

const firefox = firefoxForThisFile({ javaScript: false });

// Consent needs script in the page; with JavaScript off there is no banner to dismiss.
const open = (at: string, viewport: { width: number; height: number }) =>
  firefox.open(at, viewport, { consent: false });

test("Firefox, JavaScript off: the page really runs no script", async () => {
  const page = await open(pages.contact.path, viewports.phone);
  // The page has an island; had its script run after the load event, React would have marked <html> by now.
  expect(await page.evaluate(() => document.querySelector("[data-island]") !== null)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await page.close();
});

for (const item of leadFormCases) {
  test(`Firefox, JavaScript off: the ${item.form} form comes back with the spec's messages, then is stored once`, async () => {
    const page = await open(item.page, viewports.phone);
    await postNativelyThenCorrect(page, item, firefox);
    await page.close();
  });
}

const contact = leadFormCases.find((item) => item.form === "contact")!;
const submitOf = async (page: Page, item: LeadFormCase) =>
  press(page, await controlByName(page, `#${item.form}-form`, "button", item.submit));
const valueOf = (control: ElementHandle<Element>) => control.evaluate((element) => (element as HTMLInputElement).value);

test("Firefox, JavaScript off: a 1,100-character message comes back whole with its message; 995 letters and 5 line breaks are taken", async () => {
  const page = await open(contact.page, viewports.desktop);
  const email = `${uniqueToken("ff-long")}@example.com`;
  await fillForm(page, contact, contact.valid(email));
  const message = () => controlByLabel(page, "#contact-form", contact.labels.message!);
  const long = "Our scope covers three plants and a head office. ".repeat(23).slice(0, 1100);
  await pasteInto(await message(), long);
  await clickAndLoad(page, () => submitOf(page, contact));
  expect(await pageText(page)).toContain(expectedErrors("contact", { message: long }).message!);
  expect(await valueOf(await message())).toBe(long);
  expect(await storedLeads(email)).toHaveLength(0);

  // Firefox sends each line break as CR LF; it counts as one character, as with JavaScript.
  const lines = [165, 166, 166, 166, 166, 166].map((n) => "x".repeat(n)).join("\n");
  await pasteInto(await message(), lines);
  await clickAndLoad(page, () => submitOf(page, contact));
  expect(new URL(page.url()).pathname).toBe(sentPath("contact"));
  const [stored] = await storedLeads(email);
  expect(stored!.message).toBe(lines);
  await page.close();
});

test("Firefox, JavaScript off: submitting twice in a row stores one lead", async () => {
  const page = await open(contact.page, viewports.desktop);
  const email = `${uniqueToken("ff-double")}@example.com`;
  await fillForm(page, contact, contact.valid(email));
  const submit = await controlByName(page, "#contact-form", "button", contact.submit);
  await submit.focus();
  await clickAndLoad(page, async () => {
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
  });
  await expect.poll(() => new URL(page.url()).pathname).toBe(sentPath("contact"));
  expect(await storedLeads(email)).toHaveLength(1);
  await page.close();
});

test("Firefox, JavaScript off: the checklist's confirmation visited directly starts no download", async () => {
  forgetDownload(firefox.downloadDir, checklistForm.fileName);
  const page = await open(sentPath("checklist"), viewports.desktop);
  const checklist = leadFormCases.find((item) => item.form === "checklist")!;
  expect(new URL(page.url()).pathname).toBe(checklist.page);
  expect(existsSync(path.join(firefox.downloadDir, checklistForm.fileName))).toBe(false);
  await page.close();
});

test("Firefox, JavaScript off: another website's form is refused in plain words, and nothing is stored", async () => {
  const email = `${uniqueToken("ff-cross")}@example.com`;
  const fields = { form: "contact", access_key: siteConfig.forms.accessKey, ...contact.valid(email) };
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join("");
  // 127.0.0.1 is another site than localhost, where the site runs.
  const elsewhere = createServer((_, res) =>
    res
      .writeHead(200, { "Content-Type": "text/html" })
      .end(
        `<!doctype html><title>Elsewhere</title><form method="post" action="${firefox.url("/api/submit")}">${inputs}<button>Send</button></form>`,
      ),
  );
  await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
  try {
    const page = await open(`http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`, viewports.desktop);
    await clickAndLoad(page, async () => press(page, await controlByName(page, "form", "button", "Send")));
    expect(await pageText(page)).toContain(messages.crossSite);
    expect(await storedLeads(email)).toHaveLength(0);
    await page.close();
  } finally {
    elsewhere.close();
  }
});

for (const item of leadFormCases) {
  item.ruleBreakers("x@example.com").forEach((_, index) => {
    test(`Firefox, JavaScript off: ${item.form}, set ${index + 1}: the server answers each rule in the spec's words, values whole`, async () => {
      const page = await open(item.page, viewports.desktop);
      await openLeadForm(page, item, "keyboard");
      const values = item.ruleBreakers(`${uniqueToken("ff-rules")}@example.com`)[index]!;
      const scope = `#${item.form}-form`;
      for (const [name, value] of Object.entries(values)) {
        const control = await controlByLabel(page, scope, item.labels[name]!);
        if (item.selects?.includes(name)) await control.select(value);
        else await pasteInto(control, value);
      }
      await clickAndLoad(page, () => submitOf(page, item));
      const text = await pageText(page);
      for (const message of Object.values(expectedErrors(item.form, values))) expect(text).toContain(message);
      for (const [name, value] of Object.entries(values)) {
        expect(await valueOf(await controlByLabel(page, scope, item.labels[name]!)), name).toBe(value);
      }
      await page.close();
    });
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

test("Firefox, JavaScript off: the calculator says the summary waits for Update prices", async () => {
  const page = await open(`${pages.pricing.path}?tab=secops`, viewports.desktop);
  const text = await pageText(page);
  expect(text).toContain(pricingCopy.secops.customizeLead);
  expect(text).toContain(pricingCopy.update.note);
  expect(text).not.toContain(pricingCopy.secops.customizeLiveNote);
  await page.close();
});

test("Firefox, JavaScript off: a menu closes after a choice on the same page, first and second time, and from its toggle", async () => {
  const link = campaignNavs.lpCmmcAccelerator.links.find((item) => item.to.includes("#"))!;
  const id = link.to.split("#")[1]!;
  const page = await open(pages.lpCmmcAccelerator.path, viewports.phone);
  const panelShown = () => page.$eval("#nav-mobile", (panel) => panel.checkVisibility());
  for (let choice = 0; choice < 2; choice += 1) {
    await press(page, await controlByName(page, "header", "a", uiLabels.menu));
    expect(await panelShown()).toBe(true);
    await press(page, await controlByName(page, "#nav-mobile", "a", link.label));
    expect(await panelShown()).toBe(false);
    expect(new URL(page.url()).hash).toBe(`#${id}`);
    expect(
      await page.$eval(`#${id}`, (section) => {
        const box = section.getBoundingClientRect();
        return box.top < innerHeight && box.bottom > 0;
      }),
    ).toBe(true);
  }
  await press(page, await controlByName(page, "header", "a", uiLabels.menu));
  await press(page, await controlByName(page, "header", "a", uiLabels.closeMenu));
  expect(await panelShown()).toBe(false);
  await page.close();
});

test("Firefox, JavaScript off: the desktop dropdown closes after Platform Overview on the home page", async () => {
  const group = mainNav.groups.find((g) => g.items.some((item) => item.to.includes("#")))!;
  const item = group.items.find((i) => i.to.includes("#"))!;
  const page = await open(pages.home.path, viewports.desktop);
  // The group's list: the header's menus are in the order of the groups.
  const list = await page.$(`header nav > ul > li:nth-child(${mainNav.groups.indexOf(group) + 1}) [popover]`);
  for (let choice = 0; choice < 2; choice += 1) {
    await press(page, await controlByName(page, "header nav", "a", group.label));
    expect(await list!.evaluate((element) => element.checkVisibility())).toBe(true);
    await press(page, await controlByName(page, "header nav", "a", item.label));
    expect(await list!.evaluate((element) => element.checkVisibility())).toBe(false);
    expect(new URL(page.url()).hash).toBe(`#${item.to.split("#")[1]}`);
  }
  await page.close();
});

test("Firefox, JavaScript off: each tab's quote link gives that tab's summary as a PDF", async () => {
  for (const query of ["", "?tab=secops&secopsPlan=plus&users=60", `?tab=cmmc&addons=${cmmcAddOnOptions()[1]!.id}`]) {
    const page = await open(`${pages.pricing.path}${query}`, viewports.phone);
    const { href, rel, rows } = await page.evaluate(quoteLinkAndRows, pricingCopy.quote.link);
    expect(rel).toBe("nofollow");
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const pdf = await fetch(href);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expectRowsInOrder(pdfLines(new Uint8Array(await pdf.arrayBuffer())), rows);
    await page.close();
  }
});

test("Firefox, JavaScript off: a contact lead posted from a campaign link exports with its campaign", async () => {
  const page = await open(`${contact.page}?utm_source=linkedin&utm_campaign=cmmc-q1`, viewports.desktop);
  const email = `${uniqueToken("ff-utm-off")}@example.com`;
  await fillForm(page, contact, contact.valid(email));
  await clickAndLoad(page, () => submitOf(page, contact));
  expect(new URL(page.url()).pathname).toBe(sentPath("contact"));
  expect(exportedLeads(email)[0]).toMatchObject({
    utm_source: "linkedin",
    utm_campaign: "cmmc-q1",
    landing_path: contact.page,
  });
  await page.close();
});

test("Firefox, JavaScript off, no invoker commands: the checklist's popover keeps Tab inside it, as a modal would (issue 47)", async () => {
  const item = leadFormCases.find((candidate) => candidate.opener)!;
  const page = await open(item.page, viewports.phone);
  // As a browser without invoker commands has it (Firefox ESR 140): the opener's popover fallback.
  await page.evaluate(() => {
    for (const opener of document.querySelectorAll('[popovertarget="checklist-dialog"]')) {
      opener.removeAttribute("commandfor");
      opener.removeAttribute("command");
    }
  });
  const opener = await controlByName(page, "main", "button", item.opener!);
  await opener.focus();
  await page.keyboard.press("Enter");
  expect(await page.$eval("#checklist-dialog", (dialog) => dialog.matches(":popover-open:not(:modal)"))).toBe(true);
  // Round the dialog twice: focus is never on the page behind it (the browser's own bar between rounds is allowed).
  const places: string[] = [];
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press("Tab");
    places.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return "outside the page";
        return active.closest("dialog") ? "in the dialog" : `behind: ${active.outerHTML.slice(0, 80)}`;
      }),
    );
  }
  expect(places.filter((place) => place.startsWith("behind"))).toEqual([]);
  expect(places).toContain("in the dialog");
  await page.close();
});
