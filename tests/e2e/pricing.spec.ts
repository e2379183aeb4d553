import type { Page } from "@playwright/test";
import { pricingCopy } from "../../app/content/pricing.ts";
import { siteConfig } from "../../app/site.config.ts";
import { axeViolations, expect, hydrated, preConsent, test, viewports } from "./fixtures.ts";

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

test.describe("Governance tab", () => {
  test("defaults: plan 2 selected, billed annually, with its summary", async ({ page }) => {
    await open(page);
    await expect(page.getByRole("tab", { name: "Governance" })).toHaveAttribute("aria-selected", "true");
    const toggle = page.getByRole("switch", { name: pricingCopy.billingLabel });
    await expect(toggle).toBeChecked();
    await expect(page.getByText(pricingCopy.governance.badge, { exact: true })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Level 2 Professional" })).toBeChecked();
    await expect(figure(page, summaryLabels.perMonth)).toHaveText("$839");
    await expect(figure(page, summaryLabels.billedAnnually)).toHaveText("$10,070");
    await expect(figure(page, summaryLabels.savings)).toHaveText("$1,918 (16%)");
  });

  test("choosing plans and billing updates the summary and the URL", async ({ page }) => {
    await open(page);
    await page.getByRole("radio", { name: "Level 1 Starter" }).check();
    await expect(figure(page, summaryLabels.billedAnnually)).toHaveText("$2,006");
    await expect(figure(page, summaryLabels.savings)).toHaveText("$382 (16%)");
    await page.getByRole("radio", { name: "Enterprise FISMA/FedRAMP" }).check();
    await expect(figure(page, summaryLabels.perMonth)).toHaveText("$3,024");
    await expect(figure(page, summaryLabels.billedAnnually)).toHaveText("$36,288");
    await expect(figure(page, summaryLabels.savings)).toHaveText("$6,912 (16%)");
    await page.getByRole("switch", { name: pricingCopy.billingLabel }).click();
    await expect(figure(page, summaryLabels.perMonth)).toHaveText("$3,600");
    await expect(figure(page, summaryLabels.perYear)).toHaveText("$43,200");
    await expect(figure(page, summaryLabels.savings)).toHaveCount(0);
    await expect(page).toHaveURL(/govPlan=3/);
    await expect(page).toHaveURL(/govBilling=monthly/);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("radio", { name: "Enterprise FISMA/FedRAMP" })).toBeChecked();
    await expect(page.getByRole("switch", { name: pricingCopy.billingLabel })).not.toBeChecked();
    await expect(figure(page, summaryLabels.perMonth)).toHaveText("$3,600");
  });

  test("the billing switch works from the keyboard", async ({ page }) => {
    await open(page);
    const toggle = page.getByRole("switch", { name: pricingCopy.billingLabel });
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).not.toBeChecked();
    await expect(figure(page, summaryLabels.perMonth)).toHaveText("$999");
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
  test("defaults: Core, billed annually, 10 users and 10 GB; no savings line", async ({ page }) => {
    await open(page, "?tab=secops");
    await expect(page.getByRole("switch", { name: pricingCopy.billingLabel })).toBeChecked();
    await expect(page.getByText(pricingCopy.secops.badge, { exact: true })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Core" })).toBeChecked();
    await expect(page.getByRole("slider", { name: "Users" })).toHaveValue("10");
    await expect(page.getByRole("slider", { name: "Storage" })).toHaveAttribute("aria-valuetext", "10 GB");
    await expect(figure(page, summaryLabels.base)).toHaveText("$300");
    await expect(figure(page, summaryLabels.monthlyTotal)).toHaveText("$300");
    await expect(figure(page, summaryLabels.annualTotal)).toHaveText("$3,600");
    await expect(figure(page, summaryLabels.savings)).toHaveCount(0);
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
    await expect(figure(page, /Additional users/)).toHaveText("$90");
    await expect(figure(page, /Additional storage/)).toHaveText("$490");
    await expect(figure(page, summaryLabels.monthlyTotal)).toHaveText("$880");
    await expect(figure(page, summaryLabels.annualTotal)).toHaveText("$10,560");
    await page.keyboard.press("Home");
    await expect(storage).toHaveAttribute("aria-valuetext", "10 GB");
    await page.keyboard.press("ArrowRight");
    await expect(storage).toHaveAttribute("aria-valuetext", "20 GB");
    await expect(figure(page, /Additional storage/)).toHaveText("$10");
  });

  test("Plus billed annually at the slider maxima is exact to the cent, and the state survives a reload", async ({
    page,
  }) => {
    await open(page, "?tab=secops");
    await page.getByRole("radio", { name: "Plus" }).check();
    await expect(page.getByRole("slider", { name: "Users" })).toHaveValue("20");
    await expect(figure(page, summaryLabels.base)).toHaveText("$1,166.67");
    await expect(figure(page, summaryLabels.annualTotal)).toHaveText("$14,000");
    await expect(figure(page, summaryLabels.savings)).toHaveText("$400");
    await page.getByRole("slider", { name: "Users" }).focus();
    await page.keyboard.press("End");
    await page.getByRole("slider", { name: "Storage" }).focus();
    await page.keyboard.press("End");
    await expect(figure(page, summaryLabels.monthlyTotal)).toHaveText("$1,674.17");
    await expect(figure(page, summaryLabels.annualTotal)).toHaveText("$20,090");
    await expect(page).toHaveURL(/users=300/);
    await expect(page).toHaveURL(/storage=500/);
    await page.reload();
    await hydrated(page);
    await expect(figure(page, summaryLabels.monthlyTotal)).toHaveText("$1,674.17");
    await page.getByRole("switch", { name: pricingCopy.billingLabel }).click();
    await expect(figure(page, summaryLabels.base)).toHaveText("$1,200");
    await expect(figure(page, summaryLabels.monthlyTotal)).toHaveText("$1,707.50");
    await expect(figure(page, summaryLabels.annualTotal)).toHaveText("$20,490");
    await expect(figure(page, summaryLabels.savings)).toHaveCount(0);
  });

  test("a shared link restores plan, billing, users and storage (clamped)", async ({ page }) => {
    await open(page, "?tab=secops&secopsPlan=plus&secopsBilling=monthly&users=57&storage=233");
    await expect(page.getByRole("slider", { name: "Users" })).toHaveValue("57");
    await expect(page.getByRole("slider", { name: "Storage" })).toHaveValue("230");
    await expect(figure(page, summaryLabels.monthlyTotal)).toHaveText("$1,383.50");
  });

  test("Starter shows the free trial card and Enterprise its custom pricing, without sliders", async ({ page }) => {
    await open(page, "?tab=secops");
    await page.getByRole("radio", { name: "Starter Trial" }).check();
    const trial = page.getByRole("region", { name: pricingCopy.secops.trialTitle });
    for (const text of ["14 days", "1 user", "0.01 GB storage", "1 AI agent"])
      await expect(trial.getByText(text)).toBeVisible();
    await expect(page.getByRole("slider")).toHaveCount(0);
    await page.getByRole("radio", { name: "Enterprise" }).check();
    await expect(page.getByRole("region", { name: pricingCopy.secops.customTitle })).toContainText(
      "$50K-$200K+ per year",
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
    await expect(figure(page, summaryLabels.total, title)).toHaveText("$7,500");
    await expect(figure(page, summaryLabels.deposit, title)).toHaveText("$1,000");
    await twelve.check();
    await expect(figure(page, summaryLabels.total, title)).toHaveText("$8,400");
    await twentyFour.check();
    await expect(figure(page, summaryLabels.total, title)).toHaveText("$10,080");
    await expect(figure(page, summaryLabels.balance, title)).toHaveText("$9,080");
    await twelve.uncheck();
    await expect(figure(page, summaryLabels.total, title)).toHaveText("$9,180");
    await expect(page).toHaveURL(/addons=hours24/);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("checkbox", { name: /24 hours/ })).toBeChecked();
    await expect(figure(page, summaryLabels.total, title)).toHaveText("$9,180");
  });

  test("the checkboxes work with the keyboard", async ({ page }) => {
    await open(page, "?tab=cmmc");
    await page.getByRole("checkbox", { name: /12 hours/ }).focus();
    await page.keyboard.press("Space");
    await expect(figure(page, summaryLabels.total, title)).toHaveText("$8,400");
  });

  test("the reserve button opens the card payment page in a new window", async ({ page }) => {
    await open(page, "?tab=cmmc");
    const reserve = page.getByRole("link", { name: new RegExp(pricingCopy.cmmc.reserve) });
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
  expect(offers).toContainEqual(expect.objectContaining({ name: "Level 2 Professional (annual)", price: "10070.00" }));
  expect(offers).toContainEqual(expect.objectContaining({ name: "Plus (annual)", price: "14000.00" }));
});
