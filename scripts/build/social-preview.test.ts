// @vitest-environment node
import { describe, expect, it } from "vitest";
import { limits } from "#app/content/layout-limits.ts";
import { pageList } from "#app/content/pages.ts";
import { inkRight, ogSvg, PREVIEW, PREVIEW_SIZES, previewLines, previewPng } from "./social-preview.ts";

/** Words of `letters` capitals W (Inter's widest letter), `length` characters in all. */
const widest = (length: number, letters: number = limits.word) =>
  `${"W".repeat(letters)} `.repeat(Math.ceil(length / (letters + 1))).slice(0, length).trim();

/** What a preview must hold: every word, inside the margins, above the bar. */
async function expectWhole(name: string, description: string) {
  const lines = await previewLines(name, description);
  const said = (weight: number) =>
    lines
      .filter((line) => line.weight === weight)
      .map((line) => line.text)
      .join(" ");
  expect(said(700).replaceAll(" ", "")).toBe(name.replaceAll(" ", ""));
  expect(said(400).replaceAll(" ", "")).toBe(description.replaceAll(" ", ""));
  expect(await inkRight(lines)).toBeLessThanOrEqual(PREVIEW.width - PREVIEW.margin);
  const last = lines.at(-1)!;
  expect(last.y + last.size * 0.3).toBeLessThanOrEqual(PREVIEW.bar - 10);
  return lines;
}

describe("a page's social preview", () => {
  it("holds the longest name and description the check lets through, in Inter's widest capitals", async () => {
    const lines = await expectWhole(widest(limits.pageName), widest(limits.pageDescription));
    expect(lines[0]!.size).toBeLessThan(PREVIEW_SIZES[0].name);
  });

  it("holds a name of one word as long as the check lets a word be, and a description without spaces", async () => {
    await expectWhole(widest(limits.word), widest(limits.pageDescription, limits.pageDescription));
  });

  it("holds every page's own name and description whole", async () => {
    for (const page of pageList) await expectWhole(page.name, page.description);
  });

  it("draws a short name at the largest size", async () => {
    const lines = await expectWhole("Pricing", "Plans and prices.");
    expect(lines.map((line) => line.size)).toEqual([PREVIEW_SIZES[0].name, PREVIEW_SIZES[0].description]);
  });

  it("renders a 1200 × 630 PNG with its text escaped", async () => {
    expect(ogSvg(await previewLines("Banking & Finance", "GLBA <and> PCI-DSS"))).toContain(
      "Banking &amp; Finance</text>",
    );
    const png = await previewPng("Banking & Finance", "GLBA <and> PCI-DSS");
    expect(Buffer.from(png.subarray(1, 4)).toString()).toBe("PNG");
    const view = new DataView(png.buffer, png.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([PREVIEW.width, PREVIEW.height]);
  });
});
