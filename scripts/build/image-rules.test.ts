/**
 * The image rules the check and the build share (issue 53): an image the check passes is one the build can make, so
 * a damaged file, one with too many pixels or an SVG that is more than a drawing is refused by the check, in words,
 * before it can be committed and block every publish after it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { noisyPng, squarePng } from "#tests/images.ts";
import { makeContentImages } from "./content-images.ts";
import { IMAGE_MAX_PIXELS, readContentImage } from "./image-rules.ts";

function imagesWith(files: Record<string, Buffer | string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "image-rules-"));
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), bytes);
  }
  return dir;
}

const problemOf = async (dir: string, src: string, slot: "logo" | "figure" = "figure") => {
  const result = await readContentImage(dir, src, slot);
  return "problem" in result ? result.problem : undefined;
};

describe("the image rules of the check and the build", () => {
  it("refuse a PNG whose header is whole but whose rest is missing (an interrupted download), which the build could not make", async () => {
    const whole = await noisyPng();
    const dir = imagesWith({ "cut.png": whole.subarray(0, 20_000), "whole.png": whole });
    expect(await problemOf(dir, "whole.png")).toBeUndefined();
    expect(await problemOf(dir, "cut.png")).toBe(
      'names "cut.png", which is damaged: its first part reads as a 1600 × 900 image but the rest is missing or broken (an interrupted download or export?). Export or download it again',
    );
    // The build's image step, given the damaged file anyway, says the same words.
    const out = mkdtempSync(path.join(tmpdir(), "image-out-"));
    const broken = await makeContentImages({
      proof: {
        customerLogos: [],
        testimonials: [],
        attestations: [],
        caseStudies: [{ image: { src: "cut.png", alt: "A screenshot" } }],
      } as never,
      imagesDir: dir,
      outDir: out,
    });
    expect(broken.problems.map(({ problem }) => problem)).toEqual([await problemOf(dir, "cut.png")]);
  });

  it("say how many pixels an image has and the most it may have, instead of calling it unreadable", async () => {
    const side = Math.ceil(Math.sqrt(IMAGE_MAX_PIXELS)) + 100;
    const huge = await squarePng(side);
    const dir = imagesWith({ "huge.png": huge });
    expect(await problemOf(dir, "huge.png")).toBe(
      `names "huge.png", an image of 7,172 × 7,172 pixels (51,437,584 in all); an image may have at most 50,000,000 pixels (e.g. 8,000 × 6,000): export it again smaller (about 2,000 px wide is plenty for any place on the site)`,
    );
  });

  it("refuse an SVG that carries a script, an event handler or a page of its own; a plain drawing passes", async () => {
    const drawing = (inside: string, attributes = "") =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100" viewBox="0 0 400 100"${attributes}><rect width="400" height="100" fill="#0e7490"/>${inside}</svg>`;
    const dir = imagesWith({
      "plain.svg": drawing(""),
      "script.svg": drawing("<script>alert(1)</script>"),
      "handler.svg": drawing("", ' onload="alert(1)"'),
      "html.svg": drawing('<foreignObject width="10" height="10"><p>hi</p></foreignObject>'),
      "link.svg": drawing('<a href="javascript:alert(1)"><text y="20">x</text></a>'),
    });
    expect(await problemOf(dir, "plain.svg", "logo")).toBeUndefined();
    expect(await problemOf(dir, "script.svg", "logo")).toBe(
      'names "script.svg", an SVG that carries a script: the site takes plain drawings only. Export it again as a plain SVG (no scripts, links or interactivity), or as a PNG',
    );
    expect(await problemOf(dir, "handler.svg", "logo")).toContain("an event handler (an on… attribute)");
    expect(await problemOf(dir, "html.svg", "logo")).toContain("embedded HTML (foreignObject)");
    expect(await problemOf(dir, "link.svg", "logo")).toContain("a javascript: address");
  });
});
