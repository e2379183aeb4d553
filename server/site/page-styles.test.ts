import { describe, expect, it } from "vitest";
import { type PageStyles, classTokens, elementNames, siteStylesheetOf, withPageStylesheet } from "./page-styles.ts";

const whole = "/*! tailwindcss v4 */.p-4{padding:1rem}.p-8{padding:2rem}.bg-danger{background:red}";
const page = (body: string) => `<html><head><style>${whole}</style></head><body>${body}</body></html>`;
const styles: PageStyles = {
  "/contact": {
    css: "/*! tailwindcss v4 */.p-4{padding:1rem}",
    classes: ["p-4", "[&::-webkit-details-marker]:hidden"],
    elements: ["body", "head", "html", "main", "noscript", "p", "section", "style"],
  },
};

describe("classTokens", () => {
  it("reads every class of every element, HTML and SVG, as React escaped them", () => {
    const tokens = classTokens(
      `<div class="p-4  md:p-8"><svg class="size-4"></svg><summary class="[&amp;::-webkit-details-marker]:hidden"></summary></div>`,
    );
    expect([...tokens].sort()).toEqual(["[&::-webkit-details-marker]:hidden", "md:p-8", "p-4", "size-4"]);
  });
});

describe("elementNames", () => {
  it("names every element, HTML and SVG", () => {
    expect([...elementNames(`<main><svg><path/></svg><P>x</P></main>`)].sort()).toEqual(["main", "p", "path", "svg"]);
  });
});

describe("withPageStylesheet", () => {
  it("gives a render its route's own stylesheet when that sheet was compiled for every class it uses", () => {
    const html = withPageStylesheet(page(`<main class="p-4"></main>`), styles, "/contact");
    expect(siteStylesheetOf(html)).toBe(styles["/contact"]!.css);
    expect(html).toContain(`<main class="p-4">`);
  });

  it("keeps the whole stylesheet for a render with a class the route's sheet was not compiled for", () => {
    // A form sent back with its errors: the banner above the page is not in the pre-rendered page.
    const html = page(`<section class="bg-danger"></section><main class="p-4"></main>`);
    expect(withPageStylesheet(html, styles, "/contact")).toBe(html);
  });

  it("keeps the whole stylesheet for a render with an element the route's sheet was not made for", () => {
    const html = page(`<main class="p-4"><input class="p-4"></main>`);
    expect(withPageStylesheet(html, styles, "/contact")).toBe(html);
  });

  it("leaves a route it has no stylesheet for as it is", () => {
    const html = page(`<main class="p-4"></main>`);
    expect(withPageStylesheet(html, styles, "/pricing")).toBe(html);
    expect(withPageStylesheet(html, {}, "/contact")).toBe(html);
  });

  it("replaces the site's stylesheet only, never the no-script one", () => {
    const html = `<noscript><style>#cookie-banner{display:none}</style></noscript>${page(`<p class="p-4"></p>`)}`;
    const result = withPageStylesheet(html, styles, "/contact");
    expect(result).toContain("<noscript><style>#cookie-banner{display:none}</style></noscript>");
    expect(siteStylesheetOf(result)).toBe(styles["/contact"]!.css);
  });
});
