import { describe, expect, it } from "vitest";
import { fillText } from "#app/content/figures.ts";
import { sliderValueText } from "./line-items.ts";

describe("slider values", () => {
  it("in words, one user apart from many", () => {
    expect([1, 57].map(sliderValueText.users)).toEqual(["1 user", "57 users"]);
    expect(sliderValueText.storage(230)).toBe("230 GB");
  });

  it("group thousands as prices do, and keep a quantity's fraction", () => {
    expect(sliderValueText.users(2500)).toBe("2,500 users");
    expect(sliderValueText.storage(1_000_000)).toBe("1,000,000 GB");
    expect(fillText("{count} GB, {days}-day trial, {name}", { count: 0.01, days: 1000, name: "1000" })).toBe(
      "0.01 GB, 1,000-day trial, 1000",
    );
  });
});
