/**
 * Issue 45 in Firefox (WebDriver BiDi), JavaScript on and off: a member signs in by the e-mailed link, filters,
 * searches (posted, never in the URL), retries a notification that gave up, erases an address, and signs out
 * everywhere. Controls are found by their labels and names (puppeteer's ARIA selectors need script in the page).
 */
import type { Browser, Page } from "puppeteer-core";
import { testLead } from "#server/leads/test-helpers.ts";
import { expect, test, viewports } from "./fixtures.ts";
import {
  clickAndLoad,
  controlByLabel,
  controlByName,
  pageText,
  press,
  setViewport,
  typeInto,
  waitUntil,
} from "./firefox.ts";
import { FirefoxPool } from "./firefox-launch.ts";
import { buttonsWithoutEdge, contrastProblems, focusControl, tabStops } from "./focus-ring.ts";
import { type TeamServer, startTeamServer } from "./team-server.ts";

const OWNER = "firefox.owner@vendor.example";

test.describe.configure({ mode: "serial", timeout: 180_000 });
let server: TeamServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startTeamServer("sqlite");
  await server.command("team", ["invite", OWNER, "--owner"]);
  const now = Date.now();
  await server.store.insert(
    { ...testLead(1), name: "Fox Spring", utm_campaign: "spring-cmmc" } as never,
    [],
    now - 2000,
  );
  await server.store.insert({ ...testLead(2), name: "Fox Autumn", utm_campaign: "autumn" } as never, [], now - 1000);
});
test.afterAll(async () => {
  await server?.stop();
});

/** Presses a control and waits for the page it loads. */
const pressAndLoad = (page: Page, control: Awaited<ReturnType<typeof controlByName>>) =>
  clickAndLoad(page, () => press(page, control));

/** Names in the leads table, top to bottom. */
const listedNames = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll("main table a")].map((link) => link.textContent?.trim() ?? ""));

async function signIn(browser: Browser, width: number): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await setViewport(page, { ...viewports.desktop, width });
  await page.goto(`${server.origin}/team`);
  const before = server.mailsTo(OWNER);
  await typeInto(page, await controlByLabel(page, "main", "Your work e-mail address"), OWNER);
  await pressAndLoad(page, await controlByName(page, "main", "button", "E-mail me a sign-in link"));
  expect(await pageText(page)).toContain("If this address belongs to a member of the team");
  await page.goto(await server.linkFor(OWNER, before));
  await pressAndLoad(page, await controlByName(page, "main", "button", "Sign in"));
  expect(await page.title()).toBe("Leads - Team workspace");
  return page;
}

for (const javaScript of [true, false]) {
  test(`Firefox, JavaScript ${javaScript ? "on" : "off"}: sign in by link, filter, search, retry, erase, sign out everywhere`, async ({
    firefoxes,
  }) => {
    const browser = await firefoxes.launched({ javaScript });
    try {
      const page = await signIn(browser, javaScript ? viewports.desktop.width : viewports.phone.width);
      expect(await pageText(page)).toContain(`Signed in as ${OWNER}`);

      await typeInto(page, await controlByLabel(page, "main", "Campaign"), "spring-cmmc");
      await pressAndLoad(page, await controlByName(page, "main", "button", "Show leads"));
      expect(page.url()).toContain("campaign=spring-cmmc");
      expect(await listedNames(page)).toEqual(["Fox Spring"]);

      await typeInto(page, await controlByLabel(page, "main", "Name, e-mail address or company"), "Fox");
      await pressAndLoad(page, await controlByName(page, "main", "button", "Search"));
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/team/leads/search");
      expect(await listedNames(page)).toEqual(["Fox Spring"]);
      // How many, in the title (issue 54).
      expect(await page.title()).toBe("Leads: 1 found for “Fox” - Team workspace");

      server.webhook.setMode("400");
      const failing = await server.store.insert(
        { ...testLead(javaScript ? 3 : 4), name: `Fox Failed ${javaScript ? "on" : "off"}` } as never,
        ["webhook"],
        Date.now(),
      );
      await expect
        .poll(async () => (await server.store.notificationsOf(failing.id))[0]?.status, { timeout: 10_000 })
        .toBe("dead");
      server.webhook.setMode("ok");
      await page.goto(`${server.origin}/team/leads/${failing.id}`);
      expect(await pageText(page)).toContain("The receiver's answer: HTTP 400");
      await pressAndLoad(
        page,
        await controlByName(page, "main", "button", "Send again the notifications that gave up"),
      );
      expect(await pageText(page)).toContain("Queued: the notifications are being sent again.");
      // Focus lands on what was done (issue 54), once autofocus has run.
      await waitUntil(page, () => document.activeElement?.getAttribute("role") === "status");
      await expect
        .poll(async () => (await server.store.notificationsOf(failing.id))[0]?.status, { timeout: 10_000 })
        .toBe("delivered");

      await page.goto(`${server.origin}/team/erase`);
      await typeInto(page, await controlByLabel(page, "main", "Their e-mail address"), failing.email);
      await pressAndLoad(page, await controlByName(page, "main", "button", "Find their data"));
      expect(await pageText(page)).toContain("has 1 lead and 0 submissions kept aside as spam.");
      await pressAndLoad(page, await controlByName(page, "main", "button", "Erase them for good"));
      expect(await pageText(page)).toContain("Erased: 1 lead, 0 kept aside.");
      await waitUntil(page, () => document.activeElement?.textContent?.trim() === "Erased: 1 lead, 0 kept aside.");

      await page.goto(`${server.origin}/team/members`);
      await pressAndLoad(page, await controlByName(page, "main", "button", "Sign out everywhere"));
      expect(await page.title()).toBe("Sign in - Team workspace");
      await page.goto(`${server.origin}/team/leads`);
      expect(await page.title()).toBe("Sign in - Team workspace");
    } finally {
      await FirefoxPool.closeContexts(browser);
    }
  });
}

test("Firefox: every control's focus ring stands at 3:1 on its background; in forced colours every button keeps its edge", async ({
  firefoxes,
}) => {
  // The pages whose controls differ (the whole walk runs in Chromium): the header, filters with date fields and
  // buttons, the charts' regions, the traffic window, and the content form's sections, lists and choices.
  const paths = ["/team/leads", "/team/charts", "/team/traffic", "/team/content/plans.json"];
  const problems: string[] = [];
  for (const forcedColors of [false, true]) {
    const browser = await firefoxes.launched({ forcedColors });
    try {
      const page = await signIn(browser, viewports.desktop.width);
      for (const path of paths) {
        await page.goto(`${server.origin}${path}`);
        if (forcedColors) {
          for (const name of await page.evaluate(buttonsWithoutEdge))
            problems.push(`${path}: the button "${name}" has no edge in forced colours`);
          continue;
        }
        // The header's controls, the section's own, and the form's first ones (the plans form has hundreds).
        const controls = await page.evaluate(tabStops, 30);
        for (let index = 0; index < controls; index += 1) {
          await page.evaluate(focusControl, index);
          for (const problem of await page.evaluate(contrastProblems, "focused ring"))
            problems.push(`${path}: ${problem}`);
        }
      }
    } finally {
      await FirefoxPool.closeContexts(browser);
    }
  }
  expect(problems).toEqual([]);
});
