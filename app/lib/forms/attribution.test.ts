import { afterEach, describe, expect, it } from "vitest";
import {
  ATTRIBUTION_STORAGE_KEY,
  attributionLimits,
  attributionOfPage,
  attributionOfVisit,
  attributionValue,
  storedAttribution,
} from "./attribution.ts";

describe("lead attribution", () => {
  afterEach(() => sessionStorage.clear());

  it("reads a visit's first page: its campaign tags, its path, and the host of another site that sent it", () => {
    const url = new URL("https://www.example.com/lp/cmmc-accelerator?utm_source=linkedin&utm_campaign=cmmc-q1&gclid=z");
    expect(attributionOfVisit(url, "https://www.linkedin.com/feed/?trk=secret")).toEqual({
      utm_source: "linkedin",
      utm_campaign: "cmmc-q1",
      landing_path: "/lp/cmmc-accelerator",
      referrer_host: "www.linkedin.com",
    });
    // The site's own pages and non-web referrers are not a source.
    expect(attributionOfVisit(url, "https://www.example.com/")).not.toHaveProperty("referrer_host");
    expect(attributionOfVisit(url, "android-app://com.example")).not.toHaveProperty("referrer_host");
    expect(attributionOfVisit(url, "not a url")).not.toHaveProperty("referrer_host");
  });

  it("reads a page's parts as it reads its URL (the server's counting reads them so)", () => {
    for (const [href, referrer] of [
      ["https://www.example.com/lp/x?utm_source=linked%20in&utm_campaign=q1+spring&utm_source=second", ""],
      ["https://www.example.com/pricing", "https://www.google.com/search?q=secret"],
      ["http://www.example.com:8080/?utm_medium=", "http://www.example.com:8080/secops"],
    ] as const) {
      const url = new URL(href);
      const query = href.includes("?") ? new URLSearchParams(href.slice(href.indexOf("?") + 1)) : undefined;
      expect(attributionOfPage(url.pathname, query, url.host, referrer)).toEqual(attributionOfVisit(url, referrer));
    }
  });

  it("keeps one-line values within their limits and drops everything else", () => {
    expect(attributionValue("utm_source", "  linkedin ")).toBe("linkedin");
    expect(attributionValue("utm_source", "x".repeat(attributionLimits.utm_source))).toHaveLength(200);
    for (const bad of [
      "x".repeat(attributionLimits.utm_source + 1),
      "a\u0007b",
      "a\rb",
      "\u200Bx",
      "",
      "   ",
      42,
      null,
    ]) {
      expect(attributionValue("utm_source", bad), JSON.stringify(bad)).toBeUndefined();
    }
    expect(attributionValue("landing_path", "/pricing")).toBe("/pricing");
    expect(attributionValue("landing_path", "//evil.example/")).toBeUndefined();
    expect(attributionValue("landing_path", "pricing")).toBeUndefined();
    expect(attributionValue("referrer_host", "www.linkedin.com")).toBe("www.linkedin.com");
    expect(attributionValue("referrer_host", "localhost:3000")).toBe("localhost:3000");
    expect(attributionValue("referrer_host", "https://www.linkedin.com/")).toBeUndefined();
  });

  it("gives what the visit's first page kept, or nothing when storage holds nothing usable", () => {
    expect(storedAttribution()).toEqual({});
    sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, "{not json");
    expect(storedAttribution()).toEqual({});
    sessionStorage.setItem(
      ATTRIBUTION_STORAGE_KEY,
      JSON.stringify({ url: "https://www.example.com/?utm_medium=social", referrer: "" }),
    );
    expect(storedAttribution()).toEqual({ utm_medium: "social", landing_path: "/" });
  });
});
