// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { type ContentFile, checkContent, contentDir, contentSchemas, formatProblems } from "./check.ts";
import { figureNames, withFigures } from "./figures.ts";

const real = (file: string) => readFileSync(path.join(contentDir, file), "utf8");

/** The content with one file's data changed by `edit`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits arbitrary JSON
function checkWith(file: ContentFile, edit: (data: any) => void) {
  const data = JSON.parse(real(file));
  edit(data);
  return checkContent((name) => (name === file ? JSON.stringify(data) : real(name)));
}

describe("the content check", () => {
  it("passes the content as it is", () => {
    expect(checkContent()).toEqual([]);
  });

  it("checks every file in content/", () => {
    const files = readdirSync(contentDir).filter((name) => name.endsWith(".json"));
    expect(Object.keys(contentSchemas).sort()).toEqual(files.sort());
  });

  it("names the file, the field and the rule: a negative price", () => {
    const problems = checkWith("plans.json", (data) => (data.governancePlans[0].monthlyPrice = -5));
    expect(problems).toEqual([
      {
        file: "plans.json",
        field: "governancePlans › item 1 › monthlyPrice",
        problem: "must be 0 or more (it is -5)",
        hint: "Dollars per month, billed monthly",
      },
    ]);
  });

  it("a missing headline", () => {
    const problems = checkWith("heroes.json", (data) => delete data.heroes.pricing.headline);
    expect(problems).toEqual([
      expect.objectContaining({
        file: "heroes.json",
        field: "heroes › pricing › headline",
        problem: expect.stringMatching(/^is missing/),
      }),
    ]);
  });

  it("a description longer than 160 characters, as shown", () => {
    const problems = checkWith("pages.json", (data) => (data.pricing.description = "x".repeat(161)));
    expect(problems).toEqual([
      expect.objectContaining({
        file: "pages.json",
        field: "pricing › description",
        problem: expect.stringContaining("at most 160 characters as shown on the site (it has 161)"),
      }),
    ]);
  });

  it("a misspelled field, an unknown figure, a wrong icon and a text typed as a number", () => {
    const problems = checkWith("home.json", (data) => {
      data.cta.titel = data.cta.title;
      data.cta.lead = "Only {cohort.week} weeks";
      data.whoWeServe.cards[0].icon = "rocket";
      data.about.badges[0] = 24;
    });
    expect(problems.map((p) => [p.field, p.problem])).toEqual([
      ["whoWeServe › cards › item 1 › icon", expect.stringMatching(/^must be one of "shield", .* \(it is "rocket"\)$/)],
      ["about › badges › item 1", "must be a text in quotes (it is 24)"],
      ["cta › lead", expect.stringMatching(/^uses \{cohort\.week\}, which is not a known figure/)],
      ["cta", 'has "titel", which is not a known field: check the spelling, or remove it'],
    ]);
  });

  it("a price or a cohort figure typed out in copy instead of quoted from the price data", () => {
    const problems = checkWith("lp-governance.json", (data) => {
      data.pricing.intro.title = "Subscriptions start at $199 per month";
      data.cmmc.intro.lead = "A 12-week cohort limited to 15 companies.";
    });
    expect(problems.map((p) => [p.field, p.problem])).toEqual([
      ["pricing › intro › title", expect.stringContaining("types a price")],
      ["cmmc › intro › lead", expect.stringContaining("types the cohort's length")],
    ]);
  });

  it("a figure quoted in copy that the price data leaves empty", async () => {
    vi.resetModules();
    vi.doMock("../../content/plans.json", async (importOriginal) => {
      const plans = structuredClone(
        (await importOriginal<{ default: { secopsPlans: { logIntegrations: unknown }[] } }>()).default,
      );
      plans.secopsPlans[1]!.logIntegrations = null;
      return { default: plans };
    });
    const { checkContent: checkWithoutCoreIntegrations } = await import("./check.ts");
    expect(checkWithoutCoreIntegrations().map((p) => [p.file, p.field, p.problem])).toEqual([
      [
        "secops.json",
        "integrations › intro › lead",
        expect.stringMatching(/^quotes \{secops\.core\.integrations\}, which content\/plans\.json leaves empty/),
      ],
    ]);
    vi.doUnmock("../../content/plans.json");
    vi.resetModules();
  });

  it("rules across files: an industry page needs a hero and copy, and links must reach a page", () => {
    const problems = checkContent((name) => {
      const data = JSON.parse(real(name));
      if (name === "pages.json")
        data.water = { path: "/industries/water", name: "Water", description: "Water utilities." };
      if (name === "site.json") data.productShared.actions[0].to = "/prices";
      return JSON.stringify(data);
    });
    expect(problems.map((p) => `${p.file}: ${p.problem}`)).toEqual([
      expect.stringMatching(/^heroes\.json: has no hero for the page "water"/),
      expect.stringMatching(/^industries\.json: has no copy for the industry page "water"/),
      expect.stringMatching(/^site\.json: links to "\/prices", which is not a page/),
    ]);
  });

  it("a file that is not valid JSON, with where it broke", () => {
    const problems = checkContent((name) => (name === "forms.json" ? real(name).replace(/,\n/, "\n") : real(name)));
    expect(problems).toEqual([
      { file: "forms.json", field: "", problem: expect.stringMatching(/^is not valid JSON: .*line \d+ column \d+/) },
    ]);
  });

  it("prints each problem with its file and field, and says nothing was built", () => {
    const text = formatProblems(checkWith("plans.json", (data) => (data.cmmcAccelerator.weeks = -1)));
    expect(text).toContain("nothing was built");
    expect(text).toContain("content/plans.json › cmmcAccelerator › weeks\n    must be 0 or more (it is -1)");
  });
});

describe("figures", () => {
  it("are each listed in the marketing team's guide", () => {
    const guide = readFileSync(path.join(contentDir, "../docs/content-and-prices.md"), "utf8");
    for (const name of figureNames) expect(guide, name).toContain(`{${name}}`);
  });

  it("every figure has a value", () => {
    for (const name of figureNames) expect(withFigures(`{${name}}`), name).not.toMatch(/^\{|^$|NaN|undefined/);
  });
});
