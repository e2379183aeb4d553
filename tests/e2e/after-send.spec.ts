/**
 * Issue 37, after a send: the spec's success toast shows under the sticky header (never over the navigation) in
 * the page's typeface, and the form's place keeps a confirmation with the form's own success words, which takes
 * focus and offers to send another; that brings back the cleared form with focus in its first field.
 */
import { formSent } from "#app/content/forms.ts";
import { expect, hydrated, preConsent, storedLeads, test, toast } from "./fixtures.ts";
import { leadFormCases, openAndFill, uniqueToken } from "./lead-form-cases.ts";

for (const item of leadFormCases.filter((each) => !each.opener)) {
  test(`${item.form}: the toast clears the navigation, in the page's face; the form's place says it was sent`, async ({
    page,
  }) => {
    await preConsent(page);
    await page.goto(item.page);
    await hydrated(page);
    const email = `${uniqueToken("sent")}@example.com`;
    await openAndFill(page, item, item.valid(email));
    await page.locator(`#${item.form}-form`).getByRole("button", { name: item.submit }).click();

    const notice = toast(page, item.success.title);
    await expect(notice).toBeVisible();
    const header = await page.locator("body > header, header").first().boundingBox();
    // Polled: the toast slides in from the top edge (0.4 s, none with reduced motion) before it settles.
    await expect
      .poll(async () => (await notice.boundingBox())!.y, { message: "the toast settles below the header" })
      .toBeGreaterThanOrEqual(header!.y + header!.height);
    const faces = await notice.evaluate((element) => ({
      toast: getComputedStyle(element).fontFamily,
      page: getComputedStyle(document.body).fontFamily,
    }));
    expect(faces.toast).toBe(faces.page);

    const confirmation = page.getByText(item.success.title, { exact: true }).and(page.locator(":focus"));
    await expect(confirmation).toBeVisible();
    await expect(page.getByText(item.success.description).first()).toBeVisible();
    await expect(page.locator(`#${item.form}-form`)).toBeHidden();
    expect(await storedLeads(email)).toHaveLength(1);

    // The toast goes after a while; the confirmation stays until the visitor asks for the form again.
    await page.getByRole("button", { name: formSent.sendAnother }).click();
    const form = page.locator(`#${item.form}-form`);
    await expect(form).toBeVisible();
    const first = form.getByRole("textbox").first();
    await expect(first).toBeFocused();
    await expect(first).toHaveValue("");
  });
}
