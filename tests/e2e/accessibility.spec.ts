import { pageList } from "../../app/content/pages.ts";
import { axeViolations, expect, hydrated, preConsent, test, viewports } from "./fixtures.ts";

for (const [label, viewport] of Object.entries(viewports)) {
  test.describe(`axe at ${viewport.width}px (${label})`, () => {
    test.use({ viewport });
    for (const page of [...pageList, { path: "/missing-page" }]) {
      test(page.path, async ({ page: tab }) => {
        await tab.goto(page.path);
        await hydrated(tab);
        expect(await axeViolations(tab)).toEqual([]);
      });
    }

    test("with the cookie banner, an open menu and the mobile menu", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      expect(await axeViolations(page)).toEqual([]);
      await preConsent(page);
      if (label === "phone") {
        await page.getByRole("button", { name: "Menu" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Industries" }).click();
      } else {
        const nav = page.getByRole("navigation", { name: "Main" });
        await nav.getByRole("button", { name: "Industries" }).click();
        await expect(nav.getByRole("link", { name: "Energy" })).toBeVisible();
      }
      expect(await axeViolations(page)).toEqual([]);
    });

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
