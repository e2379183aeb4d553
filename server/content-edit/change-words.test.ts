/** A change said in the team's words (issue 54): items by their names, fields by their titles, money in dollars. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileChangesInWords } from "./change-words.ts";

const fixture = (file: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, "../../tests/fixtures/content", file), "utf8"));

describe("a change in words", () => {
  it("a price: the field and the plan it belongs to, in dollars", () => {
    const before = fixture("plans.json");
    const after = structuredClone(before);
    after.governancePlans[1].monthlyPrice = 1049;
    expect(fileChangesInWords("plans.json", before, after)).toEqual([
      `Monthly price, ${before.governancePlans[1].name}: $${before.governancePlans[1].monthlyPrice.toLocaleString("en-US")} → $1,049`,
    ]);
  });

  it("an add-on added, by its name and price; one removed, by its name", () => {
    const before = fixture("plans.json");
    const after = structuredClone(before);
    after.cmmcAccelerator.addOns.push({
      id: "hours36",
      name: "36 hours of expert support",
      hours: 36,
      price: 2340,
      cadence: "3 hours per week",
    });
    expect(fileChangesInWords("plans.json", before, after)).toEqual([
      "Added the add-on “36 hours of expert support” at $2,340 (CMMC Accelerator)",
    ]);
    const removed = structuredClone(before);
    const first = removed.cmmcAccelerator.addOns.shift();
    expect(fileChangesInWords("plans.json", before, removed)).toEqual([
      `Removed the add-on “${first.name}” (CMMC Accelerator)`,
    ]);
  });

  it("a list reordered, a line of a plan's features, a yes-or-no, and never a key or JSON", () => {
    const before = fixture("plans.json");
    const after = structuredClone(before);
    after.governancePlans[0].features.reverse();
    after.governancePlans[2].features[0] = "Everything in Professional";
    after.governancePlans[0].recommended = !before.governancePlans[0].recommended;
    const lines = fileChangesInWords("plans.json", before, after);
    expect(lines).toContain(`Reordered Features, ${before.governancePlans[0].name}`);
    expect(lines).toContain(
      `Feature 1, ${before.governancePlans[2].name}: “${before.governancePlans[2].features[0].slice(0, 39)}${before.governancePlans[2].features[0].length > 40 ? "…" : ""}” → “Everything in Professional”`,
    );
    expect(lines).toContain(
      `Recommended plan, ${before.governancePlans[0].name}: ${before.governancePlans[0].recommended ? "yes → no" : "no → yes"}`,
    );
    for (const line of lines) expect(line).not.toMatch(/[{}[\]]|governancePlans|item \d|monthlyPrice/);
  });

  it("an optional list that was not there: its items added, by their words and whose they are", () => {
    const page = { path: "/industries/energy", name: "Energy", description: "Energy." };
    const moved = { ...page, path: "/industries/power", formerAddresses: ["/industries/energy"] };
    expect(fileChangesInWords("pages.json", { energy: page }, { energy: moved })).toEqual([
      "Address, page “Energy (/industries/energy)”: “/industries/energy” → “/industries/power”",
      "Added the former address “/industries/energy” (page “Energy (/industries/energy)”)",
    ]);
    expect(
      fileChangesInWords("pages.json", { energy: moved }, { energy: { ...moved, formerAddresses: undefined } }),
    ).toEqual(["Removed the former address “/industries/energy” (page “Energy (/industries/power)”)"]);
  });

  it("a page's entry by the page's name and address, as it was; an entry for no page yet by its key", () => {
    const pages = fixture("pages.json");
    const renamed = structuredClone(pages);
    renamed.pricing.name = "Prices";
    renamed.water = { path: "/industries/water", name: "Water", description: "Water utilities." };
    expect(fileChangesInWords("pages.json", pages, renamed)).toEqual([
      `Name, page “${pages.pricing.name} (${pages.pricing.path})”: “${pages.pricing.name}” → “Prices”`,
      "Added the page “Water (/industries/water)”",
    ]);
    // A hero is named by the page of its key on the published site (#content/pages.json: the fixtures' here).
    const published = pages;
    const heroes = fixture("heroes.json");
    const edited = structuredClone(heroes);
    edited.heroes.pricing.headline = "New words";
    edited.heroes.water = { headline: "Water", lead: "Words", actions: [] };
    expect(fileChangesInWords("heroes.json", heroes, edited)).toEqual([
      `Headline, page “${published.pricing.name} (${published.pricing.path})”: “${heroes.heroes.pricing.headline}” → “New words”`,
      "Added the entry “water”",
    ]);
  });
});
