import { mainNav } from "../../app/content/navigation.ts";
import { pageList, pages } from "../../app/content/pages.ts";
import { uiLabels } from "../../app/content/site.ts";
import { axeViolations, expect, hydrated, preConsent, renderWithoutScripts, test, viewports } from "./fixtures.ts";

for (const [label, viewport] of Object.entries(viewports)) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`axe at ${viewport.width}px (${label}), JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ viewport });
      test.beforeEach(async ({ page }) => {
        if (!javaScriptEnabled) await renderWithoutScripts(page);
      });
      for (const page of [...pageList, { path: "/missing-page" }]) {
        test(page.path, async ({ page: tab }) => {
          await tab.goto(page.path);
          if (javaScriptEnabled) await hydrated(tab);
          expect(await axeViolations(tab)).toEqual([]);
        });
      }

      test("with each menu open", async ({ page }) => {
        for (const path of [pages.home.path, pages.lpGovernance.path]) {
          await page.goto(path);
          if (javaScriptEnabled) await hydrated(page);
          if (label === "phone") {
            await page.getByRole("button", { name: uiLabels.menu, exact: true }).click();
            const panel = page.getByRole("navigation", { name: uiLabels.mobileNav });
            await expect(panel).toBeVisible();
            expect(await axeViolations(page), path).toEqual([]);
            for (const summary of await panel.locator("summary").all()) {
              await summary.click();
              expect(await axeViolations(page), `${path} ${await summary.textContent()}`).toEqual([]);
            }
          } else if (path === pages.home.path) {
            const nav = page.getByRole("navigation", { name: uiLabels.mainNav });
            for (const group of mainNav.groups) {
              await nav.getByRole("button", { name: group.label }).click();
              await expect(nav.getByRole("link", { name: group.items[0]!.label })).toBeVisible();
              expect(await axeViolations(page), group.label).toEqual([]);
              await page.keyboard.press("Escape");
            }
          }
        }
      });
    });
  }

  test.describe(`axe at ${viewport.width}px (${label})`, () => {
    test.use({ viewport });

    test("with the checklist dialog open, showing its errors", async ({ page }) => {
      await preConsent(page);
      await page.goto("/lp/cmmc-accelerator");
      await hydrated(page);
      await page.getByRole("button", { name: "Download Readiness Checklist" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Download Checklist" }).click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
