/**
 * Issue 34 in Firefox, JavaScript on and off: the quote "prepared for" the buyer, from the disclosure under the
 * summary, downloaded as a tagged PDF that names the buyer (quote-prepared-for.spec.ts checks it in Chromium).
 */
import { readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fillText } from "#app/content/figures.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { preparedForFields } from "#app/lib/pricing/prepared-for.ts";
import { pdfInfo, pdfStructure, textOf } from "#tests/pdf-structure.ts";
import { expect, test } from "./fixtures.ts";
import { controlByLabel, controlByName, firefoxForThisFile, press, typeInto } from "./firefox.ts";

const words = pricingCopy.quote.preparedFor;

for (const javaScript of [true, false]) {
  test.describe(`Firefox, JavaScript ${javaScript ? "on" : "off"}`, () => {
    const firefox = firefoxForThisFile({ javaScript });

    test("the Prepared for fields post to the quote, and the PDF names the buyer", async () => {
      for (const file of readdirSync(firefox.downloadDir))
        rmSync(path.join(firefox.downloadDir, file), { force: true });
      const page = await firefox.open("/pricing?tab=cmmc", { width: 390, height: 844 });
      try {
        // The disclosure from the keyboard (puppeteer's mouse waits on script, which may be off).
        await page.evaluate(() => (document.querySelector("main details summary") as HTMLElement).focus());
        await page.keyboard.press("Enter");
        await typeInto(page, await controlByLabel(page, "main", words.organisation), "Acme Defense");
        await typeInto(page, await controlByLabel(page, "main", words.contact), "Dana Whitfield");
        await press(page, await controlByName(page, "main", "button", words.submit));
        const saved = () => readdirSync(firefox.downloadDir).find((file) => /^Q-\d{8}-[0-9A-F]{6}\.pdf$/.test(file));
        await expect.poll(saved).toBeTruthy();
        const file = path.join(firefox.downloadDir, saved()!);
        await expect.poll(() => readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
        await expect.poll(() => pdfInfo(readFileSync(file)).Tagged).toBe("yes");
        const text = textOf(pdfStructure(readFileSync(file)));
        for (const value of [words.title, "Acme Defense", "Dana Whitfield"]) expect(text).toContain(value);
      } finally {
        await page.close();
      }
    });

    test(`a name longer than the quote prints is said under its field, ${javaScript ? "before anything is sent" : "on the pricing page sent back"}`, async () => {
      const page = await firefox.open("/pricing?tab=cmmc", { width: 390, height: 844 });
      try {
        const tooLong = "x".repeat(preparedForFields.contact.max + 5);
        await page.evaluate(() => (document.querySelector("main details summary") as HTMLElement).focus());
        await page.keyboard.press("Enter");
        await typeInto(page, await controlByLabel(page, "main", words.contact), tooLong);
        const pressed = press(page, await controlByName(page, "main", "button", words.submit));
        if (javaScript) await pressed;
        else await Promise.all([page.waitForNavigation(), pressed]);
        const contact = await controlByLabel(page, "main", words.contact);
        const line = fillText(words.tooLong, {
          field: words.contact,
          length: tooLong.length,
          max: preparedForFields.contact.max,
        });
        const shown = () =>
          page.evaluate(
            (control, line) => ({
              title: document.title.startsWith("Error: "),
              // Focus on the outcome: the field itself, or the page's summary of what to correct, read first.
              focused: document.activeElement?.id || document.activeElement?.getAttribute("aria-labelledby"),
              summary: Boolean(document.activeElement?.textContent?.includes(line)),
              value: (control as HTMLInputElement).value,
              described: (control as HTMLInputElement)
                .getAttribute("aria-describedby")!
                .split(" ")
                .map((id) => document.getElementById(id)?.textContent),
            }),
            contact,
            line,
          );
        await expect.poll(shown).toEqual({
          title: !javaScript,
          focused: javaScript ? "quote-contact" : "quote-problem-title",
          summary: !javaScript,
          value: tooLong,
          described: [
            fillText(words.limit, { max: preparedForFields.contact.max }),
            line,
            `${words.note} ${words.scripts}`,
          ],
        });
      } finally {
        await page.close();
      }
    });
  });
}
