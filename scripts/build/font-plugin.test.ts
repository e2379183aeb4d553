// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { declaredWeights, fontCharacters } from "./font-plugin.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("the cut font", () => {
  it("keeps printable ASCII and the typographic marks whatever the copy, and adds each character the copy uses", () => {
    const chars = fontCharacters(['{"name": "Łódź ≈ café"}']);
    for (const char of "Az09$%&@—’“”…€") expect(chars).toContain(char);
    for (const char of "Łódź≈é") expect(chars).toContain(char);
    expect(chars).not.toContain("ñ");
    expect(chars).not.toMatch(/[\n\t\r]/);
  });

  it("keeps the weights the stylesheet declares, and says where to declare them when it does not", () => {
    expect(declaredWeights(readFileSync(path.join(root, "app/app.css"), "utf8"))).toEqual({ min: 400, max: 700 });
    expect(() => declaredWeights('@font-face { font-family: "Inter Variable"; font-weight: 400; }')).toThrow(
      /app\/app.css: the "Inter Variable" @font-face needs a weight range/,
    );
  });
});
