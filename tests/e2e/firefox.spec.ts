/**
 * The same journeys in Firefox: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi (Playwright's
 * own Firefox build cannot be downloaded here). Runs against the Playwright web server, one browser per file.
 */
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { COOKIE_CONSENT_KEY } from "../../app/lib/cookie-consent.ts";
import { mainNav, platformAnchor } from "../../app/content/navigation.ts";
import { pages } from "../../app/content/pages.ts";
import { cookieBanner, uiLabels } from "../../app/content/site.ts";
import { expect, test, viewports } from "./fixtures.ts";

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

test.describe.configure({ mode: "serial" });

let browser: Browser;
let baseURL: string;

test.beforeAll(async ({ baseURL: url }) => {
  baseURL = url!;
  // JavaScript stays on: puppeteer's locators need script in the page, so the JavaScript-off journeys run in
  // Chromium (html-first.spec.ts).
  browser = await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX, headless: true });
});

test.afterAll(async () => {
  await browser?.close();
});

const byRole = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

/** A page in a fresh browser context (its own storage), like each Playwright test gets. */
async function open(path: string, viewport: { width: number; height: number }, { consent = true } = {}) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.once("close", () => void context.close().catch(() => {}));
  await page.setViewport(viewport);
  if (consent) {
    await page.evaluateOnNewDocument((key) => localStorage.setItem(key, "true"), COOKIE_CONSENT_KEY);
  }
  await page.goto(new URL(path, baseURL).href);
  return page;
}

const isVisible = (page: Page, selector: string) =>
  page.$eval(selector, (el) => el.checkVisibility()).catch(() => false);

const inViewport = (page: Page, id: string) =>
  page.$eval(`#${id}`, (el) => {
    const box = el.getBoundingClientRect();
    return box.top < innerHeight && box.bottom > 0;
  });

test("Firefox: header groups reach every route on desktop", async () => {
  for (const group of mainNav.groups) {
    for (const item of group.items.filter((i) => !i.to.includes("#"))) {
      const page = await open(pages.secops.path, viewports.desktop);
      await page.locator(byRole("button", group.label)).click();
      await page.locator(byRole("link", item.label)).click();
      await page.waitForFunction((to) => location.pathname === to, {}, item.to);
      expect(await page.$eval("h1", (h) => h.textContent)).toBeTruthy();
      await page.close();
    }
  }
});

test("Firefox: the phone menu opens its groups and reaches a page", async () => {
  const group = mainNav.groups[1]!;
  const item = group.items.at(-1)!;
  const page = await open(pages.home.path, viewports.phone);
  await page.locator(byRole("button", uiLabels.menu)).click();
  expect(await isVisible(page, "#nav-mobile")).toBe(true);
  await page.locator(`::-p-xpath(//summary[contains(., "${group.label}")])`).click();
  await page.locator(byRole("link", item.label)).click();
  await page.waitForFunction((to) => location.pathname === to, {}, item.to);
  await page.close();
});

test("Firefox: Escape closes a header group and returns focus; the state is announced", async () => {
  const group = mainNav.groups[0]!;
  const page = await open(pages.home.path, viewports.desktop);
  const trigger = byRole("button", group.label);
  await page.locator(trigger).click();
  const expanded = () => page.$eval(`[popovertarget="nav-aiops-platform"]`, (b) => b.getAttribute("aria-expanded"));
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
    await page.locator(byRole("button", group.label)).click();
    await page.locator(byRole("link", item.label)).click();
    await page.waitForFunction(
      (id) => {
        const box = document.getElementById(id)!.getBoundingClientRect();
        return box.top < innerHeight && box.bottom > 0;
      },
      {},
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
  await page.locator(byRole("button", cookieBanner.accept)).click();
  expect(await isVisible(page, "#cookie-banner")).toBe(false);
  expect(await page.evaluate((key) => localStorage.getItem(key), COOKIE_CONSENT_KEY)).toBe("true");
  await page.reload();
  expect(await isVisible(page, "#cookie-banner")).toBe(false);
  await page.close();
});
