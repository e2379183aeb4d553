/**
 * Releases (issue 46): each published commit is checked out on its own (a git worktree under data/releases/) and
 * built there, so a server process started on it serves that commit's pages with that commit's prices, quotes and
 * forms, whatever is saved after. The checkout's packages are shared (node_modules is linked).
 */
import { execFile, spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export const releasesDir = (dataDir: string) => path.join(dataDir, "releases");

export async function headCommit(checkout: string): Promise<string> {
  return (await run("git", ["rev-parse", "HEAD"], { cwd: checkout })).stdout.trim();
}

/** Whether the checkout holds changes no commit has (a developer at work): they would not be in a release. */
export async function uncommittedChanges(checkout: string): Promise<boolean> {
  const { stdout } = await run("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: checkout });
  return stdout.trim() !== "";
}

/** A release's build is complete when its stamp is there (scripts/build.ts writes it last). */
export const isBuilt = (release: string) => existsSync(path.join(release, "build/.stamp"));

/** The steps of a build, by the lines it prints, with how far along each puts it. */
const STEPS: [RegExp, number, string][] = [
  [/building client environment/, 15, "Building the pages' scripts"],
  [/building ssr environment/, 40, "Building the server's renderer"],
  [/^Prerender \(html\)/, 45, "Writing the pages"],
  [/^build: done/, 100, "Built"],
];

/**
 * Checks out `commit` under data/releases/ (once) and builds it there, reporting progress (0–100) and the step in
 * words. Resolves with the release's folder, or rejects with the check's or the build's own words.
 */
export async function prepareRelease(
  checkout: string,
  dataDir: string,
  commit: string,
  onProgress: (progress: number, step: string) => void,
  pages: number,
): Promise<string> {
  const release = path.join(releasesDir(dataDir), commit);
  if (isBuilt(release)) return release;
  onProgress(2, "Checking out the saved content");
  if (existsSync(release)) {
    rmSync(release, { recursive: true, force: true });
    await run("git", ["worktree", "prune"], { cwd: checkout });
  }
  await run("git", ["worktree", "add", "--detach", "--force", release, commit], { cwd: checkout });
  symlinkSync(path.join(checkout, "node_modules"), path.join(release, "node_modules"), "dir");
  onProgress(5, "Checking the content");
  const said: string[] = [];
  let prerendered = 0;
  const status = await new Promise<number | null>((resolve) => {
    const build = spawn(process.execPath, ["scripts/build.ts"], {
      cwd: release,
      // What the build before made from the same input (compressed files, preview images) is taken, not made again.
      env: { ...process.env, NODE_ENV: "production", BUILD_CACHE_DIR: path.join(releasesDir(dataDir), ".build-cache") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) {
        said.push(line);
        if (said.length > 200) said.shift();
        const step = STEPS.find(([pattern]) => pattern.test(line.trim()));
        if (!step) continue;
        if (step[0].source.includes("Prerender")) {
          prerendered += 1;
          onProgress(Math.min(90, 45 + Math.round((45 * prerendered) / Math.max(1, pages))), step[2]);
        } else onProgress(step[1] === 100 ? 95 : step[1], step[2]);
      }
    };
    build.stdout.on("data", read);
    build.stderr.on("data", read);
    build.once("close", resolve);
  });
  if (status !== 0) {
    const words = said.join("\n").trim();
    // The build says what is wrong in words (scripts/build.ts): the content's problems, or one line for an engineer.
    const problem = /The site's content has [\s\S]*/.exec(words)?.[0] ?? words.split("\n").slice(-6).join("\n");
    rmSync(release, { recursive: true, force: true });
    await run("git", ["worktree", "prune"], { cwd: checkout });
    throw new Error(problem);
  }
  return release;
}

/** Removes every release but those kept (the live one and the one a rollback goes back to). */
export async function pruneReleases(checkout: string, dataDir: string, keep: string[]) {
  const dir = releasesDir(dataDir);
  if (!existsSync(dir)) return;
  for (const commit of readdirSync(dir))
    if (!keep.includes(commit) && !commit.startsWith("."))
      rmSync(path.join(dir, commit), { recursive: true, force: true });
  await run("git", ["worktree", "prune"], { cwd: checkout });
}
