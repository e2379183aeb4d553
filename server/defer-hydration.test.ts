// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.ts";

const page = `<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";

  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client-4.js");</script></body></html>`;

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("drops the module preloads and keeps everything else", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("imports the same modules in the same order after the load event", () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(script).toContain('addEventListener("load",hydrate,{once:true})');
    const order = [
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/home-3.js",
      "window.__reactRouterRouteModules",
      "/assets/entry.client-4.js",
    ];
    const positions = order.map((needle) => script.indexOf(needle));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(script).toContain('window.__reactRouterRouteModules={"root":route0,"home":route1}');
  });

  it("refuses a page without a hydration script, and a script it does not understand", () => {
    expect(() => deferHydration("<p>static</p>")).toThrow(/No hydration script/);
    expect(() => deferHydration('<script type="module" async="">import "/x.js";</script>')).toThrow(
      /Unexpected hydration script/,
    );
  });
});
