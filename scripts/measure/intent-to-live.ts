/**
 * What the first use of an island costs on a throttled phone (decision 0014): the islands' scripts run on the
 * visitor's first sign of using one, so this measures from that sign to a live island. Phone profile as in
 * first-paint.ts (150 ms round trip, 1.6 Mbps down, 4x CPU, 390x844, cold cache). The page loads and rests
 * until its chunks are fetched; then the first visible field of the islands is clicked (pointer over,
 * down, focus), and the figures are: ms from that click to `<html data-hydrated>`, and the longest main-thread
 * task in that time. Median of three cold loads. A benchmark, not a test:
 *   node scripts/measure/intent-to-live.ts   (after npm run build)
 */
import { type Browser, chromium } from "@playwright/test";
import { pageList } from "#app/content/pages.ts";
import { chromiumLaunchOptions } from "#tests/e2e/browser.ts";
import { throttledPhone } from "./phone.ts";
import { startServer } from "./server-process.ts";

interface Sample {
  toLiveMs: number;
  longestTaskMs: number;
}

async function measureOne(browser: Browser, url: string): Promise<Sample> {
  const { context, page } = await throttledPhone(browser);
  try {
    await page.goto(url, { waitUntil: "networkidle" });
    await page.evaluate(() => {
      const tasks: number[] = [];
      (window as unknown as { tasks: number[] }).tasks = tasks;
      new PerformanceObserver((list) => tasks.push(...list.getEntries().map((entry) => entry.duration))).observe({
        type: "longtask",
      });
    });
    const target = page.locator("[data-island] :is(input:not([type=hidden]), textarea, select):visible").first();
    await target.scrollIntoViewIfNeeded();
    const startedAt = await page.evaluate(() => performance.now());
    await target.click({ force: true });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { polling: 16 });
    return await page.evaluate((start) => {
      const tasks = (window as unknown as { tasks: number[] }).tasks;
      return { toLiveMs: Math.round(performance.now() - start), longestTaskMs: Math.round(Math.max(0, ...tasks)) };
    }, startedAt);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (import.meta.main) {
  const server = await startServer({ port: 0 });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    console.log("| Route | Intent to live | Longest task after the intent |\n| --- | --- | --- |");
    for (const { path } of pageList) {
      const html = await (await fetch(server.url + path)).text();
      if (!html.includes("data-island=")) continue;
      const samples: Sample[] = [];
      for (let run = 0; run < 3; run += 1) samples.push(await measureOne(browser, server.url + path));
      const live = median(samples.map((sample) => sample.toLiveMs));
      const task = median(samples.map((sample) => sample.longestTaskMs));
      console.log(`| \`${path}\` | ${live} ms | ${task} ms |`);
    }
  } finally {
    await browser.close();
    server.child.kill("SIGTERM");
    await server.exited;
  }
}
