// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ISLAND_ATTRIBUTE } from "#app/islands/markup.ts";
import { islandChunksOf } from "./js-budget.ts";

describe("the JavaScript budget", () => {
  it("counts the chunks a page's islands load, which its loader names through a template (issue 47)", () => {
    const html = `<main><form ${ISLAND_ATTRIBUTE}="contact-form"></form><div ${ISLAND_ATTRIBUTE}="checklist-dialog"></div></main>`;
    const scripts = {
      "contact-form": { entry: "/a/contact.js", chunks: ["/a/react.js", "/a/fields.js", "/a/contact.js"] },
      "checklist-dialog": { entry: "/a/checklist.js", chunks: ["/a/react.js", "/a/fields.js", "/a/checklist.js"] },
      "pricing-calculators": { entry: "/a/pricing.js", chunks: ["/a/react.js", "/a/pricing.js"] },
    };
    expect(islandChunksOf(html, scripts)).toEqual(["/a/react.js", "/a/fields.js", "/a/contact.js", "/a/checklist.js"]);
    expect(islandChunksOf("<main>no islands</main>", scripts)).toEqual([]);
  });
});
