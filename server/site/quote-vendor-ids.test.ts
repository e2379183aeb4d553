// @vitest-environment node
/**
 * The vendor's identifiers on the quote (issue 34): each printed only when its setting is given (SITE_UEI,
 * SITE_CAGE_CODE, SITE_NAICS_CODES, SITE_SAM_STATUS; README, Configuration), in the "From" block.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { textOf, pdfStructure } from "#tests/pdf-structure.ts";

const day = new Date("2026-11-22T15:30:00Z");

async function quoteText(): Promise<{ text: string; labels: Record<string, string> }> {
  vi.resetModules();
  const { renderQuotePdf } = await import("./quote-pdf.ts");
  const { pricingCopy } = await import("#app/content/pricing.ts");
  const { bytes } = await renderQuotePdf(new URLSearchParams("tab=governance"), day);
  return { text: textOf(pdfStructure(bytes)), labels: pricingCopy.quote.vendorIds };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the vendor's identifiers on a quote", () => {
  it("are printed when the settings give them", async () => {
    vi.stubEnv("SITE_UEI", "ABCDEFGHJKLM");
    vi.stubEnv("SITE_CAGE_CODE", "1ABC2");
    vi.stubEnv("SITE_NAICS_CODES", "541512, 541519");
    vi.stubEnv("SITE_SAM_STATUS", "Active until 2027-03-31");
    const { text, labels } = await quoteText();
    for (const line of [
      `${labels.uei}: ABCDEFGHJKLM`,
      `${labels.cage}: 1ABC2`,
      `${labels.naics}: 541512, 541519`,
      `${labels.sam}: Active until 2027-03-31`,
    ])
      expect(text).toContain(line);
  });

  it("are left out, label and all, while a setting is empty", async () => {
    vi.stubEnv("SITE_CAGE_CODE", "1ABC2");
    const { text, labels } = await quoteText();
    expect(text).toContain(`${labels.cage}: 1ABC2`);
    for (const label of [labels.uei, labels.naics, labels.sam]) expect(text).not.toContain(`${label}:`);
  });
});
