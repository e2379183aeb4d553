/**
 * Proof as content (issue 37): a fixture with every kind filled (tests/fixtures/proof) goes through the schema and the
 * real image step (sharp), and each block renders it as a visitor and a screen reader meet it; the shipped file,
 * whose lists are empty, renders no block at all.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { render, screen, within } from "@testing-library/react";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Attestations, CaseStudies, CustomerLogos, Testimonials } from "./proof-blocks.tsx";
import { parseContent } from "#app/content/parse.ts";
import type { ProofContent } from "#app/content/schemas/proof.ts";
import { proof as shipped } from "#app/content/proof.ts";
import type { ImageManifest } from "#app/lib/images/slots.ts";
import { imageBudgetBytes, imagesOverBudget, makeContentImages, type ImageRun } from "#scripts/build/content-images.ts";

const fixtureDir = path.resolve(import.meta.dirname, "../../../tests/fixtures/proof");
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the cases edit arbitrary JSON
type Data = any;
const fixtureData = (): Data => JSON.parse(readFileSync(path.join(fixtureDir, "proof.json"), "utf8"));
const problemsOf = (data: unknown) => {
  try {
    parseContent("proof.json", data);
    return "";
  } catch (error) {
    return String(error instanceof Error ? error.message : error);
  }
};

let outDir: string;
let proof: ProofContent;
let run: ImageRun;
let images: ImageManifest;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), "content-images-"));
  proof = parseContent("proof.json", fixtureData());
  run = await makeContentImages({ proof, imagesDir: path.join(fixtureDir, "images"), outDir, urlPrefix: "/img" });
  images = run.manifest;
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the image step", () => {
  it("makes every image in AVIF and WebP at its shown width and twice it, within the budget", () => {
    expect(run.problems).toEqual([]);
    expect(Object.keys(images)).toHaveLength(5);
    const logo = images["logo:logos/northwind.svg"]!;
    // 480x120 held to 48 px tall: 192 px would pass 176, so 176 x 44.
    expect([logo.width, logo.height]).toEqual([176, 44]);
    expect(logo.avif).toMatch(
      /^\/img\/northwind-[0-9a-f]{10}-176\.avif 176w, \/img\/northwind-[0-9a-f]{10}-352\.avif 352w$/,
    );
    expect(logo.webp).toContain("352w");
    for (const file of run.files) {
      const name = file.url.replace("/img/", "");
      expect(statSync(path.join(outDir, name)).size).toBe(file.bytes);
      expect(file.bytes).toBeLessThanOrEqual(imageBudgetBytes[file.slot]);
    }
    expect(imagesOverBudget(run.files)).toEqual([]);
    expect(run.files.map((file) => path.extname(file.url)).sort()).toEqual(
      [...Array<string>(10).fill(".avif"), ...Array<string>(10).fill(".webp")].sort(),
    );
  });

  it("names a missing, unreadable or too small image in the check's words", async () => {
    const imagesDir = mkdtempSync(path.join(tmpdir(), "content-images-in-"));
    cpSync(path.join(fixtureDir, "images"), imagesDir, { recursive: true });
    writeFileSync(path.join(imagesDir, "broken.png"), "not an image");
    await sharp({ create: { width: 40, height: 10, channels: 3, background: "#0e7490" } })
      .png()
      .toFile(path.join(imagesDir, "tiny.png"));
    const data = fixtureData();
    data.customerLogos[0].image.src = "logos/missing.png";
    data.customerLogos[1].image.src = "tiny.png";
    data.testimonials[0].photo.src = "broken.png";
    const bad = await makeContentImages({
      proof: parseContent("proof.json", data),
      imagesDir,
      outDir: path.join(imagesDir, "out"),
    });
    rmSync(imagesDir, { recursive: true, force: true });
    expect(bad.problems).toEqual([
      {
        file: "proof.json",
        field: "customerLogos › item 1 › image › src",
        problem:
          'names "logos/missing.png", which is not in content/images/: add the file there, or correct the name (capitals count)',
      },
      {
        file: "proof.json",
        field: "customerLogos › item 2 › image › src",
        problem:
          'names "tiny.png", which is 40 px wide, and its place on the page shows it 176 px wide: supply a file at least 352 px wide (twice, for phones\' sharp screens)',
      },
      {
        file: "proof.json",
        field: "testimonials › item 1 › photo › src",
        problem: 'names "broken.png", which cannot be read as an image: save it again as PNG, JPEG, WebP or SVG',
      },
    ]);
  });
});

describe("the schema", () => {
  it("takes the fixture with every kind filled, and the shipped file with none", () => {
    expect(problemsOf(fixtureData())).toBe("");
    expect(shipped.customerLogos).toEqual([]);
    expect(shipped.testimonials).toEqual([]);
    expect(shipped.caseStudies).toEqual([]);
    expect(shipped.attestations).toEqual([]);
  });

  it.each([
    [
      "an image without alt text",
      (d: Data) => delete d.customerLogos[0].image.alt,
      "customerLogos › item 1 › image › alt",
    ],
    ["an empty alt text", (d: Data) => (d.testimonials[0].photo.alt = " "), "is empty: write the text"],
    [
      "a path out of content/images",
      (d: Data) => (d.attestations[0].badge.src = "../secret.png"),
      "must be a file under content/images/",
    ],
    [
      "a file name with a space",
      (d: Data) => (d.customerLogos[0].image.src = "logos/north wind.png"),
      "rename the file with dashes",
    ],
    [
      "a link that is not https",
      (d: Data) => (d.customerLogos[0].href = "http://northwind.example"),
      'must be a full web address starting with "https://"',
    ],
    [
      "a case study the customer has not approved",
      (d: Data) => (d.caseStudies[0].customerApproved = false),
      // Its own words, not a schema literal (issue 54).
      "customerApproved\n    must be ticked before the case study is published: the customer approves its words and figures in writing first",
    ],
    [
      "an attestation date that does not exist",
      (d: Data) => (d.attestations[0].issued = "2026-02-30"),
      "is not a day on the calendar (2026-02-30): check the month and the day",
    ],
    [
      "a date in another form",
      (d: Data) => (d.attestations[0].issued = "March 2026"),
      "must be a date: choose it in the date field",
    ],
  ])("refuses %s, in words", (_what, edit, words) => {
    const data = fixtureData();
    edit(data);
    expect(problemsOf(data)).toContain(words);
  });
});

describe("the blocks", () => {
  it("show the logos as images named by their alt text, in a box of their shown size, lazily, linked when a link is given", () => {
    render(<CustomerLogos proof={proof} images={images} />);
    expect(screen.getByRole("heading", { level: 3, name: proof.labels.logos })).toBeInTheDocument();
    const logo = screen.getByRole("img", { name: "Northwind Test" });
    expect(logo).toHaveAttribute("width", "176");
    expect(logo).toHaveAttribute("height", "44");
    expect(logo).toHaveAttribute("loading", "lazy");
    expect(logo.closest("a")).toHaveAttribute("href", "https://northwind.example");
    const sources = logo.closest("picture")!.querySelectorAll("source");
    expect([...sources].map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toBe(images["logo:logos/northwind.svg"]!.avif);
    expect(screen.getByRole("img", { name: "Contoso Test" }).closest("a")).toBeNull();
  });

  it("show a quote with the person, role and organisation who said it", () => {
    render(<Testimonials proof={proof} images={images} />);
    const quote = proof.testimonials[0]!;
    const figure = screen.getByRole("figure");
    expect(within(figure).getByText(`“${quote.quote}”`).closest("blockquote")).not.toBeNull();
    expect(within(figure).getByText(quote.person)).toBeInTheDocument();
    expect(within(figure).getByText(`${quote.role}, ${quote.organisation}`)).toBeInTheDocument();
    expect(within(figure).getByRole("img", { name: quote.photo!.alt })).toHaveAttribute("width", "56");
  });

  it("show an attestation with its issuer, its date and where to verify it", () => {
    render(<Attestations proof={proof} images={images} />);
    const held = proof.attestations[0]!;
    expect(screen.getByRole("link", { name: held.name })).toHaveAttribute("href", held.href);
    expect(screen.getByText("March 2026")).toHaveAttribute("dateTime", held.issued);
    expect(screen.getByText(new RegExp(`${proof.labels.issuedBy} ${held.issuer}`))).toBeInTheDocument();
    expect(screen.getByRole("img", { name: held.badge!.alt })).toBeInTheDocument();
  });

  it("show a case study on its industry's page only, with its approved figures", () => {
    const { container } = render(<CaseStudies industry="manufacturing" proof={proof} images={images} />);
    expect(container).toBeEmptyDOMElement();
    render(<CaseStudies industry="defenseIndustrial" proof={proof} images={images} />);
    const study = proof.caseStudies[0]!;
    const section = screen.getByRole("region", { name: study.title });
    expect(within(section).getByRole("heading", { level: 2, name: study.title })).toBeInTheDocument();
    expect(within(section).getByText(study.challenge)).toBeInTheDocument();
    expect(within(section).getByText(study.result)).toBeInTheDocument();
    expect(within(section).getByText(study.figures[0]!.value)).toBeInTheDocument();
    expect(within(section).getByRole("img", { name: study.image!.alt })).toHaveAttribute("width", "640");
  });

  it("render nothing at all for the shipped file's empty lists: no heading, no placeholder", () => {
    for (const Block of [CustomerLogos, Testimonials, Attestations]) {
      const { container } = render(<Block />);
      expect(container).toBeEmptyDOMElement();
    }
    for (const industry of ["federalSled", "defenseIndustrial", "manufacturing", "energy", "bankingFinance"]) {
      const { container } = render(<CaseStudies industry={industry} />);
      expect(container).toBeEmptyDOMElement();
    }
  });
});
