/**
 * The content's history in the workspace (issue 54): a file's or one part's saved versions (who, when, what in
 * words, live or not yet published) and any version compared with the live one. Local mode only: in review mode the
 * history is the host's (its pull or merge requests and commits).
 */
import type { Context, Hono } from "hono";
import { fileTitle } from "#app/content/schemas/places.ts";
import { isContentFile } from "#server/content-edit/change.ts";
import { formSchemaOf } from "#server/content-edit/form-schemas.ts";
import { compareWithLive, fileHistory } from "#server/content-edit/history.ts";
import { titleOf } from "#server/content-edit/field-words.ts";
import { savedChanges } from "#server/publish/saved-changes.ts";
import { readStatus } from "#server/publish/status.ts";
import type { ChangesOptions } from "./changes.ts";
import type { WorkspaceKit } from "./workspace-kit.ts";
import { comparePage, historyPage } from "./views/history.ts";

const PATH = "/team/content";

export const historyMessages = {
  notAFile: "There is no such content file.",
  reviewMode:
    "In review mode the content's history is on the repository's host: its pull or merge requests and their commits.",
  liveUnknown:
    "This server does not publish the site, so which version is live is not known here: compare versions on the repository's host.",
  noVersion: "There is no such saved version of this file.",
};

/** The live commit, when this server's supervisor publishes the site. */
export const liveCommit = (options: ChangesOptions) =>
  options.publishing ? readStatus(options.dataDir)?.live : undefined;

/** A top-level part of a file asked for by its key (`?section=`), if the file has it. */
export function partOf(file: string, key: string | undefined): { key: string; title: string } | undefined {
  const node = key ? formSchemaOf(file)?.properties?.[key] : undefined;
  return node && key ? { key, title: titleOf(node, key) } : undefined;
}

const sectionQuery = (key?: string) => (key ? `?section=${encodeURIComponent(key)}` : "");

/** Where a file's form is, opened at one part when given: the content list and the history link it. */
export const contentHref = (file: string, key?: string) => `${PATH}/${file}${sectionQuery(key)}`;

/** Where a file's (or one part's) history is: the content list and each section of the form link it. */
export const historyHref = (file: string, key?: string) => `${PATH}/${file}/history${sectionQuery(key)}`;

export function mountContentHistory(app: Hono, kit: WorkspaceKit, options: ChangesOptions, timeZone: string) {
  /** What both pages start from: the member, the file, the part asked for, and its name in words; or the refusal. */
  const asked = async (c: Context) => {
    const member = await kit.signedIn(c);
    if (member instanceof Response) return member;
    const file = c.req.param("file") ?? "";
    if (!isContentFile(file)) return kit.problem(c, 404, historyMessages.notAFile, member);
    if (options.review) return kit.problem(c, 409, historyMessages.reviewMode, member);
    const part = partOf(file, c.req.query("section"));
    return { member, file, part, of: part ? `${part.title} (${fileTitle(file)})` : fileTitle(file) };
  };

  app.get(`${PATH}/:file{[a-z-]+\\.json}/history`, async (c) => {
    const page = await asked(c);
    if (page instanceof Response) return page;
    const { member, file, part, of } = page;
    const live = liveCommit(options);
    const versions = await fileHistory(options.repo, file, live, part ? [part.key] : undefined);
    return kit.send(c, {
      title: `History of ${of}`,
      viewer: member,
      section: PATH,
      body: historyPage({
        of,
        editHref: contentHref(file, part?.key),
        compareHref: (commit) =>
          `${PATH}/${file}/compare?at=${commit}${part ? `&section=${encodeURIComponent(part.key)}` : ""}`,
        versions,
        liveKnown: !!live,
        timeZone,
      }),
    });
  });

  app.get(`${PATH}/:file{[a-z-]+\\.json}/compare`, async (c) => {
    const page = await asked(c);
    if (page instanceof Response) return page;
    const { member, file, part, of } = page;
    const live = liveCommit(options);
    if (!live) return kit.problem(c, 409, historyMessages.liveUnknown, member);
    const at = c.req.query("at") ?? "";
    if (!/^[0-9a-f]{40}$/.test(at)) return kit.problem(c, 404, historyMessages.noVersion, member);
    const changes = await compareWithLive(options.repo, file, at, live, part ? [part.key] : undefined);
    if (!changes) return kit.problem(c, 404, historyMessages.noVersion, member);
    const [saved] = await savedChanges(options.repo, ["-1", at]).catch(() => []);
    return kit.send(c, {
      title: `A version of ${of} against the live site`,
      viewer: member,
      section: PATH,
      body: comparePage({
        of,
        historyHref: historyHref(file, part?.key),
        version: { commit: at, at: saved?.at, author: saved?.author },
        changes,
        timeZone,
      }),
    });
  });
}
