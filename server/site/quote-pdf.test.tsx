// @vitest-environment node
// (pdfkit checks its font data against the realm's Uint8Array, which a DOM environment replaces; the page's HTML is
// read with jsdom's own parser instead.)
import fc from "fast-check";
import { anyPricingState } from "#tests/pricing-states.ts";
import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { pricingCopy } from "#app/content/pricing.ts";
import { fillText } from "#app/content/figures.ts";
import { footerNav } from "#app/content/navigation.ts";
import { quoteDate, quoteDocument, quoteExpiry } from "#app/lib/pricing/quote-document.ts";
import { secopsPlans } from "#app/lib/pricing/plans.ts";
import { parsePricingState, serializePricingState } from "#app/lib/pricing/url-state.ts";
import { PricingCalculators } from "#app/components/pricing/calculators.tsx";
import { siteConfig } from "#app/site.config.ts";
import { plans } from "#app/content/plans.ts";
import { cohortStatusAt } from "#app/lib/cohorts/calendar.ts";
import { expectRowsInOrder, pdfLines } from "#tests/pdf-lines.ts";
import { allOfType, pdfInfo, pdfStructure, textOf } from "#tests/pdf-structure.ts";
import { PDFBool, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from "pdf-lib";
import { execFileSync } from "node:child_process";
import { readPreparedFor } from "#app/lib/pricing/prepared-for.ts";
import { quoteNumber, renderQuotePdf } from "./quote-pdf.ts";

const day = new Date("2026-11-22T15:30:00Z");

/** Each word poppler finds on the first page, with its left edge. */
function pdfWords(bytes: Uint8Array): { text: string; x: number }[] {
  const html = execFileSync("pdftotext", ["-bbox", "-f", "1", "-l", "1", "-", "-"], { input: bytes, encoding: "utf8" });
  return [...html.matchAll(/<word xMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((match) => ({
    text: match[2]!,
    x: Number(match[1]),
  }));
}

/** Every ActualText of the structure tree: the text a screen reader is given instead of the drawn glyphs. */
async function actualTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const found: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    const actual = object.get(PDFName.of("ActualText"));
    if (actual instanceof PDFString || actual instanceof PDFHexString) found.push(actual.decodeText());
  }
  return found;
}
/** What the quote of `day` offers: the shipped content's cohort status on that day. */
const cohort = cohortStatusAt(plans.cmmcAccelerator, day);

/** The summary rows the page shows for a query: the server's render of the calculators, read as a visitor reads it. */
function pageRows(query: string): { label: string; amount: string }[] {
  const html = renderToString(<PricingCalculators query={query} cohort={cohort} />);
  const page = new JSDOM(html).window.document;
  const summary = [...page.querySelectorAll("section[aria-label]")].find((section) => section.querySelector("dl"));
  if (!summary) return [];
  const rows = [...summary.querySelectorAll("dl > div")].map((row) => ({
    label: row.querySelector("dt")!.textContent!,
    amount: row.querySelector("dd")!.textContent!,
  }));
  const installments = [...summary.querySelectorAll("ol > li")].map((item) => {
    const [label, amount] = [...item.querySelectorAll("span")].map((span) => span.textContent!);
    return { label: label!, amount: amount! };
  });
  return [...rows, ...installments];
}

const pricingState = anyPricingState;

describe("the quote PDF", () => {
  it("shows exactly the page's summary rows, in order, for any pricing state", async () => {
    await fc.assert(
      fc.asyncProperty(pricingState, async (state) => {
        const query = serializePricingState(state).toString();
        const rows = pageRows(query);
        // Every state with a price shows a summary (the trial and Enterprise have none: tested below).
        if (quoteDocument(parsePricingState(new URLSearchParams(query)), cohort).noAmount === null)
          expect(rows.length).toBeGreaterThanOrEqual(2);
        const lines = pdfLines((await renderQuotePdf(new URLSearchParams(query), day)).bytes);
        expectRowsInOrder(lines, rows);
      }),
      { numRuns: 40 },
    );
  });

  it("says who quotes, when, until when and how to pay, in text a machine can read", async () => {
    const lines = pdfLines((await renderQuotePdf(new URLSearchParams("tab=cmmc"), day)).bytes).join("\n");
    const { contact } = siteConfig;
    for (const expected of [
      siteConfig.companyName,
      contact.address.street,
      contact.email,
      contact.phone,
      footerNav.legal,
      quoteDate(day),
      quoteDate(quoteExpiry(day)),
      pricingCopy.quote.currency,
      String(pricingCopy.quote.validForDays),
      "Q-20261122-",
    ]) {
      expect(lines).toContain(expected);
    }
    expect(quoteDate(quoteExpiry(day))).toBe("December 22, 2026");
  });

  it("offers the deposit only while a cohort is open; on a day none is, says so instead (issue 36)", async () => {
    const textOn = async (at: Date) =>
      pdfLines((await renderQuotePdf(new URLSearchParams("tab=cmmc"), at)).bytes).join(" ");
    const lastOpenDay = plans.cmmcAccelerator.cohorts[0]!.registrationCloses.iso;
    // Noon in the cohorts' time zone on the registration's last day, and on the day after.
    const open = await textOn(new Date(`${lastOpenDay}T17:00:00Z`));
    const closed = await textOn(new Date(new Date(`${lastOpenDay}T17:00:00Z`).getTime() + 86_400_000));
    expect(cohortStatusAt(plans.cmmcAccelerator, new Date(`${lastOpenDay}T17:00:00Z`)).open).toBe(true);
    expect(open).toContain(siteConfig.links.cohortPayment);
    expect(open).not.toContain(fillText(pricingCopy.quote.noOpenCohort, { email: siteConfig.contact.email }));
    expect(closed).not.toContain(siteConfig.links.cohortPayment);
    expect(closed).toContain(fillText(pricingCopy.quote.noOpenCohort, { email: siteConfig.contact.email }));
  });

  it("gives a plan priced case by case and the free trial no amount, pointing to sales", async () => {
    for (const plan of secopsPlans.filter((candidate) => candidate.customPricing || candidate.trialDays)) {
      const text = pdfLines(
        (await renderQuotePdf(new URLSearchParams({ tab: "secops", secopsPlan: plan.id }), day)).bytes,
      ).join(" ");
      expect(pageRows(`tab=secops&secopsPlan=${plan.id}`)).toEqual([]);
      expect(text).not.toMatch(/\$0\b/);
      expect(text).toContain(siteConfig.contact.email);
      const words = plan.customPricing ? pricingCopy.quote.custom : pricingCopy.quote.trial;
      const opening = fillText(words, {
        plan: plan.name,
        pricing: plan.customPricing ?? "",
        days: plan.trialDays ?? 0,
        email: siteConfig.contact.email,
        phone: siteConfig.contact.phone,
      }).slice(0, 40);
      expect(text).toContain(opening);
    }
  });

  it("numbers a quote by its day and its tab's state: the same all day, another for another state or day", () => {
    const number = quoteNumber("tab=governance&govPlan=2&govBilling=annual", day);
    expect(number).toMatch(/^Q-20261122-[0-9A-F]{6}$/);
    expect(quoteNumber("tab=governance&govPlan=2&govBilling=annual", new Date("2026-11-22T23:59:00Z"))).toBe(number);
    expect(quoteNumber("tab=governance&govPlan=3&govBilling=annual", day)).not.toBe(number);
    expect(quoteNumber("tab=governance&govPlan=2&govBilling=annual", new Date("2026-11-23T00:00:00Z"))).not.toBe(
      number,
    );
  });

  it("is the same quote whatever another tab's settings say", async () => {
    const one = await renderQuotePdf(new URLSearchParams("tab=cmmc&users=40"), day);
    const other = await renderQuotePdf(new URLSearchParams("tab=cmmc&govPlan=3&secopsPlan=plus"), day);
    expect(one.number).toBe(other.number);
    expect(Buffer.from(one.bytes).equals(Buffer.from(other.bytes))).toBe(true);
  });

  describe("as a federal buyer's tools read it (issue 34)", () => {
    const query = "tab=secops&secopsPlan=plus&secopsBilling=annual&users=90&storage=1200";

    it("is tagged PDF/UA, shows its title in the window and says its language", async () => {
      const { bytes, number } = await renderQuotePdf(new URLSearchParams(query), day);
      const info = pdfInfo(bytes);
      expect(info.Tagged).toBe("yes");
      expect(info.Title).toBe(`${pricingCopy.quote.title} ${number} - ${siteConfig.brandName}`);
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.catalog.lookup(PDFName.of("ViewerPreferences"), PDFDict).get(PDFName.of("DisplayDocTitle"))).toBe(
        PDFBool.True,
      );
      expect(pdf.catalog.lookup(PDFName.of("Lang"), PDFString).decodeText()).toBe("en-US");
      expect(Buffer.from(bytes).toString("latin1")).toContain("<pdfuaid:part>1</pdfuaid:part>");
    });

    it("holds headings, the line items as a table with column headers, and the page's summary rows", async () => {
      const state = parsePricingState(new URLSearchParams(query));
      const quote = quoteDocument(state, cohort);
      const structure = pdfStructure((await renderQuotePdf(new URLSearchParams(query), day)).bytes);
      expect(allOfType(structure, "H1").map(textOf)).toEqual([pricingCopy.quote.title]);
      expect(allOfType(structure, "H2").map(textOf)).toEqual(
        expect.arrayContaining([pricingCopy.quote.from, quote.subject, pricingCopy.quote.periodTitle]),
      );
      const [items, summary] = allOfType(structure, "Table");
      const headers = allOfType(items!, "TH");
      expect(headers.map(textOf)).toEqual([
        pricingCopy.quote.item,
        pricingCopy.quote.columns.quantity,
        pricingCopy.quote.columns.unit,
        pricingCopy.quote.columns.unitPrice,
        pricingCopy.quote.amount,
      ]);
      expect(headers.every((header) => header.attributes.includes("/Scope /Column"))).toBe(true);
      const bodyRows = allOfType(allOfType(items!, "TBody")[0]!, "TR").map((row) => row.children.map(textOf));
      expect(bodyRows).toEqual(
        quote.items.map((item) => [item.description, item.quantity, item.unit, item.unitPrice, item.amount]),
      );
      // The summary's rows in the structure: each a row header and its amount, the same as the page shows.
      const summaryRows = allOfType(summary!, "TR").map((row) => row.children.map(textOf));
      expect(summaryRows).toEqual(pageRows(query).map((row) => [row.label, row.amount]));
      expect(textOf(structure)).toContain(quote.roundingNote!);
    });

    it("prints who it is prepared for, and says what it left out", async () => {
      const preparedFor = readPreparedFor({
        organisation: "Acme \u202eDefense",
        contact: "Dana Whitfield 锁",
        email: "not an address",
      });
      const text = textOf(pdfStructure((await renderQuotePdf(new URLSearchParams(query), day, preparedFor)).bytes));
      const words = pricingCopy.quote.preparedFor;
      expect(text).toContain(words.title);
      expect(text).toContain("Acme Defense");
      expect(text).toContain("Dana Whitfield ?");
      expect(text).toContain(words.leftOut);
      expect(text).not.toContain("not an address");
      const plain = textOf(pdfStructure((await renderQuotePdf(new URLSearchParams(query), day)).bytes));
      expect(plain).not.toContain(words.title);
    });

    it("prints a name in any script the buyer writes it in: Vietnamese, Greek, Cyrillic, Hebrew, Arabic (issue 47)", async () => {
      const names = {
        organisation: "Công ty Nguyễn Văn An, Αλφα Ltd, ООО Ромашка",
        contact: "Acme שלום עולם Ltd",
        email: "an.nguyen@example.vn",
      };
      const { bytes } = await renderQuotePdf(new URLSearchParams(query), day, readPreparedFor(names));
      // As a buyer's tools read the page: every letter printed, none turned into "?".
      const lines = pdfLines(bytes);
      expect(lines.join("\n")).toContain("Công ty Nguyễn Văn An, Αλφα Ltd, ООО");
      expect(lines.join("\n")).toContain("Ромашка");
      expect(lines.join("\n")).not.toContain("?");
      // The Hebrew words read right to left: the second one written is drawn to the left of the first.
      const words = pdfWords(bytes);
      const x = (word: string) => words.find((each) => each.text === word)!.x;
      expect(x("Acme")).toBeLessThan(x("םלוע"));
      expect(x("םלוע")).toBeLessThan(x("םולש"));
      expect(x("םולש")).toBeLessThan(x("Ltd"));
      // A screen reader is given the words in the order they were written (the element's ActualText).
      expect(await actualTexts(bytes)).toContain(names.contact);
      // Each face is embedded, as a subset of the glyphs used.
      const fonts = execFileSync("pdffonts", ["-"], { input: bytes, encoding: "utf8" });
      for (const face of ["Inter-Regular", "NotoSansHebrew-Regular"])
        expect(fonts).toMatch(new RegExp(`\\+${face} .* yes yes yes`));
    });

    it("names on the PDF what it cannot print (an emoji, Chinese), and keeps it for a screen reader", async () => {
      const preparedFor = readPreparedFor({ organisation: "Acme 😀 王小明", contact: "شركة النور", email: "" });
      const { bytes } = await renderQuotePdf(new URLSearchParams(query), day, preparedFor);
      const text = textOf(pdfStructure(bytes));
      const words = pricingCopy.quote.preparedFor;
      expect(text).toContain("Acme ? ???");
      expect(text).toContain(fillText(words.unprintable, { fields: words.organisation }));
      expect(await actualTexts(bytes)).toEqual(expect.arrayContaining(["Acme 😀 王小明", "شركة النور"]));
      // The Arabic name is printed (shaped in its own face), not replaced.
      expect(execFileSync("pdffonts", ["-"], { input: bytes, encoding: "utf8" })).toContain("NotoSansArabic-Regular");
      // A quote for a Latin name registers no other face.
      const latin = await renderQuotePdf(new URLSearchParams(query), day, readPreparedFor({ organisation: "Acme" }));
      expect(execFileSync("pdffonts", ["-"], { input: latin.bytes, encoding: "utf8" })).not.toMatch(
        /Noto|InterExtended/,
      );
    });

    it("stays bounded whatever is typed: every field at its limit keeps the quote small and short", async () => {
      const longest = readPreparedFor({
        organisation: "W".repeat(500),
        contact: "😀".repeat(500),
        email: `${"a".repeat(240)}@example.com`,
      });
      const { bytes } = await renderQuotePdf(new URLSearchParams("tab=cmmc&addons=hours12,hours24"), day, longest);
      expect(bytes.length).toBeLessThan(64 * 1024);
      expect(Number(pdfInfo(bytes).Pages)).toBeLessThanOrEqual(3);
    });

    it("says the period of performance, the payment terms and how to accept, citing its number", async () => {
      const { bytes, number } = await renderQuotePdf(new URLSearchParams(query), day);
      const text = textOf(pdfStructure(bytes));
      expect(text).toContain(pricingCopy.quote.periodAnnual);
      expect(text).toContain(fillText(pricingCopy.quote.billedAnnually, { amount: "$18,830" }));
      expect(text).toContain(
        fillText(pricingCopy.quote.accept, {
          email: siteConfig.contact.email,
          number,
          date: quoteDate(quoteExpiry(day)),
        }),
      );
    });
  });
});
