import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./e2e/browser.ts";
import { launchFirefox } from "./e2e/firefox.ts";

const base = process.argv[2] ?? "http://127.0.0.1:3400";
const routes = ["/", "/pricing?tab=secops", "/contact", "/lp/cmmc-accelerator", "/lp/Governance"];
const out = "/tmp/shots";
const widths = [390, 1440];

const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "true"));
  for (const route of routes) {
    await page.goto(base + route);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/chromium-${width}-${route.replace(/\W+/g, "_")}.png` });
  }
  if (width === 1440) {
    await page.goto(base + "/lp/cmmc-accelerator");
    await page.waitForTimeout(800);
    await page.getByRole("button", { name: "Download Readiness Checklist" }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/chromium-${width}-dialog.png` });
  }
  await page.close();
}
await browser.close();

const ff = await launchFirefox({ javaScript: true, downloadDir: "/tmp", forcedColors: false } as never);
for (const width of widths) {
  const page = await ff.newPage();
  await page.setViewport({ width, height: 900 });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: "load" });
    await new Promise((r) => setTimeout(r, 1000));
    await page.screenshot({ path: `${out}/firefox-${width}-${route.replace(/\W+/g, "_")}.png` as `${string}.png` });
  }
  await page.close();
}
await ff.close();
