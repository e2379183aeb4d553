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

test("a name longer than the quote prints makes no quote: the page names the field and its limit, and Back keeps what was typed", async ({
  page,
}) => {
  const tooLong = "Acme Defense and Aerospace Systems ".repeat(4).trim();
  const { max } = preparedForFields.organisation;
  expect([...tooLong].length).toBeGreaterThan(max);
  await page.goto("/pricing?tab=secops&secopsPlan=plus");
  await hydrated(page);
  await page.getByText(words.summary).click();
  await page.getByRole("textbox", { name: words.organisation }).fill(tooLong);
  await page.getByRole("button", { name: words.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your quote was not made" })).toBeVisible();
  await expect(page.getByRole("listitem")).toHaveText([
    fillText(words.tooLong, { field: words.organisation, length: [...tooLong].length, max }),
  ]);
  // Back on the pricing page, the disclosure opened again shows what was typed, to shorten.
  await page.goBack();
  await page.getByText(words.summary).click();
  await expect(page.getByRole("textbox", { name: words.organisation })).toHaveValue(tooLong);
});
