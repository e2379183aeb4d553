// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const lock = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../package-lock.json"), "utf8")) as {
  packages: Record<string, { optionalDependencies?: Record<string, string> }>;
};
const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe("package-lock.json", () => {
  // `npm ci` refuses a lockfile that lacks an optional platform binary the registry did not have when it
  // was written (seen with @tailwindcss/oxide 4.3.5). Catch that here rather than in CI on a fresh machine.
  it("records every optional dependency, so `npm ci` works from it", () => {
    const paths = Object.keys(lock.packages);
    const missing = Object.entries(lock.packages).flatMap(([owner, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((dep) => !paths.some((p) => p.endsWith(`node_modules/${dep}`)))
        .map((dep) => `${owner} → ${dep}`),
    );
    expect(missing).toEqual([]);
  });

  it("pins every direct dependency exactly, and React Router packages to one version", () => {
    const all = { ...pkg.dependencies, ...pkg.devDependencies };
    expect(Object.entries(all).filter(([, range]) => !/^\d+\.\d+\.\d+$/.test(range))).toEqual([]);
    const routerVersions = new Set(
      Object.entries(all)
        .filter(([name]) => name === "react-router" || name.startsWith("@react-router/"))
        .map(([, version]) => version),
    );
    expect(routerVersions.size).toBe(1);
  });
});
