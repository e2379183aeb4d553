/**
 * Local stand-ins of GitHub's and GitLab's REST endpoints (issue 46): real HTTP servers that answer the calls the
 * editor's review mode makes, from content files of the test's own, and record what each call was sent. No mock of
 * the clients: @octokit/rest and @gitbeaker/rest talk HTTP to them.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { type IncomingMessage, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown>;
  authorization: string;
}

type Answer = [number, unknown];
type Route = [method: string, path: RegExp, answer: (call: Call, match: RegExpExecArray) => Answer];

export interface StandIn {
  url: string;
  calls: Call[];
  close(): Promise<void>;
}

/** A stand-in host answering by method and path pattern (the path decoded, without its query); every call is recorded. */
export async function standIn(routes: Route[] | Record<string, (call: Call) => Answer>): Promise<StandIn> {
  const table: Route[] = Array.isArray(routes)
    ? routes
    : Object.entries(routes).map(([key, answer]) => {
        const [method, at] = key.split(" ") as [string, string];
        return [method, new RegExp(`^${at.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`), (call) => answer(call)];
      });
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
      let answer: Answer = [404, { message: "Not Found" }];
      for (const [method, pattern, respond] of table) {
        const match = method === call.method ? pattern.exec(call.path) : null;
        if (match) {
          answer = respond(call, match);
          break;
        }
      }
      res.writeHead(answer[0], { "Content-Type": "application/json" }).end(JSON.stringify(answer[1]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Git's object id of a file's bytes, as both hosts report it. */
const blobSha = (bytes: Buffer) => createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");

/**
 * GitHub's REST API for the repository vendor/site, whose main branch holds `contentDir`'s files under content/:
 * files, refs, blobs, trees, commits, pull requests (each opened one listed as open) and their check runs.
 */
export function githubStandIn(contentDir: string, checks: "success" | "failure" | "in_progress" = "success") {
  const file = (name: string) => readFileSync(path.join(contentDir, name));
  const pulls: { number: number; title: string; html_url: string; head: { sha: string; ref: string } }[] = [];
  const repo = "/repos/vendor/site";
  return standIn([
    [
      "GET",
      new RegExp(`^${repo}/contents/content/([a-z-]+\\.json)$`),
      (_, [, name]) => [200, { type: "file", sha: blobSha(file(name!)), content: file(name!).toString("base64") }],
    ],
    ["GET", new RegExp(`^${repo}/git/ref/heads/main$`), () => [200, { object: { sha: "base-commit" } }]],
    ["GET", new RegExp(`^${repo}/git/commits/base-commit$`), () => [200, { tree: { sha: "base-tree" } }]],
    ["POST", new RegExp(`^${repo}/git/blobs$`), (call) => [201, { sha: `blob-${String(call.body.content).length}` }]],
    ["POST", new RegExp(`^${repo}/git/trees$`), () => [201, { sha: "new-tree" }]],
    ["POST", new RegExp(`^${repo}/git/commits$`), () => [201, { sha: "new-commit" }]],
    ["POST", new RegExp(`^${repo}/git/refs$`), (call) => [201, { ref: call.body.ref }]],
    [
      "POST",
      new RegExp(`^${repo}/pulls$`),
      (call) => {
        const number = 7 + pulls.length;
        pulls.push({
          number,
          title: String(call.body.title),
          html_url: `https://github.example/vendor/site/pull/${number}`,
          head: { sha: "new-commit", ref: String(call.body.head) },
        });
        return [201, pulls.at(-1)];
      },
    ],
    ["GET", new RegExp(`^${repo}/pulls$`), () => [200, pulls]],
    [
      "GET",
      new RegExp(`^${repo}/commits/([\\w-]+)/check-runs$`),
      () => [
        200,
        {
          total_count: 1,
          check_runs: [
            {
              name: "npm test",
              status: checks === "in_progress" ? "in_progress" : "completed",
              conclusion: checks === "in_progress" ? null : checks,
            },
          ],
        },
      ],
    ],
  ]);
}

/** GitLab's REST API for the project vendor/site, as githubStandIn: files, branches, commits, merge requests, pipelines. */
export function gitlabStandIn(contentDir: string, pipeline: "success" | "failed" | "running" = "running") {
  const file = (name: string) => readFileSync(path.join(contentDir, name));
  const requests: { iid: number; title: string; web_url: string }[] = [];
  const project = "/api/v4/projects/vendor/site";
  return standIn([
    [
      "GET",
      new RegExp(`^${project}/repository/files/content/([a-z-]+\\.json)$`),
      (_, [, name]) => [200, { blob_id: blobSha(file(name!)), content: file(name!).toString("base64") }],
    ],
    ["POST", new RegExp(`^${project}/repository/branches$`), (call) => [201, { name: call.body.branch }]],
    ["POST", new RegExp(`^${project}/repository/commits$`), () => [201, { id: "new-commit" }]],
    [
      "POST",
      new RegExp(`^${project}/merge_requests$`),
      (call) => {
        const iid = 3 + requests.length;
        requests.push({
          iid,
          title: String(call.body.title),
          web_url: `https://gitlab.example/vendor/site/-/merge_requests/${iid}`,
        });
        return [201, requests.at(-1)];
      },
    ],
    ["GET", new RegExp(`^${project}/merge_requests$`), () => [200, requests]],
    [
      "GET",
      new RegExp(`^${project}/merge_requests/(\\d+)$`),
      (_, [, iid]) => [200, { ...requests.find((r) => r.iid === Number(iid)), head_pipeline: { status: pipeline } }],
    ],
  ]);
}
