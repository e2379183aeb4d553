// @vitest-environment node
import { describe, expect, it } from "vitest";
import { keepingFormerAddresses, movedPageNotes } from "./moved-pages.ts";

const page = (path: string, formerAddresses?: string[]) => ({
  path,
  name: path.slice(1) || "Home",
  description: "A page.",
  ...(formerAddresses ? { formerAddresses } : {}),
});

describe("a page given a new address in the workspace", () => {
  it("keeps its old address among its former ones, once", () => {
    const before = { energy: page("/industries/energy", ["/energy"]) };
    const after = { energy: page("/industries/power", ["/energy"]) };
    expect(keepingFormerAddresses(before, after)).toEqual({
      energy: page("/industries/power", ["/energy", "/industries/energy"]),
    });
    // Read again (the save after the review posts the form as reviewed), nothing more is added.
    expect(keepingFormerAddresses(before, keepingFormerAddresses(before, after))).toEqual(
      keepingFormerAddresses(before, after),
    );
  });

  it("a list the member changed after the review showed it is kept as written: a slip in the kept address is not doubled", () => {
    const before = { energy: page("/industries/energy") };
    const after = { energy: page("/industries/power", ["industries/energy"]) };
    expect(keepingFormerAddresses(before, after)).toEqual(after);
  });

  it("moved back to a former address, that one is its address again, not a former one", () => {
    const before = { energy: page("/industries/power", ["/industries/energy"]) };
    const after = { energy: page("/industries/Energy", ["/industries/energy"]) };
    expect(keepingFormerAddresses(before, after)).toEqual({
      energy: page("/industries/Energy", ["/industries/power"]),
    });
  });

  it("two pages swapping addresses keep no former address: each old one is the other page's", () => {
    const before = { a: page("/a"), b: page("/b") };
    const after = { a: page("/b"), b: page("/a") };
    expect(keepingFormerAddresses(before, after)).toEqual(after);
  });

  it("leaves new pages, unchanged pages and what is not a page list as they are", () => {
    const before = { a: page("/a", ["/old"]) };
    const after = { a: page("/a", []), b: page("/b") };
    expect(keepingFormerAddresses(before, after)).toEqual(after);
    expect(keepingFormerAddresses(before, "not pages")).toBe("not pages");
  });

  it("is said in the review for the page whose old address now leads to it", () => {
    const notes = movedPageNotes([
      {
        file: "pages.json",
        before: JSON.stringify({ energy: { ...page("/industries/energy"), name: "Energy" } }),
        after: JSON.stringify({ energy: { ...page("/industries/power", ["/industries/energy"]), name: "Energy" } }),
      },
    ]);
    expect(notes).toEqual([
      "Energy: its old address /industries/energy now sends visitors on to /industries/power, so links, ads and bookmarks that use it still reach the page (it is listed under Former addresses; a campaign link you make from now on should use the new address).",
    ]);
    expect(movedPageNotes([{ file: "plans.json", before: "{}", after: "{}" }])).toEqual([]);
  });

  it("is said in the review for a page taken off the site, unless its address leads to another page", () => {
    const energy = { ...page("/industries/energy", ["/energy"]), name: "Energy" };
    const removed = (after: object) =>
      movedPageNotes([
        { file: "pages.json", before: JSON.stringify({ energy, home: page("/") }), after: JSON.stringify(after) },
      ]);
    expect(removed({ home: page("/") })).toEqual([
      'Energy: its address /industries/energy will answer "page not found", and so will its former addresses (/energy). To keep the links, ads and bookmarks that use it working, add it under another page\'s Former addresses in this change.',
    ]);
    expect(removed({ home: page("/", ["/industries/energy"]) })).toEqual([]);
  });
});
