import { describe, expect, it } from "vitest";
import { attributionLimits } from "#app/lib/forms/attribution.ts";
import { pages as sitePages } from "#app/content/pages.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { campaignLinkOf, capitalNotes, linkDestinations } from "./campaign-link.ts";

const pages = ["/", "/pricing", "/lp/cmmc-accelerator"];
const origin = "https://www.vendor.example";
const asked = (query: Record<string, string>) => campaignLinkOf(query, pages, origin);

describe("a campaign's link", () => {
  it("is a page of the site with its tags, in the order they are written, the optional ones only when given", () => {
    expect(
      asked({ page: "/lp/cmmc-accelerator", utm_source: "linkedin", utm_medium: "social", utm_campaign: "cmmc-q1" })
        .link,
    ).toBe(`${origin}/lp/cmmc-accelerator?utm_source=linkedin&utm_medium=social&utm_campaign=cmmc-q1`);
    expect(
      asked({
        page: "/pricing",
        utm_content: "banner_a",
        utm_term: "cmmc",
        utm_campaign: " cmmc-q1 ",
        utm_medium: "cpc",
        utm_source: "google",
      }),
    ).toEqual({
      values: {
        page: "/pricing",
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "cmmc-q1",
        utm_term: "cmmc",
        utm_content: "banner_a",
      },
      errors: {},
      link: `${origin}/pricing?utm_source=google&utm_medium=cpc&utm_campaign=cmmc-q1&utm_term=cmmc&utm_content=banner_a`,
    });
  });

  it("may open the pricing page at a tab: its tags follow the tab's own", () => {
    const destinations = linkDestinations();
    const cmmcTab = destinations.find((page) => page.name.endsWith(`${pricingCopy.tabs.cmmc} tab`))!;
    expect(cmmcTab.path).toBe(`${sitePages.pricing.path}?tab=cmmc`);
    // Right after the pricing page itself, which opens at its first tab.
    const at = destinations.findIndex((page) => page.path === sitePages.pricing.path);
    expect(destinations[at]!.name).toBe(`${sitePages.pricing.name}, ${pricingCopy.tabs.governance} tab`);
    expect(destinations.slice(at + 1, at + 3).map((page) => page.path)).toEqual([
      `${sitePages.pricing.path}?tab=secops`,
      cmmcTab.path,
    ]);
    expect(
      campaignLinkOf(
        { page: cmmcTab.path, utm_source: "newsletter", utm_medium: "email", utm_campaign: "cmmc-q1" },
        destinations.map((page) => page.path),
        origin,
      ).link,
    ).toBe(`${origin}${cmmcTab.path}&utm_source=newsletter&utm_medium=email&utm_campaign=cmmc-q1`);
  });

  it("is not made, and nothing is said wrong, while nothing is asked (the page opened)", () => {
    expect(asked({})).toEqual({ values: { page: "/" }, errors: {} });
  });

  it("says what each tag lacks or has too much of, under its own field", () => {
    const wrong = asked({
      page: "/nowhere",
      utm_source: "LinkedIn Ads!",
      utm_campaign: "x".repeat(attributionLimits.utm_campaign + 1),
      utm_content: "ad 2",
    });
    expect(wrong.link).toBeUndefined();
    expect(wrong.errors).toEqual({
      page: "Choose one of the site's pages.",
      utm_source: "Use only letters, digits, “-” and “_”, without spaces: for example linkedin-ads.",
      utm_medium: "Give the medium: how the link reaches them, such as social, email or cpc.",
      utm_campaign: `Use at most ${attributionLimits.utm_campaign} characters (this has ${attributionLimits.utm_campaign + 1}): longer tags are not kept.`,
      utm_content: "Use only letters, digits, “-” and “_”, without spaces: for example ad-2.",
    });
    // What was typed stays in the form, as typed.
    expect(wrong.values.utm_source).toBe("LinkedIn Ads!");
    expect(asked({ utm_source: "linkedin" }).errors).toEqual({
      utm_medium: "Give the medium: how the link reaches them, such as social, email or cpc.",
      utm_campaign: "Give the campaign's name, such as cmmc-q1.",
    });
  });
});

describe("a note on capitals", () => {
  it("says a tag the site has counted in other capitals is counted apart, and which to use", () => {
    expect(
      capitalNotes(
        { utm_source: "LinkedIn", utm_medium: "social", utm_campaign: "CMMC-Q1" },
        { utm_source: ["linkedin", "newsletter"], utm_medium: ["Social", "social"], utm_campaign: ["cmmc-q1"] },
      ),
    ).toEqual({
      utm_source:
        "The site has counted “linkedin” before; this link's visits and leads would be counted apart from it. Use “linkedin” to count them together.",
      utm_campaign:
        "The site has counted “cmmc-q1” before; this link's visits and leads would be counted apart from it. Use “cmmc-q1” to count them together.",
    });
    expect(capitalNotes({ utm_campaign: "new-one" }, {})).toEqual({});
  });
});
