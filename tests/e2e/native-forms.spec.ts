/**
 * Forms without JavaScript, or before the page's scripts have run (docs/decisions/0006): each of the four lead
 * forms is a real POST to the lead endpoint. A valid post is stored once and lands on the confirmation page with
 * the spec's words (the checklist's starts the PDF download); an invalid one comes back as the form's page with
 * each error in the spec's words and every value kept. Nothing typed ever appears in a URL.
 */
import type { Locator, Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { checklistForm, formProblem } from "#app/content/forms.ts";
import { pages } from "#app/content/pages.ts";
import { acceleratorErrorTitles } from "#app/lib/forms/accelerator-lead.ts";
import { leadFormDefinitions, sentPath } from "#app/lib/forms/lead-forms.ts";
import { siteConfig } from "#app/site.config.ts";
import { notALeadEndpoint } from "#server/site/app.ts";
import { messages } from "#server/leads/api.ts";
import {
  axeViolations,
  describedAs,
  expect,
  expectedErrors,
  preConsent,
  recordRequests,
  storedLeads,
  test,
  useScriptMode,
} from "./fixtures.ts";
import {
  type LeadFormCase as FormCase,
  checklistOpener,
  leadFormCases as cases,
  uniqueToken,
} from "./lead-form-cases.ts";

/** Opens the form, if it sits behind a button. */
async function open(page: Page, item: FormCase) {
  if (!item.opener) return;
  await page.getByRole("button", { name: item.opener }).first().click();
  await expect(page.getByRole("dialog", { name: checklistForm.title })).toBeVisible();
}

/** The form's region: its dialog when it has one, else the form itself. */
const region = (page: Page, item: FormCase): Locator =>
  item.opener ? page.getByRole("dialog", { name: checklistForm.title }) : page.locator(`#${item.form}-form`);

async function fill(scope: Locator, item: FormCase, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const label = item.labels[name]!;
    if (item.selects?.includes(name)) await scope.getByRole("combobox", { name: label }).selectOption(value);
    else await scope.getByRole("textbox", { name: label, exact: true }).fill(value);
  }
}

for (const mode of ["JavaScript off", "scripts held back"] as const) {
  test.describe(`lead forms, ${mode}`, () => {
    useScriptMode(mode);
    test.use({ acceptDownloads: true });

    for (const item of cases) {
      test(`${item.form}: an invalid post comes back with the spec's messages and the values; a valid one is stored once`, async ({
        page,
      }) => {
        const id = uniqueToken("native");
        const email = `${id}@example.com`;
        const requests = recordRequests(page);
        await page.goto(item.page, { waitUntil: "domcontentloaded" });
        await open(page, item);
        const formRegion = region(page, item);

        // 1. Values the browser lets through but the schema refuses.
        const invalid = item.invalid(email);
        await fill(formRegion, item, invalid);
        const refused = page.waitForResponse((r) => r.url().endsWith("/api/submit"));
        await formRegion.getByRole("button", { name: item.submit }).click();
        expect((await refused).status()).toBe(400);
        await page.waitForLoadState("domcontentloaded");
        await expect(page.getByText(formProblem.banner)).toBeVisible();
        const back = region(page, item);
        await expect(back).toBeVisible();
        // GOV.UK pattern: the title says it first, and the summary has focus, so a screen reader reads it first.
        await expect(page).toHaveTitle(/^Error: /);
        await expect(back.getByRole("group", { name: formProblem.title })).toBeFocused();
        // A dialog comes back open, whole and usable: over the page, its submit button on screen with the summary.
        if (item.opener) await expect(back.getByRole("button", { name: item.submit })).toBeInViewport();
        const errors = expectedErrors(item.form, invalid);
        expect(Object.keys(errors).length).toBeGreaterThan(0);
        const summary = back.getByRole("group", { name: formProblem.title });
        for (const [name, message] of Object.entries(errors)) {
          const label = item.labels[name]!;
          const control = item.selects?.includes(name)
            ? back.getByRole("combobox", { name: label })
            : back.getByRole("textbox", { name: label, exact: true });
          await expect(control).toHaveAttribute("aria-invalid", "true");
          await expect(control).toHaveAccessibleDescription(describedAs(message));
          const summaryLabel = item.form === "accelerator-lead" ? acceleratorErrorTitles[name as "name"] : label;
          await expect(summary.getByRole("link", { name: `${summaryLabel}: ${message}` })).toBeVisible();
        }
        for (const [name, value] of Object.entries(invalid)) {
          const label = item.labels[name]!;
          const control = item.selects?.includes(name)
            ? back.getByRole("combobox", { name: label })
            : back.getByRole("textbox", { name: label, exact: true });
          await expect(control, `${name} keeps what was typed`).toHaveValue(value);
        }
        expect(await storedLeads(email)).toHaveLength(0);

        // 2. Corrected on the page that came back, and sent again.
        await fill(back, item, item.valid(email));
        const download = item.form === "checklist" ? page.waitForEvent("download") : undefined;
        await back.getByRole("button", { name: item.submit }).click();
        await expect(page).toHaveURL(new RegExp(`${sentPath(item.form)}(\\?|$)`));
        await expect(page.getByRole("heading", { level: 1, name: item.success.title })).toBeVisible();
        await expect(page.getByText(item.success.description)).toBeVisible();
        expect(await storedLeads(email)).toHaveLength(1);
        if (download) {
          const file = await download;
          expect(file.suggestedFilename()).toBe(checklistForm.fileName);
          const pdf = await PDFDocument.load(await (await import("node:fs/promises")).readFile((await file.path())!));
          expect(pdf.getPageCount()).toBeGreaterThan(0);
        }

        // Every submission was a POST, and nothing typed is in any URL (address bar, history, Referer).
        const posts = requests.filter((r) => r.url.endsWith("/api/submit"));
        expect(posts.map((r) => r.method)).toEqual(["POST", "POST"]);
        expect(requests.filter((r) => r.url.includes(id))).toEqual([]);
      });
    }

    for (const item of cases) {
      const own = leadFormDefinitions[item.form].ownMessages;
      test(`${item.form}: an empty form ${own ? "comes back with the spec's own messages, not the browser's" : "is stopped by the browser's own checks, as the spec asks"}`, async ({
        page,
      }) => {
        const requests = recordRequests(page);
        await page.goto(item.page, { waitUntil: "domcontentloaded" });
        await open(page, item);
        await region(page, item).getByRole("button", { name: item.submit }).click();
        if (!own) {
          await expect(page).toHaveURL(item.page);
          expect(requests.filter((r) => r.url.endsWith("/api/submit"))).toEqual([]);
          return;
        }
        await expect(page.getByText(formProblem.banner)).toBeVisible();
        const empty = Object.fromEntries(Object.keys(item.labels).map((name) => [name, ""]));
        for (const [name, message] of Object.entries(expectedErrors(item.form, empty))) {
          await expect(
            region(page, item).getByRole("textbox", { name: item.labels[name]!, exact: true }),
          ).toHaveAccessibleDescription(describedAs(message));
        }
      });
    }

    test("a double-click on submit stores one lead and lands on the confirmation", async ({ page }) => {
      const email = `${uniqueToken("double")}@example.com`;
      const contact = cases.find((item) => item.form === "contact")!;
      await page.goto(contact.page, { waitUntil: "domcontentloaded" });
      await fill(region(page, contact), contact, contact.valid(email));
      const posts = recordRequests(page);
      await region(page, contact).getByRole("button", { name: contact.submit }).dblclick();
      await expect(page).toHaveURL(new RegExp(`${sentPath("contact")}$`));
      expect(posts.filter((r) => r.method === "POST").length).toBeGreaterThanOrEqual(1);
      expect(await storedLeads(email)).toHaveLength(1);
      // Back and send again: still one lead, and the same confirmation.
      await page.goBack();
      await expect(page).toHaveURL(contact.page);
      await fill(region(page, contact), contact, contact.valid(email));
      await region(page, contact).getByRole("button", { name: contact.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${sentPath("contact")}$`));
      expect(await storedLeads(email)).toHaveLength(1);
    });

    test("the checklist's confirmation starts the download once: a direct visit or a reload goes to the form's page", async ({
      page,
    }) => {
      const downloads: string[] = [];
      page.on("download", (download) => downloads.push(download.suggestedFilename()));
      const checklist = cases.find((item) => item.form === "checklist")!;
      await page.goto(sentPath("checklist"), { waitUntil: "domcontentloaded" });
      await expect(page).toHaveURL(checklist.page);
      await page.goto(checklist.page, { waitUntil: "domcontentloaded" });
      await open(page, checklist);
      await fill(region(page, checklist), checklist, checklist.valid(`${uniqueToken("receipt")}@example.com`));
      const download = page.waitForEvent("download");
      await region(page, checklist).getByRole("button", { name: checklist.submit }).click();
      await expect(page.getByRole("heading", { level: 1, name: checklist.success.title })).toBeVisible();
      await download;
      expect(downloads).toEqual([checklistForm.fileName]);
      await page.reload({ waitUntil: "domcontentloaded" });
      await expect(page).toHaveURL(checklist.page);
      await page.goto(sentPath("checklist"), { waitUntil: "domcontentloaded" });
      await expect(page).toHaveURL(checklist.page);
      expect(downloads).toEqual([checklistForm.fileName]);
    });

    test("contact: a 1,100-character message comes back whole with the spec's message; 995 letters and 5 line breaks are taken", async ({
      page,
    }) => {
      const email = `${uniqueToken("native-long")}@example.com`;
      const contact = cases.find((item) => item.form === "contact")!;
      await page.goto(contact.page, { waitUntil: "domcontentloaded" });
      const form = region(page, contact);
      const long = "Our scope covers three plants and a head office. ".repeat(23).slice(0, 1100);
      await fill(form, contact, { ...contact.valid(email), message: long });
      await form.getByRole("button", { name: contact.submit }).click();
      await expect(page.getByText(formProblem.banner)).toBeVisible();
      const message = region(page, contact).getByRole("textbox", { name: contact.labels.message!, exact: true });
      await expect(message).toHaveAccessibleDescription(
        describedAs(expectedErrors("contact", { message: long }).message!),
      );
      // Every character kept: nothing was cut, in the browser or on the server.
      await expect(message).toHaveValue(long);
      expect(await storedLeads(email)).toHaveLength(0);

      // The browser sends each line break as CR LF; it counts as one character, as it does with JavaScript.
      const lines = [165, 166, 166, 166, 166, 166].map((n) => "x".repeat(n)).join("\n");
      await message.fill(lines);
      await region(page, contact).getByRole("button", { name: contact.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${sentPath("contact")}$`));
      const [stored] = await storedLeads(email);
      expect(stored!.message).toBe(lines);
      expect(stored!.message).toHaveLength(1000);
    });
  });
}

test.describe("another website's form", () => {
  test("posting to the lead endpoint is refused with a page in plain words, and nothing is stored", async ({
    page,
    baseURL,
  }) => {
    const email = `${uniqueToken("cross-site")}@example.com`;
    const contact = cases.find((item) => item.form === "contact")!;
    const fields = { form: "contact", access_key: siteConfig.forms.accessKey, ...contact.valid(email) };
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
      .join("");
    await page.route("http://elsewhere.test/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Elsewhere</title><form method="post" action="${baseURL}/api/submit">${inputs}<button>Send</button></form>`,
      }),
    );
    await page.goto("http://elsewhere.test/");
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/submit"));
    await page.getByRole("button", { name: "Send" }).click();
    expect((await answer).status()).toBe(403);
    await expect(page.getByText(messages.crossSite)).toBeVisible();
    // The page of its own says whose site it is, and passes axe as every page does.
    await expect(page).toHaveTitle(`${formProblem.title} - ${siteConfig.brandName}`);
    await expect(page.getByRole("banner").getByRole("link", { name: siteConfig.brandName })).toHaveAttribute(
      "href",
      "/",
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await storedLeads(email)).toHaveLength(0);
  });

  test("a form posted to a page's own address gets a 405 page that says nothing was sent", async ({ request }) => {
    const response = await request.post(pages.contact.path, {
      form: { firstName: "Ada" },
      headers: { Accept: "text/html" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(405);
    expect(await response.text()).toContain(notALeadEndpoint);
  });
});

test.describe("checklist dialog without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opens as a modal from its button, and its close button and Escape close it", async ({ page }) => {
    await preConsent(page);
    await page.goto(pages.lpCmmcAccelerator.path);
    const opener = page.getByRole("button", { name: checklistOpener }).first();
    await opener.click();
    const dialog = page.getByRole("dialog", { name: checklistForm.title });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole("button", { name: /close/i }).click();
    await expect(dialog).toBeHidden();
  });
});
