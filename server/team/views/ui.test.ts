// @vitest-environment node
import { describe, expect, it } from "vitest";
import { addressText } from "./ui.ts";

describe("an e-mail address as the workspace shows it", () => {
  it("may break after each dot of its name and after its @, and nowhere else first", async () => {
    expect(String(await addressText("dana.whitfield@mail.example.com"))).toBe(
      "<bdi>dana.<wbr />whitfield@<wbr />mail.example.com</bdi>",
    );
    // Not an address (the audit log's "command line"): as it is.
    expect(String(await addressText("command line"))).toBe("<bdi>command line</bdi>");
  });

  it("escapes what a visitor typed and shows a direction control as its code", async () => {
    expect(String(await addressText("<b>@x.example"))).toBe("<bdi>&lt;b&gt;@<wbr />x.example</bdi>");
    expect(String(await addressText("a\u202Eb@x"))).toBe("<bdi>a[U+202E]b@<wbr />x</bdi>");
    expect(String(await addressText(null))).toBe("<bdi></bdi>");
  });
});
