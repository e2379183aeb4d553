/**
 * The saved changes as the Changes page speaks of them (issue 53): which saved change holds a publish back (the first
 * commit since the live one at which the check finds each problem), and withdrawing one change by itself: its undoing
 * made as a new commit by the member, through the same check as any save, never over a later change to the same lines.
 */
import { execFile, execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { type ContentProblem, reportOnContent } from "#app/content/check.server.ts";
import { imageProblems } from "#scripts/build/image-rules.ts";
import { commitAs } from "#server/content-edit/local-git.ts";

const run = promisify(execFile);

export interface SavedChange {
  commit: string;
  author: string;
  at: string;
  subject: string;
  /** It changes content/ only (the editor's saves, a marketer's): it can be withdrawn in the workspace. */
  contentOnly: boolean;
}

/** What holds a publish back: each problem, and the saved change that brought it (when one of them did). */
export interface HeldBack extends ContentProblem {
  change?: SavedChange;
}

const git = async (repo: string, args: string[]) => (await run("git", args, { cwd: repo })).stdout;

/** The commits of a `git log` range, newest first, each with whether it changes content/ only. */
export async function savedChanges(repo: string, range: string[]): Promise<SavedChange[]> {
  const stdout = await git(repo, ["log", "--format=%x1e%H%x09%an%x09%aI%x09%s", "--name-only", ...range]);
  return stdout
    .split("\x1e")
    .filter(Boolean)
    .map((entry) => {
      const [line = "", ...files] = entry.split("\n").filter(Boolean);
      const [commit = "", author = "", at = "", subject = ""] = line.split("\t");
      return {
        commit,
        author,
        at,
        subject,
        contentOnly: files.length > 0 && files.every((file) => file.startsWith("content/")),
      };
    });
}

/** The content check's problems of the content as a commit has it (its images not judged: they take seconds). */
export function problemsAt(repo: string, commit: string): ContentProblem[] {
  return reportOnContent((file) =>
    execFileSync("git", ["show", `${commit}:content/${file}`], { cwd: repo, encoding: "utf8", stdio: "pipe" }),
  ).problems;
}

const key = ({ file, field, problem }: ContentProblem) => `${file}\0${field}\0${problem}`;

/** At most this many saved changes are checked one by one to find which brought a problem. */
const CHANGES_CHECKED = 20;

/**
 * The content problems of `commit` (what a failed publish met), each with the saved change since `live` that brought
 * it: the oldest at which the check first finds it. Only content is judged here: a build that failed for another
 * reason has none, and its own words stand.
 */
export async function whatHoldsBack(repo: string, live: string | undefined, commit: string): Promise<HeldBack[]> {
  const problems = problemsAt(repo, commit);
  if (problems.length === 0 || !live) return problems;
  const changes = (await savedChanges(repo, [`${live}..${commit}`])).reverse().slice(-CHANGES_CHECKED);
  const found = new Map<string, SavedChange>();
  for (const change of changes) {
    for (const problem of problemsAt(repo, change.commit))
      if (!found.has(key(problem))) found.set(key(problem), change);
    if (problems.every((problem) => found.has(key(problem)))) break;
  }
  return problems.map((problem) => ({ ...problem, change: found.get(key(problem)) }));
}

export type WithdrawResult =
  | { commit: string; subject: string }
  /** In words: why it cannot be withdrawn by itself (nothing was written). */
  | { refused: string }
  /** The content as it would be has problems (nothing was written). */
  | { problems: ContentProblem[] };

export const withdrawMessages = {
  notContent:
    "This change is not only to the site's content (an engineer's change to its code), so it cannot be withdrawn here: ask an engineer.",
  overlaps:
    "A later saved change edits the same lines, so this one cannot be withdrawn by itself: withdraw the later one first, or change the field back in the editor.",
  unknown: "There is no such saved change.",
};

/**
 * Withdraws one saved change: the content as it was before it, in the fields it changed only, as a new commit by the
 * member, once the whole check passes on the result. Runs in the checkout's one queue of saves (`serially`).
 */
export async function withdrawChange(
  repo: string,
  commit: string,
  author: { name: string; email: string },
): Promise<WithdrawResult> {
  if (!/^[0-9a-f]{40}$/.test(commit)) return { refused: withdrawMessages.unknown };
  const [change] = await savedChanges(repo, ["-1", commit]).catch(() => []);
  if (!change) return { refused: withdrawMessages.unknown };
  if (!change.contentOnly) return { refused: withdrawMessages.notContent };
  const reverted = await run("git", ["revert", "--no-commit", commit], { cwd: repo }).then(
    () => true,
    () => false,
  );
  const abort = () => run("git", ["revert", "--abort"], { cwd: repo }).catch(() => {});
  if (!reverted) {
    await abort();
    return { refused: withdrawMessages.overlaps };
  }
  const contentDir = path.join(repo, "content");
  const report = reportOnContent((file) => readFileSync(path.join(contentDir, file), "utf8"));
  const problems = report.parsed
    ? await imageProblems(report.parsed["proof.json"], path.join(contentDir, "images"))
    : report.problems;
  if (problems.length > 0) {
    await abort();
    return { problems };
  }
  const subject = `Withdraw: ${change.subject.replace(/^Content: /, "")}`;
  const undone = `This undoes commit ${commit}, saved by ${change.author}.`;
  return { commit: await commitAs(repo, author, ["-m", subject, "-m", undone]), subject };
}

/** Whether `older` is `newer` or came before it: a rollback to it goes back, never forward. */
export async function isAncestor(repo: string, older: string, newer: string): Promise<boolean> {
  return run("git", ["merge-base", "--is-ancestor", older, newer], { cwd: repo }).then(
    () => true,
    () => false,
  );
}
