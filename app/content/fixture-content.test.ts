// @vitest-environment node
/**
 * The unit tests own their content (issue 47): they read the frozen copy in tests/fixtures/content, never the
 * shipped content/, so a marketer's routine change (a price, the next cohort, a reworded requirement) turns no
 * unrelated test red. Only the `shipped content` project (vitest.config.ts) reads content/ on purpose.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import plansJson from "#content/plans.json" with { type: "json" };
import { plans } from "./plans.ts";
import { contentDir } from "./check.server.ts";

const fixtures = path.resolve(import.meta.dirname, "../../tests/fixtures/content");

describe("the unit tests' content", () => {
  it("is the frozen copy, for the modules and for the content check", () => {
    expect(plansJson).toEqual(JSON.parse(readFileSync(path.join(fixtures, "plans.json"), "utf8")));
    expect(plans.governancePlans.map((plan) => plan.monthlyPrice)).toEqual(
      plansJson.governancePlans.map((plan) => plan.monthlyPrice),
    );
    expect(contentDir).toBe(fixtures);
  });

  it("has every file the site's content has", () => {
    const shipped = path.resolve(import.meta.dirname, "../../content");
    for (const file of ["plans.json", "checklist.json", "proof.json", "site.json", "pages.json"])
      expect(readFileSync(path.join(fixtures, file), "utf8").length, file).toBeGreaterThan(0);
    expect(shipped).not.toBe(fixtures);
  });
});
