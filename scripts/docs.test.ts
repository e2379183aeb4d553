/**
 * The documents point where they say (issue 56): every place the code, the settings' example and the documents send
 * a reader to in the README ("README, \"Erasure\"") is a heading of the README or a bold lead of one of its items.
 */
// @vitest-environment node
import { spawnSync } from "node:child_process";
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

describe("what the README says npm ci prints under Node 20", () => {
  it("names every package whose engines leave Node 20 out, as the lockfile has them", () => {
    const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
      packages: Record<string, { engines?: { node?: string } | string[] }>;
    };
    /** Whether a range leaves out Node 20: each of its alternatives starts at a later major. */
    const leavesOut20 = (range: string) =>
      range.split("||").every((alternative) => {
        const major = /(?:>=|\^|~)?\s*v?(\d+)/.exec(alternative.trim())?.[1];
        return major !== undefined && Number(major) > 20;
      });
    const names = Object.entries(lock.packages)
      .filter(([at, entry]) => at !== "" && !Array.isArray(entry.engines) && leavesOut20(entry.engines?.node ?? "0"))
      .map(([at]) => at.replace(/^.*node_modules\//, ""));
    const said =
      /under Node 20, `npm ci` prints (\d+) `npm warn EBADENGINE[^]*?need Node 22 or later \(([^)]*)\)/i.exec(
        readme.replace(/\s+/g, " "),
      );
    expect(said).not.toBeNull();
    const listed = [...said![2]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    expect([...new Set(names)].sort()).toEqual(listed.sort());
    // Each of them, and the project's own engines, is one block.
    expect(Number(said![1])).toBe(listed.length + 1);
  });
});

describe("the service units an operator copies (docs/deploy/*.service)", () => {
  it("pass systemd-analyze verify without a word, one for each way of serving", () => {
    const units = readdirSync(path.join(root, "docs/deploy"))
      .filter((name) => name.endsWith(".service"))
      .map((name) => path.join(root, "docs/deploy", name));
    expect(units.map((unit) => path.basename(unit)).sort()).toEqual([
      "singularity-site-publishing.service",
      "singularity-site.service",
    ]);
    const verify = spawnSync("systemd-analyze", ["verify", ...units], { encoding: "utf8" });
    expect([verify.status, `${verify.stdout}${verify.stderr}`]).toEqual([0, ""]);
    // Each runs the npm script its mode needs, which hands SIGTERM to the server (tests/e2e/service-signals.spec.ts).
    const execStart = (name: string) =>
      /^ExecStart=(.+)$/m.exec(readFileSync(path.join(root, "docs/deploy", name), "utf8"))?.[1];
    expect(execStart("singularity-site.service")).toBe("/usr/bin/npm run serve");
    expect(execStart("singularity-site-publishing.service")).toBe("/usr/bin/npm start");
  });
});

describe("the CI an operator copies (docs/deploy/github-actions.yml, gitlab-ci.yml)", () => {
  it("runs only commands the README runs too", () => {
    const commands = (file: string) => {
      const text = readFileSync(path.join(root, "docs/deploy", file), "utf8");
      const single = [...text.matchAll(/^\s*(?:- )?run: (?!\|)(.+)$/gm), ...text.matchAll(/^ {4}- (?!if:)([a-z].+)$/gm)]
        .map((match) => match[1]!.trim())
        // Not a setting ("cron: …"), nor the runner's own preparation (SSH's client and key).
        .filter((line) => !/^[a-z_]+: /.test(line) && !line.startsWith("apt-get") && !line.startsWith("install "));
      const remote = [...text.matchAll(/'(cd \/srv\/singularity-site[^']+)'/g)].map((match) => match[1]!);
      return [...single, ...remote];
    };
    for (const file of ["github-actions.yml", "gitlab-ci.yml"]) {
      const run = commands(file);
      expect(run, file).toEqual(
        expect.arrayContaining(["npm ci", "npm run check:content", "bash .ci/run", "npm run build"]),
      );
      expect(
        run.filter((command) => !readme.replace(/\s+/g, " ").includes(`\`${command}\``)),
        file,
      ).toEqual([]);
    }
  });
});
