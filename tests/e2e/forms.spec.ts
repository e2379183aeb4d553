import type { Page } from "@playwright/test";
import { acceleratorFormToday } from "./cohort-today.ts";
import { PDFDocument } from "pdf-lib";
import { checklistOpener, leadFormCases, openAndFill } from "./lead-form-cases.ts";
import {
  acceleratorLeadForm,
  characterCount,
  checklistForm,
  contactForm,
  formSent,
  governanceInquiryForm,
} from "#app/content/forms.ts";
import { checklistRequirements } from "#app/content/checklist.ts";
import { uiLabels } from "#app/content/site.ts";
import { formConstraints } from "#app/lib/forms/constraints.ts";
import { acceleratorErrorTitles } from "#app/lib/forms/accelerator-lead.ts";
import { contactSchema } from "#app/lib/forms/contact.ts";
import {
  answerSubmit,
  expect,
  describedAs,
  expectedErrors,
  hydrated,
  preConsent,
  recordRequests,
  storedLeads,
  test,
  toast,
} from "./fixtures.ts";

test.beforeEach(async ({ page }) => preConsent(page));

/** A form control by its label, inside a visible form (page landmarks share some names; the closed checklist
 * dialog holds a form too). */
const field = (page: Page, label: string) => page.locator("form:visible").getByLabel(label);

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function fillContact(page: Page, email: string) {
  const labels = contactForm.labels;
  await field(page, labels.firstName).fill("  Ada ");
  await field(page, labels.lastName).fill("Lovelace");
  await field(page, labels.email).fill(email);
  await field(page, labels.company).fill("Analytical Engines LLC");
  await field(page, labels.message).fill("We need help with CMMC Level 2.");
}

test.describe("contact page form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
  });

  test("shows the spec's messages under each field, linked and announced, and focuses the first", async ({ page }) => {
    await page.getByRole("button", { name: contactForm.submit }).click();
    const first = field(page, contactForm.labels.firstName);
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute("aria-invalid", "true");
    const errors = expectedErrors("contact", { firstName: "", lastName: "", email: "", message: "" });
    await expect(first).toHaveAccessibleDescription(describedAs(errors.firstName!));
    for (const name of ["lastName", "email", "message"] as const)
      await expect(field(page, contactForm.labels[name])).toHaveAccessibleDescription(describedAs(errors[name]!));
    await expect(field(page, contactForm.labels.company)).toHaveAttribute("aria-invalid", "false");
    // Then it re-validates on every change.
    await first.fill("Ada");
    await expect(first).toHaveAttribute("aria-invalid", "false");
    // A limit is a message, never a cut: what is typed or pasted stays whole, and the spec's message shows.
    const limits = formConstraints(contactSchema);
    const phone = field(page, contactForm.labels.phone);
    const longPhone = "1".repeat(limits.phone.maxLength! + 1);
    await phone.fill(longPhone);
    await expect(phone).toHaveValue(longPhone);
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(
      describedAs(expectedErrors("contact", { phone: longPhone }).phone!),
    );
    const message = field(page, contactForm.labels.message);
    const pasted = "Our CMMC scope covers three sites. ".repeat(35).slice(0, 1220);
    await message.fill(pasted);
    await expect(message).toHaveValue(pasted);
    await expect(message).toHaveAccessibleDescription(
      describedAs(expectedErrors("contact", { message: pasted }).message!),
    );
  });

  test("a pasted 1,220-character message is refused whole with the spec's message, and nothing is sent", async ({
    page,
  }) => {
    const email = unique("long");
    await fillContact(page, email);
    const pasted = "Our CMMC scope covers three sites. ".repeat(35).slice(0, 1220);
    await field(page, contactForm.labels.message).fill(pasted);
    const requests = recordRequests(page);
    await page.getByRole("button", { name: contactForm.submit }).click();
    await expect(field(page, contactForm.labels.message)).toBeFocused();
    await expect(field(page, contactForm.labels.message)).toHaveAccessibleDescription(
      describedAs(expectedErrors("contact", { message: pasted }).message!),
    );
    await expect(field(page, contactForm.labels.message)).toHaveValue(pasted);
    expect(requests.filter((request) => request.method === "POST")).toEqual([]);
    expect(await storedLeads(email)).toHaveLength(0);
  });

  test("the message box counts characters as the visitor types (GOV.UK character count), a line break as one", async ({
    page,
  }) => {
    const message = field(page, contactForm.labels.message);
    const limit = formConstraints(contactSchema).message.maxLength!;
    await expect(message).toHaveAccessibleDescription(describedAs(characterCount.limit(limit)));
    await message.fill("ab\ncd");
    await expect(page.getByText(characterCount.status(5, limit), { exact: true })).toBeVisible();
    // Said politely once typing pauses, not at every key.
    const live = page.locator('[aria-live="polite"]', { hasText: characterCount.status(5, limit) });
    await expect(live).toHaveCount(1);
    await message.fill("x".repeat(limit + 3));
    await expect(page.getByText(characterCount.status(limit + 3, limit), { exact: true })).toBeVisible();
    await expect(message).toHaveValue("x".repeat(limit + 3));
  });

  test("the message box is at least 120 px high", async ({ page }) => {
    const box = await field(page, contactForm.labels.message).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(120);
  });

  test("sends, shows Sending..., thanks the visitor, clears the form and stores the lead", async ({ page }) => {
    const email = unique("ada");
    await fillContact(page, email);
    await page.route("**/api/submit", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole("button", { name: contactForm.submit }).click();
    await expect(page.getByRole("button", { name: contactForm.submitting })).toBeDisabled();
    const notice = toast(page, contactForm.success.title);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(contactForm.success.description);
    // The form's place says it was sent (after-send.spec.ts); asked for again, the form is empty.
    await page.getByRole("button", { name: formSent.sendAnother }).click();
    await expect(field(page, contactForm.labels.firstName)).toHaveValue("");
    const [lead] = await storedLeads(email);
    expect(lead).toMatchObject({
      form: "contact",
      name: "Ada Lovelace",
      company: "Analytical Engines LLC",
      phone: "Not provided",
    });
  });

  for (const [name, answer] of [
    ["a 500", { status: 500, body: '{"success":false,"message":"Server exploded"}' }],
    ["success: false", { status: 200, body: '{"success":false,"message":"Rejected"}' }],
    ["a body without a success flag", { status: 200, body: "{}" }],
    ["a non-JSON body", { status: 502, body: "<html>Bad gateway</html>", contentType: "text/html" }],
    ["a network failure", "abort"],
  ] as const) {
    test(`on ${name} shows the error notice and keeps what was typed`, async ({ page }) => {
      await answerSubmit(page, answer);
      const email = unique("fail");
      await fillContact(page, email);
      await page.getByRole("button", { name: contactForm.submit }).click();
      const notice = toast(page, contactForm.failure.title);
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(contactForm.failure.description);
      await expect(field(page, contactForm.labels.email)).toHaveValue(email);
      await expect(field(page, contactForm.labels.message)).toHaveValue("We need help with CMMC Level 2.");
      await expect(page.getByRole("button", { name: contactForm.submit })).toBeEnabled();
    });
  }

  test("a filled honeypot is thanked but not stored", async ({ page }) => {
    const email = unique("bot");
    await fillContact(page, email);
    await page.locator('input[name="botcheck"]').evaluate((input: HTMLInputElement) => (input.value = "I am a bot"));
    await page.getByRole("button", { name: contactForm.submit }).click();
    await expect(toast(page, contactForm.success.title)).toBeVisible();
    expect(await storedLeads(email)).toEqual([]);
  });
});

// Every form shares the submit button (WCAG 2.4.3; the same check runs in Firefox): it keeps focus while sending
// (aria-disabled, not disabled, which would drop focus to the page), ignores a second press, and after a failure
// keeps focus while the failure is announced in a live region.
for (const item of leadFormCases) {
  test(`${item.form}: while sending, focus stays on the button and a second press sends nothing; after a failure it is still there, announced`, async ({
    page,
  }) => {
    const posts = recordRequests(page);
    await answerSubmit(page, { status: 500, body: '{"success":false}' }, 600);
    await page.goto(item.page);
    await hydrated(page);
    const form = await openAndFill(page, item, item.valid(unique("focus")));
    const button = form.getByRole("button", { name: item.submit });
    await button.click();
    const sending = form.getByRole("button", { name: item.submitting });
    await expect(sending).toBeDisabled();
    await expect(sending).toBeFocused();
    await page.keyboard.press("Enter");
    const notice = toast(page, item.failure.title);
    await expect(notice).toBeVisible();
    await expect(notice.locator("xpath=ancestor::*[@aria-live]")).toHaveCount(1);
    await expect(button).toBeFocused();
    await expect(button).toBeEnabled();
    expect(posts.filter((request) => request.method === "POST")).toHaveLength(1);
  });
}

test.describe("governance landing inquiry", () => {
  const labels = governanceInquiryForm.labels;
  async function fill(page: Page, email: string) {
    await field(page, labels.name).fill("Grace Hopper");
    await field(page, labels.email).fill(email);
    await field(page, labels.company).fill("Navy Labs");
    await field(page, labels.interest).selectOption("unified");
    await field(page, labels.message).fill("Interested in the Unified Platform.");
  }

  test.beforeEach(async ({ page }) => {
    await page.goto("/lp/Governance#contact");
    await hydrated(page);
  });

  test("after a try, each field the browser refused says so to assistive technology, until it is corrected", async ({
    page,
  }) => {
    const name = field(page, labels.name);
    await expect(name).toHaveAttribute("aria-invalid", "false");
    await page.getByRole("button", { name: governanceInquiryForm.submit }).click();
    for (const label of Object.values(labels)) {
      const control = field(page, label);
      await expect(control, label).toHaveAttribute("aria-invalid", "true");
      // The browser's own words, shown under the field and read with it.
      const message = await control.evaluate((element: HTMLInputElement) => element.validationMessage);
      expect(message, label).not.toBe("");
      await expect(control, label).toHaveAccessibleDescription(describedAs(message));
    }
    await name.fill("Grace Hopper");
    await expect(name).toHaveAttribute("aria-invalid", "false");
    await field(page, labels.interest).selectOption("unified");
    await expect(field(page, labels.interest)).toHaveAttribute("aria-invalid", "false");
    await expect(field(page, labels.email)).toHaveAttribute("aria-invalid", "true");
  });

  test("the browser requires every field, and nothing is sent", async ({ page }) => {
    const requests = recordRequests(page);
    await page.getByRole("button", { name: governanceInquiryForm.submit }).click();
    for (const label of Object.values(labels)) {
      expect(await field(page, label).evaluate((control: HTMLInputElement) => control.validity.valueMissing)).toBe(
        true,
      );
    }
    await expect(field(page, labels.name)).toBeFocused();
    await field(page, labels.email).fill("grace@navy");
    expect(await field(page, labels.email).evaluate((control: HTMLInputElement) => control.type)).toBe("email");
    expect(requests.filter((r) => r.url.endsWith("/api/submit"))).toEqual([]);
  });

  test("sends, shows Message Sent! and resets; the lead is stored", async ({ page }) => {
    const email = unique("grace");
    await fill(page, email);
    await page.getByRole("button", { name: governanceInquiryForm.submit }).click();
    const notice = toast(page, governanceInquiryForm.success.title);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(governanceInquiryForm.success.description);
    await page.getByRole("button", { name: formSent.sendAnother }).click();
    await expect(field(page, labels.name)).toHaveValue("");
    expect(await storedLeads(email)).toEqual([
      expect.objectContaining({ form: "governance-inquiry", interest: "unified" }),
    ]);
  });

  for (const [name, answer, text] of [
    [
      "the service's message",
      { status: 422, body: '{"success":false,"message":"Email domain not allowed"}' },
      "Email domain not allowed",
    ],
    ["a status without a message", { status: 500, body: "oops", contentType: "text/plain" }, "Request failed (500)"],
    ["a 200 that says success false", { status: 200, body: '{"success":false}' }, "Request failed (200)"],
    ["a network failure", "abort", governanceInquiryForm.failure.fallback],
  ] as const) {
    test(`failure shows Error with ${name}, keeping the values`, async ({ page }) => {
      await answerSubmit(page, answer);
      await fill(page, unique("grace-fail"));
      await page.getByRole("button", { name: governanceInquiryForm.submit }).click();
      const notice = toast(page, governanceInquiryForm.failure.title);
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(text);
      await expect(field(page, labels.company)).toHaveValue("Navy Labs");
    });
  }
});

test.describe("accelerator lead form", () => {
  const labels = acceleratorLeadForm.labels;
  test.beforeEach(async ({ page }) => {
    await page.goto("/lp/cmmc-accelerator#contact");
    await hydrated(page);
  });

  for (const [name, values] of [
    ["name", { name: "", email: "a@b.co", company: "Acme" }],
    ["email", { name: "Alan", email: "alan.example.com", company: "Acme" }],
    ["company", { name: "Alan", email: "a@b.co", company: " " }],
  ] as const) {
    const title = acceleratorErrorTitles[name];
    const message = expectedErrors("accelerator-lead", values)[name]!;
    test(`an invalid ${name} shows the spec's destructive toast and stops`, async ({ page }) => {
      await field(page, labels.name).fill(values.name);
      await field(page, labels.email).fill(values.email);
      await field(page, labels.company).fill(values.company);
      let posted = false;
      page.on("request", (request) => request.url().endsWith("/api/submit") && (posted = true));
      await page.getByRole("button", { name: acceleratorFormToday.submit }).click();
      const notice = toast(page, title);
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(message);
      await expect(page.getByRole("button", { name: acceleratorFormToday.submit })).toBeEnabled();
      expect(posted).toBe(false);
    });
  }

  test("a valid lead is sent and stored", async ({ page }) => {
    const email = unique("alan");
    await field(page, labels.name).fill("Alan Turing");
    await field(page, labels.email).fill(email);
    await field(page, labels.company).fill("Bletchley Park");
    await page.getByRole("button", { name: acceleratorFormToday.submit }).click();
    await expect(toast(page, acceleratorLeadForm.success.title)).toBeVisible();
    expect(await storedLeads(email)).toEqual([
      expect.objectContaining({ form: "accelerator-lead", company: "Bletchley Park" }),
    ]);
  });

  test("a failed send says so and keeps the values", async ({ page }) => {
    await answerSubmit(page, { status: 503, body: '{"success":false,"message":"Try again soon"}' });
    await field(page, labels.name).fill("Alan Turing");
    await field(page, labels.email).fill("alan@example.com");
    await field(page, labels.company).fill("Bletchley Park");
    await page.getByRole("button", { name: acceleratorFormToday.submit }).click();
    await expect(toast(page, acceleratorLeadForm.failure.title)).toContainText("Try again soon");
    await expect(field(page, labels.name)).toHaveValue("Alan Turing");
  });
});

test.describe("checklist download dialog", () => {
  const labels = checklistForm.labels;
  async function openDialog(page: Page) {
    await page.goto("/lp/cmmc-accelerator");
    await hydrated(page);
    const opener = page.getByRole("button", { name: checklistOpener });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: checklistForm.title });
    await expect(dialog).toBeVisible();
    return { opener, dialog };
  }
  async function fill(page: Page, email: string) {
    const form = page.getByRole("dialog").locator("form");
    await form.getByLabel(labels.fullName).fill("Katherine Johnson");
    await form.getByLabel(labels.email).fill(email);
    await form.getByLabel(labels.companyName).fill("Langley Research");
  }

  test("is a modal: focus inside, Escape closes, focus returns to the opener", async ({ page }) => {
    const { opener, dialog } = await openDialog(page);
    await expect(dialog.locator("form").getByLabel(labels.fullName)).toBeFocused();
    // A native modal dialog makes the page behind it inert: Tab cycles through the dialog and the browser's own
    // controls (where focus leaves the document), never the page behind.
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press("Tab");
      const where = await dialog.evaluate((node) =>
        node.contains(document.activeElement)
          ? "dialog"
          : document.activeElement === document.body
            ? "browser"
            : "page",
      );
      expect(where).not.toBe("page");
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("validates each field", async ({ page }) => {
    const { dialog } = await openDialog(page);
    await dialog.getByRole("button", { name: checklistForm.submit }).click();
    const errors = expectedErrors("checklist", { fullName: "", email: "", companyName: "" });
    for (const name of ["fullName", "companyName"] as const)
      await expect(dialog.locator("form").getByLabel(labels[name])).toHaveAccessibleDescription(
        describedAs(errors[name]!),
      );
    await expect(dialog.locator("form").getByLabel(labels.email)).toHaveAttribute("aria-invalid", "true");
  });

  test("success closes the dialog, says so, downloads the PDF and stores the lead", async ({ page }) => {
    const { dialog } = await openDialog(page);
    const email = unique("kj");
    await fill(page, email);
    await page.route("**/api/submit", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const downloadPromise = page.waitForEvent("download");
    await dialog.getByRole("button", { name: checklistForm.submit }).click();
    await expect(dialog.getByRole("button", { name: checklistForm.submitting })).toBeDisabled();
    const download = await downloadPromise;
    await expect(dialog).toBeHidden();
    const notice = toast(page, checklistForm.success.title);
    await expect(notice).toContainText(checklistForm.success.description);
    expect(download.suggestedFilename()).toBe(checklistForm.fileName);
    const file = await download.path();
    const { readFile } = await import("node:fs/promises");
    const pdf = await PDFDocument.load(await readFile(file));
    // One Met / Not met choice and one notes field per requirement (issue 47).
    expect(pdf.getForm().getFields().length).toBe(checklistRequirements.length * 2);
    expect(await storedLeads(email)).toEqual([
      expect.objectContaining({ form: "checklist", company: "Langley Research" }),
    ]);
  });

  for (const [name, answer, text] of [
    ["the service's message", { status: 200, body: '{"success":false,"message":"Quota exceeded"}' }, "Quota exceeded"],
    ["a non-JSON error", { status: 502, body: "Bad gateway", contentType: "text/plain" }, "Request failed (502)"],
    ["a 200 that says success false", { status: 200, body: '{"success":false}' }, "Request failed (200)"],
    ["a network failure", "abort", checklistForm.failure.fallback],
  ] as const) {
    test(`failure shows Submission failed with ${name}, and the dialog stays open with the values`, async ({
      page,
    }) => {
      const { dialog } = await openDialog(page);
      await answerSubmit(page, answer);
      await fill(page, unique("kj-fail"));
      await dialog.getByRole("button", { name: checklistForm.submit }).click();
      // Inside the modal dialog, not under its backdrop: visible, announced (in the accessibility tree) and usable.
      const notice = toast(page, checklistForm.failure.title);
      await expect(dialog.locator("[data-sonner-toast]")).toHaveCount(1);
      await expect(notice).toContainText(text);
      await expect(dialog.getByRole("region", { name: uiLabels.notifications })).toBeAttached();
      await expect(dialog).toBeVisible();
      // Clickable: its close button works (under a backdrop it could not be reached).
      await notice.locator("[data-close-button]").click();
      await expect(notice).toBeHidden();
      await expect(dialog.locator("form").getByLabel(labels.companyName)).toHaveValue("Langley Research");
      await expect(dialog.getByRole("button", { name: checklistForm.submit })).toBeEnabled();
    });
  }
});
