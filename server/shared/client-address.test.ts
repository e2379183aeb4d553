// @vitest-environment node
import { describe, expect, it } from "vitest";
import { UNFORWARDED_WARNING_MS, clientAddress, unforwardedRequestWatch } from "./client-address.ts";

describe("clientAddress", () => {
  it("ignores X-Forwarded-For unless proxies are trusted", () => {
    expect(clientAddress("10.0.0.1", "203.0.113.9", 0)).toBe("10.0.0.1");
  });

  it("counts trusted hops from the right, so entries a client prepends change nothing", () => {
    // One proxy: it appended the address it saw (198.51.100.7); "1.2.3.4" came from the client.
    expect(clientAddress("10.0.0.1", "1.2.3.4, 198.51.100.7", 1)).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.1", "5.6.7.8, 1.2.3.4, 198.51.100.7", 1)).toBe("198.51.100.7");
    // Two proxies (CDN, then load balancer): the CDN saw the client.
    expect(clientAddress("10.0.0.1", "1.2.3.4, 198.51.100.7, 192.0.2.10", 2)).toBe("198.51.100.7");
  });

  it("never keys on something that is not an address", () => {
    expect(clientAddress("10.0.0.1", "x".repeat(8192), 1)).toBe("10.0.0.1");
    expect(clientAddress("10.0.0.1", " , ", 1)).toBe("10.0.0.1");
    expect(clientAddress("10.0.0.1", "2001:db8::1", 1)).toBe("2001:db8::1");
  });
});

describe("requests around the proxy (issue 55)", () => {
  const direct = { path: "/pricing", fromSocket: true };
  it("are said in the log behind TRUST_PROXY, at most every 10 minutes with their count, never their address", () => {
    const watch = unforwardedRequestWatch(1);
    expect(watch({ ...direct, forwardedFor: "203.0.113.9" }, 0)).toBeUndefined();
    const first = watch(direct, 0);
    expect(first).toMatch(/^TRUST_PROXY is 1, but a request reached this server with no X-Forwarded-For/);
    expect(first).toContain("Let only the proxy reach the server");
    expect(watch(direct, 1000)).toBeUndefined();
    expect(watch(direct, 2000)).toBeUndefined();
    expect(watch(direct, UNFORWARDED_WARNING_MS)).toMatch(/but 3 requests reached this server/);
  });

  it("are not counted without TRUST_PROXY, for health checks, or for the server's own requests", () => {
    expect(unforwardedRequestWatch(0)(direct, 0)).toBeUndefined();
    const watch = unforwardedRequestWatch(2);
    expect(watch({ ...direct, path: "/healthz" }, 0)).toBeUndefined();
    expect(watch({ ...direct, fromSocket: false }, 0)).toBeUndefined();
    expect(watch(direct, 0)).toMatch(/^TRUST_PROXY is 2, but a request/);
  });
});
