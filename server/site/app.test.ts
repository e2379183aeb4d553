// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RECEIPT_PARAM, leadFormDefinitions, sentPath } from "#app/lib/forms/lead-forms.ts";
import { notALeadEndpoint, createApp } from "./app.ts";
import { QUOTE_POSTS_PER_MINUTE, quoteMessages } from "./quote-routes.ts";
import { fillText } from "#app/content/figures.ts";
import { pricingCopy } from "#app/content/pricing.ts";
import { PREPARED_FOR_MAX_BYTES } from "#app/lib/pricing/prepared-for.ts";
import { pdfLines } from "#tests/pdf-lines.ts";
import { pdfStructure, textOf } from "#tests/pdf-structure.ts";
import { escapeHtml } from "#server/leads/page-of-its-own.ts";
import { RenderGate } from "./render-gate.ts";
import { contentSecurityPolicy, externalOrigins, inlineScriptHashes } from "./security-headers.ts";
import { loadStaticSite } from "./static-site.ts";
import { checklistPdfPath } from "#app/content/forms.ts";
import { formSentPath, notFoundPath } from "#app/content/pages.ts";
import { addressesTaken } from "#app/content/paths.ts";
import { TEAM_PATH } from "#server/team/auth.ts";

const inline = "window.__x = 1;";
const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body>${"<p>filler</p>".repeat(80)}<script>${inline}</script><script type="module" src="/assets/app-abc.js"></script></body></html>`;

let app: ReturnType<typeof createApp>;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "site-"));
  for (const [file, body] of Object.entries({
    "index.html": page("Home"),
    "contact/index.html": page("Contact"),
    "lp/Governance/index.html": page("Governance landing"),
    "pricing/index.html": page("Pricing, pre-rendered"),
    "thank-you/checklist/index.html": page("Success!"),
    "404/index.html": page("Not found"),
    "assets/app-abc.js": `console.log("${"x".repeat(2000)}");`,
    "robots.txt": "User-agent: *\n",
    ".well-known/security.txt": "Contact: mailto:security@vendor.test\n",
    "downloads/checklist.pdf": "%PDF-1.7 a checklist",
    "__spa-fallback.html": page("fallback"),
    _headers: "/*\n  X-Test: 1\n",
    _redirects: "/old /contact 301\n",
  })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  }
  app = createApp({ site: loadStaticSite(dir) });
});

describe("static pages", () => {
  it("serves each pre-rendered page with and without a trailing slash", async () => {
    for (const url of ["/contact", "/contact/"]) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("<title>Contact</title>");
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    for (const url of [
      "/nope",
      "/404",
      "/__spa-fallback.html",
      "/_headers",
      "/_redirects",
      "/contact/index.html",
      "/%E0%A4%A",
    ]) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.text()).toContain("<title>Not found</title>");
    }
  });

  it("serves the build's /.well-known/security.txt as plain text, cached an hour", async () => {
    const res = await app.request("/.well-known/security.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await res.text()).toBe("Contact: mailto:security@vendor.test\n");
  });

  it("sends a download to be saved, and keeps it out of search results", async () => {
    const res = await app.request("/downloads/checklist.pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe("attachment");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
  });

  it("sends case variants of a page to its one URL with a 301, keeping the query", async () => {
    for (const [url, location] of [
      ["/Contact", "/contact"],
      ["/CONTACT/", "/contact"],
      ["/lp/governance", "/lp/Governance"],
      ["/LP/GOVERNANCE?tab=x", "/lp/Governance?tab=x"],
    ]) {
      const res = await app.request(url!);
      expect(res.status, url).toBe(301);
      expect(res.headers.get("location"), url).toBe(location);
      expect(res.headers.get("cache-control"), url).toBeTruthy();
    }
    // Assets are not pages: wrong case is simply not found.
    expect((await app.request("/ROBOTS.TXT")).status).toBe(404);
  });

  it("sends a page's former address, in any letter case, to the page's address with a 301, keeping the query", async () => {
    const moved = new Map([
      ["/lp/old-governance", "/lp/Governance"],
      ["/gone-to-nowhere", "/not-built"],
    ]);
    const withMoves = createApp({ site: loadStaticSite(dir), moved });
    for (const [url, location] of [
      ["/lp/old-governance", "/lp/Governance"],
      ["/LP/Old-Governance/", "/lp/Governance"],
      ["/lp/old-governance?utm_source=ads&utm_campaign=q3", "/lp/Governance?utm_source=ads&utm_campaign=q3"],
    ]) {
      const res = await withMoves.request(url!);
      expect(res.status, url).toBe(301);
      expect(res.headers.get("location"), url).toBe(location);
      expect(res.headers.get("cache-control"), url).toBe("public, max-age=3600");
    }
    // A page the build does not have is not a destination; the files and pages still answer first.
    expect((await withMoves.request("/gone-to-nowhere")).status).toBe(404);
    expect((await withMoves.request("/lp/Governance")).status).toBe(200);
  });

  it("answers first every address the content check keeps from being a page's former address", () => {
    // The other way round, a former address under one of these would never be reached.
    const answeredOtherwise = [
      TEAM_PATH,
      "/api/submit",
      "/healthz",
      "/metrics",
      "/assets/app-abc.js",
      checklistPdfPath,
      "/og/home.png",
      notFoundPath,
      formSentPath("contact"),
    ];
    for (const address of answeredOtherwise)
      expect(
        addressesTaken.some((taken) => address === taken || address.startsWith(`${taken}/`)),
        address,
      ).toBe(true);
  });

  it("compresses with brotli or gzip as the client accepts", async () => {
    const br = await app.request("/", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain("<title>Home</title>");
    const gz = await app.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain("<title>Home</title>");
    expect(gz.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("serves the build's pre-compressed siblings instead of compressing again, and never as pages", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-pre-"));
    const html = page("Pre");
    mkdirSync(path.join(dir, "404"));
    writeFileSync(path.join(dir, "404/index.html"), page("Not found"));
    writeFileSync(path.join(dir, "index.html"), html);
    writeFileSync(path.join(dir, "index.html.gz"), gzipSync(Buffer.from(`${html}<!-- from the build -->`)));
    writeFileSync(path.join(dir, "index.html.br"), Buffer.from("unused"));
    const pre = createApp({ site: loadStaticSite(dir) });
    const res = await pre.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain("<!-- from the build -->");
    expect((await pre.request("/index.html.gz")).status).toBe(404);
  });

  it("caches hashed assets for a year and honours ETags", async () => {
    const res = await app.request("/assets/app-abc.js");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const again = await app.request("/assets/app-abc.js", { headers: { "If-None-Match": res.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("answers HEAD without a body and rejects other methods with 405", async () => {
    const head = await app.request("/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const put = await app.request("/contact", { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("cache-control")).toBe("no-store");
    expect(await put.json()).toMatchObject({ success: false });
    expect((await app.request("/assets/app-abc.js", { method: "POST" })).status).toBe(405);
  });

  it("answers a form posted to a page's own URL with a 405 page in plain words, never a silent redirect", async () => {
    const res = await app.request("/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      body: "firstName=Ada&email=ada%40example.com",
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("location")).toBeNull();
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain(notALeadEndpoint);
    expect(html).not.toContain("ada@example.com");
  });

  it("honours Accept-Encoding q-values", async () => {
    const encodingFor = async (accept: string) =>
      (await app.request("/", { headers: { "Accept-Encoding": accept } })).headers.get("content-encoding");
    expect(await encodingFor("br;q=0, gzip;q=0")).toBeNull();
    expect(await encodingFor("gzip, br;q=0")).toBe("gzip");
    expect(await encodingFor("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(await encodingFor("*;q=0")).toBeNull();
    expect(await encodingFor("*")).toBe("br");
    expect(await encodingFor("identity")).toBeNull();
    const plain = await app.request("/", { headers: { "Accept-Encoding": "br;q=0, gzip;q=0" } });
    expect(await plain.text()).toContain("<title>Home</title>");
  });

  it("gives each encoding its own ETag and compares If-None-Match weakly, in lists and as *", async () => {
    const etagFor = async (accept: string) =>
      (await app.request("/", { headers: { "Accept-Encoding": accept } })).headers.get("etag")!;
    const [identity, gzip, br] = [await etagFor("identity"), await etagFor("gzip"), await etagFor("br")];
    expect(new Set([identity, gzip, br]).size).toBe(3);
    const status = async (ifNoneMatch: string, accept = "br") =>
      (await app.request("/", { headers: { "Accept-Encoding": accept, "If-None-Match": ifNoneMatch } })).status;
    expect(await status(br)).toBe(304);
    expect(await status(`W/${br}`)).toBe(304);
    expect(await status(`"other", ${br}`)).toBe(304);
    expect(await status("*")).toBe(304);
    // A cached gzip body is not the brotli one.
    expect(await status(gzip)).toBe(200);
    expect(await status(gzip, "gzip")).toBe(304);
  });

  it("refuses ranges openly", async () => {
    const res = await app.request("/", { headers: { Range: "bytes=0-10" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("accept-ranges")).toBe("none");
  });

  it("reports health", async () => {
    const res = await app.request("/healthz");
    expect(await res.json()).toEqual({ status: "ok", leads: "ok" });
  });
});

describe("security headers", () => {
  it("are on every response, with the page's inline-script hashes in its CSP", async () => {
    for (const url of ["/", "/assets/app-abc.js", "/nope", "/healthz"]) {
      const res = await app.request(url);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, url).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=(\d+)/);
      expect(Number(/max-age=(\d+)/.exec(res.headers.get("strict-transport-security")!)![1])).toBeGreaterThanOrEqual(
        31536000,
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    }
    const home = await app.request("/");
    const [hash] = inlineScriptHashes(`<script>${inline}</script>`);
    expect(home.headers.get("content-security-policy")).toContain(hash);
  });
});

describe("/healthz", () => {
  const quietly = () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
  };
  afterEach(() => vi.restoreAllMocks());

  it("reports states only: ok, degraded while notifications have failed, unavailable when the store cannot", async () => {
    quietly();
    for (const [store, status, body] of [
      [
        { ok: true, pending: 3, failed: 0 },
        200,
        { status: "ok", leads: "ok", notifications: { pending: 3, failed: 0 } },
      ],
      [
        { ok: true, pending: 0, failed: 2 },
        200,
        { status: "degraded", leads: "ok", notifications: { pending: 0, failed: 2 } },
      ],
      [
        { ok: false, error: "connect ECONNREFUSED 127.0.0.1:5498 /var/lib/leads.db" },
        503,
        { status: "unavailable", leads: "unavailable" },
      ],
    ] as const) {
      const withStore = createApp({ site: loadStaticSite(dir), storeHealth: async () => store });
      const res = await withStore.request("/healthz");
      expect(res.status).toBe(status);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual(body);
      // No host, port, path or driver message: those go to the log.
      expect(text).not.toMatch(/127\.0\.0\.1|5498|ECONNREFUSED|leads\.db|sqlite|postgres/i);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("ECONNREFUSED"));
  });

  it("answers within a second while the store does not answer at all", async () => {
    quietly();
    const frozen = createApp({ site: loadStaticSite(dir), storeHealth: () => new Promise(() => {}) });
    const started = performance.now();
    const res = await frozen.request("/healthz");
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable", leads: "unavailable" });
  });

  it("says stopping (503) at once once the server drains, and every answer then closes its connection", async () => {
    let draining = false;
    const stopping = createApp({
      site: loadStaticSite(dir),
      storeHealth: async () => ({ ok: true, pending: 0, failed: 0 }),
      isDraining: () => draining,
    });
    expect((await stopping.request("/healthz")).headers.get("connection")).toBeNull();
    draining = true;
    const res = await stopping.request("/healthz");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "stopping", leads: "unavailable" });
    expect(res.headers.get("connection")).toBe("close");
    expect((await stopping.request("/")).headers.get("connection")).toBe("close");
  });
});

describe("a confirmation page that starts a download", () => {
  it("is shown once, right after the submission that earned it; a direct visit, reload or HEAD goes to the form", async () => {
    const receipts = new Set(["fresh"]);
    const redeemed: string[] = [];
    const gated = createApp({
      site: loadStaticSite(dir),
      redeemReceipt: async (token, form) => {
        redeemed.push(`${form}:${token}`);
        return receipts.delete(token);
      },
    });
    const formPage = leadFormDefinitions.checklist.page;
    const head = await gated.request(`${sentPath("checklist")}?${RECEIPT_PARAM}=fresh`, { method: "HEAD" });
    expect(head.status).toBe(303);
    expect(redeemed).toEqual([]);

    const earned = await gated.request(`${sentPath("checklist")}?${RECEIPT_PARAM}=fresh`);
    expect(earned.status).toBe(200);
    expect(await earned.text()).toContain("Success!");
    expect(earned.headers.get("cache-control")).toBe("no-store");

    for (const url of [
      `${sentPath("checklist")}?${RECEIPT_PARAM}=fresh`,
      sentPath("checklist"),
      `${sentPath("checklist")}/`,
    ]) {
      const again = await gated.request(url);
      expect(again.status, url).toBe(303);
      expect(again.headers.get("location")).toBe(formPage);
      expect(again.headers.get("cache-control")).toBe("no-store");
    }
    expect(redeemed).toEqual(["checklist:fresh", "checklist:fresh"]);
  });
});

describe("the access log (issue 44)", () => {
  it("writes one JSON line per request: method, path, status and time, never a query or a body", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    const logging = createApp({ site: loadStaticSite(dir), logRequests: true });
    await logging.request("/contact?email=dana%40acme.test&utm_source=x");
    await logging.request("/nope");
    await logging.request("/contact", {
      method: "POST",
      body: "firstName=Dana",
      headers: { "content-type": "text/plain" },
    });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.map(({ ms: _ms, ...rest }) => rest)).toEqual([
      { level: "info", msg: "request", method: "GET", path: "/contact", status: 200 },
      { level: "info", msg: "request", method: "GET", path: "/nope", status: 404 },
      { level: "info", msg: "request", method: "POST", path: "/contact", status: 405 },
    ]);
    expect(typeof logged[0]!.ms).toBe("number");
    expect(lines.join("\n")).not.toMatch(/dana|acme|utm|firstName/i);
  });
});

describe("pages rendered from their URL", () => {
  it("are rendered once per URL and then served from memory, with their own CSP", async () => {
    const renders: string[] = [];
    const rendering = createApp({
      site: loadStaticSite(dir),
      renderPage: async (url) => {
        renders.push(url.search);
        const html = `<!doctype html><script>r(${JSON.stringify(url.search)})</script>`;
        return { status: 200, html, scriptHashes: inlineScriptHashes(html) };
      },
    });
    for (const query of ["?tab=secops", "?tab=secops", "?tab=cmmc", "?tab=secops"]) {
      const res = await rendering.request(`/pricing${query}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(query);
      expect(res.headers.get("content-security-policy")).toContain(
        inlineScriptHashes(`<script>r(${JSON.stringify(query)})</script>`)[0],
      );
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
    expect(renders).toEqual(["?tab=secops", "?tab=cmmc"]);
  });

  it("answer the first request at once and, once asked for again, later ones with brotli's best compression, off the event loop", async () => {
    // Varied text, so the compression levels differ as they do on a real page.
    const words = Array.from({ length: 4000 }, (_, i) => `<p class="p-${i % 97} mt-${i % 13}">row ${i * 7919}</p>`);
    const html = `<!doctype html>${words.join("")}`;
    const rendering = createApp({
      site: loadStaticSite(dir),
      renderPage: async () => ({ status: 200, html, scriptHashes: [] }),
    });
    const get = async () => {
      const res = await rendering.request("/pricing?tab=secops", { headers: { "accept-encoding": "br" } });
      expect(res.headers.get("content-encoding")).toBe("br");
      const body = Buffer.from(await res.arrayBuffer());
      expect(brotliDecompressSync(body).toString()).toBe(html);
      return { bytes: body.length, etag: res.headers.get("etag") };
    };
    const first = await get();
    await vi.waitFor(async () => expect((await get()).bytes).toBeLessThan(first.bytes));
    const best = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    expect((await get()).bytes).toBeLessThanOrEqual(best + 16);
    // The same page: the same ETag, so a revalidation still answers 304.
    expect((await get()).etag).toBe(first.etag);
  });

  it("are kept by canonical state: tracking and unknown parameters, aliases and clamped values share one render", async () => {
    const renders: string[] = [];
    const rendering = createApp({
      site: loadStaticSite(dir),
      renderPage: async (url) => {
        renders.push(url.search);
        return { status: 200, html: `<!doctype html><p>${url.search}</p>`, scriptHashes: [] };
      },
    });
    for (const query of [
      "?tab=secops&users=5000",
      "?users=100&tab=secops&utm_source=linkedin&utm_campaign=q1",
      "?tab=secops&users=1e3&gclid=abc&fbclid=def",
      "?tab=cmmc-accelerator",
      "?tab=cmmc&utm_medium=email",
      "?utm_source=x",
      "?tab=constructor&users=__proto__",
    ]) {
      const res = await rendering.request(`/pricing${query}`);
      expect(res.status, query).toBe(200);
    }
    expect(renders).toEqual(["?tab=secops&users=100", "?tab=cmmc", ""]);
  });

  it("that change with the cohort calendar are rendered for the day in the cohorts' time zone, again when the offer changes (issue 36)", async () => {
    const renders: string[] = [];
    let now = new Date("2025-11-30T12:00:00-05:00");
    const rendering = createApp({
      site: loadStaticSite(dir),
      now: () => now,
      renderPage: async (url, _problem, day) => {
        renders.push(`${url.pathname} ${day}`);
        return { status: 200, html: `<!doctype html><p>${day}</p>`, scriptHashes: [] };
      },
    });
    const get = async (path: string) => (await (await rendering.request(path)).text()).replace(/<[^>]+>/g, "");
    expect(await get("/lp/cmmc-accelerator")).toBe("2025-11-30");
    expect(await get("/lp/Governance")).toBe("2025-11-30");
    // The registration's last evening: the same offer, the same kept render.
    now = new Date("2025-11-30T23:59:59-05:00");
    expect(await get("/lp/cmmc-accelerator")).toBe("2025-11-30");
    // Midnight in New York (05:00 UTC): the offer changes, so each page is rendered again for the new day.
    now = new Date("2025-12-01T00:00:00-05:00");
    expect(await get("/lp/cmmc-accelerator")).toBe("2025-12-01");
    expect(await get("/pricing?tab=cmmc-accelerator")).toBe("2025-12-01");
    // Another closed day is the same offer: kept.
    now = new Date("2026-11-25T09:00:00-05:00");
    expect(await get("/lp/cmmc-accelerator")).toBe("2025-12-01");
    expect(renders).toEqual([
      "/lp/cmmc-accelerator 2025-11-30",
      "/lp/Governance 2025-11-30",
      "/lp/cmmc-accelerator 2025-12-01",
      "/pricing 2025-12-01",
    ]);
  });

  it("encode a fresh render only as its client asks: brotli, gzip or none", async () => {
    const html = `<!doctype html>${"<p>row</p>".repeat(500)}`;
    const rendering = createApp({
      site: loadStaticSite(dir),
      renderPage: async () => ({ status: 200, html, scriptHashes: [] }),
    });
    for (const [accept, encoding] of [
      ["gzip", "gzip"],
      ["br", "br"],
      ["identity", null],
      ["gzip;q=1, br;q=0.5", "gzip"],
    ] as const) {
      const res = await rendering.request("/pricing?tab=secops", { headers: { "accept-encoding": accept } });
      expect(res.headers.get("content-encoding"), accept).toBe(encoding);
      const body = Buffer.from(await res.arrayBuffer());
      const text =
        encoding === "br"
          ? brotliDecompressSync(body).toString()
          : encoding === "gzip"
            ? gunzipSync(body).toString()
            : body.toString();
      expect(text, accept).toBe(html);
    }
  });

  it("give a client past its budget of fresh renders the pre-rendered page, a working page, while kept renders and other clients are served as usual (issue 43)", async () => {
    const renders: string[] = [];
    const rendering = createApp({
      site: loadStaticSite(dir),
      trustProxy: 1,
      renderGate: new RenderGate({ perClientPerMinute: 2 }),
      renderPage: async (url) => {
        renders.push(url.search);
        return { status: 200, html: `<!doctype html><title>Rendered ${url.search}</title>`, scriptHashes: [] };
      },
    });
    const get = (users: number, client: string) =>
      rendering.request(`/pricing?tab=secops&users=${users}`, { headers: { "X-Forwarded-For": client } });
    const flooder = "203.0.113.66";
    for (const users of [21, 22]) expect(await (await get(users, flooder)).text()).toContain("Rendered");
    const deferred = await get(23, flooder);
    expect(deferred.status).toBe(200);
    expect(deferred.headers.get("x-render")).toBe("deferred");
    expect(await deferred.text()).toContain("<title>Pricing, pre-rendered</title>");
    expect(deferred.headers.get("content-security-policy")).toContain(inlineScriptHashes(page(""))[0]);
    // A render already kept costs nothing: the same client still gets it, and so does everyone else.
    expect(await (await get(21, flooder)).text()).toContain("Rendered ?tab=secops&users=21");
    // Another visitor opening a link of their own is served as usual.
    expect(await (await get(23, "198.51.100.5")).text()).toContain("Rendered ?tab=secops&users=23");
    expect(renders).toEqual(["?tab=secops&users=21", "?tab=secops&users=22", "?tab=secops&users=23"]);
  });

  it("render the same URL asked for by many at once only once", async () => {
    let renders = 0;
    const rendering = createApp({
      site: loadStaticSite(dir),
      renderPage: async () => {
        renders++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { status: 200, html: "<!doctype html><title>Once</title>", scriptHashes: [] };
      },
    });
    const answers = await Promise.all(Array.from({ length: 8 }, () => rendering.request("/pricing?tab=cmmc")));
    for (const res of answers) expect(await res.text()).toContain("<title>Once</title>");
    expect(renders).toBe(1);
  });

  it("are rendered one at a time, and a request that finds the queue full gets the pre-rendered page at once", async () => {
    let running = 0;
    let most = 0;
    const rendering = createApp({
      site: loadStaticSite(dir),
      trustProxy: 1,
      renderGate: new RenderGate({ perClientPerMinute: 100, maxWaiting: 2 }),
      renderPage: async (url) => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running--;
        return { status: 200, html: `<!doctype html><title>Rendered ${url.search}</title>`, scriptHashes: [] };
      },
    });
    // Four visitors at once, each their own state: one renders, two wait, the fourth gets the page at once.
    const answers = await Promise.all(
      [21, 22, 23, 24].map((users, i) =>
        rendering.request(`/pricing?tab=secops&users=${users}`, { headers: { "X-Forwarded-For": `198.51.100.${i}` } }),
      ),
    );
    const titles = await Promise.all(answers.map(async (res) => /<title>([^<]*)/.exec(await res.text())![1]));
    expect(titles.filter((title) => title?.startsWith("Rendered"))).toHaveLength(3);
    expect(titles).toContain("Pricing, pre-rendered");
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(most).toBe(1);
  });

  it("are kept up to a bound in bytes, the least recently used going first", async () => {
    const renders: string[] = [];
    const page = (search: string) => `<!doctype html><p>${search}</p>${"x".repeat(10_000)}`;
    const rendering = createApp({
      site: loadStaticSite(dir),
      // Room for about two pages: each is ~10 KB raw plus its compressed copies.
      renderedBytesKept: 25_000,
      renderPage: async (url) => {
        renders.push(url.search);
        return { status: 200, html: page(url.search), scriptHashes: [] };
      },
    });
    for (const users of [11, 12, 13, 11, 13]) await rendering.request(`/pricing?tab=secops&users=${users}`);
    // 11 was pushed out by 13 (two pages fit), rendered again; 13 was still kept.
    expect(renders.map((search) => new URLSearchParams(search).get("users"))).toEqual(["11", "12", "13", "11"]);
  });
});

describe("contentSecurityPolicy", () => {
  it("lets forms post natively to an external form service, and fetch it, but nowhere else", () => {
    const csp = contentSecurityPolicy({ connectOrigins: externalOrigins("https://api.web3forms.com/submit") });
    expect(csp).toContain("form-action 'self' https://api.web3forms.com;");
    expect(csp).toContain("connect-src 'self' https://api.web3forms.com;");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts a browser runs, each once, and skips data blocks (JSON-LD) and external ones", () => {
    const hashes = inlineScriptHashes(
      `<script>a()</script><script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>` +
        `<script>a()</script><script type="module">b()</script><script type="text/javascript">c()</script>`,
    );
    expect(hashes).toEqual(inlineScriptHashes("<script>a()</script><script>b()</script><script>c()</script>"));
    expect(hashes).toHaveLength(3);
    expect(hashes.every((h) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(h))).toBe(true);
  });
});

describe("quotes (issue 22)", () => {
  const dated = () => createApp({ site: loadStaticSite(dir), now: () => new Date("2026-11-22T10:00:00Z") });

  it("answers a pricing query with its quote's PDF, to download, never indexed nor kept by a cache", async () => {
    const res = await dated().request("/pricing/quote.pdf?tab=secops&secopsPlan=plus&users=40");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="Q-20261122-[0-9A-F]{6}\.pdf"$/);
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const body = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(body.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(res.headers.get("content-length")).toBe(String(body.length));
    const head = await dated().request("/pricing/quote.pdf?tab=secops&secopsPlan=plus&users=40", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("gives a query it cannot read the defaults' quote, never an error", async () => {
    for (const query of ["tab=%00", "users=1e999", "addons=<script>", "tab=constructor&tab=__proto__"]) {
      const res = await dated().request(`/pricing/quote.pdf?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
    }
  });

  it("names the same state's quote the same, whatever the other tabs or tracking parameters say", async () => {
    const app = dated();
    const name = async (query: string) =>
      (await app.request(`/pricing/quote.pdf?${query}`)).headers.get("content-disposition");
    expect(await name("tab=cmmc&addons=")).toBe(await name("tab=cmmc&users=50&utm_source=x"));
    expect(await name("tab=cmmc")).not.toBe(await name("tab=governance"));
  });
});

describe("a quote posted from another website (issue 47)", () => {
  it("is refused with a 403 page in words, never a PDF; the site's own pages and non-browser clients still get theirs", async () => {
    const app = createApp({ site: loadStaticSite(dir), canonicalHost: "www.acme-cyber.test" });
    const post = (headers: Record<string, string>) =>
      app.request("/pricing/quote.pdf?tab=secops", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "organisation=Wire%20the%20%241%2C000%20deposit%20to%20IBAN%20XX00",
      });
    const crossSite: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
    ];
    for (const headers of crossSite) {
      const refused = await post(headers);
      expect(refused.status).toBe(403);
      expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await refused.text()).toContain(quoteMessages.crossSite);
    }
    const ours: Record<string, string>[] = [
      { "sec-fetch-site": "same-origin" },
      { origin: "https://www.acme-cyber.test" },
      {},
    ];
    for (const headers of ours) {
      const made = await post(headers);
      expect(made.status, JSON.stringify(headers)).toBe(200);
      expect(made.headers.get("content-type")).toBe("application/pdf");
    }
  });
});

describe("quotes made afresh (issue 43)", () => {
  it("are within the client's budget: past it a 429 page in words with Retry-After, while kept quotes and other clients are served", async () => {
    const app = createApp({
      site: loadStaticSite(dir),
      trustProxy: 1,
      now: () => new Date("2026-11-22T10:00:00Z"),
      renderGate: new RenderGate({ perClientPerMinute: 2 }),
    });
    const get = (users: number, client: string) =>
      app.request(`/pricing/quote.pdf?tab=secops&secopsPlan=plus&users=${users}`, {
        headers: { "X-Forwarded-For": client },
      });
    for (const users of [21, 22]) expect((await get(users, "203.0.113.66")).status).toBe(200);
    const refused = await get(23, "203.0.113.66");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.text()).toContain(quoteMessages.rateLimited);
    expect((await get(21, "203.0.113.66")).headers.get("content-type")).toBe("application/pdf");
    expect((await get(23, "198.51.100.5")).status).toBe(200);
  });

  it("wait their turn one at a time, and one that finds the queue full is told to try again in a moment (503)", async () => {
    const gate = new RenderGate({ perClientPerMinute: 1000 });
    const app = createApp({ site: loadStaticSite(dir), trustProxy: 1, renderGate: gate });
    let release!: () => void;
    const blocking = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    // A quote waits in a queue of 64 (a page's is 8): fill it.
    const waiting = Array.from({ length: 64 }, () => gate.run(async () => {}));
    await new Promise((resolve) => setImmediate(resolve));
    const busy = await app.request("/pricing/quote.pdf?tab=cmmc");
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("1");
    expect(await busy.text()).toContain(quoteMessages.busy);
    release();
    await Promise.all([blocking, ...waiting]);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await app.request("/pricing/quote.pdf?tab=cmmc")).status).toBe(200);
  });
});

describe("a quote prepared for the buyer (issue 34)", () => {
  const dated = () => createApp({ site: loadStaticSite(dir), now: () => new Date("2026-11-22T10:00:00Z") });
  const post = (app: ReturnType<typeof dated>, body: string, type = "application/x-www-form-urlencoded") =>
    app.request("/pricing/quote.pdf?tab=secops&secopsPlan=plus&users=40", {
      method: "POST",
      headers: { "content-type": type },
      body,
    });

  it("posts the buyer's details (in no URL) and answers with their quote, kept by no cache", async () => {
    const res = await post(
      dated(),
      new URLSearchParams({
        organisation: "Acme Defense",
        contact: "Dana Whitfield",
        email: "dana@acme.example",
      }).toString(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="Q-20261122-[0-9A-F]{6}\.pdf"$/);
    const text = pdfLines(new Uint8Array(await res.arrayBuffer())).join("\n");
    for (const value of ["Prepared for", "Acme Defense", "Dana Whitfield", "dana@acme.example"])
      expect(text).toContain(value);
  });

  it("refuses what it cannot read with a clear 4xx page, never a 500", async () => {
    const app = dated();
    const json = await post(app, JSON.stringify({ organisation: "x" }), "application/json");
    expect(json.status).toBe(415);
    expect(json.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await json.text()).toContain("Your quote was not made");
    const huge = await post(app, `organisation=${"a".repeat(PREPARED_FOR_MAX_BYTES + 1)}`);
    expect(huge.status).toBe(413);
  });

  it("makes no quote with a value longer than it prints, and says which field and its limit (never cuts it)", async () => {
    const words = pricingCopy.quote.preparedFor;
    const res = await post(
      dated(),
      `organisation=${"A".repeat(121)}&contact=Dana&email=${"d".repeat(250)}%40a.example`,
    );
    expect(res.status).toBe(422);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain("Your quote was not made");
    const line = (field: string, length: number, max: number) =>
      `<li>${escapeHtml(fillText(words.tooLong, { field, length, max }))}</li>`;
    // Exactly these two lines, in the form's order.
    expect(page).toContain(`<ul>${line(words.organisation, 121, 120)}${line(words.email, 260, 254)}</ul>`);
    expect(page).not.toContain(words.contact);
    // At its limit, a value is printed whole.
    const atLimit = await post(dated(), `organisation=${"A".repeat(120)}`);
    expect(atLimit.status).toBe(200);
    expect(textOf(pdfStructure(new Uint8Array(await atLimit.arrayBuffer())))).toContain("A".repeat(120));
  });

  it("sends the pricing page of the same state back with what was typed and each error under its field", async () => {
    const words = pricingCopy.quote.preparedFor;
    const asked: { url: string; problem: unknown }[] = [];
    const app = createApp({
      site: loadStaticSite(dir),
      now: () => new Date("2026-11-22T10:00:00Z"),
      renderPage: async (url, problem) => {
        asked.push({ url: url.pathname + url.search, problem });
        return {
          status: 200,
          html: "<!doctype html><title>Pricing</title><script>1</script>",
          scriptHashes: ["'sha256-page'"],
        };
      },
    });
    const organisation = "A".repeat(121);
    const res = await post(app, new URLSearchParams({ organisation, contact: "Dana" }).toString());
    expect(res.status).toBe(422);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toContain("'sha256-page'");
    expect(asked).toEqual([
      {
        url: "/pricing?tab=secops&secopsPlan=plus&users=40",
        problem: {
          form: "quote",
          values: { organisation, contact: "Dana", email: "" },
          errors: { organisation: fillText(words.tooLong, { field: words.organisation, length: 121, max: 120 }) },
        },
      },
    ]);
  });

  it("answers hostile and odd values with a quote, never an error", async () => {
    const app = dated();
    for (const body of [
      "organisation=%00%01%02&contact=%E2%80%AEevil&email=not-an-address",
      "organisation=%E0%A4%A",
      "organisation[]=a&organisation=b&__proto__=x&constructor=y",
      "=&&&=",
      "",
    ]) {
      const res = await post(app, body);
      expect(res.status, body).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
    }
  });

  it(`gives one client at most ${QUOTE_POSTS_PER_MINUTE} a minute (each is rendered afresh), then 429 with Retry-After`, async () => {
    const app = dated();
    const statuses: number[] = [];
    for (let i = 0; i < QUOTE_POSTS_PER_MINUTE + 2; i++) statuses.push((await post(app, "organisation=Acme")).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(QUOTE_POSTS_PER_MINUTE);
    const limited = await post(app, "organisation=Acme");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
