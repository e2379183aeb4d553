/**
 * A git repository of a test's own for the editor (issue 46): the fixtures' content (tests/fixtures/content) and the
 * project's Prettier settings, committed, so a test's saves never touch the checkout's own content/.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const TESTS_CONTENT_DATE = "2026-01-01T00:00:00Z";

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

/**
 * A checkout of the site of the test's own for `npm start`'s supervisor (issue 46), and the editor's benchmark: a clone
 * of this repository's commit, its packages linked, and the fixtures' content committed over the shipped content.
 */
export function makeSiteCheckout(): { checkout: string; git: (...args: string[]) => string } {
  const checkout = mkdtempSync(path.join(tmpdir(), "site-checkout-"));
  const gitWith = (env: NodeJS.ProcessEnv, ...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Site", "-c", "user.email=site@vendor.example", ...args], {
      cwd: checkout,
      encoding: "utf8",
      stdio: "pipe",
      env: { ...process.env, ...env },
    });
  const git = (...args: string[]) => gitWith({}, ...args);
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", root, checkout]);
  symlinkSync(path.join(root, "node_modules"), path.join(checkout, "node_modules"), "dir");
  rmSync(path.join(checkout, "content"), { recursive: true });
  cpSync(path.join(root, "tests/fixtures/content"), path.join(checkout, "content"), { recursive: true });
  git("add", "--all", "content");
  // Dated, so every checkout of one commit of the site gets the same commit here: the supervised servers of a test
  // run share one build of it (tests/e2e/shared-release.ts).
  gitWith(
    { GIT_AUTHOR_DATE: TESTS_CONTENT_DATE, GIT_COMMITTER_DATE: TESTS_CONTENT_DATE },
    "commit",
    "--quiet",
    "--allow-empty",
    "-m",
    "The tests' content",
  );
  return { checkout, git };
}
