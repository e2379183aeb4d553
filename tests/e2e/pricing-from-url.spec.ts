/**
 * /pricing is rendered from its URL on the server (docs/decisions/0006): a shared link paints its own state
 * first; without JavaScript the tabs are links and the settings a GET form; hydration never undoes a choice.
 * Every figure expected here comes from the quote functions, never re-typed.
 */
import path from "node:path";
import type { Page } from "@playwright/test";
import { pages } from "#app/content/pages.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { formatUsd } from "#app/lib/pricing/money.ts";
import { type CmmcAddOnId, cmmcAccelerator, governancePlans, secopsPlans } from "#app/lib/pricing/plans.ts";
import { cmmcQuote, governanceQuote, secopsQuote } from "#app/lib/pricing/quote.ts";
import { inlineScriptHashes } from "#server/site/security-headers.ts";
import { expect, holdScripts, hydrated, preConsent, test } from "./fixtures.ts";

const summaryLabels = pricingCopy.summary;
const plan = (id: string) => secopsPlans.find((p) => p.id === id)!;
const allAddOns = cmmcAccelerator.addOns.map((a) => a.id) as CmmcAddOnId[];

function figure(page: Page, label: string) {
  return page
    .getByRole("region", { name: summaryLabels.title })
    .locator("dl > div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");
}

function priced(quote: ReturnType<typeof secopsQuote>) {
  if (quote.kind !== "priced") throw new Error("expected a priced SecOps quote");
  return quote;
}

const activeTab = (html: string) => /data-state="active"[^>]*>([^<]+)</.exec(html)?.[1];

test.describe("the served HTML already shows what the link says (no browser)", () => {
  const cases = [
    {
      query: "?tab=cmmc-accelerator",
      tab: pricingCopy.tabs.cmmc,
      figures: [formatUsd(cmmcQuote([]).total), formatUsd(cmmcQuote([]).deposit)],
    },
    {
      query: `?tab=cmmc&addons=${allAddOns.join(",")}`,
      tab: pricingCopy.tabs.cmmc,
      figures: [formatUsd(cmmcQuote(allAddOns).total), formatUsd(cmmcQuote(allAddOns).balanceAfterDeposit)],
    },
    {
      query: "?tab=governance&govPlan=3&govBilling=monthly",
      tab: pricingCopy.tabs.governance,
      figures: [
        formatUsd(governanceQuote(governancePlans[2]!, "monthly").perMonth),
        formatUsd(governanceQuote(governancePlans[2]!, "monthly").annualTotal),
      ],
    },
    {
      query: "?tab=secops&secopsPlan=plus&secopsBilling=monthly&users=57&storage=233",
      tab: pricingCopy.tabs.secops,
      // Storage 233 snaps to the slider's step.
      figures: [
        formatUsd(priced(secopsQuote(plan("plus"), "monthly", 57, 230)).monthlyTotal),
        formatUsd(priced(secopsQuote(plan("plus"), "monthly", 57, 230)).annualTotal),
      ],
    },
    {
      query: "?tab=secops",
      tab: pricingCopy.tabs.secops,
      figures: [formatUsd(priced(secopsQuote(plan("core"), "annual", 10, 10)).monthlyTotal)],
    },
    {
      query: "?tab=admin&govPlan=9&users=abc&addons=free",
      tab: pricingCopy.tabs.governance,
      figures: [formatUsd(governanceQuote(governancePlans[1]!, "annual").annualTotal)],
    },
    // Names of Object's members are unknown values (they answered 500 before), tracking parameters are ignored.
    ...["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__"].map((name) => ({
      query: `?tab=${name}&govPlan=${name}&secopsPlan=${name}&users=${name}&addons=${name}`,
      tab: pricingCopy.tabs.governance,
      figures: [formatUsd(governanceQuote(governancePlans[1]!, "annual").annualTotal)],
    })),
    {
      query: "?tab=secops&secopsPlan=plus&users=1e3&utm_source=linkedin&utm_campaign=cmmc-q1&gclid=abc",
      tab: pricingCopy.tabs.secops,
      // 1e3 is a thousand users, clamped to Plus's slider maximum.
      figures: [formatUsd(priced(secopsQuote(plan("plus"), "annual", 300, 10)).monthlyTotal)],
    },
  ];

  for (const { query, tab, figures } of cases) {
    test(`${query}`, async ({ request }) => {
      const response = await request.get(`${pages.pricing.path}${query}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(activeTab(html)).toBe(tab);
      for (const value of figures) expect(html).toContain(value);
      // Rendered per request, with the same strict CSP: each inline script hashed, nothing else allowed.
      const csp = response.headers()["content-security-policy"]!;
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      expect(scriptSrc).not.toContain("unsafe-inline");
      for (const hash of inlineScriptHashes(html)) expect(csp).toContain(hash);
      expect(response.headers()["cache-control"]).toBe("no-cache");
    });
  }
});

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => preConsent(page));

  test("a visitor switches tabs with links and updates plan, users, storage, billing and add-ons", async ({ page }) => {
    await page.goto(pages.pricing.path);
    const tabs = page.getByRole("navigation", { name: pricingCopy.tabsLabel });
    await tabs.getByRole("link", { name: pricingCopy.tabs.secops }).click();
    await expect(tabs.getByRole("link", { name: pricingCopy.tabs.secops })).toHaveAttribute("aria-current", "page");
    await page.getByRole("radio", { name: "Plus" }).check();
    await page.getByRole("button", { name: pricingCopy.update.label }).first().click();
    // Plus has its own slider ranges; now set users and storage inside them.
    await page.getByRole("slider", { name: pricingCopy.secops.usersLabel }).fill("57");
    await page.getByRole("slider", { name: pricingCopy.secops.storageLabel }).fill("230");
    await page.getByRole("switch", { name: pricingCopy.billingLabel }).uncheck();
    await page.getByRole("button", { name: pricingCopy.update.label }).first().click();
    const quote = priced(secopsQuote(plan("plus"), "monthly", 57, 230));
    await expect(figure(page, summaryLabels.monthlyTotal)).toHaveText(formatUsd(quote.monthlyTotal));
    await expect(figure(page, summaryLabels.annualTotal)).toHaveText(formatUsd(quote.annualTotal));
    await expect(page).toHaveURL(/users=57/);

    await tabs.getByRole("link", { name: pricingCopy.tabs.cmmc }).click();
    await page.getByRole("checkbox").first().check();
    await page.getByRole("button", { name: pricingCopy.update.label }).first().click();
    const cmmc = cmmcQuote([allAddOns[0]!]);
    await expect(page.getByRole("region", { name: pricingCopy.cmmc.summaryTitle })).toContainText(
      formatUsd(cmmc.total),
    );

    // The other tabs kept their settings through all of this.
    await tabs.getByRole("link", { name: pricingCopy.tabs.secops }).click();
    await expect(figure(page, summaryLabels.monthlyTotal)).toHaveText(formatUsd(quote.monthlyTotal));
    await tabs.getByRole("link", { name: pricingCopy.tabs.governance }).click();
    await page.getByRole("radio", { name: governancePlans[0]!.name }).check();
    await page.getByRole("button", { name: pricingCopy.update.label }).first().click();
    await expect(figure(page, summaryLabels.billedAnnually)).toHaveText(
      formatUsd(governanceQuote(governancePlans[0]!, "annual").annualTotal),
    );
  });
});

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => preConsent(page));

  test("choices made before hydration survive it", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(`${pages.pricing.path}?tab=secops`, { waitUntil: "domcontentloaded" });
    await page.getByRole("radio", { name: "Plus" }).check();
    await page.getByRole("switch", { name: pricingCopy.billingLabel }).uncheck();
    release();
    await hydrated(page);
    await expect(page.getByRole("tab", { name: pricingCopy.tabs.secops })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("radio", { name: "Plus" })).toBeChecked();
    await expect(page.getByRole("switch", { name: pricingCopy.billingLabel })).not.toBeChecked();
    const quote = priced(secopsQuote(plan("plus"), "monthly", 0, 0));
    await expect(figure(page, summaryLabels.monthlyTotal)).toHaveText(formatUsd(quote.monthlyTotal));
    await expect(page).toHaveURL(/secopsPlan=plus/);
    await expect(page).toHaveURL(/secopsBilling=monthly/);
  });

  test("a campaign link with tracking parameters paints its state and hydrates without a reload or an error", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    let documents = 0;
    page.on("request", (request) => void (request.resourceType() === "document" && (documents += 1)));
    await page.goto(`${pages.pricing.path}?tab=secops&secopsPlan=plus&users=57&utm_source=linkedin&gclid=x1`);
    await hydrated(page);
    await expect(page.getByRole("tab", { name: pricingCopy.tabs.secops })).toHaveAttribute("aria-selected", "true");
    await expect(figure(page, summaryLabels.monthlyTotal)).toHaveText(
      formatUsd(priced(secopsQuote(plan("plus"), "annual", 57, 10)).monthlyTotal),
    );
    expect(documents).toBe(1);
    expect(errors).toEqual([]);
  });

  test("served as the pre-rendered file (a static host), the page takes the URL's state once it hydrates", async ({
    page,
  }) => {
    const file = path.resolve(import.meta.dirname, "../../build/client/pricing/index.html");
    await page.route("**/pricing?**", (route) =>
      route.request().resourceType() === "document" ? route.fulfill({ path: file }) : route.fallback(),
    );
    await page.goto(`${pages.pricing.path}?tab=cmmc-accelerator`);
    await hydrated(page);
    await expect(page.getByRole("tab", { name: pricingCopy.tabs.cmmc })).toHaveAttribute("aria-selected", "true");
  });
});
