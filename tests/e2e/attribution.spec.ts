/**
 * Every lead tagged with the campaign that brought it (issue 22), as the marketing team exports it: with
 * JavaScript, from the first page of the visit; without, from the page the form was sent from.
 */
import { pages } from "#app/content/pages.ts";
import { contactPayload, contactSchema } from "#app/lib/forms/contact.ts";
import { sentPath } from "#app/lib/forms/lead-forms.ts";
import { siteConfig } from "#app/site.config.ts";
import { expect, exportedLeads, hydrated, preConsent, test } from "./fixtures.ts";
import { leadFormCases, openAndFill, uniqueToken } from "./lead-form-cases.ts";

const contact = leadFormCases.find((item) => item.form === "contact")!;
const campaign = "utm_source=linkedin&utm_campaign=cmmc-q1";

test("JavaScript on: arriving on another page first, a contact lead exports with that visit's campaign", async ({
  page,
}) => {
  await preConsent(page);
  await page.goto(`${pages.lpGovernance.path}?${campaign}`, { referer: "https://www.linkedin.com/feed/" });
  await page.goto(pages.contact.path);
  await hydrated(page);
  const email = `${uniqueToken("utm-js")}@example.com`;
  await openAndFill(page, contact, contact.valid(email));
  await page.getByRole("button", { name: contact.submit }).click();
  await expect(page.getByText(contact.success.title).first()).toBeVisible();
  await expect.poll(() => exportedLeads(email)).toHaveLength(1);
  expect(exportedLeads(email)[0]).toMatchObject({
    utm_source: "linkedin",
    utm_campaign: "cmmc-q1",
    utm_medium: null,
    landing_path: pages.lpGovernance.path,
    referrer_host: "www.linkedin.com",
  });
});

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("a contact lead posted from a campaign link exports with its campaign", async ({ page }) => {
    await page.goto(`${pages.contact.path}?${campaign}`);
    const email = `${uniqueToken("utm-nojs")}@example.com`;
    await openAndFill(page, contact, contact.valid(email));
    await page.getByRole("button", { name: contact.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${sentPath("contact")}$`));
    expect(exportedLeads(email)[0]).toMatchObject({
      utm_source: "linkedin",
      utm_campaign: "cmmc-q1",
      landing_path: pages.contact.path,
      referrer_host: null,
    });
  });
});

test("a forged over-long or control-character value is dropped, and the lead kept", async ({ request }) => {
  const email = `${uniqueToken("utm-forged")}@example.com`;
  const response = await request.post("/api/submit", {
    data: {
      ...contactPayload(contactSchema.parse(contact.valid(email)), siteConfig.forms.accessKey),
      utm_source: "x".repeat(5000),
      utm_campaign: "cmmc\u0000q1",
      utm_medium: "social\r\nBcc: someone@example.com",
      landing_path: "https://evil.example/",
      referrer_host: "<script>",
    },
  });
  expect(response.status()).toBe(200);
  const [lead] = exportedLeads(email);
  expect(lead).toMatchObject({
    utm_source: null,
    utm_campaign: null,
    utm_medium: null,
    landing_path: null,
    referrer_host: null,
  });
});
