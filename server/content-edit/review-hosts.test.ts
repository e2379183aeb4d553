/**
 * The pull- and merge-request modes against local stand-ins of GitHub's and GitLab's REST endpoints: real HTTP
 * servers that answer the calls a change makes (the file's blob on the base branch, branch, tree, commit, request)
 * and record what each was sent. No mock of the clients: @octokit/rest and @gitbeaker/rest talk HTTP to them.
 */
import { afterEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { type StandIn, githubStandIn, gitlabStandIn, standIn as startStandIn } from "#tests/review-host-stand-ins.ts";
import { openRequests, openReviewRequest, readBaseFile } from "./review-hosts.ts";

const started: StandIn[] = [];
afterEach(async () => {
  for (const host of started.splice(0)) await host.close();
});
const standIn = async (routes: Parameters<typeof startStandIn>[0]) => {
  const host = await startStandIn(routes);
  started.push(host);
  return host;
};

const change = {
  files: [{ file: "plans.json" as const, before: '{ "a": 1 }\n', after: '{ "a": 2 }\n' }],
  opened: { "plans.json": "blob-as-opened" },
  message: "Content: plans.json › a: 1 → 2",
  author: { name: "Dana Marketer", email: "dana@vendor.example" },
  branch: "content/2026-11-26-dana",
};

describe("a change as a GitHub pull request", () => {
  const github = (blobOnBase: string) =>
    standIn({
      "GET /repos/vendor/site/contents/content/plans.json": () => [200, { type: "file", sha: blobOnBase }],
      "GET /repos/vendor/site/git/ref/heads/main": () => [
        200,
        { ref: "refs/heads/main", object: { sha: "base-commit" } },
      ],
      "GET /repos/vendor/site/git/commits/base-commit": () => [200, { sha: "base-commit", tree: { sha: "base-tree" } }],
      "POST /repos/vendor/site/git/trees": () => [201, { sha: "new-tree" }],
      "POST /repos/vendor/site/git/commits": () => [201, { sha: "new-commit" }],
      "POST /repos/vendor/site/git/refs": () => [201, { ref: `refs/heads/${change.branch}` }],
      "POST /repos/vendor/site/pulls": () => [
        201,
        { number: 42, html_url: "https://github.example/vendor/site/pull/42" },
      ],
    });

  it("sends the branch, the tree, the member's commit and the request, with the token in the header only", async () => {
    const host = await github("blob-as-opened");
    const result = await openReviewRequest(
      { kind: "github", owner: "vendor", repo: "site", base: "main", token: "ghp_secret", apiUrl: host.url },
      change,
    );
    expect(result).toEqual({ url: "https://github.example/vendor/site/pull/42", number: 42 });
    const sent = (method: string, path: string) => host.calls.find((c) => c.method === method && c.path === path)!.body;
    expect(sent("POST", "/repos/vendor/site/git/trees")).toEqual({
      base_tree: "base-tree",
      tree: [{ path: "content/plans.json", mode: "100644", type: "blob", content: '{ "a": 2 }\n' }],
    });
    expect(sent("POST", "/repos/vendor/site/git/commits")).toEqual({
      message: change.message,
      tree: "new-tree",
      parents: ["base-commit"],
      author: change.author,
    });
    expect(sent("POST", "/repos/vendor/site/git/refs")).toEqual({
      ref: `refs/heads/${change.branch}`,
      sha: "new-commit",
    });
    expect(sent("POST", "/repos/vendor/site/pulls")).toMatchObject({
      title: change.message,
      head: change.branch,
      base: "main",
    });
    expect(host.calls.every((call) => call.authorization === "token ghp_secret")).toBe(true);
    expect(JSON.stringify(host.calls.map((call) => call.body))).not.toContain("ghp_secret");
  });

  it("opens nothing when the file changed on the base branch since it was opened", async () => {
    const host = await github("someone-elses-blob");
    const result = await openReviewRequest(
      { kind: "github", owner: "vendor", repo: "site", base: "main", token: "t", apiUrl: host.url },
      change,
    );
    expect(result).toEqual({ conflicts: ["plans.json"] });
    expect(host.calls.filter((call) => call.method === "POST")).toEqual([]);
  });
});

describe("a change as a GitLab merge request", () => {
  const gitlab = (blobOnBase: string) =>
    standIn({
      "GET /api/v4/projects/vendor/site/repository/files/content/plans.json": () => [200, { blob_id: blobOnBase }],
      "POST /api/v4/projects/vendor/site/repository/branches": () => [201, { name: change.branch }],
      "POST /api/v4/projects/vendor/site/repository/commits": () => [201, { id: "new-commit" }],
      "POST /api/v4/projects/vendor/site/merge_requests": () => [
        201,
        { iid: 7, web_url: "https://gitlab.example/vendor/site/-/merge_requests/7" },
      ],
    });

  it("sends the branch, the member's commit and the request", async () => {
    const host = await gitlab("blob-as-opened");
    const result = await openReviewRequest(
      { kind: "gitlab", project: "vendor/site", base: "main", token: "glpat-secret", host: host.url },
      change,
    );
    expect(result).toEqual({ url: "https://gitlab.example/vendor/site/-/merge_requests/7", number: 7 });
    const sent = (path: string) => host.calls.find((c) => c.method === "POST" && c.path === path)!.body;
    expect(sent("/api/v4/projects/vendor/site/repository/branches")).toMatchObject({
      branch: change.branch,
      ref: "main",
    });
    expect(sent("/api/v4/projects/vendor/site/repository/commits")).toMatchObject({
      branch: change.branch,
      commit_message: change.message,
      author_name: change.author.name,
      author_email: change.author.email,
      actions: [{ action: "update", file_path: "content/plans.json", content: '{ "a": 2 }\n' }],
    });
    expect(sent("/api/v4/projects/vendor/site/merge_requests")).toMatchObject({
      source_branch: change.branch,
      target_branch: "main",
      title: change.message,
    });
    expect(host.calls.every((call) => call.authorization === "glpat-secret")).toBe(true);
  });

  it("opens nothing when the file changed on the base branch since it was opened", async () => {
    const host = await gitlab("someone-elses-blob");
    const result = await openReviewRequest(
      { kind: "gitlab", project: "vendor/site", base: "main", token: "t", host: host.url },
      change,
    );
    expect(result).toEqual({ conflicts: ["plans.json"] });
    expect(host.calls.filter((call) => call.method === "POST")).toEqual([]);
  });
});

describe("the base branch's files, the images of a change, and the open requests with their tests", () => {
  const fixtures = path.resolve(import.meta.dirname, "../../tests/fixtures/content");
  const github = (url: string) =>
    ({ kind: "github", owner: "vendor", repo: "site", base: "main", token: "ghp_secret", apiUrl: url }) as const;
  const gitlab = (url: string) =>
    ({ kind: "gitlab", project: "vendor/site", base: "main", token: "glpat-secret", host: url }) as const;
  const track = (host: StandIn) => (started.push(host), host);
  const text = readFileSync(path.join(fixtures, "plans.json"), "utf8");
  const png = Buffer.from("89504e470d0a1a0a", "hex");

  it("reads a file of the base branch with its blob id, from either host", async () => {
    const hub = track(await githubStandIn(fixtures));
    const lab = track(await gitlabStandIn(fixtures));
    const fromHub = await readBaseFile(github(hub.url), "plans.json");
    const fromLab = await readBaseFile(gitlab(lab.url), "plans.json");
    expect(fromHub.text).toBe(text);
    expect(fromLab).toEqual(fromHub);
    expect(fromHub.blob).toMatch(/^[0-9a-f]{40}$/);
  });

  it("sends an uploaded image as a blob (GitHub) or a base64 action (GitLab), beside the file", async () => {
    const hub = track(await githubStandIn(fixtures));
    const lab = track(await gitlabStandIn(fixtures));
    const { blob } = await readBaseFile(github(hub.url), "plans.json");
    const withImage = {
      ...change,
      files: [{ file: "plans.json" as const, before: text, after: text.replace("999", "1049") }],
      opened: { "plans.json": blob },
      images: [{ src: "customer-logos/acme.png", bytes: png }],
    };
    expect(await openReviewRequest(github(hub.url), withImage)).toMatchObject({ number: 7 });
    expect(hub.calls.find((call) => call.path.endsWith("/git/blobs"))!.body).toEqual({
      content: png.toString("base64"),
      encoding: "base64",
    });
    expect(hub.calls.find((call) => call.path.endsWith("/git/trees"))!.body.tree).toContainEqual({
      path: "content/images/customer-logos/acme.png",
      mode: "100644",
      type: "blob",
      sha: expect.stringMatching(/^blob-/),
    });
    expect(await openReviewRequest(gitlab(lab.url), withImage)).toMatchObject({ number: 3 });
    expect(lab.calls.find((call) => call.path.endsWith("/repository/commits"))!.body.actions).toContainEqual({
      action: "create",
      file_path: "content/images/customer-logos/acme.png",
      content: png.toString("base64"),
      encoding: "base64",
    });
  });

  it("lists the open requests with their tests' state, in the team's terms", async () => {
    for (const [checks, state] of [
      ["success", "passed"],
      ["failure", "failed"],
      ["in_progress", "running"],
    ] as const) {
      const hub = track(await githubStandIn(fixtures, checks));
      const { blob } = await readBaseFile(github(hub.url), "plans.json");
      await openReviewRequest(github(hub.url), { ...change, opened: { "plans.json": blob } });
      expect(await openRequests(github(hub.url))).toEqual([
        { number: 7, title: change.message, url: "https://github.example/vendor/site/pull/7", checks: state },
      ]);
    }
    for (const [pipeline, state] of [
      ["success", "passed"],
      ["failed", "failed"],
      ["running", "running"],
    ] as const) {
      const lab = track(await gitlabStandIn(fixtures, pipeline));
      const { blob } = await readBaseFile(gitlab(lab.url), "plans.json");
      await openReviewRequest(gitlab(lab.url), { ...change, opened: { "plans.json": blob } });
      expect(await openRequests(gitlab(lab.url))).toEqual([
        {
          number: 3,
          title: change.message,
          url: "https://gitlab.example/vendor/site/-/merge_requests/3",
          checks: state,
        },
      ]);
    }
  });
});
