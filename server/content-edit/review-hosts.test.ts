/**
 * The pull- and merge-request modes against local stand-ins of GitHub's and GitLab's REST endpoints: real HTTP
 * servers that answer the calls a change makes (the file's blob on the base branch, branch, tree, commit, request)
 * and record what each was sent. No mock of the clients: @octokit/rest and @gitbeaker/rest talk HTTP to them.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { openReviewRequest } from "./review-hosts.ts";

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown>;
  authorization: string;
}

/** A stand-in host: `routes` answers by "METHOD path" (the path without its query); every call is recorded. */
async function standIn(routes: Record<string, (call: Call) => [number, unknown]>) {
  const calls: Call[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const call: Call = {
        method: req.method ?? "GET",
        path: decodeURIComponent(url.pathname),
        body: data ? (JSON.parse(data) as Record<string, unknown>) : Object.fromEntries(url.searchParams),
        authorization: String(req.headers.authorization ?? req.headers["private-token"] ?? ""),
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const [status, answer] = route ? route(call) : [404, { message: "Not Found" }];
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

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
