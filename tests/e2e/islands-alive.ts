/**
 * Runs in the page (Playwright's and puppeteer's waitForFunction): true once every island has hydrated
 * (app/islands/hydrate.tsx marks <html data-hydrated>), or at once on a page without islands. Islands come alive on
 * the visitor's first sign of using one (docs/decisions/0014-islands-come-alive-on-intent.md), so until then it
 * shows that sign the way a pointer would: a `pointerover` on the first island.
 */
export function islandsAlive(): boolean {
  const island = document.querySelector("[data-island]");
  if (island === null || document.documentElement.dataset.hydrated === "true") return true;
  island.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
  return false;
}
