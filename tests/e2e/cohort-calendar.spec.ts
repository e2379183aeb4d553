/**
 * Issue 36: never sell a cohort that has started. The production build, served in this process with a clock the
 * test sets (clocked-server.ts): the last cohort listed is open through its registration's last day (the spec's
 * flow unchanged), and from midnight in the cohorts' time zone the same process offers no seat, no deposit and no
 * InStock, but a way to hear about the next cohort. No restart, no rebuild.
 */
import type { Page } from "@playwright/test";
import { cmmcLanding } from "#app/content/cmmc-accelerator.ts";
import { acceleratorLeadForm } from "#app/content/forms.ts";
import { heroes } from "#app/content/heroes.ts";
import { lpGovernance } from "#app/content/lp-governance.ts";
import { plans } from "#app/content/plans.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { type CohortStatus, cohortStatusAt, dayIn } from "#app/lib/cohorts/calendar.ts";
import { textFor } from "#app/lib/cohorts/status.ts";
import { cmmcProgramPrice } from "#app/lib/pricing/line-items.ts";
import { siteConfig } from "#app/site.config.ts";
import { type ClockedServer, startClockedServer } from "./clocked-server.ts";
import { expect, test, viewports } from "./fixtures.ts";

// The last cohort the calendar can offer, whatever the marketing team has listed (adding the next cohort or removing
// a closed one changes no test): after its registration's last day, none is open.
const cohorts = plans.cmmcAccelerator.cohorts;
const cohortIndex = cohorts.findLastIndex((each) => !each.full);
const cohort = cohorts[cohortIndex]!;
const lastDay = cohort.registrationCloses.iso;
const midnightAfter = firstInstantAfter(lastDay, plans.cmmcAccelerator.timeZone);
const lastEvening = new Date(midnightAfter.getTime() - 60_000);
const weekBefore = new Date(lastEvening.getTime() - 7 * 86_400_000);

/** Midnight at the end of `day` in `timeZone` (the cohorts' zone, summer or winter time), to the minute. */
function firstInstantAfter(day: string, timeZone: string): Date {
  let before = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
  let after = before + 3 * 86_400_000;
  while (after - before > 60_000) {
    const middle = before + Math.floor((after - before) / 120_000) * 60_000;
    if (dayIn(timeZone, new Date(middle)) > day) after = middle;
    else before = middle;
  }
  return new Date(after);
}

const open = cohortStatusAt(plans.cmmcAccelerator, lastEvening);
const closed = cohortStatusAt(plans.cmmcAccelerator, midnightAfter);
const closedAction = pricingCopy.cmmc.closed.action;
const registerCalls = [heroes.lpCmmcAccelerator.actions[0]!, ...cmmcLanding.cta.actions, lpGovernance.cmmc.actions[0]!];

let server: ClockedServer;
test.beforeAll(async () => {
  server = await startClockedServer(weekBefore);
});
test.afterAll(async () => server.close());

// One server and one clock for the file: its tests run in order.
test.describe.configure({ mode: "serial" });

async function html(path: string): Promise<string> {
  const response = await fetch(`${server.origin}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The CMMC product's offer in the pricing page's JSON-LD. */
function cmmcOffer(page: string): Record<string, unknown> {
  const blocks = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { "@type": string; name?: string; offers?: Record<string, unknown>[] },
  );
  const product = blocks.find(
    (block) => block["@type"] === "Product" && block.name?.endsWith(plans.cmmcAccelerator.name),
  );
  return product!.offers![0]!;
}

const decoded = (page: string) => page.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

test("the pages' words on each side of the switch come from the content, for the day", () => {
  expect(open).toMatchObject({ open: true, cohort: { index: cohortIndex, registrationClosesOn: lastDay } });
  expect(closed).toEqual({ open: false });
  expect(textFor(cmmcLanding.heroFacts[0]!, open)).toBe(`Starts ${cohort.start.landingPage.shown}`);
});

test("while the cohort is open, the pages make the spec's offer: dates, Register Now, the deposit, InStock", async ({
  browser,
}) => {
  server.setNow(weekBefore);
  // As served, before any script: what a visitor and a crawler get.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.origin}/lp/cmmc-accelerator`);
  for (const fact of cmmcLanding.heroFacts)
    await expect(page.getByText(textFor(fact, open), { exact: true })).toBeVisible();
  for (const call of [heroes.lpCmmcAccelerator.actions[0]!, ...cmmcLanding.pricing.actions.slice(0, 1)])
    await expect(page.getByRole("link", { name: call.label }).first()).toHaveAttribute("href", call.to);
  await expect(page.getByRole("link", { name: closedAction.label })).toHaveCount(0);
  await expect(page.locator('input[name="interest"]')).toHaveValue("seat");
  await expect(page.getByRole("button", { name: acceleratorLeadForm.submit })).toBeVisible();

  await page.goto(`${server.origin}/lp/Governance`);
  await expect(page.getByText(textFor(lpGovernance.cmmc.intro.lead, open))).toBeVisible();
  const register = lpGovernance.cmmc.actions[0]!;
  await expect(page.getByRole("link", { name: register.label })).toHaveAttribute("href", register.to);

  await page.goto(`${server.origin}/pricing?tab=cmmc-accelerator`);
  const reserve = page.getByRole("link", { name: new RegExp(pricingCopy.cmmc.reserve) });
  await expect(reserve).toHaveAttribute("href", siteConfig.links.cohortPayment);
  await expect(reserve).toHaveAttribute("target", "_blank");
  for (const { text } of pricingCopy.program.facts)
    await expect(page.getByText(textFor(text, open), { exact: true })).toBeVisible();
  expect(cmmcOffer(await html("/pricing?tab=cmmc-accelerator"))).toMatchObject({
    availability: "https://schema.org/InStock",
    availabilityEnds: lastDay,
  });
  await context.close();
});

test("the registration's last day is open until midnight in New York; then the same process offers no seat", async ({
  browser,
}) => {
  server.setNow(lastEvening);
  const before = await html("/pricing?tab=cmmc-accelerator");
  expect(before).toContain(`href="${siteConfig.links.cohortPayment}"`);
  expect(cmmcOffer(before).availability).toBe("https://schema.org/InStock");
  expect(await html("/lp/cmmc-accelerator")).toContain('href="/pricing?tab=cmmc-accelerator"');

  server.setNow(midnightAfter);
  const after = {
    landing: decoded(await html("/lp/cmmc-accelerator")),
    governance: decoded(await html("/lp/Governance")),
    pricing: decoded(await html("/pricing?tab=cmmc-accelerator")),
  };
  // The HTML itself: no deposit, no reservation, no date of the past cohort, anywhere.
  for (const [name, page] of Object.entries(after)) {
    expect(page, name).not.toContain(siteConfig.links.cohortPayment);
    expect(page, name).not.toContain('href="/pricing?tab=cmmc-accelerator"');
    for (const call of registerCalls) expect(page, name).not.toContain(`>${call.label}<`);
    expect(page, name).not.toContain(`Starts ${cohort.start.landingPage.shown}`);
    expect(page, name).not.toContain(`starts ${cohort.start.pricingTab.shown}`);
    expect(page, name).not.toContain(pricingCopy.cmmc.reserve);
  }
  expect(cmmcOffer(after.pricing).availability).toBe("https://schema.org/OutOfStock");

  // What the visitor sees instead: the way to hear about the next cohort, and the form that asks for it.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.origin}/lp/cmmc-accelerator`);
  for (const fact of cmmcLanding.heroFacts)
    await expect(page.getByText(textFor(fact, closed), { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: closedAction.label }).first()).toHaveAttribute("href", closedAction.to);
  await expect(page.locator('input[name="interest"]')).toHaveValue("next-cohort");
  await expect(page.getByRole("button", { name: acceleratorLeadForm.nextCohort.submit })).toBeVisible();
  await page.goto(`${server.origin}/lp/Governance`);
  await expect(page.getByText(textFor(lpGovernance.cmmc.intro.lead, closed))).toBeVisible();
  await expect(page.getByRole("link", { name: closedAction.label })).toHaveAttribute("href", closedAction.to);
  await page.goto(`${server.origin}/pricing?tab=cmmc-accelerator`);
  await expect(page.getByText(pricingCopy.cmmc.closed.title, { exact: true })).toBeVisible();
  for (const { text } of pricingCopy.program.facts)
    await expect(page.getByText(textFor(text, closed), { exact: true })).toBeVisible();
  await page.getByRole("link", { name: closedAction.label }).click();
  await expect(page).toHaveURL(`${server.origin}${closedAction.to}`);
  await expect(page.getByRole("button", { name: acceleratorLeadForm.nextCohort.submit })).toBeInViewport();
  await context.close();
});

/** The price and the cohort's status are on the first screen: in the viewport, above the cookie notice if shown. */
async function expectOfferOnFirstScreen(page: Page, status: CohortStatus, label: string) {
  const viewport = page.viewportSize()!;
  const banner = page.locator("#cookie-banner");
  const bannerTop = (await banner.isVisible()) ? (await banner.boundingBox())!.y : viewport.height;
  const price = page.getByText(cmmcProgramPrice().amount, { exact: true }).first();
  const state = page.getByText(textFor(pricingCopy.program.facts[0]!.text, status), { exact: true });
  for (const [what, element] of [
    ["price", price],
    ["cohort status", state],
  ] as const) {
    await expect(element, `${label}: ${what}`).toBeVisible();
    const box = (await element.boundingBox())!;
    expect(box.y, `${label}: ${what} below the header`).toBeGreaterThan(0);
    expect(box.y + box.height, `${label}: ${what} above the fold and the cookie notice`).toBeLessThanOrEqual(bannerTop);
  }
}

for (const javaScriptEnabled of [true, false]) {
  for (const [size, viewport] of Object.entries(viewports)) {
    test(`a link to the CMMC tab shows its price and the cohort's status on the first screen, ${size}, JavaScript ${javaScriptEnabled ? "on" : "off"}, under the cookie notice`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport, javaScriptEnabled });
      const page = await context.newPage();
      for (const [at, status, label] of [
        [weekBefore, open, "open"],
        [midnightAfter, closed, "closed"],
      ] as const) {
        server.setNow(at);
        await page.goto(`${server.origin}/pricing?tab=cmmc-accelerator`);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await expectOfferOnFirstScreen(page, status, label);
      }
      await context.close();
    });
  }
}

test("a static host's page built while the cohort was open hides its deposit once the day has passed", async ({
  page,
}) => {
  // The page as served the week before; the visitor's clock is past the registration's last day.
  server.setNow(weekBefore);
  await page.clock.setFixedTime(midnightAfter);
  await page.goto(`${server.origin}/pricing?tab=cmmc-accelerator`);
  await expect(page.locator(`a[href="${siteConfig.links.cohortPayment}"]`)).toBeHidden();
  await expect(page.getByText(pricingCopy.cmmc.closed.notice)).toBeVisible();
  await expect(page.getByRole("link", { name: closedAction.label })).toHaveAttribute("href", closedAction.to);
});
