/**
 * Issue 43 in Firefox: a visitor past the budget of fresh renders gets the pre-rendered /pricing, a working page
 * that takes the link's state once its calculators are live (the Chromium twin is in flood.spec.ts).
 */
import { pricingCopy } from "#app/content/pricing.ts";
import { startServer } from "#scripts/measure/server-process.ts";
import { expect, test, viewports } from "./fixtures.ts";
import { firefoxForThisFile, hydrated, waitUntil } from "./firefox.ts";

const firefox = firefoxForThisFile();

test("Firefox: a link past the budget of fresh renders is the pre-rendered page, in the link's state once live", async () => {
  const server = await startServer({ port: 0, env: { RENDERS_PER_CLIENT_PER_MINUTE: "1" } });
  try {
    // The minute's one fresh render goes to the first link.
    const first = await firefox.open(`${server.url}/pricing?tab=cmmc-accelerator`, viewports.phone);
    await first.close();
    const deferred = await fetch(`${server.url}/pricing?tab=secops&secopsPlan=plus&users=57`);
    expect(deferred.headers.get("x-render")).toBe("deferred");
    const page = await firefox.open(`${server.url}/pricing?tab=secops&secopsPlan=plus&users=58`, viewports.phone);
    await hydrated(page);
    await waitUntil(
      page,
      (name) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim() === name,
      pricingCopy.tabs.secops,
    );
    // The slider takes the link's value too (waited for: the island may take the URL's state in more than one step).
    await waitUntil(
      page,
      () => (document.querySelector('input[type="range"][name="users"]') as HTMLInputElement | null)?.value === "58",
    );
    await page.close();
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
});
