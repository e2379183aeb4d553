// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type PageStyles, pageStylesFile, siteStylesheetOf } from "#server/site/page-styles.ts";
import { pageFile } from "./page-file.ts";
import { classesOfPage, stylesheetFor, withoutAbsentElements, writePageStyles } from "./page-styles.ts";

describe("stylesheetFor", () => {
  it("compiles the site's stylesheet for the given classes only, with the site's own base and theme", async () => {
    const css = await stylesheetFor(["p-4", "text-accent-700", "container-page"]);
    expect(css.startsWith("/*! tailwindcss")).toBe(true);
    expect(css).toContain(".p-4{");
    expect(css).toContain(".container-page{");
    expect(css).toContain("--color-accent-700:#0e7490");
    // The focus ring (with a date field's, whose calendar button takes focus inside it) in the one focus colour.
    expect(css).toMatch(/:focus-visible,input:is\([^)]*\):focus-within\{outline:3px solid var\(--color-focus\)/);
    expect(css).toContain("--color-focus:var(--color-accent-700)");
    expect(css).not.toContain(".p-8{");
    // A theme variable no class uses stays out.
    expect(css).not.toContain("--color-accent-50:");
  });
});

describe("withoutAbsentElements", () => {
  it("drops the resets of elements the page does not have, and of form controls' parts without a form control", async () => {
    const css = await stylesheetFor(["p-4"]);
    const article = withoutAbsentElements(css, new Set(["html", "body", "main", "p", "a", "button"]));
    expect(article).toContain(".p-4{");
    expect(article).not.toMatch(/(^|[{},])sub\b/);
    expect(article).not.toContain("::placeholder");
    expect(article).not.toContain("::-webkit-datetime-edit");
    expect(article).toMatch(/(^|[{},])button\b/);
    expect(article).toContain(":focus-visible");
    expect(article.length).toBeLessThan(css.length);
    const form = withoutAbsentElements(css, new Set(["html", "body", "form", "input"]));
    expect(form).toContain("::placeholder");
    expect(form).toMatch(/(^|[{},])input\b/);
  });
});

describe("classesOfPage", () => {
  it("takes every class in the HTML and, from the islands' scripts, the site's classes only", () => {
    const chunk = `const a="rounded-lg border-danger";const react="zzz-not-a-class";`;
    const classes = classesOfPage(`<p class="mt-4 tabular">x</p>`, [chunk]);
    expect(classes).toContain("mt-4");
    expect(classes).toContain("tabular");
    expect(classes).toContain("rounded-lg");
    expect(classes).toContain("border-danger");
    expect(classes).not.toContain("zzz-not-a-class");
  });
});

describe("writePageStyles", () => {
  it("gives each page its own stylesheet and writes it, with its classes, for the server's renders", async () => {
    const build = mkdtempSync(path.join(tmpdir(), "page-styles-"));
    const client = path.join(build, "client");
    mkdirSync(path.join(build, "server"), { recursive: true });
    const whole = await stylesheetFor(["p-4", "p-8", "mt-4"]);
    for (const [route, body] of [
      ["/", `<main class="p-4"></main>`],
      ["/secops", `<main class="mt-4"></main>`],
    ] as const) {
      const file = pageFile(client, route);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `<html><head><style>${whole}</style></head><body>${body}</body></html>`);
    }
    const sizes = await writePageStyles(build, ["/", "/secops"], {});
    const home = siteStylesheetOf(readFileSync(pageFile(client, "/"), "utf8"))!;
    expect(home).toContain(".p-4{");
    expect(home).not.toContain(".mt-4{");
    expect(home).not.toContain(".p-8{");
    expect(sizes["/"]!.after).toBeLessThan(sizes["/"]!.before);
    const written = JSON.parse(readFileSync(pageStylesFile(path.join(build, "server")), "utf8")) as PageStyles;
    expect(written["/secops"]!.classes).toEqual(["mt-4"]);
    expect(written["/secops"]!.elements).toEqual(["body", "head", "html", "main", "style"]);
    expect(written["/"]!.css).toBe(home);
  });

  it("stops the build on a page without the site's stylesheet", async () => {
    const build = mkdtempSync(path.join(tmpdir(), "page-styles-"));
    const file = pageFile(path.join(build, "client"), "/");
    mkdirSync(path.dirname(file), { recursive: true });
    mkdirSync(path.join(build, "server"));
    writeFileSync(file, `<html><head></head><body></body></html>`);
    await expect(writePageStyles(build, ["/"], {})).rejects.toThrow("/: the site's stylesheet is missing");
  });
});
