import { describe, expect, it } from "vitest";
import { WorkPlaces } from "./work-places.ts";

describe("places for long work", () => {
  it("holds one per client and `most` in all, and gives each back when its work ends, failed or not", async () => {
    const places = new WorkPlaces(2);
    expect(places.take("a")).toBe(true);
    expect(places.take("a")).toBe(false);
    expect(places.take("b")).toBe(true);
    expect(places.take("c")).toBe(false);
    places.release("a");
    expect(places.take("c")).toBe(true);

    const free = new WorkPlaces(1);
    const busy = () => "busy" as const;
    let inside: unknown;
    expect(
      await free.run(
        "a",
        async () => {
          inside = await free.run("b", async () => "b's", busy);
          return "a's";
        },
        busy,
      ),
    ).toBe("a's");
    expect(inside).toBe("busy");
    await expect(free.run("a", async () => Promise.reject(new Error("broke")), busy)).rejects.toThrow("broke");
    expect(await free.run("b", async () => "b's", busy)).toBe("b's");
  });
});
