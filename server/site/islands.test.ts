// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ISLAND_INTENTS, addIslandScripts, evaluationOrder, islandsOf, loaderFromTemplate } from "./islands.ts";

const page = (body: string) => `<html><head><title>t</title></head><body>${body}</body></html>`;
const scripts = {
  "contact-form": {
    entry: "/assets/islands/contact-form-1.js",
    chunks: ["/assets/islands/react-3.js", "/assets/islands/contact-form-1.js"],
  },
  "checklist-dialog": {
    entry: "/assets/islands/c-2.js",
    chunks: ["/assets/islands/react-3.js", "/assets/islands/c-2.js"],
  },
};

describe("addIslandScripts", () => {
  it("leaves a page without islands as it is", () => {
    expect(addIslandScripts(page("<p>hello</p>"), scripts)).toBe(page("<p>hello</p>"));
  });

  it("fetches the islands' chunks after the load event and the first paint, then wakes them one chunk per task", () => {
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
    // Fetched ahead, each chunk once, shared chunks before the entries that import them.
    expect(script).toContain('link.rel="modulepreload"');
    expect(script).toContain(
      'const order=["/assets/islands/react-3.js","/assets/islands/c-2.js","/assets/islands/contact-form-1.js"]',
    );
    // Once painted, evaluated in that order, one chunk per task, yielding to input between them.
    expect(script).toContain("const start=()=>painted(wake)");
    expect(script).toContain("for(const chunk of order){await import(chunk);await yieldToInput();}");
    expect(script).toContain("scheduler.yield()");
    // A visitor quicker than that (a pointer, the focus, a key on an island) starts the same wake at once.
    for (const intent of ISLAND_INTENTS) expect(script).toContain(`"${intent}"`);
    expect(script).toContain('island.contains(document.activeElement)||island.matches(":hover")');
    expect(script.match(/import\(/g)).toHaveLength(1);
  });

  it("orders the chunks so each is evaluated after what it imports, each once", () => {
    expect(
      evaluationOrder([
        { entry: "/a.js", chunks: ["/runtime.js", "/react.js", "/forms.js", "/a.js"] },
        { entry: "/b.js", chunks: ["/runtime.js", "/react.js", "/b.js"] },
      ]),
    ).toEqual(["/runtime.js", "/react.js", "/forms.js", "/a.js", "/b.js"]);
  });

  it("takes the build's minified loader, with the page's chunks where its placeholder was", () => {
    const loader = loaderFromTemplate("const e=[`__ISLAND_CHUNKS__`];for(const t of e)import(t);");
    const out = addIslandScripts(page('<div data-island="contact-form"></div>'), scripts, loader);
    expect(out).toContain(
      '<script type="module">const e=["/assets/islands/react-3.js","/assets/islands/contact-form-1.js"];for(const t of e)',
    );
    expect(() => loaderFromTemplate("const e=[];")).toThrow(/no chunks placeholder/);
  });

  it("refuses an island without a script", () => {
    expect(() => addIslandScripts(page('<div data-island="quote"></div>'), scripts)).toThrow(/"quote" has no script/);
  });
});
