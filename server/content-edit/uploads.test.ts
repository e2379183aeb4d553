/**
 * Uploads in the editor (issue 46): judged by their content, never their name; named by the check's rule; kept aside
 * for the editing that made them only.
 */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES } from "#scripts/build/image-rules.ts";
import { imageResolver, stageUpload, uploadMessages } from "./uploads.ts";

const png = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: "#0e7490" } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: "#0e7490" } })
    .jpeg()
    .toBuffer();

describe("an uploaded image", () => {
  const dir = () => mkdtempSync(path.join(tmpdir(), "uploads-"));

  it("is named from its own name in the list's folder, with the ending of what it is", async () => {
    const staging = dir();
    const staged = await stageUpload(
      staging,
      { bytes: await jpeg(), filename: "Ærø Agency Logo.PNG" },
      "",
      "customer-logos",
    );
    expect(staged).toEqual({ src: "customer-logos/aero-agency-logo.jpg" });
    expect(existsSync(path.join(staging, "customer-logos/aero-agency-logo.jpg"))).toBe(true);
  });

  it("keeps the name the member typed, when its ending fits what the file is", async () => {
    expect(await stageUpload(dir(), { bytes: await png(), filename: "x.png" }, "logos/acme.png", "logos")).toEqual({
      src: "logos/acme.png",
    });
    expect(await stageUpload(dir(), { bytes: await jpeg(), filename: "x.png" }, "logos/acme.png", "logos")).toEqual({
      problem: uploadMessages.wrongEnding("JPEG", ["jpg", "jpeg"]),
    });
  });

  it("is refused in words when it is not an image (whatever its name), too large, or badly named", async () => {
    expect(await stageUpload(dir(), { bytes: Buffer.from("<html>"), filename: "logo.png" }, "", "logos")).toEqual({
      problem: uploadMessages.notAnImage,
    });
    expect(
      await stageUpload(dir(), { bytes: Buffer.alloc(IMAGE_MAX_BYTES + 1), filename: "big.png" }, "", "logos"),
    ).toEqual({ problem: uploadMessages.tooLarge("10.0") });
    for (const typed of ["../../etc/passwd.png", "/abs/logo.png", "logos/ac me.png"])
      expect(await stageUpload(dir(), { bytes: await png(), filename: "x.png" }, typed, "logos")).toEqual({
        problem: uploadMessages.badName,
      });
  });

  it("stands in for content/images/ only in the editing that uploaded it", async () => {
    const staging = dir();
    await stageUpload(staging, { bytes: await png(), filename: "x.png" }, "logos/acme.png", "logos");
    expect(imageResolver(staging, "/content/images", new Set(["logos/acme.png"]))("logos/acme.png")).toBe(
      path.join(staging, "logos/acme.png"),
    );
    expect(imageResolver(staging, "/content/images", new Set())("logos/acme.png")).toBe(
      "/content/images/logos/acme.png",
    );
  });
});
