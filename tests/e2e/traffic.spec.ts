/**
 * Issue 57 in Chromium, on each store: visitors from several addresses (a proxy forwards them) arrive with and
 * without a campaign, a bot, a prefetch, a member of the team and a browser with Global Privacy Control come too;
 * the campaign's visitor sees pricing, downloads a quote and sends a lead. The Traffic section then shows exactly
 * those visitors, views and leads, the campaign's funnel and its conversion, and its tables download as CSV.
 */
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { pages } from "#app/content/pages.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { axeViolations, expect, test, viewports } from "./fixtures.ts";
import { leadFormCases, openAndFill, uniqueToken } from "./lead-form-cases.ts";
import { type StoreKind, type TeamServer, signedInContext, startTeamServer } from "./team-server.ts";

const OWNER = "traffic.owner@vendor.example";
/**
 * A person's Chrome, as it says itself: the test's headless Chromium says "HeadlessChrome", which the bot list
 * rightly counts as a bot.
 */
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const contact = leadFormCases.find((item) => item.form === "contact")!;

/** A visitor's browser: the address the proxy says it came from, and any headers it sends on every request. */
const visitor = (browser: Browser, server: TeamServer, address: string, headers: Record<string, string> = {}) =>
  browser.newContext({
    baseURL: server.origin,
    acceptDownloads: true,
    userAgent: CHROME,
    extraHTTPHeaders: { "X-Forwarded-For": address, ...headers },
  });

/** The cells of a table's row, by the row's first cell. */
const rowCells = (page: Page, table: string, value: string) =>
  page
    .getByRole("table", { name: new RegExp(`^${table}:`) })
    .getByRole("row", { name: new RegExp(`^${value.replace(/[()]/g, "\\$&")} `) })
    .getByRole("cell")
    .allTextContents();

for (const kind of ["sqlite", "postgres"] as StoreKind[]) {
  test.describe(`traffic counted on ${kind}`, () => {
    test.describe.configure({ mode: "serial", timeout: 180_000 });
    let server: TeamServer;
    let member: { context: BrowserContext; page: Page };

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(120_000);
      server = await startTeamServer(kind, { TRUST_PROXY: "1", TRAFFIC_FLUSH_SECONDS: "1" });
      await server.command("team", ["invite", OWNER, "--owner"]);
      member = await signedInContext(browser, server, OWNER, {
        extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.99" },
      });
    });
    test.afterAll(async () => {
      await member?.context.close();
      await server?.stop();
    });

    test("counts people, not bots, prefetches or the team, and shows each campaign's funnel and conversion", async ({
      browser,
    }) => {
      // The team makes the campaign's link in the workspace (its visit there is not counted).
      const maker = member.page;
      await maker.goto("/team/traffic");
      await maker.getByRole("link", { name: "Make a campaign link" }).click();
      await maker.getByLabel("Page it opens").selectOption(pages.lpCmmcAccelerator.path);
      await maker.getByLabel("Source", { exact: true }).fill("linkedin");
      await maker.getByLabel("Medium", { exact: true }).fill("social");
      await maker.getByLabel("Campaign", { exact: true }).fill("spring-cmmc");
      await maker.getByRole("button", { name: "Make the link" }).click();
      const made = maker.getByRole("textbox", { name: "The campaign's link, to copy" });
      await expect(made).toBeFocused();
      expect(await axeViolations(maker), "the campaign link made").toEqual([]);
      // The link names the site's public address; this test's visitors reach the server by its path.
      const link = new URL(await made.inputValue());
      expect(`${link.pathname}${link.search}`).toBe(
        `${pages.lpCmmcAccelerator.path}?utm_source=linkedin&utm_medium=social&utm_campaign=spring-cmmc`,
      );

      // A: from the campaign's link to pricing, a quote, and a lead.
      const a = await visitor(browser, server, "203.0.113.10");
      const page = await a.newPage();
      await page.goto(`${link.pathname}${link.search}`);
      await page.goto(pages.pricing.path);
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: pricingCopy.quote.link }).first().click();
      await download;
      await page.goto(pages.contact.path);
      const email = `${uniqueToken("traffic")}@example.com`;
      const form = await openAndFill(page, contact, contact.valid(email));
      await form.getByRole("button", { name: contact.submit }).click();
      await expect(page.getByRole("main").getByText(contact.success.title)).toBeVisible();
      await a.close();

      // B: from a search engine, the home page.
      const b = await visitor(browser, server, "198.51.100.20");
      await (await b.newPage()).goto("/", { referer: "https://www.google.com/" });
      await b.close();

      // Not counted: a bot, a prefetch, and a member of the team on the site.
      const bot = await browser.newContext({
        baseURL: server.origin,
        userAgent: GOOGLEBOT,
        extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.30" },
      });
      await (await bot.newPage()).goto("/");
      await bot.close();
      const prefetcher = await visitor(browser, server, "192.0.2.31");
      expect(
        (
          await prefetcher.request.get("/", { headers: { "Sec-Purpose": "prefetch", "Sec-Fetch-Dest": "document" } })
        ).status(),
      ).toBe(200);
      await prefetcher.close();
      await member.page.goto("/");

      // Global Privacy Control: the view counts, the visitor does not.
      const gpc = await visitor(browser, server, "192.0.2.40", { "Sec-GPC": "1" });
      await (await gpc.newPage()).goto(pages.pricing.path);
      await gpc.close();

      // What the team reads, once the counts are in the store (each instance adds them every second here).
      const traffic = member.page;
      await expect(async () => {
        await traffic.goto("/team/traffic");
        await expect(traffic.locator("#traffic-summary")).toContainText(
          "2 visitors, 5 page views, 1 lead, 50.0 leads per 100 visitors.",
          { timeout: 1000 },
        );
      }).toPass({ timeout: 20_000 });
      // The outcome is the page's title too: what a screen reader says first.
      await expect(traffic).toHaveTitle(/^Traffic: 2 visitors, 1 lead - /);
      // Visitors, Page views, Saw pricing, Quotes, Checklists, Leads, Leads per 100 visitors.
      expect(await rowCells(traffic, "By campaign", "spring-cmmc")).toEqual(["1", "3", "1", "1", "0", "1", "100.0"]);
      expect(await rowCells(traffic, "By campaign", "(none)")).toEqual(["1", "2", "0", "0", "0", "0", "0.0"]);
      expect(await rowCells(traffic, "By landing page", pages.lpCmmcAccelerator.path)).toEqual([
        "1",
        "3",
        "1",
        "1",
        "0",
        "1",
        "100.0",
      ]);
      expect(await rowCells(traffic, "By referring site", "www.google.com")).toEqual([
        "1",
        "1",
        "0",
        "0",
        "0",
        "0",
        "0.0",
      ]);
      expect(await rowCells(traffic, "Page views by page", pages.pricing.path)).toEqual(["2"]);

      const csv = traffic.waitForEvent("download");
      await traffic.getByRole("link", { name: "Download “By campaign” as CSV" }).click();
      const lines = readFileSync((await (await csv).path())!, "utf8").split("\r\n");
      expect(lines).toContain('"spring-cmmc",1,3,1,1,0,1,100.0');

      await traffic.setViewportSize(kind === "sqlite" ? viewports.phone : viewports.desktop);
      expect(await axeViolations(traffic), "the Traffic section with counts").toEqual([]);
      if (kind === "sqlite") {
        // On a phone the chart opens at its newest day (the last label drawn), and a wide table's caption wraps
        // within the screen rather than running past its edge.
        await traffic.getByRole("heading", { name: "Visitors per day" }).scrollIntoViewIfNeeded();
        const visitorsChart = traffic.getByRole("img", { name: "Visitors per day" });
        await expect(visitorsChart.locator("text").last()).toBeInViewport();
        const caption = await traffic
          .getByRole("table", { name: /^By campaign:/ })
          .locator("caption > span")
          .boundingBox();
        expect(caption!.x + caption!.width).toBeLessThanOrEqual(viewports.phone.width);
      }
      // The campaign's lead, from its row: the Leads section for the same days, that campaign only.
      await traffic.getByRole("link", { name: "1 lead of the campaign “spring-cmmc”, in Leads" }).click();
      await expect(traffic.getByLabel("Campaign", { exact: true })).toHaveValue("spring-cmmc");
      await expect(traffic.getByRole("main")).toContainText(email);
    });
  });
}
