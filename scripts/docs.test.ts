/**
 * The documents point where they say (issue 56): every place the code, the settings' example and the documents send
 * a reader to in the README ("README, \"Erasure\"") is a heading of the README or a bold lead of one of its items.
 */
// @vitest-environment node
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const at = path.join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    return statSync(path.join(root, at)).isDirectory() ? filesUnder(at) : [at];
  });
}

/** The README's sections: its headings, and the bold leads of its items ("- **Proxies.** …", "**Roles.** …"). */
const sections = new Set([
  ...[...readme.matchAll(/^#{2,4} (.+)$/gm)].map((match) => match[1]!.trim()),
  ...[...readme.matchAll(/^(?:- )?\*\*([^*]+?)[.:]?\*\*/gm)].map((match) => match[1]!.trim()),
]);

describe("the README's sections named elsewhere", () => {
  it("all exist", () => {
    const named: string[] = [];
    for (const file of [...filesUnder("server"), ...filesUnder("scripts"), ...filesUnder("docs"), ".env.example"])
      if (/\.(ts|tsx|md|conf|example|service|yml)$/.test(file))
        for (const match of readFileSync(path.join(root, file), "utf8").matchAll(/README[,:]? "([^"]+)"/g))
          named.push(`${file}: ${match[1]}`);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((line) => !sections.has(line.split(": ").slice(1).join(": ")))).toEqual([]);
  });
});
