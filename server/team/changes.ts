/**
 * The workspace's Changes section (issue 46). Local mode: the saved changes not yet published, a Publish button that
 * asks the supervisor (npm start) to build and switch, the build's progress, its failure in the check's words, and
 * a one-click rollback. Review mode: the open pull or merge requests and their CI's state; publishing is the team's
 * merge and deploy there.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Hono } from "hono";
import { type OpenRequest, type ReviewHost, openRequests } from "#server/content-edit/review-hosts.ts";
import { type PublishRequest, readStatus } from "#server/publish/status.ts";
import type { WorkspaceKit } from "./content-editor.ts";
import { type SavedCommit, changesPage } from "./views/changes.ts";

const run = promisify(execFile);

export interface ChangesOptions {
  repo: string;
  review?: ReviewHost;
  /** Where the supervisor writes its status (the store's folder). */
  dataDir: string;
  /** How to ask the supervisor to publish or roll back; none when this server is not run by it. */
  publishing?: { request: (request: PublishRequest) => void };
}

/** Commits of the checkout, newest first: those after `since` (the live one), or the latest ten. */
async function commitsOf(repo: string, since?: string): Promise<SavedCommit[]> {
  const range = since ? [`${since}..HEAD`] : ["-10", "HEAD"];
  const { stdout } = await run("git", ["log", "--format=%H%x09%an%x09%aI%x09%s", ...range], { cwd: repo });
  return stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [commit = "", author = "", at = "", subject = ""] = line.split("\t");
      return { commit, author, at, subject };
    });
}

async function subjectOf(repo: string, commit: string): Promise<string> {
  return (
    await run("git", ["log", "-1", "--format=%s", commit], { cwd: repo }).catch(() => ({ stdout: "" }))
  ).stdout.trim();
}

export function mountChanges(app: Hono, kit: WorkspaceKit, options: ChangesOptions, timeZone: string) {
  app.get("/team/changes", async (c) => {
    const member = await kit.signedIn(c);
    if (member instanceof Response) return member;
    if (options.review) {
      let requests: OpenRequest[] | undefined;
      try {
        requests = await openRequests(options.review);
      } catch (error) {
        console.error(JSON.stringify({ level: "error", msg: "open requests not read", error: String(error) }));
      }
      return kit.send(c, {
        title: "Changes",
        viewer: member,
        section: "/team/changes",
        body: changesPage({ mode: "review", host: options.review.kind, requests, timeZone }),
      });
    }
    const status = readStatus(options.dataDir);
    const live = options.publishing ? status?.live : undefined;
    const busy = status?.state === "building" || status?.state === "switching";
    return kit.send(c, {
      title: "Changes",
      viewer: member,
      section: "/team/changes",
      withProgress: busy,
      body: changesPage({
        mode: "local",
        csrf: member.csrf,
        supervised: !!options.publishing,
        status,
        saved: await commitsOf(options.repo, live),
        liveSubject: live ? await subjectOf(options.repo, live) : undefined,
        previousSubject: status?.previous ? await subjectOf(options.repo, status.previous) : undefined,
        timeZone,
      }),
    });
  });

  app.get("/team/changes/status", async (c) => {
    const member = await kit.signedIn(c);
    if (member instanceof Response) return member;
    const status = readStatus(options.dataDir);
    return c.json({ state: status?.state ?? "idle", progress: status?.progress ?? 0, step: status?.step ?? "" });
  });

  for (const type of ["publish", "rollback"] as const)
    app.post(`/team/changes/${type}`, async (c) => {
      const member = await kit.signedIn(c, Object.fromEntries(new URLSearchParams(await c.req.text())));
      if (member instanceof Response) return member;
      if (!options.publishing)
        return kit.problem(c, 409, "Publishing from the workspace needs the server started with npm start.", member);
      const status = readStatus(options.dataDir);
      if (status?.state === "building" || status?.state === "switching")
        return kit.problem(c, 409, "A publish is already under way: wait for it to finish.", member);
      options.publishing.request({ type, by: member.email });
      await kit.audit(member, type === "publish" ? "content-published" : "content-rolled-back");
      // The supervisor takes it at once; the page shows its progress from the first step.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return c.redirect("/team/changes", 303);
    });
}
