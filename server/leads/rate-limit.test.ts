// @vitest-environment node
import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit.ts";

describe("RateLimiter", () => {
  it("allows max per window, then says how long to wait", () => {
    const limiter = new RateLimiter(2, 60_000);
    expect(limiter.take("a", 0)).toBe(0);
    expect(limiter.take("a", 1)).toBe(0);
    expect(limiter.take("a", 1_000)).toBe(59);
    expect(limiter.take("a", 60_000)).toBe(0);
  });

  it("keeps at most maxKeys clients, however many distinct addresses flood it", () => {
    const limiter = new RateLimiter(10, 60_000, 1_000);
    for (let i = 0; i < 40_000; i += 1) limiter.take(`198.51.${i >> 8}.${i & 255}`, 0);
    expect(limiter.size).toBe(1_000);
  });

  it("evicts the least recently seen client first, so an active one keeps its count", () => {
    const limiter = new RateLimiter(1, 60_000, 3);
    limiter.take("active", 0);
    for (const key of ["b", "c", "active", "d", "e"]) limiter.take(key, 0);
    expect(limiter.take("active", 0)).toBeGreaterThan(0);
  });
});
