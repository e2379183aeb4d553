/**
 * Runs in the page (Playwright's and puppeteer's waitForFunction): true once every island has hydrated
 * (app/islands/hydrate.tsx marks <html data-hydrated>), or at once on a page without islands. Islands wake by
 * themselves once the page has painted (docs/decisions/0016-islands-wake-before-the-first-touch.md); a visitor's
 * first sign of using one starts that at once, so this shows that sign the way a pointer would (a `pointerover` on
 * the first island) to spare the tests the wait.
 */
export function islandsAlive(): boolean {
  const island = document.querySelector("[data-island]");
  if (island === null || document.documentElement.dataset.hydrated === "true") return true;
  island.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
  return false;
}
