/** What a release's build takes from the build before it (issue 53): the same input, the same files, made once. */
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { madeBefore, pruneBuildCache } from "./build-cache.ts";

afterEach(() => vi.unstubAllEnvs());

describe("the build cache of releases", () => {
  it("makes a file once per input, and keeps only what the last build used", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "build-cache-")), "cache");
    vi.stubEnv("BUILD_CACHE_DIR", dir);
    const make = vi.fn(async () => [Buffer.from("compressed"), Buffer.from("again")]);
    expect(await madeBefore("compressed", "body", make)).toEqual([Buffer.from("compressed"), Buffer.from("again")]);
    expect(await madeBefore("compressed", Buffer.from("body"), make)).toEqual([
      Buffer.from("compressed"),
      Buffer.from("again"),
    ]);
    expect(make).toHaveBeenCalledTimes(1);
    await madeBefore("compressed", "another body", make);
    expect(make).toHaveBeenCalledTimes(2);
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it("makes everything when no cache is set (npm run build)", async () => {
    vi.stubEnv("BUILD_CACHE_DIR", "");
    const make = vi.fn(async () => [Buffer.from("x")]);
    await madeBefore("png", "svg", make);
    await madeBefore("png", "svg", make);
    expect(make).toHaveBeenCalledTimes(2);
    pruneBuildCache();
  });

  it("prunes the entries no build in this process used", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "build-cache-"));
    vi.stubEnv("BUILD_CACHE_DIR", dir);
    const { writeFileSync } = await import("node:fs");
    writeFileSync(path.join(dir, "png-stale"), "[]");
    await madeBefore("png", "kept", async () => [Buffer.from("y")]);
    pruneBuildCache();
    expect(existsSync(path.join(dir, "png-stale"))).toBe(false);
    expect(readdirSync(dir)).toHaveLength(1);
  });
});
