// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeHeadersFile } from "./headers.ts";

const dir = mkdtempSync(path.join(tmpdir(), "headers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("_headers for a static host", () => {
  it("gives the downloads the server's own headers: saved, not shown, and kept out of search results", () => {
    mkdirSync(path.join(dir, "contact"), { recursive: true });
    writeFileSync(path.join(dir, "index.html"), "<!DOCTYPE html><title>Home</title>");
    writeFileSync(path.join(dir, "contact/index.html"), "<!DOCTYPE html><title>Contact</title>");
    writeHeadersFile(dir);
    const blocks = readFileSync(path.join(dir, "_headers"), "utf8").split("\n\n");
    expect(blocks).toContain("/downloads/*\n  Content-Disposition: attachment\n  X-Robots-Tag: noindex");
    expect(blocks.some((block) => block.startsWith("/contact/\n  Content-Security-Policy: "))).toBe(true);
  });
});
