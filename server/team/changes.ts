/**
 * The workspace's Changes section (issue 46). Local mode: the saved changes not yet published, a Publish button that
 * asks the supervisor (npm start) to build and switch, the build's progress, its failure in the check's words, and
 * a one-click rollback. Review mode: the open pull or merge requests and their CI's state; publishing is the team's
 * merge and deploy there.
 */
import type { Hono } from "hono";
import type { ContentProblem } from "#app/content/check.server.ts";
import { fieldPath } from "#server/content-edit/places.ts";
import { serially } from "#server/content-edit/local-git.ts";
import { isAncestor, savedChanges, withdrawChange } from "#server/publish/saved-changes.ts";
import { type OpenRequest, type ReviewHost, openRequests } from "#server/content-edit/review-hosts.ts";
import { type PublishRequest, readStatus } from "#server/publish/status.ts";
import type { WorkspaceKit } from "./workspace-kit.ts";
import { type SavedCommit, changesPage } from "./views/changes.ts";
import { whereInWords } from "#server/content-edit/form-schemas.ts";

export interface ChangesOptions {
  repo: string;
  review?: ReviewHost;
  /** Where the supervisor writes its status (the store's folder). */
  dataDir: string;
  /** How to ask the supervisor to publish or roll back; none when this server is not run by it. */
  publishing?: { request: (request: PublishRequest) => void };
}

/** Commits of the checkout, newest first: those after `since` (the live one), or the latest ten. */
const commitsOf = (repo: string, since?: string): Promise<SavedCommit[]> =>
  savedChanges(repo, since ? [`${since}..HEAD`] : ["-10", "HEAD"]);

/** One commit as the page names it, if the checkout has it. */
const changeOf = async (repo: string, commit: string): Promise<SavedCommit | undefined> =>
  (await savedChanges(repo, ["-1", commit]).catch(() => []))[0];

/** The problems of a withdrawal's content, in the check's words on each field as the editor names it. */
const problemsInWords = (problems: ContentProblem[]) =>
  problems.map(({ file, field, problem }) => `${whereInWords(file, fieldPath(field))}: ${problem}`).join(" ");

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
    // A rollback goes back only: after one, the build "before" is the newer one, which Publish puts live again.
    const previous =
      live && status?.previous && (await isAncestor(options.repo, status.previous, live))
        ? await changeOf(options.repo, status.previous)
        : undefined;
    const withdrawn = c.req.query("withdrawn");
    return kit.send(c, {
      title: "Changes",
      viewer: member,
      section: "/team/changes",
      withProgress: busy,
      notice:
        withdrawn && /^[0-9a-f]{12}$/.test(withdrawn)
          ? {
              kind: "status",
              text: `Withdrawn, as the saved change ${withdrawn}: publish to take it off the live site too.`,
            }
          : undefined,
      body: changesPage({
        mode: "local",
        csrf: member.csrf,
        supervised: !!options.publishing,
        status,
        saved: await commitsOf(options.repo, live),
        live: live ? await changeOf(options.repo, live) : undefined,
        // The latest saved changes live, to withdraw one: changes to the content only (an engineer's are theirs).
        published: live
          ? (await savedChanges(options.repo, ["-20", live]).catch(() => []))
              .filter((change) => change.contentOnly)
              .slice(0, 5)
          : [],
        previous,
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

  // One saved change withdrawn by itself, published or not: its undoing, checked as any save, as the member's commit.
  app.post("/team/changes/withdraw", async (c) => {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const member = await kit.signedIn(c, form);
    if (member instanceof Response) return member;
    if (options.review)
      return kit.problem(c, 409, "In review mode a change is withdrawn by closing its request on the host.", member);
    const commit = form.commit ?? "";
    const result = await serially(() =>
      withdrawChange(options.repo, commit, { name: member.name || member.email, email: member.email }),
    );
    if ("refused" in result) return kit.problem(c, 409, result.refused, member);
    if ("problems" in result)
      return kit.problem(
        c,
        422,
        `Withdrawing it would leave the content with a problem, so nothing was written: ${problemsInWords(result.problems)}`,
        member,
      );
    await kit.audit(member, "content-withdrawn", `${commit.slice(0, 12)} by commit ${result.commit.slice(0, 12)}`);
    return c.redirect(`/team/changes?withdrawn=${result.commit.slice(0, 12)}`, 303);
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
      if (
        type === "rollback" &&
        !(status?.live && status.previous && (await isAncestor(options.repo, status.previous, status.live)))
      )
        return kit.problem(
          c,
          409,
          "There is no earlier build to go back to (after a rollback, the build kept is the newer one: Publish puts it live again).",
          member,
        );
      options.publishing.request({ type, by: member.email });
      await kit.audit(member, type === "publish" ? "content-published" : "content-rolled-back");
      // The supervisor takes it at once; the page shows its progress from the first step.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return c.redirect("/team/changes", 303);
    });
}
