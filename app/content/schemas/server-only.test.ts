import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentSchemas } from "./index.ts";
import { browserView, serverOnly } from "./server-only.ts";
import { pricingCopy } from "#app/content/pricing.ts";

describe("the content the pages' scripts are given (browserView)", () => {
  it("leaves out each page's description, which only the server's render reads, and nothing else", () => {
    const pages = {
      home: { path: "/", name: "Home", description: "For search results." },
      pricing: { path: "/pricing", name: "Pricing", description: "Plans and prices." },
    };
    expect(browserView(contentSchemas["pages.json"], pages)).toEqual({
      home: { path: "/", name: "Home" },
      pricing: { path: "/pricing", name: "Pricing" },
    });
    // The file itself is the server's, untouched.
    expect(pages.home.description).toBe("For search results.");
  });

  it("leaves out the quote PDF's own words and keeps what the pricing page shows", () => {
    const { quote } = browserView(contentSchemas["pricing-page.json"], pricingCopy) as typeof pricingCopy;
    expect(Object.keys(quote).sort()).toEqual(["link", "preparedFor", "roundingNote"]);
    expect(Object.keys(quote.preparedFor).sort()).toEqual(
      [
        "contact",
        "email",
        "limit",
        "note",
        "organisation",
        "problemBanner",
        "problemIntro",
        "problemTitle",
        "scripts",
        "submit",
        "summary",
        "tooLong",
      ].sort(),
    );
    expect(quote.link).toBe(pricingCopy.quote.link);
  });

  it("finds a marked field inside lists, records and optional or refined values", () => {
    const item = z.object({ shown: z.string(), kept: serverOnly(z.string(), "a test") });
    const schema = z.object({
      list: z.array(item),
      byKey: z.record(z.string(), item).optional(),
      refined: item.refine(() => true),
    });
    const one = { shown: "a", kept: "b" };
    expect(browserView(schema, { list: [one], byKey: { x: one }, refined: one })).toEqual({
      list: [{ shown: "a" }],
      byKey: { x: { shown: "a" } },
      refined: { shown: "a" },
    });
  });
});
