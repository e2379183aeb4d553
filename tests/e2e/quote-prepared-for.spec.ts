/**
 * Issue 34: the quote "prepared for" the buyer, as a visitor gets it in every script mode. The fields sit in a
 * disclosure under the summary; the button posts them (never in a URL) and the PDF names the buyer, with the same
 * summary rows as the page and its tagged structure.
 */
import { readFileSync } from "node:fs";
import { fillText } from "#app/content/figures.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { preparedForFields } from "#app/lib/pricing/prepared-for.ts";
import { pdfInfo, pdfStructure, textOf } from "#tests/pdf-structure.ts";
import { expectRowsInOrder, pdfLines } from "#tests/pdf-lines.ts";
import { type ScriptMode, expect, hydrated, recordRequests, test, useScriptMode } from "./fixtures.ts";
import { quoteLinkAndRows } from "./quote-link.ts";

const words = pricingCopy.quote.preparedFor;
const buyer = { organisation: "Acme Defense", contact: "Dana Whitfield", email: "dana@acme.example" };

for (const mode of ["JavaScript on", "scripts held back", "JavaScript off"] as ScriptMode[]) {
  test.describe(`a quote prepared for the buyer, ${mode}`, () => {
    useScriptMode(mode);
    test.use({ acceptDownloads: true });

    test("the disclosure's fields post to the quote, which names the buyer; nothing typed is in a URL", async ({
      page,
    }) => {
      const requests = recordRequests(page);
      await page.goto("/pricing?tab=secops&secopsPlan=plus&secopsBilling=annual&users=90&storage=1200");
      if (mode === "JavaScript on") await hydrated(page);
      const disclosure = page.getByText(words.summary);
      await disclosure.click();
      await page.getByRole("textbox", { name: words.organisation }).fill(buyer.organisation);
      await page.getByRole("textbox", { name: words.contact }).fill(buyer.contact);
      await page.getByRole("textbox", { name: words.email }).fill(buyer.email);
      await expect(page.getByText(words.note)).toBeVisible();
      const { rows } = await page.evaluate(quoteLinkAndRows, pricingCopy.quote.link);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: words.submit }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^Q-\d{8}-[0-9A-F]{6}\.pdf$/);
      const bytes = readFileSync((await download.path())!);
      expect(pdfInfo(bytes).Tagged).toBe("yes");
      const text = textOf(pdfStructure(bytes));
      for (const value of [words.title, buyer.organisation, buyer.contact, buyer.email]) expect(text).toContain(value);
      expectRowsInOrder(pdfLines(bytes), rows);
      const posted = requests.filter((request) => request.url.includes("/quote.pdf"));
      expect(posted.map((request) => request.method)).toEqual(["POST"]);
      for (const request of requests)
        for (const value of Object.values(buyer))
          expect(request.url).not.toContain(encodeURIComponent(value).slice(0, 8));
      // The page is still there, what was typed still in its fields (a download does not navigate).
      await expect(page.getByRole("textbox", { name: words.organisation })).toHaveValue(buyer.organisation);
    });
  });
}

test("a name longer than the quote prints is said under its field before anything is sent; shortened, the quote comes", async ({
  page,
}) => {
  const tooLong = "Acme Defense and Aerospace Systems ".repeat(4).trim();
  const { max } = preparedForFields.organisation;
  const line = fillText(words.tooLong, { field: words.organisation, length: [...tooLong].length, max });
  const requests = recordRequests(page);
  await page.goto("/pricing?tab=secops&secopsPlan=plus");
  await hydrated(page);
  await page.getByText(words.summary).click();
  const organisation = page.getByRole("textbox", { name: words.organisation });
  await organisation.fill(tooLong);
  await page.getByRole("button", { name: words.submit }).click();
  await expect(organisation).toBeFocused();
  await expect(organisation).toHaveAccessibleDescription(new RegExp(escapeRegExp(line)));
  await expect(organisation).toHaveAttribute("aria-invalid", "true");
  expect(requests.filter((request) => request.url.includes("/quote.pdf"))).toEqual([]);
  // Short enough, the error goes as it is typed, and the quote downloads.
  await organisation.fill(tooLong.slice(0, max));
  await expect(page.getByText(line)).toHaveCount(0);
  await expect(organisation).toHaveAttribute("aria-invalid", "false");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: words.submit }).click(),
  ]);
  expect(textOf(pdfStructure(readFileSync((await download.path())!)))).toContain(tooLong.slice(0, max));
});

test.describe("without JavaScript", () => {
  useScriptMode("JavaScript off");
  test.use({ acceptDownloads: true });

  test("a name longer than the quote prints brings the pricing page back: the fields open, what was typed, the error under its field", async ({
    page,
  }) => {
    const tooLong = "x".repeat(preparedForFields.contact.max + 5);
    const line = fillText(words.tooLong, {
      field: words.contact,
      length: tooLong.length,
      max: preparedForFields.contact.max,
    });
    await page.goto("/pricing?tab=cmmc");
    await page.getByText(words.summary).click();
    await page.getByRole("textbox", { name: words.organisation }).fill(buyer.organisation);
    await page.getByRole("textbox", { name: words.contact }).fill(tooLong);
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.getByRole("region", { name: words.problemTitle })).toContainText(words.problemBanner);
    // The summary of what to correct is read first; each line links to its field.
    const summary = page.getByRole("group", { name: words.problemTitle });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: line })).toBeVisible();
    const contact = page.getByRole("textbox", { name: words.contact });
    await expect(contact).toHaveValue(tooLong);
    await expect(contact).toHaveAccessibleDescription(new RegExp(escapeRegExp(line)));
    await expect(page.getByRole("textbox", { name: words.organisation })).toHaveValue(buyer.organisation);
    // Shortened on the page that came back, the form makes the quote.
    await contact.fill(buyer.contact);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: words.submit }).click(),
    ]);
    const text = textOf(pdfStructure(readFileSync((await download.path())!)));
    for (const value of [buyer.organisation, buyer.contact]) expect(text).toContain(value);
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
