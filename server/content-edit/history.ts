/**
 * A content file's history as the team reads it (issue 54): each saved version of the file (who, when, what in
 * words), whether it is live, published before, or saved and not yet published; and any version against the live
 * one. Read from the checkout's git history in at most three processes (a log with each version's blobs, the blobs
 * in one `git cat-file --batch`, and the live commit's log of the file), whatever the number of versions shown.
 */
import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { fileChangesInWords } from "./change-words.ts";

const run = promisify(execFile);

/** At most this many versions of a file are read for its history. */
export const HISTORY_VERSIONS = 40;

export interface FileVersion {
  commit: string;
  author: string;
  email: string;
  at: string;
  /** What the version changed, in words (of the section asked for, when one is). */
  changes: string[];
  state: "live" | "published" | "saved";
}

/** The texts of git objects ("<commit>:content/plans.json" or blob ids), read in one process; missing ones absent. */
export async function objectTexts(repo: string, names: string[]): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  if (names.length === 0) return texts;
  const child = spawn("git", ["cat-file", "--batch"], { cwd: repo });
  const chunks: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", () => resolve());
  });
  child.stdin.end(`${names.join("\n")}\n`);
  await done;
  const out = Buffer.concat(chunks);
  let at = 0;
  for (const name of names) {
    const end = out.indexOf(10, at);
    if (end < 0) break;
    const header = out.subarray(at, end).toString();
    at = end + 1;
    const size = /^\S+ \S+ (\d+)$/.exec(header)?.[1];
    if (size === undefined) continue; // "<name> missing"
    texts.set(name, out.subarray(at, at + Number(size)).toString("utf8"));
    at += Number(size) + 1;
  }
  return texts;
}

const parse = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The saved versions of content/`file`, newest first: each with what it changed (in `sections` only, when given:
 * versions that changed none of them are left out) and its state against the live commit (when known).
 */
export async function fileHistory(
  repo: string,
  file: string,
  live: string | undefined,
  sections?: string[],
): Promise<FileVersion[]> {
  const { stdout } = await run(
    "git",
    [
      "log",
      `-n${HISTORY_VERSIONS}`,
      "--format=%x1e%H%x09%an%x09%ae%x09%aI",
      "--raw",
      "--no-abbrev",
      "--",
      `content/${file}`,
    ],
    { cwd: repo, maxBuffer: 8 * 1024 * 1024 },
  );
  const entries = stdout
    .split("\x1e")
    .filter((entry) => entry.trim())
    .map((entry) => {
      const [line = "", ...raw] = entry.split("\n").filter(Boolean);
      const [commit = "", author = "", email = "", at = ""] = line.split("\t");
      // ":100644 100644 <before> <after> M\tcontent/plans.json"
      const blobs = /^:\d+ \d+ ([0-9a-f]+) ([0-9a-f]+) /.exec(raw.find((row) => row.startsWith(":")) ?? "");
      return { commit, author, email, at, before: blobs?.[1] ?? "", after: blobs?.[2] ?? "" };
    });
  const zero = /^0+$/;
  const texts = await objectTexts(repo, [
    ...new Set(entries.flatMap(({ before, after }) => [before, after]).filter((blob) => blob && !zero.test(blob))),
  ]);
  const published = live ? await publishedCommits(repo, live, file) : new Set<string>();
  // What visitors see is the newest published version of what is asked (the live commit may be a later change to
  // another file or part): that one is live, older published ones were before.
  let liveSeen = false;
  return entries.flatMap((entry) => {
    const before = parse(texts.get(entry.before));
    const after = parse(texts.get(entry.after));
    if (after === undefined) return [];
    // The version that made the file has nothing to change from.
    const changes =
      before === undefined ? ["The first saved version"] : fileChangesInWords(file, before, after, sections);
    if (changes.length === 0 && sections) return [];
    const isPublished = entry.commit === live || published.has(entry.commit);
    const state: FileVersion["state"] = !isPublished ? "saved" : liveSeen ? "published" : "live";
    if (isPublished) liveSeen = true;
    return [{ commit: entry.commit, author: entry.author, email: entry.email, at: entry.at, changes, state }];
  });
}

/** The commits of the live one's history that touched the file (the versions published so far). */
async function publishedCommits(repo: string, live: string, file: string): Promise<Set<string>> {
  const { stdout } = await run(
    "git",
    ["log", `-n${HISTORY_VERSIONS * 2}`, "--format=%H", live, "--", `content/${file}`],
    {
      cwd: repo,
    },
  ).catch(() => ({ stdout: "" }));
  return new Set(stdout.split("\n").filter(Boolean));
}

/**
 * What a version has that the live site does not, in words: the changes from the live value to the version's (of
 * `sections` only, when given). Empty when they are the same.
 */
export async function compareWithLive(
  repo: string,
  file: string,
  commit: string,
  live: string,
  sections?: string[],
): Promise<string[] | undefined> {
  const texts = await objectTexts(repo, [`${live}:content/${file}`, `${commit}:content/${file}`]);
  const [liveValue, version] = [
    parse(texts.get(`${live}:content/${file}`)),
    parse(texts.get(`${commit}:content/${file}`)),
  ];
  if (version === undefined || liveValue === undefined) return undefined;
  return fileChangesInWords(file, liveValue, version, sections);
}

/** The files (and their parts, by top-level key) saved since the live commit and not yet published. */
export async function unpublishedParts(repo: string, live: string, files: string[]): Promise<Map<string, Set<string>>> {
  const names = files.flatMap((file) => [`${live}:content/${file}`, `HEAD:content/${file}`]);
  const texts = await objectTexts(repo, names);
  const parts = new Map<string, Set<string>>();
  for (const file of files) {
    const [was, now] = [parse(texts.get(`${live}:content/${file}`)), parse(texts.get(`HEAD:content/${file}`))];
    if (typeof was !== "object" || typeof now !== "object" || was === null || now === null) continue;
    const changed = Object.keys({ ...was, ...now }).filter(
      (key) =>
        JSON.stringify((was as Record<string, unknown>)[key]) !== JSON.stringify((now as Record<string, unknown>)[key]),
    );
    if (changed.length > 0) parts.set(file, new Set(changed));
  }
  return parts;
}
