/**
 * What a real browser paints on a slow link (issue 47): Chromium loads the built pages over the loopback interface
 * shaped by the kernel (tc: a 1.6 Mbit/s token bucket, and a 1,500-byte MTU so TCP sends segments of 1,460 bytes,
 * as on a phone's network), and says when it painted (FCP, LCP) and when the document had fully arrived. Lighthouse's simulation charges a page's whole document before its first paint; a browser
 * paints the first screen as soon as its bytes are in. Two runs:
 *   - every route as the server sends it (brotli);
 *   - each route with everything after its first screen (scripts/build/first-round-trip.ts) held back 1.5 s by the
 *     server: if the browser waited for the whole document, its first paint would move by 1.5 s.
 *
 *   sudo node scripts/measure/slow-link.ts [--write-docs]     (needs root and tc: it shapes `lo` while it runs)
 *
 * Benchmark only (not a pass/fail test): it needs the kernel's netem and root, and takes about a minute.
 */
import { execFileSync } from "node:child_process";
import { createServer } from "node:http";
import { readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliCompressSync, constants, createBrotliCompress } from "node:zlib";
import { chromium } from "@playwright/test";
import { prerenderedPaths } from "#app/content/pages.ts";
import { firstScreenBytes, firstScreenEnd } from "#scripts/build/first-round-trip.ts";
import { pageFile } from "#scripts/build/page-file.ts";

const root = path.resolve(import.meta.dirname, "../..");
const clientDir = path.join(root, "build/client");
const HOLD_MS = 1_500;
const routes = prerenderedPaths.filter((route) => !route.startsWith("/thank-you") && route !== "/404");

const sh = (command: string, args: string[]) => execFileSync(command, args, { encoding: "utf8" }).trim();

/**
 * Shapes the loopback link while `run` runs, and restores it whatever happens: a 1,500-byte MTU (TCP's segments and
 * first window as on a phone's network) and the kernel's token bucket at 1.6 Mbit/s. (netem, which would add the
 * round trip's latency too, is not in every kernel; this machine's has tbf only: the latency is not modelled, so the
 * times below are the link's transfer times alone.)
 */
async function onShapedLink<T>(run: () => Promise<T>): Promise<T> {
  const mtu = /mtu (\d+)/.exec(sh("ip", ["link", "show", "lo"]))![1]!;
  try {
    sh("ip", ["link", "set", "lo", "mtu", "1500"]);
    sh("tc", ["qdisc", "add", "dev", "lo", "root", "tbf", "rate", "1600kbit", "burst", "3000", "latency", "2s"]);
    return await run();
  } finally {
    try {
      sh("tc", ["qdisc", "del", "dev", "lo", "root"]);
    } catch {
      // Nothing was added: the shaping itself failed.
    }
    sh("ip", ["link", "set", "lo", "mtu", mtu]);
  }
}

/**
 * A server of the built pages, brotli: each page sent whole, or its first screen then the rest `holdMs` later (one
 * brotli stream, flushed after the first screen).
 */
function pageServer(holdMs: number) {
  const server = createServer((request, response) => {
    const route = new URL(request.url ?? "/", "http://localhost").pathname;
    let html: string;
    try {
      html = readFileSync(pageFile(clientDir, route), "utf8");
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "br" });
    if (holdMs === 0) {
      response.end(brotliCompressSync(html));
      return;
    }
    // Two brotli streams cannot be joined; one stream flushed after the first screen can.
    const stream = createBrotliCompress();
    stream.on("data", (chunk: Buffer) => response.write(chunk));
    stream.on("end", () => response.end());
    const end = firstScreenEnd(html);
    stream.write(html.slice(0, end));
    stream.flush(constants.BROTLI_OPERATION_FLUSH);
    setTimeout(() => stream.end(html.slice(end)), holdMs);
  });
  return new Promise<{ origin: string; close: () => void }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    ),
  );
}

interface Paint {
  route: string;
  fcp: number;
  lcp: number;
  documentDone: number;
}

async function measureRoutes(origin: string): Promise<Paint[]> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  const results: Paint[] = [];
  try {
    for (const route of routes) {
      // A new context each time: a new connection, nothing cached, as a visitor's first page.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${origin}${route}`, { waitUntil: "load" });
      const paint = await page.evaluate(
        () =>
          new Promise<{ fcp: number; lcp: number; documentDone: number }>((resolve) => {
            const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
            let fcp = -1;
            new PerformanceObserver((list) => {
              const entry = list.getEntriesByName("first-contentful-paint")[0];
              if (entry) fcp = entry.startTime;
            }).observe({ type: "paint", buffered: true });
            let lcp = -1;
            new PerformanceObserver((list) => {
              lcp = list.getEntries().at(-1)!.startTime;
            }).observe({ type: "largest-contentful-paint", buffered: true });
            // The buffered entries come in a task of their own.
            setTimeout(() => resolve({ fcp, lcp, documentDone: navigation.responseEnd }), 200);
          }),
      );
      results.push({ route, ...paint });
      console.error(
        `${route}: FCP ${Math.round(paint.fcp)} ms, LCP ${Math.round(paint.lcp)} ms, document ${Math.round(paint.documentDone)} ms`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

const ms = (value: number) => `${Math.round(value)}`;

async function main() {
  const [whole, held] = await onShapedLink(async () => {
    const out: Paint[][] = [];
    for (const hold of [0, HOLD_MS]) {
      const server = await pageServer(hold);
      try {
        out.push(await measureRoutes(server.origin));
      } finally {
        server.close();
      }
    }
    return out as [Paint[], Paint[]];
  });
  const lines = [
    "| Route | first screen, br | whole page, br | FCP / LCP, page sent whole | document complete | FCP / LCP, rest held back 1.5 s | document complete |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const [i, route] of routes.entries()) {
    const html = readFileSync(pageFile(clientDir, route), "utf8");
    const a = whole[i]!;
    const b = held[i]!;
    lines.push(
      `| \`${route}\` | ${(firstScreenBytes(html) / 1000).toFixed(1)} KB | ${(brotliCompressSync(html).length / 1000).toFixed(1)} KB | ${ms(a.fcp)} / ${ms(a.lcp)} ms | ${ms(a.documentDone)} ms | ${ms(b.fcp)} / ${ms(b.lcp)} ms | ${ms(b.documentDone)} ms |`,
    );
  }
  const table = lines.join("\n");
  console.log(table);
  if (process.argv.includes("--write-docs")) {
    const docs = path.join(root, "docs/quality.md");
    const text = readFileSync(docs, "utf8");
    const start = text.indexOf("<!-- slow-link:start -->");
    const end = text.indexOf("<!-- slow-link:end -->");
    if (start >= 0 && end > start)
      writeFileSync(docs, `${text.slice(0, start)}<!-- slow-link:start -->\n${table}\n${text.slice(end)}`);
  }
}

await main();
