import { describe, expect, it } from "vitest";
import { NOT_FOUND_PAGE, type Answered, type SitePaths, countedAs, deviceOf } from "./visits.ts";

const CHROME_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const FIREFOX_DESKTOP = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

export const sitePaths: SitePaths = {
  pageOf: (path) => (["/", "/pricing", "/lp/cmmc-accelerator"].includes(path) ? path : undefined),
  quotePath: "/pricing/quote.pdf",
  checklistPath: "/downloads/checklist.pdf",
  pricingPath: "/pricing",
  ownHosts: new Set(["www.vendor.example"]),
};

function answer(path: string, headers: Record<string, string>, { method = "GET", status = 200 } = {}): Answered {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const url = new URL(path, "http://upstream:3000");
  return { method, status, path: url.pathname, href: url.href, header: (name) => lower[name] };
}

const browser = { "User-Agent": FIREFOX_DESKTOP, "Sec-Fetch-Dest": "document" };

describe("what an answer counts as", () => {
  it("a page a browser asked for as a document: its page, campaign tags, referring site and device", () => {
    const counted = countedAs(
      answer("/lp/cmmc-accelerator?utm_source=linkedin&utm_medium=paid&utm_campaign=spring", {
        ...browser,
        Referer: "https://www.linkedin.com/feed/",
      }),
      sitePaths,
      false,
    );
    expect(counted).toMatchObject({ kind: "view", page: "/lp/cmmc-accelerator", pricing: false, device: "desktop" });
    expect(counted?.kind === "view" && counted.attribution()).toEqual({
      landing_path: "/lp/cmmc-accelerator",
      utm_source: "linkedin",
      utm_medium: "paid",
      utm_campaign: "spring",
      referrer_host: "www.linkedin.com",
    });
  });

  it.each([
    ["a bot", answer("/", { ...browser, "User-Agent": GOOGLEBOT })],
    ["no user agent", answer("/", { "Sec-Fetch-Dest": "document" })],
    ["Chromium's prefetch", answer("/", { ...browser, "Sec-Purpose": "prefetch" })],
    ["a prerender", answer("/", { ...browser, "Sec-Purpose": "prefetch;prerender" })],
    ["Firefox's prefetch", answer("/", { ...browser, "X-Moz": "prefetch" })],
    ["a HEAD", answer("/", browser, { method: "HEAD" })],
    ["a script's fetch of a page", answer("/", { ...browser, "Sec-Fetch-Dest": "empty" })],
    ["a redirect", answer("/Pricing", browser, { status: 301 })],
    ["a path that is no page", answer("/favicon.ico", browser)],
    ["a refused quote", answer("/pricing/quote.pdf", browser, { status: 429 })],
  ])("%s is not counted", (_, asked) => {
    expect(countedAs(asked, sitePaths, false)).toBeUndefined();
  });

  it("a member of the team is not counted", () => {
    expect(countedAs(answer("/", browser), sitePaths, true)).toBeUndefined();
  });

  it("a page the browser revalidated (304) is a view: the person sees it all the same", () => {
    expect(countedAs(answer("/pricing", browser, { status: 304 }), sitePaths, false)).toMatchObject({
      kind: "view",
      page: "/pricing",
    });
    expect(countedAs(answer("/downloads/checklist.pdf", browser, { status: 304 }), sitePaths, false)).toBeUndefined();
  });

  it("the site's 404 page as 'not found'; pricing as pricing; the site's own pages are no referring site", () => {
    expect(countedAs(answer("/old-page", browser, { status: 404 }), sitePaths, false)).toMatchObject({
      page: NOT_FOUND_PAGE,
    });
    const pricing = countedAs(
      answer("/pricing", { ...browser, Referer: "https://www.vendor.example/" }),
      sitePaths,
      false,
    );
    expect(pricing).toMatchObject({ page: "/pricing", pricing: true });
    expect(pricing?.kind === "view" && pricing.attribution()).not.toHaveProperty("referrer_host");
  });

  it("a first page's tags: the same words for the same address and referrer, each referrer and site its own", () => {
    const read = (path: string, referer: string, paths = sitePaths) => {
      const counted = countedAs(answer(path, { ...browser, Referer: referer }), paths, false);
      return counted?.kind === "view" ? counted.attribution() : undefined;
    };
    const first = read("/?utm_campaign=fall", "https://www.vendor.example/");
    expect(read("/?utm_campaign=fall", "https://www.vendor.example/")).toEqual(first);
    expect(first).toEqual({ landing_path: "/", utm_campaign: "fall" });
    // Another referrer, or another site's own hosts, is read afresh.
    expect(read("/?utm_campaign=fall", "https://news.example/")).toHaveProperty("referrer_host", "news.example");
    expect(read("/?utm_campaign=fall", "https://www.vendor.example/", { ...sitePaths, ownHosts: new Set() })).toEqual({
      ...first,
      referrer_host: "www.vendor.example",
    });
  });

  it("a quote (GET or the posted 'prepared for') and the checklist's download, whatever the fetch's destination", () => {
    expect(
      countedAs(answer("/pricing/quote.pdf?tab=secops", { "User-Agent": CHROME_PHONE }), sitePaths, false),
    ).toEqual({ kind: "quote", device: "phone" });
    expect(countedAs(answer("/pricing/quote.pdf", browser, { method: "POST" }), sitePaths, false)).toEqual({
      kind: "quote",
      device: "desktop",
    });
    expect(countedAs(answer("/downloads/checklist.pdf", browser), sitePaths, false)).toEqual({
      kind: "checklist",
      device: "desktop",
    });
  });

  it("phone or desktop: the client hint first, then the user agent", () => {
    const header = (headers: Record<string, string>) => (name: string) => headers[name];
    expect(deviceOf(header({ "user-agent": CHROME_PHONE }))).toBe("phone");
    expect(deviceOf(header({ "user-agent": CHROME_PHONE, "sec-ch-ua-mobile": "?0" }))).toBe("desktop");
    expect(deviceOf(header({ "user-agent": FIREFOX_DESKTOP }))).toBe("desktop");
    expect(
      deviceOf(header({ "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148" })),
    ).toBe("phone");
  });
});
