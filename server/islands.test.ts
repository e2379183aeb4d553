// @vitest-environment node
import { describe, expect, it } from "vitest";
import { addIslandScripts, islandsOf } from "./islands.ts";

const page = (body: string) => `<html><head><title>t</title></head><body>${body}</body></html>`;
const scripts = { "contact-form": "/assets/islands/contact-form-1.js", "checklist-dialog": "/assets/islands/c-2.js" };

describe("addIslandScripts", () => {
  it("leaves a page without islands as it is", () => {
    expect(addIslandScripts(page("<p>hello</p>"), scripts)).toBe(page("<p>hello</p>"));
  });

  it("imports each island's script once, after the load event and the first paint, at the end of the body", () => {
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
    expect(script.match(/import\(/g)).toHaveLength(2);
    expect(script.indexOf(scripts["checklist-dialog"])).toBeLessThan(script.indexOf(scripts["contact-form"]));
  });

  it("refuses an island without a script", () => {
    expect(() => addIslandScripts(page('<div data-island="quote"></div>'), scripts)).toThrow(/"quote" has no script/);
  });
});
