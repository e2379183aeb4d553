import type { Browser, BrowserContext, Page } from "@playwright/test";

/**
 * A new browser context as a mid-range phone on a slow network sees the site, for the benchmarks: 390x844, 150 ms
 * round trip, 1.6 Mbps down, 750 kbps up, CPU slowed 4x, cold cache; a touch screen when `hasTouch` (taps).
 */
export async function throttledPhone(
  browser: Browser,
  { hasTouch = false }: { hasTouch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch });
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
  return { context, page };
}
