// @vitest-environment node
/**
 * The import rules the code keeps (docs/decisions/0011-content-parsed-at-the-edge.md, 0001-stack.md): one import
 * style, content below the libraries, schemas and the check free of data, and no import circle anywhere in app/.
 * Read from the source, so a new file is held to them without a list to update.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const sourceDirs = ["app", "server", "scripts", "tests", "pdf"];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

const specifier =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\("([^"]+)"\)|vi\.(?:do)?[mM]ock\("([^"]+)"/g;

/** The modules a file imports, as written, with whether the import is for types only. */
function importsOf(file: string): { spec: string; typeOnly: boolean }[] {
  const text = readFileSync(path.join(root, file), "utf8");
  return [...text.matchAll(specifier)].map((match) => ({
    spec: (match[1] ?? match[2] ?? match[3])!,
    typeOnly: /^\s*(import|export) type\s/.test(match[0].trimStart()),
  }));
}

/** A specifier as a path from the repository root, for this project's own modules. */
function target(file: string, spec: string): string | undefined {
  if (spec.startsWith("#")) return spec.slice(1);
  if (spec.startsWith("./")) return path.join(path.dirname(file), spec);
  return undefined;
}

const files = sourceDirs.flatMap(sourceFiles);

describe("imports", () => {
  it("one style: #app/… (package.json#imports) across folders, ./file.ts beside, never ../ or ~/", () => {
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter(({ spec }) => spec.startsWith("../") || spec.startsWith("~/"))
        .map(({ spec }) => `${file}: ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it("app/content imports nothing from app/lib (the libraries read the content, not the other way round)", () => {
    const offending = files
      .filter((file) => file.startsWith("app/content/") && !file.includes(".test."))
      .flatMap((file) =>
        importsOf(file)
          .filter(({ spec }) => target(file, spec)?.startsWith("app/lib/"))
          .map(({ spec }) => `${file}: ${spec}`),
      );
    expect(offending).toEqual([]);
  });

  it("components and islands import no route module (issue 47: the pricing calculators are components)", () => {
    const offending = files
      .filter((file) => /^app\/(components|islands|lib)\//.test(file))
      .flatMap((file) =>
        importsOf(file)
          .filter(({ spec }) => target(file, spec)?.startsWith("app/routes/"))
          .map(({ spec }) => `${file}: ${spec}`),
      );
    expect(offending).toEqual([]);
  });

  it("the schemas, the check and the reader import no content file: a broken file cannot stop them", () => {
    const leaves = files.filter(
      (file) =>
        /^app\/content\/(schemas\/|check\.server|problems|figures|parse|layout-limits|amounts)/.test(file) &&
        !file.includes(".test."),
    );
    expect(leaves.length).toBeGreaterThan(8);
    const offending = leaves.flatMap((file) =>
      importsOf(file)
        .filter(
          ({ spec }) =>
            spec.endsWith(".json") || /app\/content\/(plans|site-figures)\.ts$/.test(target(file, spec) ?? ""),
        )
        .map(({ spec }) => `${file}: ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it.each([
    ["app/", false],
    // Issue 47: the content layer has none even through types (figures.ts ↔ schemas/common.ts ↔ schemas/plans.ts).
    ["app/content/", true],
    // Issue 57: leads/repository.ts ↔ leads/workspace.ts and team/changes.ts ↔ team/content-editor.ts were circles.
    ["server/", true],
  ] as const)("no import circle in %s (type-only imports too: %s)", (folder, withTypes) => {
    const graph = new Map<string, string[]>();
    for (const file of files.filter((f) => f.startsWith(folder) && !f.includes(".test.")))
      graph.set(
        file,
        importsOf(file)
          .filter(({ typeOnly }) => withTypes || !typeOnly)
          .map(({ spec }) => target(file, spec))
          .filter((to): to is string => to !== undefined && graph !== undefined && /\.tsx?$/.test(to)),
      );
    const circles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        circles.push([...trail.slice(trail.indexOf(file)), file].join(" → "));
        return;
      }
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, "done");
    };
    for (const file of graph.keys()) visit(file, []);
    expect(circles).toEqual([]);
  });

  it("server/ holds its entry (main.ts) and a folder for each part, by whom it serves (issue 57)", () => {
    const top = readdirSync(path.join(root, "server"), { withFileTypes: true });
    expect(top.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual(["main.ts"]);
    expect(
      top
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(["content-edit", "leads", "publish", "shared", "site", "team", "traffic"].sort());
  });
});
