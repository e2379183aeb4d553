import { pricingCopy } from "#app/content/pricing.ts";
import { preparedForFields } from "#app/lib/pricing/prepared-for.ts";
import { mainNav } from "#app/content/navigation.ts";
import { checklistForm, formProblem } from "#app/content/forms.ts";
import { formSentPath, formsWithConfirmation, pageList, pages } from "#app/content/pages.ts";
import { uiLabels } from "#app/content/site.ts";
import type { Page } from "@playwright/test";
import { checklistOpener, earnedConfirmation, leadFormCases } from "./lead-form-cases.ts";
import {
  axeViolations,
  expect,
  holdScripts,
  hydrated,
  menuToggle,
  preConsent,
  renderWithoutScripts,
  test,
  viewports,
} from "./fixtures.ts";

const confirmationPages = formsWithConfirmation.map((form) => ({ path: formSentPath(form) }));

/** The four forms, each sent empty past the browser's checks, so the server sends its page back with errors. */
const formsSentBack = leadFormCases.map(({ form, page, opener, submit }) => ({
  page,
  form: `#${form}-form`,
  opener,
  submit,
}));

async function sendBackEmpty(page: Page, item: (typeof formsSentBack)[number]) {
  await page.goto(item.page, { waitUntil: "domcontentloaded" });
  if (item.opener) await page.getByRole("button", { name: item.opener }).first().click();
  const form = page.locator(item.form);
  await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
  await form.getByRole("button", { name: item.submit }).click();
  await expect(page.getByRole("group", { name: formProblem.title })).toBeVisible();
}

// Every route at both widths in one test per route and mode: one page load, axe at the phone's width, then at the
// desktop's (media queries follow the resize), which halves the loads of a test per width.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`axe on every route at ${Object.values(viewports)
    .map((viewport) => `${viewport.width}px`)
    .join(" and ")}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: viewports.phone });
    // Two full axe runs a test: on a machine busy with other builds they passed 30 s (issue 44). Waits inside are
    // for states, so a quiet machine is no slower for it.
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => {
      if (!javaScriptEnabled) await renderWithoutScripts(page);
    });
    for (const page of [...pageList, ...confirmationPages, { path: "/missing-page" }]) {
      test(page.path, async ({ page: tab, request }) => {
        // A confirmation page is reached by posting its form (the checklist's needs its receipt).
        const confirmation = formsWithConfirmation.find((form) => formSentPath(form) === page.path);
        await tab.goto(confirmation ? await earnedConfirmation(request, confirmation) : page.path);
        if (confirmation) await expect(tab).toHaveURL(new RegExp(`${page.path}(\\?|$)`));
        if (javaScriptEnabled) await hydrated(tab);
        for (const [label, viewport] of Object.entries(viewports)) {
          await tab.setViewportSize(viewport);
          expect(await axeViolations(tab), `${label}, ${viewport.width}px`).toEqual([]);
        }
      });
    }
  });
}

for (const [label, viewport] of Object.entries(viewports)) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`axe at ${viewport.width}px (${label}), JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ viewport });
      test.beforeEach(async ({ page }) => {
        if (!javaScriptEnabled) await renderWithoutScripts(page);
      });

      test("each form sent back by the server with its errors", async ({ page }) => {
        // Four forms, each posted and checked: a timeout sized from the work, so a busy machine cannot fail it.
        test.slow();
        await preConsent(page);
        const release = javaScriptEnabled ? await holdScripts(page) : undefined;
        for (const item of formsSentBack) {
          await sendBackEmpty(page, item);
          expect(await axeViolations(page), item.form).toEqual([]);
        }
        release?.();
      });

      test("with the checklist dialog open", async ({ page }) => {
        await preConsent(page);
        await page.goto(pages.lpCmmcAccelerator.path);
        if (javaScriptEnabled) await hydrated(page);
        await page.getByRole("button", { name: checklistOpener }).first().click();
        await expect(page.getByRole("dialog", { name: checklistForm.title })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });

      test("with the quote's Prepared for fields open (issue 34)", async ({ page }) => {
        await preConsent(page);
        for (const tab of ["governance", "secops", "cmmc-accelerator"]) {
          await page.goto(`${pages.pricing.path}?tab=${tab}`);
          if (javaScriptEnabled) await hydrated(page);
          await page.getByText(pricingCopy.quote.preparedFor.summary).click();
          await expect(page.getByRole("textbox", { name: pricingCopy.quote.preparedFor.organisation })).toBeVisible();
          expect(await axeViolations(page), tab).toEqual([]);
        }
        // A name longer than the quote prints: said under its field (with JavaScript), or by the page sent back.
        const words = pricingCopy.quote.preparedFor;
        const organisation = page.getByRole("textbox", { name: words.organisation });
        await organisation.fill("x".repeat(preparedForFields.organisation.max + 1));
        await page.getByRole("button", { name: words.submit }).click();
        await expect(page.getByRole("textbox", { name: words.organisation })).toHaveAttribute("aria-invalid", "true");
        expect(await axeViolations(page), "too long").toEqual([]);
      });

      test("with each menu open", async ({ page }) => {
        // Two pages and every menu group, each checked by axe: a timeout sized from the work.
        test.slow();
        for (const path of [pages.home.path, pages.lpGovernance.path]) {
          await page.goto(path);
          if (javaScriptEnabled) await hydrated(page);
          if (label === "phone") {
            await menuToggle(page, uiLabels.menu, javaScriptEnabled).click();
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
              await menuToggle(nav, group.label, javaScriptEnabled).click();
              await expect(nav.getByRole("link", { name: group.items[0]!.label })).toBeVisible();
              expect(await axeViolations(page), group.label).toEqual([]);
              // Escape closes a popover; without JavaScript the open menu's toggle closes it.
              if (javaScriptEnabled) await page.keyboard.press("Escape");
              else await nav.getByRole("link", { name: group.label, exact: true }).click();
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
      await page.getByRole("button", { name: checklistOpener }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Download Checklist" }).click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
