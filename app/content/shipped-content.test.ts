// @vitest-environment node
/**
 * The shipped content/ itself (every other unit test reads tests/fixtures/content): it passes the check, as
 * `npm run check:content` says, and every file in it has a schema.
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentDir, contentSchemas, formatProblems, reportOnContent } from "./check.server.ts";

describe("the shipped content", () => {
  it("is the folder the site is built from, not the tests' copy", () => {
    expect(contentDir).not.toContain("fixtures");
  });

  it("passes the content check", () => {
    const { problems } = reportOnContent();
    expect(problems.length === 0 ? "" : formatProblems(problems, (them) => `fix ${them}`)).toBe("");
  });

  it("has a schema for every file", () => {
    const files = readdirSync(contentDir).filter((name) => name.endsWith(".json"));
    expect(Object.keys(contentSchemas).sort()).toEqual(files.sort());
  });
});
