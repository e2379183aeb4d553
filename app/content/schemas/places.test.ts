/** The content list's places (issue 54): every file and every part of a split file listed once, titled in words. */
import { describe, expect, it } from "vitest";
import { contentSchemas } from "./index.ts";
import { contentGroups, fileTitle } from "./places.ts";

const places = contentGroups.flatMap((group) => group.places);
const topLevel = (file: keyof typeof contentSchemas) =>
  Object.keys((contentSchemas[file] as unknown as { shape?: object }).shape ?? {});

describe("the content list's places", () => {
  it("lists every content file, and none twice unless split into named parts", () => {
    for (const file of Object.keys(contentSchemas) as (keyof typeof contentSchemas)[]) {
      const of = places.filter((place) => place.file === file);
      expect(of.length, file).toBeGreaterThan(0);
      if (of.length > 1) {
        // A split file's parts are each in one place, all of them somewhere.
        const parts = of.flatMap((place) => place.sections ?? []);
        expect(parts.sort(), file).toEqual(topLevel(file).sort());
      }
    }
  });

  it("names each part by a key the file has, and each file in words", () => {
    for (const place of places)
      for (const section of place.sections ?? []) expect(topLevel(place.file), place.title).toContain(section);
    expect(fileTitle("plans.json")).toBe("Plans, prices and cohorts");
    expect(fileTitle("home.json")).toBe("Home page");
  });
});
