import { describe, expect, it } from "vitest";
import { forTheBrowser } from "./content-plugin.ts";

describe("the content the pages' scripts are given", () => {
  it("leaves out each page's description, which only the server's render reads, and nothing else", () => {
    const pages = {
      home: { path: "/", name: "Home", description: "For search results." },
      pricing: { path: "/pricing", name: "Pricing", description: "Plans and prices." },
    };
    expect(forTheBrowser("pages.json", pages)).toEqual({
      home: { path: "/", name: "Home" },
      pricing: { path: "/pricing", name: "Pricing" },
    });
    // The file itself is the server's, untouched.
    expect(pages.home.description).toBe("For search results.");
    const copy = { title: "Pricing", description: "Kept: a copy's own field." };
    expect(forTheBrowser("pricing-page.json", copy)).toBe(copy);
  });
});
