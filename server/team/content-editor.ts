/**
 * The editor of the team's workspace (issue 46): a form per content file, generated from its JSON Schema; the site's
 * own check on every review and save, each problem on its field; the diff and a preview of the pages it changes; and a
 * save that is one commit here (local mode) or a pull or merge request (review mode). Nothing with a problem is
 * written, and a file someone else changed since it was opened is never overwritten.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { html } from "hono/html";
import {
  type ChangedFile,
  describeChange,
  imageNames,
  imagesNoLongerNamed,
  isContentFile,
  proposeChange,
  whatElseMoves,
} from "#server/content-edit/change.ts";
import { blobId, diffOf } from "#server/content-edit/local-git.ts";
import { DOCUMENTS, PREVIEW_IMAGES_PATH, PREVIEW_PATH, type PreviewRenderer } from "#server/content-edit/preview.ts";
import { type ReviewHost, readBaseFile } from "#server/content-edit/review-hosts.ts";
import { titleOf } from "#server/content-edit/field-words.ts";
import { applyOperation, parseOperation, readForm } from "#server/content-edit/form-reading.ts";
import { pointer } from "#server/content-edit/json-schema.ts";
import { type FormState, landing, problemsByField } from "#server/content-edit/schema-form.ts";
import { clearStaged, imageResolver, stagedImagesNamed, stagingDir } from "#server/content-edit/uploads.ts";
import { keepingFormerAddresses, movedPageNotes } from "#server/content-edit/moved-pages.ts";
import { IMAGE_MAX_BYTES } from "#scripts/build/image-rules.ts";
import { type ChangesOptions, mountChanges } from "./changes.ts";
import { readEditorPost, saveReviewedChange, stageUploads } from "./content-save.ts";
import { contentHref, historyHref, liveCommit, mountContentHistory } from "./content-history.ts";
import { currentWarnings, warningsInWords } from "./content-warnings.ts";
import { contentSchemas } from "#app/content/check.server.ts";
import { unpublishedParts } from "#server/content-edit/history.ts";
import type { WorkspaceKit } from "./workspace-kit.ts";
import type { Member } from "./session.ts";
import { type ReviewPanel, type ShownProblem, contentList, editorForm, phonePreview } from "./views/content.ts";
import { formSchemaOf, whereInWords } from "#server/content-edit/form-schemas.ts";
import { WORKSPACE_CSP } from "./csp.ts";
import { contentGroups, fileTitle } from "#app/content/schemas/places.ts";
import type { PageOptions } from "./views/layout.ts";

export interface ContentEditorOptions {
  /** The git checkout whose content/ the editor changes (local mode commits there). */
  repo: string;
  /** Review mode: a branch and a pull or merge request on this host instead of a local commit. */
  review?: ReviewHost;
  /** Where uploads wait until the change naming them is saved (a folder per member). */
  stagingRoot: string;
  /** Renders the pages a change touches with the changed content (preview.ts). */
  preview?: PreviewRenderer;
  /** Where the supervisor (npm start) writes its publishing status: the lead store's folder. */
  dataDir: string;
  /** How to ask the supervisor to publish or roll back; none when this server is not run by it. */
  publishing?: ChangesOptions["publishing"];
}

/**
 * A form of the editor: a whole content file's fields (the largest is tens of KB) and its images. An image over its
 * 10 MB limit (a 20 MB screenshot) is still read, so it is refused on its field with every other edit kept; only a
 * body past this is refused whole (members only: the session is checked before a byte is read).
 */
const EDITOR_MAX_BYTES = 4 * IMAGE_MAX_BYTES + 1024 * 1024;

export const editorMessages = {
  conflict: (file: string) =>
    `Someone else saved a change to ${file} since you opened it, so yours was not saved (it would have undone theirs). Your edits are still below: open the file again in a new tab to see theirs, make your change there, and save it.`,
  reviewAgain: "You changed something after the review: look at the change again below, then save it.",
  hostFailed:
    "The change could not be sent to the repository's host (it did not answer, or refused the token). Nothing was saved; try again in a minute, and if it happens again tell whoever runs the server.",
  notAFile: "There is no such content file.",
  hostUnread: (file: string) =>
    `${file} could not be read from the repository's host (it did not answer, or refused the token). Try again in a minute; if it happens again, tell whoever runs the server.`,
  busy: "Your previous review is still being made. Wait for it, then review again.",
  tooLarge: `What was sent is larger than ${(EDITOR_MAX_BYTES / 1024 / 1024).toFixed(0)} MB, so it could not be read, and nothing was saved. Go back (your browser keeps what you typed), choose an image of at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB, and review again.`,
  stale: (file: string) =>
    `Someone else saved a change to ${file} since you opened it, so this page no longer shows the file as it is: saving it would undo their change. Your edits are still below: open the file again in a new tab to see theirs, make your change there, and review it.`,
  previewGone: "This preview is no longer kept (a newer review replaced it): review the change again for a new one.",
};

const PATH = "/team/content";
/** A preview page at a phone's width: the page's preview address and its words are in the query. */
const PREVIEW_PHONE_PATH = `${PATH}/preview-phone`;

export function mountContentEditor(app: Hono, kit: WorkspaceKit, options: ContentEditorOptions, timeZone: string) {
  mountChanges(app, kit, options, timeZone);
  mountContentHistory(app, kit, options, timeZone);
  const contentDir = path.join(options.repo, "content");
  const judging = new Set<string>();
  const schemaOf = formSchemaOf;

  // A file's form is up to about 180 KB of HTML, a preview a whole page: compressed on the way (about 15 KB).
  app.use(PATH, compress());
  app.use(`${PATH}/*`, compress());

  app.on(
    "POST",
    `${PATH}/*`,
    bodyLimit({
      maxSize: EDITOR_MAX_BYTES,
      onError: (c) => kit.problem(c, 413, editorMessages.tooLarge),
    }),
  );

  // A document the change reaches (a quote, the checklist), made from the changed content: the member's own only.
  app.get(`${PREVIEW_PATH}/:token/${DOCUMENTS}/:name`, async (c) => {
    const member = await kit.signedIn(c);
    if (member instanceof Response) return member;
    const pdf = options.preview?.document(member.id, c.req.param("token"), c.req.param("name"));
    if (!pdf) return kit.problem(c, 404, editorMessages.previewGone, member);
    return c.body(Buffer.from(pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="preview-${c.req.param("name")}"`,
    });
  });

  // A preview at a phone's width (390 px), in a frame of the workspace's own page: no script anywhere.
  app.get(PREVIEW_PHONE_PATH, async (c) => {
    const member = await kit.signedIn(c);
    if (member instanceof Response) return member;
    const shown = c.req.query("page") ?? "";
    const label = (c.req.query("label") ?? "").slice(0, 200);
    if (!shown.startsWith(`${PREVIEW_PATH}/`)) return kit.problem(c, 404, editorMessages.previewGone, member);
    const response = await kit.send(c, {
      title: `Preview of ${label} at a phone's width`,
      viewer: member,
      section: PATH,
      body: phonePreview(shown, label),
    });
    response.headers.set("Content-Security-Policy", `${WORKSPACE_CSP}; frame-src 'self'`);
    return response;
  });

  // A preview page: the member's own latest preview only, with its own CSP (its inline styles by hash, no script).
  app.get(`${PREVIEW_PATH}/:token/*`, async (c) => {
    const member = await kit.signedIn(c);
    if (member instanceof Response) return member;
    const token = c.req.param("token");
    // The page's address as rendered: its path and, for a state of the pricing page, its query.
    const at =
      (c.req.path.slice(`${PREVIEW_PATH}/${token}`.length).replace(/(.)\/$/, "$1") || "/") + new URL(c.req.url).search;
    const page = options.preview?.page(member.id, token, at);
    if (!page) return kit.problem(c, 404, editorMessages.previewGone, member);
    return c.html(page.html, 200, { "Content-Security-Policy": page.csp, "X-Frame-Options": "SAMEORIGIN" });
  });

  // An image a preview made of an upload (its page links it; the upload itself is the member's until saved).
  app.get(`${PREVIEW_IMAGES_PATH}/:name`, async (c) => {
    const member = await kit.signedIn(c);
    if (member instanceof Response) return member;
    const file = options.preview?.image(c.req.param("name"));
    if (!file) return kit.problem(c, 404, editorMessages.previewGone, member);
    const type = file.endsWith(".avif") ? "image/avif" : "image/webp";
    return c.body(readFileSync(file), 200, { "Content-Type": type, "Cache-Control": "private, max-age=600" });
  });

  app.get(PATH, async (c) => {
    const member = await kit.signedIn(c);
    if (member instanceof Response) return member;
    const live = options.review ? undefined : liveCommit(options);
    const unpublished = live
      ? await unpublishedParts(options.repo, live, Object.keys(contentSchemas)).catch(
          () => new Map<string, Set<string>>(),
        )
      : new Map<string, Set<string>>();
    const groups = contentGroups.map((group) => ({
      title: group.title,
      places: group.places.map((place) => {
        const parts = Object.entries(schemaOf(place.file)?.properties ?? {}).filter(
          ([key]) => !place.sections || place.sections.includes(key),
        );
        const at = (key: string) => contentHref(place.file, key);
        return {
          ...place,
          // A place that is part of a file opens the form at that part.
          href: contentHref(place.file, place.sections?.[0]),
          sections: parts.map(([key, part]) => ({ title: titleOf(part, key), href: at(key) })),
          history: options.review
            ? undefined
            : historyHref(place.file, place.sections?.length === 1 ? place.sections[0] : undefined),
          // A file of entries (pages.json) has no named parts: it is named whole.
          unpublished:
            parts.length === 0
              ? unpublished.has(place.file)
                ? [place.title]
                : []
              : parts.filter(([key]) => unpublished.get(place.file)?.has(key)).map(([key, part]) => titleOf(part, key)),
        };
      }),
    }));
    return kit.send(c, {
      title: "Content",
      viewer: member,
      section: PATH,
      body: contentList(groups, currentWarnings(contentDir)),
    });
  });

  /** The file as it stands where changes go: its text and its blob id (what a save's conflict check compares). */
  const current = async (file: string) => {
    if (options.review) return readBaseFile(options.review, file);
    const text = readFileSync(path.join(contentDir, file), "utf8");
    return { text, blob: await blobId(options.repo, text) };
  };

  app.get(`${PATH}/:file{[a-z-]+\\.json}`, async (c) => {
    const member = await kit.signedIn(c);
    if (member instanceof Response) return member;
    const file = c.req.param("file");
    if (!isContentFile(file)) return kit.problem(c, 404, editorMessages.notAFile, member);
    const opened = await current(file).catch((error: unknown) => {
      console.error(JSON.stringify({ level: "error", msg: "content file not read", file, error: String(error) }));
      return undefined;
    });
    if (!opened) return kit.problem(c, 502, editorMessages.hostUnread(file), member);
    const { text, blob } = opened;
    options.preview?.warm(contentDir);
    const saved = c.req.query("saved");
    const request = c.req.query("request");
    // Opened at one of its parts from the content list: that part open, its first field focused.
    const part = c.req.query("section");
    const focus = part && Object.hasOwn(schemaOf(file)?.properties ?? {}, part) ? pointer([part]) : undefined;
    return editorPage(c, member, file, JSON.parse(text), blob, {
      focus,
      notice: saved
        ? {
            kind: "status",
            text: `Saved as commit ${saved.slice(0, 12)}. Publish it under Changes when you are ready.`,
          }
        : request
          ? { kind: "status", text: `Sent for review as request ${request.slice(0, 12)}: see it under Changes.` }
          : undefined,
    });
  });

  app.post(`${PATH}/:file{[a-z-]+\\.json}`, async (c) => {
    const file = c.req.param("file");
    // Signed in before a byte of the body (up to 11 MB with an image) is read; its token checked once it is.
    const session = await kit.signedIn(c);
    if (session instanceof Response) return session;
    const posted = await readEditorPost(c);
    if (!posted) return kit.problem(c, 400, "The form could not be read. Reload the page and try again.");
    const { fields, uploads } = posted;
    const member = await kit.signedIn(c, { csrf: fields.get("csrf")?.at(-1) ?? "" });
    if (member instanceof Response) return member;
    if (!isContentFile(file)) return kit.problem(c, 404, editorMessages.notAFile, member);
    const schema = schemaOf(file)!;
    const opened = fields.get("opened")?.at(-1) ?? "";
    const staging = stagingDir(options.stagingRoot, member.id);

    // The uploads of this editing (carried by the form from post to post, never from another): only they stand in
    // for content/images/ in the check, and only they are committed.
    const uploaded = new Set(fields.get("uploaded") ?? []);
    // Uploads first: each lands in its image's file-name field, so the value read below names it.
    const uploadProblems = await stageUploads(staging, uploads, fields, uploaded);

    const show = (value: unknown, options: Omit<EditorPageState, "uploaded">) =>
      editorPage(c, member, file, value, opened, { ...options, uploaded: [...uploaded] });
    const read = readForm(schema, fields);
    for (const [name, problem] of uploadProblems) read.unreadable.set(name, problem);
    const operation = parseOperation(fields.get("op")?.at(-1));
    if (operation) {
      const done = applyOperation(schema, read.value, operation);
      if (!done) return kit.problem(c, 400, "That button names no list of this file. Reload the page and try again.");
      return show(done.value, { unreadable: read.unreadable, focus: done.focus });
    }
    const intent = fields.get("intent")?.at(-1) === "save" ? "save" : "review";
    if (read.unreadable.size > 0) return show(read.value, { unreadable: read.unreadable, status: 422 });
    // A page given a new address keeps its old one, shown in the form and the review from the first review on.
    if (file === "pages.json")
      read.value = keepingFormerAddresses(
        JSON.parse(readFileSync(path.join(contentDir, file), "utf8")) as unknown,
        read.value,
      );

    // One review or save at a time per member: each runs the whole check (and a preview) for them.
    if (judging.has(member.id)) return kit.problem(c, 429, editorMessages.busy, member);
    judging.add(member.id);
    const judge = async () => {
      // A page opened before a colleague's save would present undoing it as this member's change: said at review.
      const now = await current(file).catch(() => undefined);
      if (now && now.blob !== opened)
        return show(read.value, { notice: { kind: "error", text: editorMessages.stale(file) }, status: 409 });
      const images = imageResolver(staging, path.join(contentDir, "images"), uploaded);
      const proposal = await proposeChange(contentDir, { [file]: read.value }, undefined, images);
      if (proposal.problems.length > 0) return show(read.value, { problems: proposal.problems, status: 422 });

      const changed = proposal.files.filter(({ before, after }) => before !== after);
      const namedImages = stagedImagesNamed(
        staging,
        imageNames(read.value).filter((src) => uploaded.has(src)),
      );
      const removedImages = imagesNoLongerNamed(contentDir, changed);
      const reviewed = stateOf(changed, namedImages, removedImages);
      if (intent === "review" || fields.get("reviewed")?.at(-1) !== reviewed || changed.length === 0)
        return show(read.value, {
          review: {
            ...(await reviewOf(changed, namedImages, removedImages, reviewed, member)),
            warnings: warningsInWords(proposal.warnings, (name) =>
              name === file ? JSON.stringify(read.value) : readFileSync(path.join(contentDir, name), "utf8"),
            ),
          },
          notice:
            intent === "save" && changed.length > 0 ? { kind: "error", text: editorMessages.reviewAgain } : undefined,
        });

      const saved = await saveReviewedChange(options, member, {
        file,
        opened,
        changed,
        reviewed,
        namedImages,
        removedImages,
      });
      if (!saved || "conflicts" in saved)
        return show(read.value, {
          notice: { kind: "error", text: saved ? editorMessages.conflict(file) : editorMessages.hostFailed },
          status: saved ? 409 : 502,
        });
      clearStaged(
        staging,
        namedImages.map(({ src }) => src),
      );
      await kit.audit(member, "content-saved", `${file}: ${saved.said}`);
      return c.redirect(`${PATH}/${file}?${saved.query}`, 303);
    };
    try {
      return await judge();
    } finally {
      judging.delete(member.id);
    }
  });

  async function reviewOf(
    changed: ChangedFile[],
    namedImages: { src: string; file: string }[],
    removedImages: string[],
    reviewed: string,
    member: Member,
  ) {
    const diff = await diffOf(options.repo, changed);
    const imageLines = [
      ...namedImages.map(({ src }) => `+ content/images/${src} (the image you uploaded)`),
      ...removedImages.map(
        (src) => `- content/images/${src} (nothing names it once this change is saved: removed with it)`,
      ),
    ].join("\n");
    const preview =
      changed.length > 0 && options.preview
        ? await options.preview
            .render(
              member.id,
              Object.fromEntries(changed.map(({ file, after }) => [file, after])),
              contentDir,
              Object.fromEntries(namedImages.map(({ src, file }) => [src, file])),
            )
            .catch((error: unknown) => ({ problem: String(error instanceof Error ? error.message : error) }))
        : { pages: [], documents: [] };
    return {
      summary: describeChange(changed),
      alsoMoves: [...whatElseMoves(changed), ...movedPageNotes(changed)],
      diff: imageLines ? `${diff}\n${imageLines}` : diff,
      reviewed,
      pages:
        "pages" in preview
          ? preview.pages.map((page) => ({
              ...page,
              phone: `${PREVIEW_PHONE_PATH}?${new URLSearchParams({ page: page.preview, label: page.label })}`,
            }))
          : [],
      documents: "documents" in preview ? preview.documents : [],
      previewProblem:
        "problem" in preview
          ? "The preview could not be made this time (the change can still be saved): try the review again in a minute."
          : options.preview
            ? undefined
            : "Previews are made by the server started with npm start on a checkout (they need the site's sources).",
      destination: options.review
        ? `Saving sends the change for review: a branch and a ${options.review.kind === "github" ? "pull" : "merge"} request, where the project's tests run before a person merges it.`
        : "Saving makes one commit in the site's repository, with your name; publish it under Changes.",
    };
  }

  /** The top-level parts of a file whose value differs from the file as it is. */
  function changedParts(file: string, value: unknown): Set<string> {
    const saved = JSON.parse(readFileSync(path.join(contentDir, file), "utf8")) as Record<string, unknown>;
    const now = (value ?? {}) as Record<string, unknown>;
    return new Set(
      [...new Set([...Object.keys(saved), ...Object.keys(now)])].filter(
        (key) => JSON.stringify(saved[key]) !== JSON.stringify(now[key]),
      ),
    );
  }

  function editorPage(
    c: Context,
    member: Member,
    file: string,
    value: unknown,
    opened: string,
    { problems = [], unreadable = new Map(), focus, review, notice, status = 200, uploaded = [] }: EditorPageState = {},
  ) {
    const schema = schemaOf(file)!;
    const here = problems.filter((problem) => problem.file === file);
    const shown: ShownProblem[] = [
      ...[...unreadable].map(([name, { problem }]) => ({
        text: problem,
        name,
        where: whereInWords(file, namePath(name), value, false),
      })),
      ...here.map((problem) => {
        const landed = landing(schema, value, problem.path);
        return {
          text: problem.problem,
          name: landed.name || undefined,
          where: whereInWords(file, problem.path, value, false),
        };
      }),
      ...problems
        .filter((problem) => problem.file !== file)
        .map((problem) => ({ text: problem.problem, where: whereInWords(problem.file, problem.path) })),
    ];
    const body = editorForm({
      file,
      schema,
      value,
      state: {
        problems: problemsByField(schema, value, here),
        unreadable,
        focus,
        changed: changedParts(file, value),
        history: options.review ? undefined : (key: string) => historyHref(file, key),
      },
      historyHref: options.review ? undefined : historyHref(file),
      csrf: member.csrf,
      opened,
      uploaded,
      problems: shown,
      review,
    });
    return kit.send(
      c,
      {
        title: fileTitle(file),
        viewer: member,
        section: PATH,
        notice,
        hasErrors: shown.length > 0,
        body: html`${body}`,
      },
      status,
    );
  }
}

interface EditorPageState {
  problems?: { path: (string | number)[]; problem: string; file: string }[];
  unreadable?: FormState["unreadable"];
  focus?: string;
  review?: ReviewPanel;
  notice?: PageOptions["notice"];
  status?: number;
  /** Images uploaded while editing, carried by the form until the change is saved. */
  uploaded?: string[];
}

/** A form field's name as a data path (records' and choices' markers dropped), for the summary's words. */
function namePath(name: string): (string | number)[] {
  return name
    .split("/")
    .slice(1)
    .map((key) => key.replace(/~\d+$|#.*$/, "").replace(/^\*/, ""))
    .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
}

/** A change's fingerprint: what the member reviewed is what is saved. */
function stateOf(files: ChangedFile[], images: { src: string; file: string }[], removedImages: string[]): string {
  const hash = createHash("sha256");
  for (const { file, after } of files) hash.update(`${file}\0${after}\0`);
  for (const { src, file } of images) hash.update(`${src}\0`).update(readFileSync(file));
  for (const src of removedImages) hash.update(`-${src}\0`);
  return hash.digest("hex");
}
