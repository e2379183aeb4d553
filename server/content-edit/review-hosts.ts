/**
 * The editor's other places for a change (issue 46): a branch and a pull request on GitHub, or a merge request on
 * GitLab, through their REST APIs (@octokit/rest, @gitbeaker/rest), so the project's CI runs its tests before a
 * person merges. The host's token stays here: it is never sent to a browser or written to a log. As in local mode, a
 * file changed on the base branch since the member opened it is never overwritten.
 */
import { Gitlab } from "@gitbeaker/rest";
import { Octokit } from "@octokit/rest";
import type { ChangedFile } from "./change.ts";

export type ReviewHost =
  | { kind: "github"; owner: string; repo: string; base: string; token: string; apiUrl?: string }
  | { kind: "gitlab"; project: string; base: string; token: string; host?: string };

export interface ReviewChange {
  files: ChangedFile[];
  /** The blob id of each file as the member opened it (git's object id, as both hosts report it). */
  opened: Record<string, string>;
  /** The commit's message and the request's title. */
  message: string;
  author: { name: string; email: string };
  /** The new branch, e.g. content/2026-11-26-dana-raise-governance-prices. */
  branch: string;
  /** Uploaded images the change names: their place under content/images/ and their bytes. */
  images?: { src: string; bytes: Buffer }[];
  /** Images under content/images/ that no content names once the change is made: removed with it. */
  removedImages?: string[];
}

export type ReviewResult = { url: string; number: number } | { conflicts: string[] };

const inRepository = (file: string) => `content/${file}`;

export function openReviewRequest(host: ReviewHost, change: ReviewChange): Promise<ReviewResult> {
  return host.kind === "github" ? openPullRequest(host, change) : openMergeRequest(host, change);
}

async function openPullRequest(
  host: Extract<ReviewHost, { kind: "github" }>,
  { files, opened, message, author, branch, images = [], removedImages = [] }: ReviewChange,
): Promise<ReviewResult> {
  const octokit = new Octokit({ auth: host.token, baseUrl: host.apiUrl ?? "https://api.github.com" });
  const repository = { owner: host.owner, repo: host.repo };
  const conflicts: string[] = [];
  for (const { file } of files) {
    const { data } = await octokit.rest.repos.getContent({ ...repository, path: inRepository(file), ref: host.base });
    if (Array.isArray(data) || data.sha !== opened[file]) conflicts.push(file);
  }
  if (conflicts.length > 0) return { conflicts };
  const { data: baseRef } = await octokit.rest.git.getRef({ ...repository, ref: `heads/${host.base}` });
  const { data: baseCommit } = await octokit.rest.git.getCommit({ ...repository, commit_sha: baseRef.object.sha });
  const imageBlobs = await Promise.all(
    images.map(async ({ src, bytes }) => {
      const { data } = await octokit.rest.git.createBlob({
        ...repository,
        content: bytes.toString("base64"),
        encoding: "base64",
      });
      return { path: `content/images/${src}`, mode: "100644" as const, type: "blob" as const, sha: data.sha };
    }),
  );
  const { data: tree } = await octokit.rest.git.createTree({
    ...repository,
    base_tree: baseCommit.tree.sha,
    tree: [
      ...files.map(({ file, after }) => ({
        path: inRepository(file),
        mode: "100644" as const,
        type: "blob" as const,
        content: after,
      })),
      ...imageBlobs,
      // A null sha removes the path from the tree.
      ...removedImages.map((src) => ({
        path: `content/images/${src}`,
        mode: "100644" as const,
        type: "blob" as const,
        sha: null,
      })),
    ],
  });
  const { data: commit } = await octokit.rest.git.createCommit({
    ...repository,
    message,
    tree: tree.sha,
    parents: [baseRef.object.sha],
    author,
  });
  await octokit.rest.git.createRef({ ...repository, ref: `refs/heads/${branch}`, sha: commit.sha });
  const { data: pull } = await octokit.rest.pulls.create({
    ...repository,
    title: message,
    head: branch,
    base: host.base,
    body: `Made in the team's workspace by ${author.name} (${author.email}). The project's tests run on it before a person merges.`,
  });
  return { url: pull.html_url, number: pull.number };
}

async function openMergeRequest(
  host: Extract<ReviewHost, { kind: "gitlab" }>,
  { files, opened, message, author, branch, images = [], removedImages = [] }: ReviewChange,
): Promise<ReviewResult> {
  const api = new Gitlab({ token: host.token, host: host.host ?? "https://gitlab.com" });
  const conflicts: string[] = [];
  for (const { file } of files) {
    const shown = await api.RepositoryFiles.show(host.project, inRepository(file), host.base);
    if (shown.blob_id !== opened[file]) conflicts.push(file);
  }
  if (conflicts.length > 0) return { conflicts };
  await api.Branches.create(host.project, branch, host.base);
  await api.Commits.create(
    host.project,
    branch,
    message,
    [
      ...files.map(({ file, after }) => ({ action: "update" as const, filePath: inRepository(file), content: after })),
      // An image already there is replaced; a new one created (GitLab refuses "update" of a file it has not).
      ...(await Promise.all(
        images.map(async ({ src, bytes }) => ({
          action: (await api.RepositoryFiles.show(host.project, `content/images/${src}`, host.base).then(
            () => true,
            () => false,
          ))
            ? ("update" as const)
            : ("create" as const),
          filePath: `content/images/${src}`,
          content: bytes.toString("base64"),
          encoding: "base64" as const,
        })),
      )),
      ...removedImages.map((src) => ({ action: "delete" as const, filePath: `content/images/${src}` })),
    ],
    { authorName: author.name, authorEmail: author.email },
  );
  const request = await api.MergeRequests.create(host.project, branch, host.base, message, {
    description: `Made in the team's workspace by ${author.name} (${author.email}). The project's tests run on it before a person merges.`,
    removeSourceBranch: true,
  });
  return { url: String(request.web_url), number: Number(request.iid) };
}

/** A content file as the base branch has it: its text and its blob id (what a change's conflict check compares). */
export async function readBaseFile(host: ReviewHost, file: string): Promise<{ text: string; blob: string }> {
  if (host.kind === "github") {
    const octokit = new Octokit({ auth: host.token, baseUrl: host.apiUrl ?? "https://api.github.com" });
    const { data } = await octokit.rest.repos.getContent({
      owner: host.owner,
      repo: host.repo,
      path: inRepository(file),
      ref: host.base,
    });
    if (Array.isArray(data) || data.type !== "file")
      throw new Error(`${inRepository(file)} is not a file on ${host.base}`);
    return { text: Buffer.from(data.content, "base64").toString("utf8"), blob: data.sha };
  }
  const api = new Gitlab({ token: host.token, host: host.host ?? "https://gitlab.com" });
  const shown = await api.RepositoryFiles.show(host.project, inRepository(file), host.base);
  return { text: Buffer.from(shown.content, "base64").toString("utf8"), blob: shown.blob_id };
}

/** Where an open request's checks stand: the project's CI on its latest commit. */
export type ChecksState = "passed" | "failed" | "running" | "none";

export interface OpenRequest {
  number: number;
  title: string;
  url: string;
  checks: ChecksState;
}

/** The open pull (or merge) requests into the base branch, each with its CI's state. */
export async function openRequests(host: ReviewHost): Promise<OpenRequest[]> {
  if (host.kind === "github") {
    const octokit = new Octokit({ auth: host.token, baseUrl: host.apiUrl ?? "https://api.github.com" });
    const repository = { owner: host.owner, repo: host.repo };
    const { data: pulls } = await octokit.rest.pulls.list({ ...repository, state: "open", base: host.base });
    return Promise.all(
      pulls.map(async (pull) => {
        const { data } = await octokit.rest.checks.listForRef({ ...repository, ref: pull.head.sha });
        const runs = data.check_runs;
        const checks: ChecksState =
          runs.length === 0
            ? "none"
            : runs.some((run) => run.status !== "completed")
              ? "running"
              : runs.every((run) => ["success", "neutral", "skipped"].includes(run.conclusion ?? ""))
                ? "passed"
                : "failed";
        return { number: pull.number, title: pull.title, url: pull.html_url, checks };
      }),
    );
  }
  const api = new Gitlab({ token: host.token, host: host.host ?? "https://gitlab.com" });
  const requests = await api.MergeRequests.all({ projectId: host.project, state: "opened", targetBranch: host.base });
  return Promise.all(
    requests.map(async (request) => {
      const shown = await api.MergeRequests.show(host.project, request.iid);
      const status = (shown.head_pipeline as { status?: string } | null | undefined)?.status;
      const checks: ChecksState = !status
        ? "none"
        : status === "success"
          ? "passed"
          : ["failed", "canceled"].includes(status)
            ? "failed"
            : "running";
      return { number: Number(request.iid), title: String(request.title), url: String(request.web_url), checks };
    }),
  );
}
