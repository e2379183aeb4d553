// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.ts";

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
