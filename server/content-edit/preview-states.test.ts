import { describe, expect, it } from "vitest";
import { refusalOf, refusalPath, sentBackOf, sentBackPath } from "./preview-states.ts";

describe("a preview's sent-back state", () => {
  it("marks a page's address, its own query kept, and reads the page and form back", () => {
    const marked = sentBackPath("/pricing?tab=secops", "quote");
    expect(marked).toMatch(/^\/pricing\?tab=secops&/);
    expect(sentBackOf(marked)).toEqual({ page: "/pricing?tab=secops", form: "quote" });
    expect(sentBackOf(sentBackPath("/contact", "contact"))).toEqual({ page: "/contact", form: "contact" });
  });

  it("marks a refusal's page by its place in refusals.json", () => {
    expect(refusalOf(refusalPath("quotes.busy"))).toBe("quotes.busy");
    expect(sentBackOf(refusalPath("quotes.busy"))).toBeUndefined();
  });

  it("leaves an address as visitors have it alone", () => {
    expect(sentBackOf("/pricing?tab=secops")).toBeUndefined();
    expect(refusalOf("/pricing?tab=secops")).toBeUndefined();
    expect(sentBackOf("/")).toBeUndefined();
  });
});
