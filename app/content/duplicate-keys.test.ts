import { describe, expect, it } from "vitest";
import { duplicateKeys } from "./duplicate-keys.ts";

describe("a key written twice in one object", () => {
  it("is found with its place and both lines, however deep", () => {
    const text = `{
  "heroes": {
    "home": { "title": "Old", "lead": "x",
      "title": "New" }
  },
  "list": [{ "a": 1 }, { "a": 2, "b": "{\\"a\\": 3}", "a": 4 }]
}`;
    expect(JSON.parse(text)).toBeTruthy();
    expect(duplicateKeys(text)).toEqual([
      { keys: ["heroes", "home"], key: "title", firstLine: 3, line: 4 },
      { keys: ["list", 1], key: "a", firstLine: 6, line: 6 },
    ]);
  });

  it("is not a key in two objects, a value equal to a key, or a key in a string", () => {
    expect(duplicateKeys('{"a": {"b": 1}, "c": {"b": "a"}, "d": ["a", "a"], "e": "\\"a\\": 1"}')).toEqual([]);
  });
});
