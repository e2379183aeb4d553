// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ISLAND_INTENTS, addIslandScripts, islandsOf } from "./islands.ts";

const page = (body: string) => `<html><head><title>t</title></head><body>${body}</body></html>`;
const scripts = {
  "contact-form": {
    entry: "/assets/islands/contact-form-1.js",
    chunks: ["/assets/islands/contact-form-1.js", "/assets/islands/react-3.js"],
  },
  "checklist-dialog": {
    entry: "/assets/islands/c-2.js",
    chunks: ["/assets/islands/c-2.js", "/assets/islands/react-3.js"],
  },
};

describe("addIslandScripts", () => {
  it("leaves a page without islands as it is", () => {
    expect(addIslandScripts(page("<p>hello</p>"), scripts)).toBe(page("<p>hello</p>"));
  });

  it("fetches the islands' chunks after the load event and the first paint, and runs them on the first intent", () => {
    const html = page(
      '<div data-island="checklist-dialog"></div><div data-island="contact-form"></div><div data-island="contact-form"></div>',
    );
    expect(islandsOf(html)).toEqual(["checklist-dialog", "contact-form"]);
    const out = addIslandScripts(html, scripts);
    const script = /<script type="module">([\s\S]*?)<\/script><\/body>/.exec(out)![1]!;
    expect(script).toContain('addEventListener("load",start,{once:true})');
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain('document.visibilityState==="hidden"');
    expect(script).toContain("setTimeout(go,1500)");
    // Fetched ahead, each chunk once: module preloads, not imports.
    expect(script).toContain('link.rel="modulepreload"');
    expect(script).toContain(
      '["/assets/islands/c-2.js","/assets/islands/react-3.js","/assets/islands/contact-form-1.js"]',
    );
    // Run on the visitor's first sign of using an island, or at once when the focus or the pointer is already there.
    for (const intent of ISLAND_INTENTS) expect(script).toContain(`"${intent}"`);
    expect(script).toContain('island.contains(document.activeElement)||island.matches(":hover")');
    expect(script.match(/import\(/g)).toHaveLength(2);
    expect(script.indexOf(scripts["checklist-dialog"].entry)).toBeLessThan(
      script.indexOf(scripts["contact-form"].entry),
    );
  });

  it("refuses an island without a script", () => {
    expect(() => addIslandScripts(page('<div data-island="quote"></div>'), scripts)).toThrow(/"quote" has no script/);
  });
});
