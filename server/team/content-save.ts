/**
 * The content editor's post, in the steps the handler takes (content-editor.ts): its form read into fields and
 * uploads, the uploads staged on their image fields, and a reviewed change saved, as one commit here (local mode) or
 * a branch and a pull or merge request (review mode).
 */
import { readFileSync } from "node:fs";
import type { Context } from "hono";
import { type ChangedFile, describeChange } from "#server/content-edit/change.ts";
import type { PostedFields } from "#server/content-edit/form-reading.ts";
import { commitChange } from "#server/content-edit/local-git.ts";
import { type ReviewHost, openReviewRequest } from "#server/content-edit/review-hosts.ts";
import { stageUpload } from "#server/content-edit/uploads.ts";
import type { Member } from "./session.ts";

/** An image posted with the form, by the name of its field ("…#upload"). */
export interface PostedUpload {
  name: string;
  file: File;
}

/** The posted form: its text fields by name (each as often as it was sent), and its files (an empty input sends none). */
export async function readEditorPost(
  c: Context,
): Promise<{ fields: PostedFields; uploads: PostedUpload[] } | undefined> {
  const body = await c.req.parseBody({ all: true }).catch(() => undefined);
  if (!body) return undefined;
  const fields: PostedFields = new Map();
  const uploads: PostedUpload[] = [];
  for (const [name, entry] of Object.entries(body))
    for (const item of Array.isArray(entry) ? entry : [entry]) {
      if (typeof item === "string") fields.set(name, [...(fields.get(name) ?? []), item]);
      else if (item.size > 0) uploads.push({ name, file: item });
    }
  return { fields, uploads };
}

/**
 * Stages each upload for its image field: converted and named as the build would, then written into the field, so
 * the value read after names it, and added to `uploaded` (the uploads of this editing, carried by the form from post
 * to post). An upload the site cannot use is its field's problem, with what was typed there kept.
 */
export async function stageUploads(
  staging: string,
  uploads: PostedUpload[],
  fields: PostedFields,
  uploaded: Set<string>,
): Promise<Map<string, { text: string; problem: string }>> {
  const problems = new Map<string, { text: string; problem: string }>();
  for (const { name, file: upload } of uploads) {
    const srcName = name.replace(/#upload$/, "");
    if (srcName === name) continue;
    const typed = fields.get(srcName)?.at(-1) ?? "";
    // An image named by nobody yet goes in its list's folder ("/customerLogos/0/image/src": customer-logos/).
    const folder =
      srcName
        .split("/")[1]
        ?.replace(/([a-z])([A-Z])/g, "$1-$2")
        .toLowerCase() ?? "images";
    const staged = await stageUpload(
      staging,
      { bytes: Buffer.from(await upload.arrayBuffer()), filename: upload.name },
      typed,
      folder,
    );
    if ("src" in staged) {
      fields.set(srcName, [staged.src]);
      uploaded.add(staged.src);
    } else problems.set(srcName, { text: typed, problem: staged.problem });
  }
  return problems;
}

/** A reviewed change as it is saved: its files, the file's version it was made on, and the images it adds or drops. */
export interface ReviewedChange {
  file: string;
  /** The file's blob when the page was opened: a file changed since is a conflict, never overwritten. */
  opened: string;
  changed: ChangedFile[];
  /** The review's fingerprint (the branch's name ends with it). */
  reviewed: string;
  namedImages: { src: string; file: string }[];
  removedImages: string[];
}

/** How a save went: where it landed (in words, and the query the editor's page shows it by), or a conflict. */
export type SaveOutcome = { said: string; query: string } | { conflicts: unknown } | undefined;

/**
 * Saves a reviewed change in the member's name: a commit in `repo`, or, with a review host, a branch and a request
 * there. A host that fails is logged and said as undefined (the member is told to try again; nothing was saved).
 */
export async function saveReviewedChange(
  where: { repo: string; review?: ReviewHost },
  member: Member,
  change: ReviewedChange,
): Promise<SaveOutcome> {
  const { file, opened, changed, reviewed, namedImages, removedImages } = change;
  const message = describeChange(changed);
  const author = { name: member.name || member.email, email: member.email };
  if (where.review)
    return openReviewRequest(where.review, {
      files: changed,
      opened: { [file]: opened },
      message,
      author,
      branch: branchOf(member, reviewed),
      images: namedImages.map(({ src, file: staged }) => ({ src, bytes: readFileSync(staged) })),
      removedImages,
    })
      .then((result) =>
        "conflicts" in result ? result : { said: `request ${result.number}`, query: `request=${result.number}` },
      )
      .catch((error: unknown) => {
        console.error(JSON.stringify({ level: "error", msg: "review request not opened", error: String(error) }));
        return undefined;
      });
  const result = await commitChange(where.repo, changed, {
    message,
    author,
    opened: { [file]: opened },
    images: namedImages,
    removedImages,
  });
  return "conflicts" in result
    ? result
    : { said: `commit ${result.commit.slice(0, 12)}`, query: `saved=${result.commit.slice(0, 12)}` };
}

/** A review request's branch: the day, whose it is, and the review's fingerprint ("content/2026-12-07-ana-1f2e3d4c"). */
function branchOf(member: Member, reviewed: string): string {
  const who = member.email
    .split("@")[0]!
    .replace(/[^a-z0-9]+/gi, "-")
    .toLowerCase();
  return `content/${new Date().toISOString().slice(0, 10)}-${who}-${reviewed.slice(0, 8)}`;
}
