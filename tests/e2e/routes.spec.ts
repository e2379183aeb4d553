import { notFoundPath, pageList } from "#app/content/pages.ts";
import { notFound } from "#app/content/site.ts";
import { siteConfig } from "#app/site.config.ts";
import { expect, hydrated, preConsent, test, watchPage } from "./fixtures.ts";

test.describe("every route", () => {
  for (const page of pageList) {
    test(`${page.path} has its title, one h1, header and footer, and runs clean`, async ({ page: tab }) => {
      const problems = await watchPage(tab);
      await preConsent(tab);
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(tab).toHaveTitle(`${page.name} - ${siteConfig.brandName}`);
      await expect(tab.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(tab.getByRole("banner")).toBeVisible();
      await expect(tab.getByRole("contentinfo")).toBeVisible();
      await hydrated(tab);
      expect(problems).toEqual([]);
    });
  }

  test("pages are real HTML before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const tab = await context.newPage();
    for (const page of pageList) {
      await tab.goto(page.path);
      await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();
    }
    await context.close();
  });

  test("a trailing slash serves the same page", async ({ page }) => {
    const response = await page.goto("/contact/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Contact Us - ${siteConfig.brandName}`);
  });
});

test.describe("unknown paths", () => {
  test("answer 404 with the not-found page, which logs the path and links home", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
    await preConsent(page);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText(notFound.code, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(notFound.heading);
    await hydrated(page);
    await expect.poll(() => errors.some((text) => text.includes("/no/such/page"))).toBe(true);
    await page.getByRole("link", { name: notFound.homeLabel }).click();
    await expect(page).toHaveURL("/");
  });

  test(`the pre-rendered ${notFoundPath} file is not served as a page of its own`, async ({ request }) => {
    const response = await request.get(notFoundPath);
    expect(response.status()).toBe(404);
  });
});
