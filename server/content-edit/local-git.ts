/**
 * The editor's default place for a change (issue 46): a commit in the local git repository the site is served from.
 * One commit per save, by the member who saved, with a message that says what changed. A file changed by someone
 * else since the member opened it is never overwritten: the save is refused and names the file.
 */
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { ChangedFile } from "./change.ts";

const run = promisify(execFile);

async function git(repo: string, args: string[]): Promise<string> {
  const { stdout } = await run("git", args, { cwd: repo, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/** Commits what is staged (or the `paths` after "--" in `args`) by the member; answers the new commit's id. */
export async function commitAs(repo: string, author: { name: string; email: string }, args: string[]): Promise<string> {
  await git(repo, [
    "-c",
    `user.name=${author.name}`,
    "-c",
    `user.email=${author.email}`,
    "commit",
    "--quiet",
    "--no-verify",
    ...args,
  ]);
  return (await git(repo, ["rev-parse", "HEAD"])).trim();
}

/** The git object id of a text: what the editor remembers of a file it opened, to tell whether it changed since. */
export async function blobId(repo: string, text: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "content-blob-"));
  try {
    const file = path.join(dir, "blob");
    writeFileSync(file, text);
    return (await git(repo, ["hash-object", file])).trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The change as a unified diff, file by file (what the member reviews before saving). */
export async function diffOf(repo: string, files: ChangedFile[]): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "content-diff-"));
  try {
    let out = "";
    for (const { file, before, after } of files) {
      writeFileSync(path.join(dir, "before"), before);
      writeFileSync(path.join(dir, "after"), after);
      // --no-index exits 1 when the files differ: that is its answer, not a failure.
      const text = await run("git", ["diff", "--no-index", "--no-color", "--", "before", "after"], { cwd: dir })
        .then(({ stdout }) => stdout)
        .catch((error: { code?: number; stdout?: string }) => {
          if (error.code === 1) return error.stdout ?? "";
          throw error;
        });
      out += text.replace(/a\/before/g, `a/content/${file}`).replace(/b\/after/g, `b/content/${file}`);
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type CommitResult =
  | { commit: string }
  /** Files someone else changed since the member opened them: nothing was written. */
  | { conflicts: string[] };

/** One save at a time in this process (git's own lock answers another process's). */
let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` after every save and withdrawal asked for before it in this process, alone. */
export function serially<T>(work: () => Promise<T>): Promise<T> {
  const done = queue.then(work);
  queue = done.catch(() => {});
  return done;
}

/**
 * Writes the change's files into `content/` of the repository and commits them, by `author`. `opened` holds the
 * blob id of each file as the member opened it: a file that differs now is someone else's change, and nothing is
 * written.
 */
export function commitChange(
  repo: string,
  files: ChangedFile[],
  {
    message,
    author,
    opened,
    images = [],
    removedImages = [],
  }: {
    message: string;
    author: { name: string; email: string };
    opened: Record<string, string>;
    /** Uploaded images the change names, committed with it into content/images/. */
    images?: { src: string; file: string }[];
    /** Images under content/images/ that no content names once the change is made: removed with it. */
    removedImages?: string[];
  },
): Promise<CommitResult> {
  return serially(async (): Promise<CommitResult> => {
    const conflicts: string[] = [];
    for (const { file } of files) {
      const now = await blobId(repo, readFileSync(path.join(repo, "content", file), "utf8"));
      if (opened[file] !== now) conflicts.push(file);
    }
    if (conflicts.length > 0) return { conflicts };
    for (const { file, after } of files) writeFileSync(path.join(repo, "content", file), after);
    for (const { src, file } of images) {
      const target = path.join(repo, "content/images", src);
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(file, target);
    }
    const removed = removedImages.map((src) => `content/images/${src}`);
    if (removed.length > 0) await git(repo, ["rm", "--quiet", "--ignore-unmatch", "--", ...removed]);
    const paths = [...files.map(({ file }) => `content/${file}`), ...images.map(({ src }) => `content/images/${src}`)];
    await git(repo, ["add", "--", ...paths]);
    paths.push(...removed);
    return { commit: await commitAs(repo, author, ["-m", message, "--", ...paths]) };
  });
}
