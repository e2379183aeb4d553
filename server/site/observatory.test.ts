// @vitest-environment node
/**
 * The Mozilla HTTP Observatory's rules (npm @mdn/mdn-http-observatory), checked one by one against what this
 * server sends behind a TLS proxy with FORCE_HTTPS=1 and TRUST_PROXY=1. The scanner starts every site at 100
 * and deducts for each failed rule; A+ needs 100 or more, so every rule must pass. Before FORCE_HTTPS the only
 * deduction was "redirection" (-20: B+, 80).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { loadStaticSite } from "./static-site.ts";

const page = `<!DOCTYPE html><html><head><title>Home</title><script>document.documentElement.dataset.x="1"</script></head><body><script type="module" src="/assets/app.js"></script></body></html>`;

let site: ReturnType<typeof loadStaticSite>;
beforeAll(() => {
  const dir = mkdtempSync(path.join(tmpdir(), "observatory-"));
  for (const [file, body] of Object.entries({ "index.html": page, "404/index.html": page, "assets/app.js": "1" })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  }
  site = loadStaticSite(dir);
});

const overTls = { "X-Forwarded-Proto": "https", Host: "www.example.com" };

/** Parses a CSP into directive -> sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

describe("HTTP Observatory rules with FORCE_HTTPS=1 and TRUST_PROXY=1", () => {
  const app = () => createApp({ site, forceHttps: true, trustProxy: 1, canonicalHost: "www.example.com" });

  it("redirection: plain HTTP gets a 308 to https on the canonical host, keeping path and query", async () => {
    const res = await app().request("/pricing?tab=secops", {
      headers: { "X-Forwarded-Proto": "http", Host: "www.example.com" },
    });
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe("https://www.example.com/pricing?tab=secops");
    // The redirect itself carries HSTS, as the scanner checks the first hop too.
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("redirection: only the trusted proxy's X-Forwarded-Proto counts, and health checks are not redirected", async () => {
    // The client prepended "https"; the proxy appended what it saw: http.
    const forged = await app().request("/", { headers: { "X-Forwarded-Proto": "https, http", Host: "a.example" } });
    expect(forged.status).toBe(308);
    const health = await app().request("/healthz", { headers: { "X-Forwarded-Proto": "http", Host: "a.example" } });
    expect(health.status).toBe(200);
  });

  it("redirection: to the canonical host whatever Host the proxy forwards (an upstream name, a forged one)", async () => {
    for (const host of ["app-upstream:8080", "evil.example", "evil/x"]) {
      const res = await app().request("/contact?x=1", { headers: { "X-Forwarded-Proto": "http", Host: host } });
      expect(res.status, host).toBe(308);
      expect(res.headers.get("location")).toBe("https://www.example.com/contact?x=1");
    }
  });

  it("redirection: a POST over plain HTTP stays a POST (308), so a lead is not turned into a GET", async () => {
    const res = await app().request("/api/submit", {
      method: "POST",
      headers: { "X-Forwarded-Proto": "http", "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe("https://www.example.com/api/submit");
  });

  it("FORCE_HTTPS without TRUST_PROXY is ignored with a warning (this server cannot see the scheme)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const direct = createApp({ site, forceHttps: true });
    expect((await direct.request("/", { headers: { "X-Forwarded-Proto": "http" } })).status).toBe(200);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("FORCE_HTTPS needs TRUST_PROXY and SITE_ORIGIN"));
    warn.mockRestore();
  });

  it("FORCE_HTTPS behind a proxy that sends no X-Forwarded-Proto says so, and again while it lasts (issues 44, 56)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ["Date"] });
    const proxied = app();
    const server = serve({ fetch: proxied.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const said = () =>
      warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("X-Forwarded-Proto"));
    try {
      // The server's own requests (its warm-up: no socket) are not the proxy's: nothing said.
      for (let i = 0; i < 3; i += 1) expect((await proxied.request("/")).status).toBe(200);
      expect(said()).toEqual([]);
      const viaProxy = () =>
        fetch(`http://127.0.0.1:${port}/`, { headers: { "X-Forwarded-For": "203.0.113.9" } }).then((res) => res.text());
      for (let i = 0; i < 3; i += 1) await viaProxy();
      expect(said()).toHaveLength(1);
      expect(JSON.parse(said()[0]!)).toMatchObject({ level: "warn" });
      expect(said()[0]).toContain("a request came without X-Forwarded-Proto from the proxy");
      // Ten minutes on, still missing: said again, with how many came meanwhile.
      vi.setSystemTime(Date.now() + 10 * 60_000);
      await viaProxy();
      expect(said()).toHaveLength(2);
      expect(said()[1]).toContain("3 requests came without X-Forwarded-Proto");
    } finally {
      server.close();
      vi.useRealTimers();
      warn.mockRestore();
    }
  });

  it("strict-transport-security: at least six months", async () => {
    const res = await app().request("/", { headers: overTls });
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get("strict-transport-security") ?? "")?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(15_768_000);
  });

  it("content-security-policy: implemented, no unsafe-inline or unsafe-eval for scripts, no wildcards", async () => {
    const res = await app().request("/", { headers: overTls });
    const csp = directives(res.headers.get("content-security-policy") ?? "");
    const scriptSrc = csp.get("script-src") ?? csp.get("default-src")!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    for (const [name, sources] of csp) {
      // No wildcard or bare scheme anywhere, no plain-http source, and no data: where it could run code.
      for (const source of sources) expect(source, name).not.toMatch(/^(\*|https?:|http:\/\/.*)$/);
      if (["script-src", "default-src", "object-src"].includes(name)) expect(sources, name).not.toContain("data:");
    }
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    // The inline script is allowed by its hash only.
    expect(scriptSrc.some((source) => source.startsWith("'sha256-"))).toBe(true);
  });

  it("x-content-type-options, x-frame-options, referrer-policy, cross-origin-resource-policy", async () => {
    const res = await app().request("/", { headers: overTls });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"]).toContain(
      res.headers.get("referrer-policy"),
    );
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("cookies and cross-origin-resource-sharing: none set, nothing opened to every origin", async () => {
    for (const url of ["/", "/assets/app.js", "/missing"]) {
      const res = await app().request(url, { headers: overTls });
      expect(res.headers.get("set-cookie"), url).toBeNull();
      expect(res.headers.get("access-control-allow-origin"), url).toBeNull();
    }
  });

  it("subresource-integrity: every script is same-origin, so none needs an integrity attribute", async () => {
    const html = await (await app().request("/", { headers: overTls })).text();
    for (const [, src] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) expect(src).toMatch(/^\/(?!\/)/);
  });
});
