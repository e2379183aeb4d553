/**
 * One built release for every supervised server of a test run (issue 58): the editor's specs in Chromium and Firefox
 * each start `npm start` on a site checkout of their own, whose supervisor builds the checkout's commit before it
 * listens. Their checkouts hold the same commit (tests/content-repo.ts makes it the same), so the first spec builds
 * it once, the way the supervisor does (prepareRelease), and every supervised server starts on a copy of that release
 * instead of building its own: two builds of the same commit were a minute of both cores.
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { prerenderedPaths } from "#app/content/pages.ts";
import { headCommit, prepareRelease, releasesDir } from "#server/publish/releases.ts";

/** What one test run shares: its runner's lead store names the run (playwright.config.ts sets it once). */
const runKey = () => path.basename(process.env.E2E_LEADS_DB ?? `run-${process.pid}`, ".db");

/** A build of the site takes a minute or two on a busy machine; a builder that never finishes is not waited on. */
const BUILD_WAIT_MS = 6 * 60_000;

/**
 * Puts a built release of `checkout`'s commit into `dataDir`'s releases, where the supervisor finds it built and
 * serves it at once. Built by the first caller of the run; the others wait for it. Should the shared build fail, the
 * supervisor builds its own, as it would anyway.
 */
export async function seedRelease(checkout: string, dataDir: string): Promise<void> {
  const commit = await headCommit(checkout);
  const shared = path.join(tmpdir(), `e2e-release-${runKey()}-${commit.slice(0, 12)}`);
  const built = path.join(shared, "built");
  const failed = path.join(shared, "failed");
  let builder = false;
  try {
    mkdirSync(shared);
    builder = true;
  } catch {
    // Another spec builds it: wait below.
  }
  if (builder) {
    try {
      await prepareRelease(checkout, shared, commit, () => {}, prerenderedPaths.length);
      writeFileSync(built, commit);
    } catch {
      writeFileSync(failed, commit);
      return;
    }
  } else {
    const deadline = Date.now() + BUILD_WAIT_MS;
    while (!existsSync(built)) {
      if (existsSync(failed) || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const release = path.join(releasesDir(dataDir), commit);
  mkdirSync(releasesDir(dataDir), { recursive: true });
  // Links stay links (node_modules is one), and the copy is no worktree of the builder's checkout: its .git goes.
  cpSync(path.join(releasesDir(shared), commit), release, { recursive: true, verbatimSymlinks: true });
  rmSync(path.join(release, ".git"), { force: true });
}
