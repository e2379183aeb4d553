/**
 * How long after the first paint each control answers a tap, on a throttled phone: 150 ms round trip,
 * 1.6 Mbps down, 4x CPU slowdown, 390x844, cold cache (a new browser context per measurement).
 * After the first paint it taps the control until it responds (giving each tap a second to take effect); the figure is the time from the
 * first paint to the tap that worked (0 ms: the first tap, sent as soon as the paint is seen, worked). A control that is not on the
 * page yet (one only script renders) counts as not answering. A benchmark, not a test:
 *   node scripts/measure/first-paint.ts            prints the table (builds first if needed: npm run build)
 *   node scripts/measure/first-paint.ts --markdown the same as a Markdown table, for docs/quality.md
 *   node scripts/measure/first-paint.ts --runs 1  one cold load per figure instead of the median of three
 */
import { type Browser, chromium, type Page } from "@playwright/test";
import { pageList, pages } from "#app/content/pages.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { cookieBanner, uiLabels } from "#app/content/site.ts";
import { chromiumLaunchOptions } from "#tests/e2e/browser.ts";
import { throttledPhone } from "./phone.ts";
import { startServer } from "./server-process.ts";

interface Control {
  name: string;
  tap: (page: Page) => Promise<unknown>;
  responded: (page: Page) => Promise<boolean>;
}

const visible = (page: Page, selector: string) =>
  page.evaluate((css) => !!document.querySelector(css)?.checkVisibility(), selector);

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
    responded: async (page) => !(await visible(page, `section[aria-label="${cookieBanner.label}"]`)),
  },
];

/** Controls only some routes have. */
const routeControls: Record<string, Control[]> = {
  [pages.pricing.path]: [
    {
      // A link before hydration (the server renders the new tab), an APG tab after.
      name: "pricing tab",
      tap: (page) =>
        page
          .locator("main :is(a, button)", { hasText: new RegExp(`^${pricingCopy.tabs.secops}$`) })
          .click({ force: true, timeout: 500 }),
      responded: (page) =>
        page.evaluate(
          (label) => [...document.querySelectorAll('main [data-state="active"]')].some((e) => e.textContent === label),
          pricingCopy.tabs.secops,
        ),
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

/** Milliseconds from the first paint to the tap that worked; 0 when the first tap at first paint worked. */
async function measureOne(browser: Browser, url: string, control: Control): Promise<number | null> {
  const { context, page } = await throttledPhone(browser);
  try {
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
      polling: 16,
      timeout: 20_000,
    });
    const paintedAt = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]!.startTime);
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const tappedAt = await page.evaluate(() => performance.now());
      // A control that is not there yet (rendered only by script) cannot be tapped: that counts as no answer.
      const tapped = await control.tap(page).then(
        () => true,
        () => false,
      );
      if (!tapped) {
        await page.waitForTimeout(100);
        continue;
      }
      // Give the tap a second to take effect (a lazily loaded dialog needs its code) before tapping again,
      // or a second tap could close what the first one opened.
      for (let waited = 0; waited < 1_000; waited += 50) {
        // The first tap is sent as soon as the harness sees the paint (a few tens of ms later): that is 0 ms.
        if (await control.responded(page)) return attempt === 0 ? 0 : Math.max(0, Math.round(tappedAt - paintedAt));
        await page.waitForTimeout(50);
      }
    }
    return null;
  } finally {
    await context.close();
  }
}

/** The median of `--runs` cold loads (3 by default), so one slow start does not decide a figure. */
const runCount = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 3;

async function measure(browser: Browser, url: string, control: Control) {
  const runs: number[] = [];
  for (let i = 0; i < runCount; i += 1) {
    const ms = await measureOne(browser, url, control);
    if (ms === null) return null;
    runs.push(ms);
  }
  return runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
}

if (import.meta.main) {
  const server = await startServer({ port: 0 });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: { route: string; control: string; ms: number | null }[] = [];
  try {
    for (const route of [...pageList.map((entry) => entry.path), "/missing-page"]) {
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
