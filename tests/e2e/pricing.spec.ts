import { cohortToday } from "./cohort-today.ts";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectRowsInOrder, pdfLines } from "#tests/pdf-lines.ts";
import { quoteLinkAndRows } from "./quote-link.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import {
  type Summary,
  cmmcSummary,
  governanceSummary,
  cmmcAddOnOptions,
  secopsSummary,
  secopsTrialFacts,
  summaryAnnouncement,
} from "#app/lib/pricing/line-items.ts";
import {
  type Billing,
  type GovernancePlanId,
  type SecOpsPlanId,
  governancePlans,
  secopsPlans,
} from "#app/lib/pricing/plans.ts";
import { cmmcQuote, secopsQuote } from "#app/lib/pricing/quote.ts";
import { ZERO, formatUsd } from "#app/lib/pricing/money.ts";
import { siteConfig } from "#app/site.config.ts";
import { mainNav } from "#app/content/navigation.ts";
import { pages } from "#app/content/pages.ts";
import { axeViolations, expect, holdScripts, hydrated, preConsent, test, viewports } from "./fixtures.ts";

const summaryLabels = pricingCopy.summary;

test.beforeEach(async ({ page }) => preConsent(page));

async function open(page: Page, query = "") {
  await page.goto(`/pricing${query}`);
  await hydrated(page);
}

const summary = (page: Page, title: string = summaryLabels.title) => page.getByRole("region", { name: title });

/** The value beside a label in a price summary. */
function figure(page: Page, label: string | RegExp, title?: string) {
  const name = typeof label === "string" ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) : label;
  return summary(page, title)
    .locator("dl > div", { has: page.locator("dt", { hasText: name }) })
    .locator("dd");
}

const gov = (id: GovernancePlanId) => governancePlans.find((plan) => plan.id === id)!;
const sec = (id: SecOpsPlanId) => secopsPlans.find((plan) => plan.id === id)!;

/** The model's summary for a SecOps state (a priced plan). */
function secops(id: SecOpsPlanId, billing: Billing, users: number, storage: number): Summary {
  const quote = secopsQuote(sec(id), billing, users, storage);
  if (quote.kind !== "priced") throw new Error(`${id} is not priced`);
  return secopsSummary(quote);
}

/** The page's summary shows exactly the model's rows: every label with its amount, and no other row. */
async function expectSummary(page: Page, summary: Summary, title: string = summaryLabels.title) {
  await expect(page.getByRole("region", { name: title }).locator("dl > div")).toHaveCount(summary.rows.length);
  for (const row of summary.rows) await expect(figure(page, row.label, title)).toHaveText(row.amount);
}

test.describe("Governance tab", () => {
  test("defaults: plan 2 selected, billed annually, with its summary", async ({ page }) => {
    await open(page);
    await expect(page.getByRole("tab", { name: "Governance" })).toHaveAttribute("aria-selected", "true");
    const toggle = page.getByRole("switch", { name: pricingCopy.billingLabel });
    await expect(toggle).toBeChecked();
    await expect(page.getByText(pricingCopy.governance.badge, { exact: true })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Level 2 Professional" })).toBeChecked();
    await expectSummary(page, governanceSummary(gov(2), "annual"));
  });

  test("choosing plans and billing updates the summary and the URL", async ({ page }) => {
    await open(page);
    await page.getByRole("radio", { name: "Level 1 Starter" }).check();
    await expectSummary(page, governanceSummary(gov(1), "annual"));
    await page.getByRole("radio", { name: "Enterprise FISMA/FedRAMP" }).check();
    await expectSummary(page, governanceSummary(gov(3), "annual"));
    await page.getByRole("switch", { name: pricingCopy.billingLabel }).click();
    await expectSummary(page, governanceSummary(gov(3), "monthly"));
    await expect(figure(page, summaryLabels.savings)).toHaveCount(0);
    await expect(page).toHaveURL(/govPlan=3/);
    await expect(page).toHaveURL(/govBilling=monthly/);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("radio", { name: "Enterprise FISMA/FedRAMP" })).toBeChecked();
    await expect(page.getByRole("switch", { name: pricingCopy.billingLabel })).not.toBeChecked();
    await expectSummary(page, governanceSummary(gov(3), "monthly"));
  });

  test("the billing switch works from the keyboard", async ({ page }) => {
    await open(page);
    const toggle = page.getByRole("switch", { name: pricingCopy.billingLabel });
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).not.toBeChecked();
    await expectSummary(page, governanceSummary(gov(2), "monthly"));
  });

  test("Signup now opens the signup site in a new window", async ({ page }) => {
    await open(page);
    const links = page.getByRole("link", { name: /^Signup now/ });
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("href", siteConfig.links.governanceSignup);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});

test.describe("tabs", () => {
  test("?tab=cmmc-accelerator preselects the CMMC tab", async ({ page }) => {
    await open(page, "?tab=cmmc-accelerator");
    await expect(page.getByRole("tab", { name: "CMMC Accelerator" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: pricingCopy.cmmc.title, level: 2 })).toBeVisible();
  });

  test("arrow keys, Home and End move between tabs (APG)", async ({ page }) => {
    await open(page);
    await page.getByRole("tab", { name: "Governance" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "SecOps" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "SecOps" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "CMMC Accelerator" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(page.getByRole("tab", { name: "Governance" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "SecOps" })).toHaveAttribute("tabindex", "-1");
  });

  test("bad query values fall back to the defaults without an error", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await open(page, "?tab=admin&govPlan=99&secopsPlan=<script>&users=NaN&addons=free");
    await expect(page.getByRole("tab", { name: "Governance" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("radio", { name: "Level 2 Professional" })).toBeChecked();
    expect(errors).toEqual([]);
  });
});

test.describe("SecOps tab", () => {
  test("defaults: Core, billed annually, 10 users and 10 GB; its savings line says $0", async ({ page }) => {
    await open(page, "?tab=secops");
    await expect(page.getByRole("switch", { name: pricingCopy.billingLabel })).toBeChecked();
    await expect(page.getByText(pricingCopy.secops.badge, { exact: true })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Core" })).toBeChecked();
    await expect(page.getByRole("slider", { name: "Users" })).toHaveValue("10");
    await expect(page.getByRole("slider", { name: "Storage" })).toHaveAttribute("aria-valuetext", "10 GB");
    await expectSummary(page, secops("core", "annual", 10, 10));
    await expect(figure(page, summaryLabels.savings)).toHaveText(formatUsd(ZERO));
  });

  test("cards show only their first five features", async ({ page }) => {
    await open(page, "?tab=secops");
    for (const name of ["Starter Trial", "Core", "Plus", "Enterprise"]) {
      const card = page.getByRole("listitem").filter({ has: page.getByRole("radio", { name }) });
      await expect(card.getByRole("list").getByRole("listitem")).toHaveCount(5);
    }
  });

  test("sliders move by keyboard to their ends, and the totals follow (Core)", async ({ page }) => {
    await open(page, "?tab=secops");
    const users = page.getByRole("slider", { name: "Users" });
    const storage = page.getByRole("slider", { name: "Storage" });
    await users.focus();
    await page.keyboard.press("End");
    await expect(users).toHaveAttribute("aria-valuetext", "100 users");
    await storage.focus();
    await page.keyboard.press("End");
    await expect(storage).toHaveAttribute("aria-valuetext", "500 GB");
    await expectSummary(page, secops("core", "annual", 100, 500));
    await page.keyboard.press("Home");
    await expect(storage).toHaveAttribute("aria-valuetext", "10 GB");
    await page.keyboard.press("ArrowRight");
    await expect(storage).toHaveAttribute("aria-valuetext", "20 GB");
    await expectSummary(page, secops("core", "annual", 100, 20));
  });

  test("Plus billed annually at the slider maxima is exact to the cent, and the state survives a reload", async ({
    page,
  }) => {
    await open(page, "?tab=secops");
    await page.getByRole("radio", { name: "Plus" }).check();
    await expect(page.getByRole("slider", { name: "Users" })).toHaveValue("20");
    await expectSummary(page, secops("plus", "annual", 20, 10));
    await page.getByRole("slider", { name: "Users" }).focus();
    await page.keyboard.press("End");
    await page.getByRole("slider", { name: "Storage" }).focus();
    await page.keyboard.press("End");
    await expectSummary(page, secops("plus", "annual", 300, 500));
    await expect(page).toHaveURL(/users=300/);
    await expect(page).toHaveURL(/storage=500/);
    await page.reload();
    await hydrated(page);
    await expectSummary(page, secops("plus", "annual", 300, 500));
    await page.getByRole("switch", { name: pricingCopy.billingLabel }).click();
    await expectSummary(page, secops("plus", "monthly", 300, 500));
    await expect(figure(page, summaryLabels.savings)).toHaveCount(0);
  });

  test("a shared link restores plan, billing, users and storage (clamped)", async ({ page }) => {
    await open(page, "?tab=secops&secopsPlan=plus&secopsBilling=monthly&users=57&storage=233");
    await expect(page.getByRole("slider", { name: "Users" })).toHaveValue("57");
    await expect(page.getByRole("slider", { name: "Storage" })).toHaveValue("230");
    await expectSummary(page, secops("plus", "monthly", 57, 230));
  });

  test("Starter shows the free trial card and Enterprise its custom pricing, without sliders", async ({ page }) => {
    await open(page, "?tab=secops");
    await page.getByRole("radio", { name: "Starter Trial" }).check();
    const trial = page.getByRole("region", { name: pricingCopy.secops.trialTitle });
    const starter = secopsQuote(sec("starter"), "annual", 0, 0);
    if (starter.kind !== "trial") throw new Error("Starter is a trial");
    for (const text of secopsTrialFacts(starter)) await expect(trial.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByRole("slider")).toHaveCount(0);
    await page.getByRole("radio", { name: "Enterprise" }).check();
    await expect(page.getByRole("region", { name: pricingCopy.secops.customTitle })).toContainText(
      sec("enterprise").customPricing!,
    );
    await expect(page.getByRole("slider")).toHaveCount(0);
  });

  test("Contact Sales opens the booking page in a new window", async ({ page }) => {
    await open(page, "?tab=secops");
    const links = page.getByRole("link", { name: /^Contact Sales/ });
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("href", siteConfig.links.secopsBooking);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});

test.describe("CMMC tab", () => {
  const title = pricingCopy.cmmc.summaryTitle;

  test("the investment summary follows the add-ons", async ({ page }) => {
    await open(page, "?tab=cmmc-accelerator");
    const twelve = page.getByRole("checkbox", { name: /12 hours/ });
    const twentyFour = page.getByRole("checkbox", { name: /24 hours/ });
    await expect(twelve).not.toBeChecked();
    await expect(twentyFour).not.toBeChecked();
    await expectSummary(page, cmmcSummary(cmmcQuote([])), title);
    await twelve.check();
    await expectSummary(page, cmmcSummary(cmmcQuote(["hours12"])), title);
    await twentyFour.check();
    await expectSummary(page, cmmcSummary(cmmcQuote(["hours12", "hours24"])), title);
    await twelve.uncheck();
    await expectSummary(page, cmmcSummary(cmmcQuote(["hours24"])), title);
    await expect(page).toHaveURL(/addons=hours24/);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("checkbox", { name: /24 hours/ })).toBeChecked();
    await expectSummary(page, cmmcSummary(cmmcQuote(["hours24"])), title);
  });

  test("the checkboxes work with the keyboard", async ({ page }) => {
    await open(page, "?tab=cmmc");
    await page.getByRole("checkbox", { name: /12 hours/ }).focus();
    await page.keyboard.press("Space");
    await expectSummary(page, cmmcSummary(cmmcQuote(["hours12"])), title);
  });

  test("the reserve button opens the card payment page in a new window while a cohort is open; none while none is", async ({
    page,
  }) => {
    await open(page, "?tab=cmmc");
    const reserve = page.getByRole("link", { name: new RegExp(pricingCopy.cmmc.reserve) });
    if (!cohortToday.open) {
      // tests/e2e/cohort-calendar.spec.ts pins both states on a clock; today, no cohort is open.
      await expect(reserve).toHaveCount(0);
      await expect(page.locator(`a[href="${siteConfig.links.cohortPayment}"]`)).toHaveCount(0);
      await expect(page.getByText(pricingCopy.cmmc.closed.title, { exact: true })).toBeVisible();
      return;
    }
    await expect(reserve).toHaveAttribute("href", siteConfig.links.cohortPayment);
    await expect(reserve).toHaveAttribute("target", "_blank");
    await expect(reserve).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("accessibility of every tab", () => {
  for (const [label, viewport] of Object.entries(viewports)) {
    test(`axe finds nothing on any tab at ${label} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const tab of ["governance", "secops", "cmmc"]) {
        await open(page, `?tab=${tab}`);
        expect(await axeViolations(page), tab).toEqual([]);
      }
      await open(page, "?tab=secops&secopsPlan=starter");
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test("the page carries Product/Offer structured data from the price model", async ({ page }) => {
  await page.goto("/pricing");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const products = blocks.map((b) => JSON.parse(b)).filter((b) => b["@type"] === "Product");
  expect(products).toHaveLength(3);
  const offers = products.flatMap((p) => p.offers);
  // The figures come from the price data, so a deliberate price change needs no edit here.
  const recommended = governancePlans.find((plan) => plan.recommended)!;
  const popular = secopsPlans.find((plan) => plan.recommended)!;
  expect(offers).toContainEqual(
    expect.objectContaining({ name: `${recommended.name} (annual)`, price: recommended.annualTotal.toFixed(2) }),
  );
  expect(offers).toContainEqual(
    expect.objectContaining({ name: `${popular.name} (annual)`, price: popular.annualPrice!.toFixed(2) }),
  );
});

test("a slider's keypresses are announced once, as the new total, when the value settles", async ({ page }) => {
  await open(page, "?tab=secops");
  const live = summary(page).locator('[aria-live="polite"]');
  // The summary itself is not live: its rows are not re-read at every step.
  await expect(summary(page).locator("[aria-live] dl")).toHaveCount(0);
  await expect(live).toHaveText("");
  const core = secopsPlans.find((plan) => plan.id === "core")!;
  await page.getByRole("slider", { name: pricingCopy.secops.usersLabel }).focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press("ArrowRight");
  // Nothing said while the visitor is still pressing…
  await expect(live).toHaveText("");
  // …then the total, once.
  const quote = secopsQuote(core, "annual", 15, 10);
  if (quote.kind !== "priced") throw new Error("Core is priced");
  await expect(live).toHaveText(summaryAnnouncement(secopsSummary(quote).rows));
});

test("the calculator stays under a phone visitor's thumb as the page's script wakes", async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  const release = await holdScripts(page);
  await page.goto("/pricing?tab=secops");
  const users = page.getByRole("slider", { name: pricingCopy.secops.usersLabel });
  await users.scrollIntoViewIfNeeded();
  const before = await users.boundingBox();
  await page.evaluate(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift" });
  });
  release();
  await hydrated(page);
  await expect(page.getByText(pricingCopy.secops.customizeLiveNote)).toBeVisible();
  expect(await users.boundingBox()).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});

test.describe("URL, page and history agree", () => {
  test("the header's Pricing link on a configured page shows the defaults; Back and Forward show each state", async ({
    page,
  }) => {
    await open(page, "?tab=secops&users=50");
    const users = page.getByRole("slider", { name: pricingCopy.secops.usersLabel });
    await expect(users).toHaveValue("50");
    // The visitor's own change is written to the URL (replacing the entry), and Back returns to it.
    await users.focus();
    await page.keyboard.press("ArrowRight");
    const configured = `?tab=secops&users=51`;
    await expect(page).toHaveURL(new RegExp(`\\/pricing\\${configured}$`));
    const pricingLink = mainNav.links.find((link) => link.to === pages.pricing.path)!;
    await page.getByRole("banner").getByRole("link", { name: pricingLink.label, exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await hydrated(page);
    await expect(page.getByRole("tab", { selected: true })).toHaveText(pricingCopy.tabs.governance);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\/pricing\\${configured}$`));
    await hydrated(page);
    await expect(page.getByRole("tab", { selected: true })).toHaveText(pricingCopy.tabs.secops);
    await expect(users).toHaveValue("51");
    await page.goForward();
    await expect(page).toHaveURL(/\/pricing$/);
    await hydrated(page);
    await expect(page.getByRole("tab", { selected: true })).toHaveText(pricingCopy.tabs.governance);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("tab", { selected: true })).toHaveText(pricingCopy.tabs.governance);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`plan cards, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test("a click anywhere on a card chooses its plan, and the highlight follows at once", async ({ page }) => {
      await page.goto("/pricing?tab=secops");
      if (javaScriptEnabled) await hydrated(page);
      const plus = secopsPlans.find((plan) => plan.id === "plus")!;
      const card = page.getByRole("listitem").filter({ has: page.getByRole("radio", { name: plus.name }) });
      // On the card's description, away from its name, radio and link.
      const description = await card.getByText(plus.targetCustomer).boundingBox();
      const box = await card.boundingBox();
      await card.click({ position: { x: description!.x - box!.x + 4, y: description!.y - box!.y + 4 } });
      await expect(page.getByRole("radio", { name: plus.name })).toBeChecked();
      const ring = (locator: typeof card) => locator.evaluate((element) => getComputedStyle(element).borderColor);
      const other = page.getByRole("listitem").filter({ has: page.getByRole("radio", { name: "Core" }) });
      expect(await ring(card)).not.toBe(await ring(other));
    });

    test("the calculator says what its summary does in this mode", async ({ page }) => {
      await page.goto("/pricing?tab=secops");
      if (javaScriptEnabled) await hydrated(page);
      const panel = page.getByRole("region", { name: pricingCopy.secops.customizeTitle });
      await expect(panel).toContainText(pricingCopy.secops.customizeLead);
      const [says, never] = javaScriptEnabled
        ? [pricingCopy.secops.customizeLiveNote, pricingCopy.update.note]
        : [pricingCopy.update.note, pricingCopy.secops.customizeLiveNote];
      // The words shown: the other mode's note is drawn too, invisible, so the block keeps its height.
      await expect(panel).toContainText(says, { useInnerText: true });
      await expect(panel).not.toContainText(never, { useInnerText: true });
      const update = panel.getByRole("button", { name: pricingCopy.update.label });
      await (javaScriptEnabled ? expect(update).toBeHidden() : expect(update).toBeVisible());
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the quote, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, acceptDownloads: true });
    for (const [tab, query] of [
      ["governance", "?govPlan=1&govBilling=monthly"],
      ["secops", "?tab=secops&secopsPlan=plus&users=40&storage=120"],
      ["cmmc", `?tab=cmmc&addons=${cmmcAddOnOptions()[0]!.id}`],
    ] as const) {
      test(`${tab}: "Download quote (PDF)" under the summary downloads that summary as a PDF`, async ({ page }) => {
        await page.goto(`/pricing${query}`);
        if (javaScriptEnabled) await hydrated(page);
        const link = page.getByRole("link", { name: pricingCopy.quote.link });
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAttribute("rel", "nofollow");
        const { rows } = await page.evaluate(quoteLinkAndRows, pricingCopy.quote.link);
        expect(rows.length).toBeGreaterThanOrEqual(2);
        const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
        expect(download.suggestedFilename()).toMatch(/^Q-\d{8}-[0-9A-F]{6}\.pdf$/);
        expectRowsInOrder(pdfLines(readFileSync((await download.path())!)), rows);
      });
    }
  });
}

test("the quote follows the calculator as it changes, and the free trial's quote has no amount", async ({
  page,
  request,
}) => {
  await page.goto("/pricing?tab=secops");
  await hydrated(page);
  await page.getByRole("radio", { name: sec("plus").name }).click();
  const link = page.getByRole("link", { name: pricingCopy.quote.link });
  await expect(link).toHaveAttribute("href", /secopsPlan=plus/);
  const { rows } = await page.evaluate(quoteLinkAndRows, pricingCopy.quote.link);
  const pdf = await request.get((await link.getAttribute("href"))!);
  expectRowsInOrder(pdfLines(await pdf.body()), rows);
  const trial = secopsPlans.find((plan) => plan.trialDays)!;
  await page.getByRole("radio", { name: trial.name }).click();
  const trialQuote = await request.get((await link.getAttribute("href"))!);
  const text = pdfLines(await trialQuote.body()).join(" ");
  expect(text).toContain(trial.name);
  expect(text).not.toMatch(/\$\d/);
});
