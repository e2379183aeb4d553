/**
 * Which build the server serves (issue 56): BUILD_DIR, else ./build, else the release `npm start` made live, so
 * `npm run serve` right after `npm start` serves what it published.
 */
// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildDirOf } from "./config.ts";

const built = (dir: string) => {
  mkdirSync(path.join(dir, "server"), { recursive: true });
  writeFileSync(path.join(dir, "server/index.js"), "");
};

describe("the build served", () => {
  it("is BUILD_DIR, else ./build, else npm start's live release, else ./build (which then says it is missing)", () => {
    const checkout = mkdtempSync(path.join(tmpdir(), "checkout-"));
    const commit = "0123456789abcdef0123456789abcdef01234567";
    const own = path.join(checkout, "build");
    // A clean checkout after `npm start`: no ./build, a live release under data/releases/.
    expect(buildDirOf({}, checkout)).toBe(own);
    mkdirSync(path.join(checkout, "data"), { recursive: true });
    writeFileSync(path.join(checkout, "data/publishing.json"), JSON.stringify({ state: "live", live: commit }));
    const release = path.join(checkout, "data/releases", commit, "build");
    expect(buildDirOf({}, checkout)).toBe(own);
    built(release);
    expect(buildDirOf({}, checkout)).toBe(release);
    // The store elsewhere: the release is beside it.
    const elsewhere = mkdtempSync(path.join(tmpdir(), "var-"));
    expect(buildDirOf({ LEADS_DB_PATH: path.join(elsewhere, "leads.db") }, checkout)).toBe(own);
    // Once ./build is there (npm run build), it is served; BUILD_DIR wins over both.
    built(own);
    expect(buildDirOf({}, checkout)).toBe(own);
    expect(buildDirOf({ BUILD_DIR: "/srv/other" }, checkout)).toBe("/srv/other");
  });
});
