// @vitest-environment node
import { describe, expect, it } from "vitest";
import { icoOfPng } from "./favicon.ts";
import { renderPng, siteIcon } from "./social-preview.ts";

describe("/favicon.ico", () => {
  it("holds the site's icon as one 32 × 32 PNG, as an ICO's header says", async () => {
    const png = await renderPng(siteIcon, 32);
    const ico = icoOfPng(png, 32);
    // Reserved 0, type 1 (icon), one image.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico.readUInt8(6), ico.readUInt8(7), ico.readUInt16LE(12)]).toEqual([32, 32, 32]);
    const [length, offset] = [ico.readUInt32LE(14), ico.readUInt32LE(18)];
    expect(offset + length).toBe(ico.byteLength);
    const image = ico.subarray(offset);
    expect(image.subarray(1, 4).toString()).toBe("PNG");
    expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([32, 32]);
  });
});
