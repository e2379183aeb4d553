/**
 * How long after the first paint each control answers a tap, on a throttled phone: 150 ms round trip,
 * 1.6 Mbps down, 4x CPU slowdown, 390x844, cold cache (a new browser context per measurement).
 * After the first paint it taps the control every 100 ms until it responds; the figure is the time from the
 * first paint to the tap that worked (0 ms: the first tap at first paint worked). A benchmark, not a test:
 *   node scripts/measure/first-paint.ts            prints the table (builds first if needed: npm run build)
 *   node scripts/measure/first-paint.ts --markdown the same as a Markdown table, for docs/quality.md
 */
import { type Browser, chromium, type Page } from "@playwright/test";
import { pageList, pages } from "../../app/content/pages.ts";
import { cookieBanner, uiLabels } from "../../app/content/site.ts";
import { chromiumLaunchOptions } from "../../tests/e2e/browser.ts";
import { startServer } from "./server-process.ts";

interface Control {
  name: string;
  tap: (page: Page) => Promise<unknown>;
  responded: (page: Page) => Promise<boolean>;
}

const visible = (page: Page, selector: string) =>
  page.evaluate((s) => !!document.querySelector(s)?.checkVisibility(), selector);

const controls: Control[] = [
  {
    name: "phone menu",
    tap: (page) => page.getByRole("button", { name: uiLabels.menu, exact: true }).click({ force: true, timeout: 500 }),
    responded: (page) => visible(page, `#nav-mobile, [role="dialog"]`),
  },
  {
    name: "cookie banner Accept",
    tap: (page) =>
      page
        .getByRole("region", { name: cookieBanner.label })
        .getByRole("button", { name: cookieBanner.accept })
        .click({ force: true, timeout: 500 }),
    responded: async (page) => !(await visible(page, "#cookie-banner")),
  },
];

/** Controls only some routes have. */
const routeControls: Record<string, Control[]> = {
  [pages.pricing.path]: [
    {
      name: "pricing tab",
      tap: (page) => page.getByRole("tab").nth(1).click({ force: true, timeout: 500 }),
      responded: (page) =>
        page
          .getByRole("tab")
          .nth(1)
          .evaluate((tab) => tab.getAttribute("aria-selected") === "true"),
    },
  ],
  [pages.lpCmmcAccelerator.path]: [
    {
      name: "Download Readiness Checklist",
      tap: (page) =>
        page.getByRole("button", { name: "Download Readiness Checklist" }).click({ force: true, timeout: 500 }),
      responded: (page) => visible(page, `[role="dialog"], dialog[open]`),
    },
  ],
};

async function measureOne(browser: Browser, url: string, control: Control): Promise<number | null> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: false });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  try {
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
      polling: 16,
      timeout: 20_000,
    });
    const paintedAt = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]!.startTime);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const tappedAt = await page.evaluate(() => performance.now());
      await control.tap(page).catch(() => {});
      await page.waitForTimeout(100);
      if (await control.responded(page)) return Math.max(0, Math.round(tappedAt - paintedAt));
    }
    return null;
  } finally {
    await context.close();
  }
}

/** The median of three cold loads, so one slow start does not decide a figure. */
async function measure(browser: Browser, url: string, control: Control) {
  const runs: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const ms = await measureOne(browser, url, control);
    if (ms === null) return null;
    runs.push(ms);
  }
  return runs.sort((a, b) => a - b)[1]!;
}

if (import.meta.main) {
  const server = await startServer({ port: 3290 });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: { route: string; control: string; ms: number | null }[] = [];
  try {
    for (const route of [...pageList.map((p) => p.path), "/missing-page"]) {
      for (const control of [...controls, ...(routeControls[route] ?? [])]) {
        const ms = await measure(browser, server.url + route, control);
        rows.push({ route, control: control.name, ms });
        console.error(`${route.padEnd(34)} ${control.name.padEnd(30)} ${ms === null ? "never" : `${ms} ms`}`);
      }
    }
  } finally {
    await browser.close();
    server.child.kill("SIGTERM");
  }
  if (process.argv.includes("--markdown")) {
    console.log("| Route | Control | First paint → responds |\n| --- | --- | --- |");
    for (const row of rows)
      console.log(`| \`${row.route}\` | ${row.control} | ${row.ms === null ? "never" : `${row.ms} ms`} |`);
  }
}
