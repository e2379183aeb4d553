// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { GUIDE_FILE, guideAnchor, withGuideLinks } from "#server/content-edit/guide-links.ts";
import { signedInWorkspace } from "./test-workspace.ts";

// The guide is every member's: a member of sales reads it as an owner does.
const workspace = signedInWorkspace("sam@vendor.example", "sales");

const root = path.resolve(import.meta.dirname, "../..");

describe("the Guide, the marketing guide in the workspace", () => {
  it("is the guide's text under its own title, with its sections listed and each one's anchor", async () => {
    const response = await workspace.app.request("/team/guide", { headers: { cookie: workspace.cookie } });
    expect(response.status).toBe(200);
    const { document } = new JSDOM(await response.text()).window;
    const markdown = readFileSync(path.join(root, GUIDE_FILE), "utf8");
    expect(document.querySelector("h1")?.textContent).toBe(markdown.match(/^# (.+)$/m)![1]);
    expect(document.querySelector('nav a[aria-current="page"]')?.textContent).toBe("Guide");
    const contents = [...document.querySelectorAll('nav[aria-labelledby="guide-contents"] a')];
    const headings = [...markdown.matchAll(/^###? (.+)$/gm)].map((heading) => heading[1]);
    expect(contents.map((link) => link.textContent)).toEqual(headings);
    for (const link of contents) expect(document.getElementById(link.getAttribute("href")!.slice(1))).not.toBeNull();
    // Each table scrolls in a region the keyboard reaches, named by its columns.
    const tables = [...document.querySelectorAll("table")];
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      expect(table.parentElement?.getAttribute("tabindex")).toBe("0");
      expect(table.parentElement?.getAttribute("aria-label")).toMatch(/^Table: \S/);
    }
  });

  it("has a section for every reference the site's messages make to it", () => {
    const markdown = readFileSync(path.join(root, GUIDE_FILE), "utf8");
    const anchors = new Set([...markdown.matchAll(/^#+ (.+)$/gm)].map((heading) => guideAnchor(heading[1]!)));
    const sources = ["app/content/schemas/common.ts", "app/content/schemas/plans.ts"].map((file) =>
      readFileSync(path.join(root, file), "utf8"),
    );
    const named = sources.flatMap((source) =>
      [...source.matchAll(/docs\/content-and-prices\.md, "([^"]+)"/g)].map((reference) => reference[1]!),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const section of named) expect(anchors, section).toContain(guideAnchor(section));
  });

  it("makes a message's references to it links to its sections, opening in a new tab", async () => {
    const shown = await withGuideLinks(
      'started on December 1, 2025: no cohort is open. Add the next cohort (docs/content-and-prices.md, "A new cohort")',
    );
    const { document } = new JSDOM(`<p>${String(shown)}</p>`).window;
    const link = document.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/team/guide#a-new-cohort");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(document.querySelector("p")?.textContent).toBe(
      "started on December 1, 2025: no cohort is open. Add the next cohort (the guide, “A new cohort” (opens in a new tab))",
    );
    expect(String(await withGuideLinks("see the list in docs/content-and-prices.md"))).toContain('href="/team/guide"');
    // Words with markup in them stay words.
    expect(String(await withGuideLinks("<b> docs/content-and-prices.md"))).toMatch(/^&lt;b&gt; /);
    expect(withGuideLinks("no reference")).toBe("no reference");
  });
});
