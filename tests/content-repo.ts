/**
 * A git repository of a test's own for the editor (issue 46): the fixtures' content (tests/fixtures/content) and the
 * project's Prettier settings, committed, so a test's saves never touch the checkout's own content/.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export function makeContentRepo(): { repo: string; git: (...args: string[]) => string } {
  const repo = mkdtempSync(path.join(tmpdir(), "content-repo-"));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Site", "-c", "user.email=site@vendor.example", ...args], {
      cwd: repo,
      encoding: "utf8",
    });
  cpSync(path.join(root, "tests/fixtures/content"), path.join(repo, "content"), { recursive: true });
  cpSync(path.join(root, ".prettierrc.json"), path.join(repo, ".prettierrc.json"));
  git("init", "--quiet", "--initial-branch=main");
  git("add", ".");
  git("commit", "--quiet", "-m", "Content as shipped");
  return { repo, git };
}
