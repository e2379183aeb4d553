import { describe, expect, it } from "vitest";
import { sliderValueText } from "./line-items.ts";

describe("slider values", () => {
  it("in words, one user apart from many", () => {
    expect([1, 57].map(sliderValueText.users)).toEqual(["1 user", "57 users"]);
    expect(sliderValueText.storage(230)).toBe("230 GB");
  });
});
