/**
 * The accessibility checks beyond axe (issue 25) in Firefox: reflow at 320 px and text at 200% on every route and
 * pricing tab, and focus kept on the submit button of every form through a send and a failure. The same checks
 * run in Chromium (content.spec.ts, forms.spec.ts).
 */
import type { Page } from "puppeteer-core";
import { governanceInquiryForm } from "#app/content/forms.ts";
import { pages } from "#app/content/pages.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { secopsSummary, summaryAnnouncement } from "#app/lib/pricing/line-items.ts";
import { secopsPlans } from "#app/lib/pricing/plans.ts";
import { secopsQuote } from "#app/lib/pricing/quote.ts";
import { expect, test } from "./fixtures.ts";
import {
  byRole,
  controlByLabel,
  controlByName,
  fillForm,
  firefoxForThisFile,
  hydrated,
  openLeadForm,
  setViewport,
  typeInto,
  visibleElement,
  waitForText,
  waitUntil,
} from "./firefox.ts";
import { leadFormCases, uniqueToken } from "./lead-form-cases.ts";
import {
  elementsPastTheRightEdge,
  everyRouteAndPricingTab,
  flowingText,
  lengthenTexts,
  phoneWidths,
  reflowLayouts,
  scaleText,
  spaceText,
  textCutOff,
  textSpacingWidths,
} from "./reflow.ts";
import { limits } from "#app/content/layout-limits.ts";
import { readerSpacing } from "#app/lib/text-width.ts";

const firefox = firefoxForThisFile();

// One test per page (its three layouts together: Firefox pages are the slow part, so each is opened once).
for (const path of everyRouteAndPricingTab) {
  test(`Firefox: ${path} reflows at 320 px and keeps its text at 200%, nothing cut off; long words held or broken at 320 and 390 px; text spacing (WCAG 1.4.12) at 320 and 1440 px`, async () => {
    const page = await firefox.open(path, { width: 320, height: 900 });
    for (const layout of reflowLayouts) {
      await setViewport(page, { width: layout.width, height: 900 });
      await page.evaluate(scaleText, layout.textScale);
      expect(await page.evaluate(textCutOff), layout.name).toEqual([]);
      expect(await page.evaluate(elementsPastTheRightEdge), layout.name).toEqual([]);
    }
    // WCAG 1.4.12: the text spacing a reader may set (lines, paragraphs, letters, words) cuts nothing off.
    await page.evaluate(scaleText, 1);
    await page.evaluate(spaceText, readerSpacing);
    for (const width of textSpacingWidths) {
      await setViewport(page, { width, height: 900 });
      expect(await page.evaluate(textCutOff), `text spacing at ${width} px`).toEqual([]);
    }
    await page.evaluate(spaceText, null);
    // Issue 53: a word as long as the check lets copy have fits everywhere, and a longer one in flowing text breaks.
    await page.evaluate(lengthenTexts, { letters: 56, within: flowingText });
    await page.evaluate(lengthenTexts, { letters: limits.word });
    for (const width of phoneWidths) {
      await setViewport(page, { width, height: 900 });
      expect(await page.evaluate(textCutOff), `long words at ${width} px`).toEqual([]);
    }
    await page.close();
  });
}

/** The element that has focus: its tag, text and whether it says it is unavailable. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName,
      text: element?.textContent?.trim(),
      ariaDisabled: element?.getAttribute("aria-disabled"),
    };
  });

for (const item of leadFormCases) {
  test(`Firefox: the ${item.form} form keeps focus on its button while sending and after a failure, which is announced`, async () => {
    const page = await firefox.open(
      item.page,
      { width: 1280, height: 900 },
      { failSubmissions: { status: 500, delayMs: 600 } },
    );
    await hydrated(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await openLeadForm(page, item, "mouse");
    await fillForm(page, item, item.valid(`${uniqueToken("focus")}@example.com`));
    const button = await controlByName(page, `#${item.form}-form`, "button", item.submit);
    await button.click();
    await waitUntil(page, (label) => document.activeElement?.textContent?.trim() === label, item.submitting);
    expect(await focused(page)).toMatchObject({ tag: "BUTTON", ariaDisabled: "true" });
    await page.keyboard.press("Enter");
    await waitForText(page, item.failure.title);
    const announced = await page.$$eval("[data-sonner-toast] [data-title]", (titles) =>
      titles.map((title) => ({ text: title.textContent, live: Boolean(title.closest("[aria-live]")) })),
    );
    expect(announced).toContainEqual({ text: item.failure.title, live: true });
    await waitUntil(page, (label) => document.activeElement?.textContent?.trim() === label, item.submit);
    expect((await focused(page)).ariaDisabled).not.toBe("true");
    expect(posts).toHaveLength(1);
    await page.close();
  });
}

test("Firefox: after a try, each Governance inquiry field the browser refused says so, with the browser's words under it", async () => {
  const page = await firefox.open(`${pages.lpGovernance.path}#contact`, { width: 1280, height: 900 });
  await hydrated(page);
  const scope = "#governance-inquiry-form";
  await (await controlByName(page, scope, "button", governanceInquiryForm.submit)).click();
  for (const label of Object.values(governanceInquiryForm.labels)) {
    const control = await controlByLabel(page, scope, label);
    const state = await control.evaluate((element) => {
      const field = element as HTMLInputElement;
      const described = (field.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ");
      return { invalid: field.getAttribute("aria-invalid"), message: field.validationMessage, described };
    });
    expect(state.invalid, label).toBe("true");
    expect(state.message, label).not.toBe("");
    expect(state.described, label).toContain(state.message);
  }
  const name = await controlByLabel(page, scope, governanceInquiryForm.labels.name);
  await typeInto(page, name, "Grace Hopper");
  expect(await name.evaluate((element) => element.getAttribute("aria-invalid"))).toBe("false");
  await page.close();
});

test("Firefox: a slider's keypresses are announced once, as the new total, when the value settles", async () => {
  const page = await firefox.open(`${pages.pricing.path}?tab=secops`, { width: 1280, height: 900 });
  await hydrated(page);
  const liveText = () =>
    page.$$eval('[aria-live="polite"]', (regions) =>
      regions
        .filter((region) => region.closest("section, [role=region]")?.querySelector("dl"))
        .map((region) => region.textContent),
    );
  expect(await liveText()).toEqual([""]);
  const slider = await visibleElement(page, byRole("slider", pricingCopy.secops.usersLabel));
  await slider.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press("ArrowRight");
  // The summary's rows are not live (not re-read at each step); the one live region says the settled total.
  expect(await page.$$eval("[aria-live] dl", (lists) => lists.length)).toBe(0);
  const quote = secopsQuote(
    secopsPlans.find((plan) => plan.id === "core")!,
    "annual",
    15,
    10,
  );
  if (quote.kind !== "priced") throw new Error("Core is priced");
  const total = summaryAnnouncement(secopsSummary(quote).rows);
  await expect.poll(liveText).toEqual([total]);
  await page.close();
});
