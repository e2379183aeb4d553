/**
 * Issue 57 in Firefox (WebDriver BiDi), on each store: a visitor from a campaign's link sees pricing, downloads a quote and sends a
 * lead; a Firefox that sends Global Privacy Control, a bot, a prefetch and a member of the team come too. The Traffic
 * section, read in Firefox, counts exactly the one visitor, their views and lead, and the campaign's funnel.
 */
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "puppeteer-core";
import { pages } from "#app/content/pages.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { expect, test, viewports } from "./fixtures.ts";
import {
  clickAndLoad,
  controlByLabel,
  controlByName,
  fillForm,
  pageText,
  press,
  setViewport,
  typeInto,
  waitForText,
} from "./firefox.ts";
import { FirefoxPool, workersDownloadDir } from "./firefox-launch.ts";
import { leadFormCases, uniqueToken } from "./lead-form-cases.ts";
import { type StoreKind, type TeamServer, startTeamServer } from "./team-server.ts";

const OWNER = "firefox.traffic@vendor.example";
const contact = leadFormCases.find((item) => item.form === "contact")!;

test.describe.configure({ mode: "serial", timeout: 180_000 });
let server: TeamServer;
let firefox: Browser;
let withGpc: Browser;
/** Where the worker's Firefox saves downloads (firefox-launch.ts), the quote among them. */
const downloadDir = workersDownloadDir({});

test.beforeAll(async ({ firefoxes }) => {
  test.setTimeout(180_000);
  [firefox, withGpc] = await Promise.all([firefoxes.launched(), firefoxes.launched({ globalPrivacyControl: true })]);
});
test.afterAll(async () => {
  await Promise.all([FirefoxPool.closeContexts(firefox), FirefoxPool.closeContexts(withGpc)]);
});
test.afterEach(async () => {
  await server?.stop();
});

async function newPage(browser: Browser): Promise<Page> {
  const page = await (await browser.createBrowserContext()).newPage();
  await setViewport(page, viewports.desktop);
  return page;
}

/** The cells of a table's row, by the table's caption and the row's first cell. */
const rowCells = (page: Page, table: string, value: string) =>
  page.evaluate(
    (caption, first) => {
      const found = [...document.querySelectorAll("table")].find((t) =>
        t.caption?.textContent?.trim().startsWith(`${caption}:`),
      );
      const row = [...(found?.querySelectorAll("tbody tr") ?? [])].find(
        (r) => r.querySelector("th")?.textContent?.trim() === first,
      );
      return [...(row?.querySelectorAll("td") ?? [])].map((cell) => cell.textContent?.trim() ?? "");
    },
    table,
    value,
  );

for (const kind of ["sqlite", "postgres"] as StoreKind[])
  test(`Firefox on ${kind}: a campaign's visitor is counted with their pricing view, quote and lead; GPC, bots, prefetches and the team are not`, async () => {
    server = await startTeamServer(kind, { TRAFFIC_FLUSH_SECONDS: "1" });
    await server.command("team", ["invite", OWNER, "--owner"]);
    // Each store's run finds its own quote among the downloads.
    for (const file of readdirSync(downloadDir)) rmSync(path.join(downloadDir, file), { force: true });
    const page = await newPage(firefox);
    await page.goto(
      `${server.origin}${pages.lpCmmcAccelerator.path}?utm_source=linkedin&utm_medium=social&utm_campaign=spring-fox`,
    );
    await page.goto(`${server.origin}${pages.pricing.path}`);
    await page.goto(`${server.origin}${pages.contact.path}`);
    const email = `${uniqueToken("fox")}@example.com`;
    await fillForm(page, contact, contact.valid(email));
    await press(page, await controlByName(page, `#${contact.form}-form`, "button", contact.submit));
    await waitForText(page, contact.success.title);
    // Back to pricing for the quote: last, as a download leaves Firefox's tab waiting for a page that never comes.
    await page.goto(`${server.origin}${pages.pricing.path}`);
    await press(page, await controlByName(page, "main", "a", pricingCopy.quote.link));
    await expect.poll(() => readdirSync(downloadDir).some((file) => /^Q-.*\.pdf$/.test(file))).toBe(true);

    // Global Privacy Control: a view, no visitor.
    await (await newPage(withGpc)).goto(`${server.origin}${pages.pricing.path}`);
    // A bot and a prefetch (as their requests arrive).
    const firefoxAgent = await page.evaluate(() => navigator.userAgent);
    expect(
      (
        await fetch(`${server.origin}/`, {
          headers: { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0)", "Sec-Fetch-Dest": "document" },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await fetch(`${server.origin}/`, {
          headers: { "User-Agent": firefoxAgent, "Sec-Fetch-Dest": "document", "X-Moz": "prefetch" },
        })
      ).status,
    ).toBe(200);

    // A member of the team signs in, looks at the site (not counted), and reads the Traffic section.
    const member = await newPage(firefox);
    await member.goto(`${server.origin}/team`);
    const before = server.mailsTo(OWNER);
    await typeInto(member, await controlByLabel(member, "main", "Your work e-mail address"), OWNER);
    await clickAndLoad(member, async () =>
      press(member, await controlByName(member, "main", "button", "E-mail me a sign-in link")),
    );
    await member.goto(await server.linkFor(OWNER, before));
    await clickAndLoad(member, async () => press(member, await controlByName(member, "main", "button", "Sign in")));
    await member.goto(`${server.origin}/`);
    await expect
      .poll(
        async () => {
          await member.goto(`${server.origin}/team/traffic`);
          return (await pageText(member)).replace(/\s+/g, " ");
        },
        { timeout: 20_000 },
      )
      .toContain("1 visitor, 5 page views, 1 lead, 100.0 leads per 100 visitors.");
    expect(await member.title()).toBe("Traffic: 1 visitor, 1 lead - Team workspace");
    expect(await rowCells(member, "By campaign", "spring-fox")).toEqual(["1", "4", "1", "1", "0", "1", "100.0"]);
    expect(await rowCells(member, "Page views by page", pages.pricing.path)).toEqual(["3"]);
    // The campaign's lead, from its row: the Leads section for the same days, that campaign only.
    await clickAndLoad(member, async () =>
      press(member, await controlByName(member, "main", "a", "1 lead of the campaign “spring-fox”, in Leads")),
    );
    expect(new URL(member.url()).searchParams.get("campaign")).toBe("spring-fox");
    expect(await pageText(member)).toContain(email);

    // The team makes a campaign's link: typed in other capitals than the one counted, it is told so.
    await member.goto(`${server.origin}/team/traffic/campaign-link`);
    await (await controlByLabel(member, "main", "Page it opens")).select(pages.lpCmmcAccelerator.path);
    await typeInto(member, await controlByLabel(member, "main", "Source"), "linkedin");
    await typeInto(member, await controlByLabel(member, "main", "Medium"), "social");
    await typeInto(member, await controlByLabel(member, "main", "Campaign"), "Spring-Fox");
    await clickAndLoad(member, async () =>
      press(member, await controlByName(member, "main", "button", "Make the link")),
    );
    expect(await member.evaluate(() => document.activeElement?.id)).toBe("made-link");
    const link = new URL(await member.$eval("#made-link", (box) => (box as HTMLTextAreaElement).value));
    expect(`${link.pathname}${link.search}`).toBe(
      `${pages.lpCmmcAccelerator.path}?utm_source=linkedin&utm_medium=social&utm_campaign=Spring-Fox`,
    );
    expect(await pageText(member)).toContain(
      "The site has counted “spring-fox” before; this link's visits and leads would be counted apart from it.",
    );
  });
