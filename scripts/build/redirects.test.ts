// @vitest-environment node
import { describe, expect, it } from "vitest";
import { redirectLines } from "./redirects.ts";

describe("a static build's _redirects", () => {
  it("sends each page's former address, with and without its trailing slash, on to the page", () => {
    expect(
      redirectLines([
        { path: "/industries/power", formerAddresses: ["/industries/energy", "/energy"] },
        { path: "/pricing" },
      ]),
    ).toEqual([
      "/industries/energy /industries/power 301",
      "/industries/energy/ /industries/power 301",
      "/energy /industries/power 301",
      "/energy/ /industries/power 301",
    ]);
  });
});
