import { describe, expect, it } from "vitest";
import { add, formatUsd, percentOf, perMonth, times, toCents, usd } from "./money.ts";

describe("money", () => {
  it("keeps an annual price divided by 12 exact, so 12 × it is the annual price again", () => {
    const monthly = perMonth(usd(14000));
    expect(formatUsd(monthly)).toBe("$1,166.67");
    expect(formatUsd(times(monthly, 12))).toBe("$14,000");
    const withOverage = add(monthly, times(usd(0.75), 490), times(usd(0.5), 280));
    expect(formatUsd(withOverage)).toBe("$1,674.17");
    expect(toCents(times(withOverage, 12))).toBe(2009000);
  });

  it("formats with thousands separators and cents only when needed", () => {
    expect(formatUsd(usd(0))).toBe("$0");
    expect(formatUsd(usd(36288))).toBe("$36,288");
    expect(formatUsd(usd(0.75))).toBe("$0.75");
    expect(formatUsd(usd(1234567.5))).toBe("$1,234,567.50");
  });

  it("rounds half a cent up, for display only", () => {
    expect(formatUsd(perMonth(usd(0.06)))).toBe("$0.01"); // 0.5 cent
    expect(formatUsd(perMonth(usd(0.05)))).toBe("$0"); // 0.4166… cent
  });

  it("refuses amounts that are not whole cents and counts that are not whole", () => {
    expect(() => usd(0.001)).toThrow();
    expect(() => times(usd(1), 1.5)).toThrow();
  });

  it("computes whole-number percentages", () => {
    expect(percentOf(usd(382), usd(2388))).toBe(16);
    expect(percentOf(usd(1), usd(0))).toBe(0);
  });
});
