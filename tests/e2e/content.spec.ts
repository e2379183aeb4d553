import type { Page } from "@playwright/test";
import { cmmcLanding } from "../../app/content/cmmc-accelerator.ts";
import { governance } from "../../app/content/governance.ts";
import { home } from "../../app/content/home.ts";
import { industries, industrySectionIntros } from "../../app/content/industries.ts";
import { lpGovernance } from "../../app/content/lp-governance.ts";
import { pageList, pages } from "../../app/content/pages.ts";
import { secops } from "../../app/content/secops.ts";
import { productShared } from "../../app/content/shared-sections.ts";
import { siteConfig } from "../../app/site.config.ts";
import { expect, hydrated, preConsent, test } from "./fixtures.ts";

test.beforeEach(async ({ page }) => preConsent(page));

async function sectionTitles(page: Page) {
  // Visible ones only: a closed dialog (the checklist) holds a heading too.
  return page.locator("main h2:visible").allTextContents();
}

async function expectLink(page: Page, name: string, href: string, external = false) {
  const link = page.getByRole("link", { name, exact: !external }).first();
  await expect(link).toHaveAttribute("href", href);
  if (external) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
}

test("/ shows its sections in the spec's order", async ({ page }) => {
  await page.goto("/");
  expect(await sectionTitles(page)).toEqual([
    home.differentiators.intro.title,
    home.platform.intro.title,
    home.whoWeServe.intro.title,
    home.whyChoose.intro.title,
    home.trustedBy.intro.title,
    home.about.intro.title,
    home.cta.title,
  ]);
  await expect(page.locator("#platform")).toBeAttached();
  await expect(page.getByRole("table", { name: home.differentiators.caption })).toBeVisible();
  await expect(page.getByText("service-disabled veteran-owned").first()).toBeVisible();
});

test("/secops: sections, hero actions and an accessible comparison table", async ({ page }) => {
  await page.goto("/secops");
  const s = secops;
  expect(await sectionTitles(page)).toEqual([
    s.challenge.intro.title,
    s.howItWorks.intro.title,
    s.features.intro.title,
    s.agenticAi.intro.title,
    s.roles.intro.title,
    s.outcomes.intro.title,
    s.integrations.intro.title,
    s.comparison.intro.title,
    productShared.title,
  ]);
  await expect(page.getByRole("list").filter({ has: page.getByText("Step 4") })).toBeVisible();
  await expectLink(page, "Schedule a Demo", "/pricing");
  await expectLink(page, "See Platform Overview", "/#platform");
  const table = page.getByRole("table", { name: s.comparison.caption });
  for (const column of s.comparison.columns)
    await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
  const firstRow = table.getByRole("row", { name: new RegExp(s.comparison.rows[0]!.name) });
  await expect(firstRow.getByRole("cell")).toHaveText(["Yes", "No", "No"]);
  await hydrated(page);
  await page.getByRole("link", { name: "See Platform Overview" }).click();
  await expect(page).toHaveURL("/#platform");
  await expect(page.locator("#platform")).toBeInViewport();
});

test("/governance: sections and hero actions", async ({ page }) => {
  await page.goto("/governance");
  expect(await sectionTitles(page)).toEqual([
    governance.features.intro.title,
    governance.capabilities.intro.title,
    productShared.title,
  ]);
  await expect(page.locator("#features")).toBeAttached();
  await expect(page.locator("#capabilities")).toBeAttached();
  await expectLink(page, "Start Your Free Trial", "/contact");
  await expectLink(page, "Explore Features", "/governance#features");
});

for (const [id, content] of Object.entries(industries)) {
  const entry = pages[id as keyof typeof industries];
  test(`${entry.path}: challenge, how it helps, example scenario, results`, async ({ page }) => {
    await page.goto(entry.path);
    expect(await sectionTitles(page)).toEqual([
      content.challenge.intro.title,
      industrySectionIntros.helps.title,
      industrySectionIntros.scenario.title,
      industrySectionIntros.results.title,
      productShared.title,
    ]);
    await expect(page.getByText(industrySectionIntros.governanceLabel, { exact: true })).toBeVisible();
    await expect(page.getByText(industrySectionIntros.secopsLabel, { exact: true })).toBeVisible();
    for (const result of content.results) await expect(page.getByText(result.label, { exact: true })).toBeVisible();
  });
}

test("/lp/Governance: sections, anchors and calls to action", async ({ page }) => {
  await page.goto("/lp/Governance");
  const c = lpGovernance;
  expect(await sectionTitles(page)).toEqual([
    c.features.intro.title,
    c.capabilities.intro.title,
    c.pricing.intro.title,
    c.cmmc.intro.title,
    c.contact.intro.title,
  ]);
  await expect(page.locator("#features li h3")).toHaveCount(6);
  await expect(page.getByRole("heading", { name: c.capabilities.gainsTitle })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Subscriptions start at $199 per month" })).toBeVisible();
  await expectLink(page, "Start Your Free Trial", "/lp/Governance#contact");
  await expectLink(page, "Explore Features", "/lp/Governance#features");
  await expectLink(page, "Register Now", "/pricing?tab=cmmc-accelerator");
  await expectLink(page, "Get Started", siteConfig.links.complianceApp, true);
  await hydrated(page);
  await page.getByRole("link", { name: "Register Now" }).click();
  await expect(page).toHaveURL("/pricing?tab=cmmc-accelerator");
  await expect(page.getByRole("tab", { name: "CMMC Accelerator" })).toHaveAttribute("aria-selected", "true");
});

test("/lp/cmmc-accelerator: sections, the 12-week structure and its calls to action", async ({ page }) => {
  await page.goto("/lp/cmmc-accelerator");
  const c = cmmcLanding;
  expect(await sectionTitles(page)).toEqual([
    c.benefits.intro.title,
    c.deliverables.intro.title,
    c.structure.intro.title,
    c.different.intro.title,
    c.pricing.intro.title,
    c.contact.intro.title,
    c.cta.title,
  ]);
  for (const step of c.structure.steps)
    await expect(page.locator("#structure").getByText(step.label!, { exact: true })).toBeVisible();
  for (const item of c.deliverables.items) await expect(page.getByRole("heading", { name: item.title })).toBeVisible();
  await expect(page.getByText("Starts Jan 2026")).toBeVisible();
  await expect(page.getByRole("heading", { name: "30 days platform access bonus" })).toBeVisible();
  await expectLink(page, "Secure Your Spot Now", "/pricing?tab=cmmc-accelerator");
  await expectLink(page, "Register Now", "/pricing?tab=cmmc-accelerator");
  await expectLink(page, "Get Compliance-Ready", "/lp/cmmc-accelerator#contact");
  await expectLink(page, "Schedule a Demo", siteConfig.links.demoBooking, true);
});

test("/contact: details as links and the message card", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("link", { name: siteConfig.contact.email }).first()).toHaveAttribute(
    "href",
    `mailto:${siteConfig.contact.email}`,
  );
  await expect(page.getByRole("link", { name: siteConfig.contact.phone }).first()).toHaveAttribute(
    "href",
    /^tel:\+1\d{10}$/,
  );
  await expect(page.getByText("Alexandria, VA").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
  await expect(page.getByText("responds within 24 hours").first()).toBeVisible();
});

test("every page has a description, canonical URL, Open Graph preview and Organization JSON-LD", async ({
  page,
  request,
}) => {
  for (const entry of pageList) {
    await page.goto(entry.path);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", entry.description);
    const canonical = `${siteConfig.origin}${entry.path}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const response = await request.get(new URL(image!).pathname);
    expect(response.status(), image!).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(ld!)).toMatchObject({ "@type": "Organization" });
  }
});

test("no horizontal scrolling from 320 px to 1920 px", async ({ page }) => {
  for (const width of [320, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const entry of pageList) {
      await page.goto(entry.path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${entry.path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});
