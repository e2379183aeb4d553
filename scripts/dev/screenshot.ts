/** Screenshots for looking at the site: node scripts/dev/screenshot.ts [base] [paths...] -> /tmp/shots */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "#tests/e2e/browser.ts";

const base = process.argv[2] ?? "http://localhost:3000";
const paths = process.argv.slice(3);
mkdirSync("/tmp/shots", { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  page.on("console", (msg) => msg.type() === "error" && console.log(`[${width}] console error: ${msg.text()}`));
  page.on("pageerror", (err) => console.log(`[${width}] page error: ${err.message}`));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const name = `/tmp/shots/${p.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === "1" });
    console.log(name);
  }
  await page.close();
}
await browser.close();
