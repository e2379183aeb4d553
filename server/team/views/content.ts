/**
 * The editor's pages (issue 46): the content files, and a file's form with its problems, its diff and its preview.
 */
import { html } from "hono/html";
import { type JsonSchema, fieldId } from "#server/content-edit/json-schema.ts";
import { type FormState, renderFields } from "#server/content-edit/schema-form.ts";
import { fileTitle } from "#app/content/schemas/places.ts";
import { withGuideLinks } from "#server/content-edit/guide-links.ts";
import type { ShownWarning } from "#server/team/content-warnings.ts";
import { type Html, classes, problemSummary } from "./ui.ts";

/** One place of the content list: what the team calls it, where it shows, and its file (a detail for engineers). */
export interface ContentListPlace {
  title: string;
  shows: string;
  href: string;
  file: string;
  /** The file's parts this place holds, each opening the form at it. */
  sections: { title: string; href: string }[];
  /** Where its history is (none in review mode). */
  history?: string;
  /** Its parts saved and not yet published (none when live is not known here). */
  unpublished: string[];
}

/**
 * The content list (issue 54): what the site shows, grouped as the team thinks of it (plans and prices, cohorts and
 * add-ons, proof, the checklist, pages, site-wide words), each with what it changes; the file name comes last.
 */
export function contentList(
  groups: { title: string; places: ContentListPlace[] }[],
  warnings: ShownWarning[] = [],
): Html {
  return html`<p class="max-w-3xl">
      Every word, price, cohort and proof entry of the site is here, grouped by what it is. Open one, change what you
      need, and review the change: the site's own check runs first and shows any problem beside its field. Nothing is
      saved until you save the reviewed change.
    </p>
    ${warnings.length > 0 ? worthALook(warnings, "The site is built as it is, but each of these needs a look:") : ""}
    ${groups.map(
      (group) => html`<section class="space-y-3" aria-labelledby="${groupId(group.title)}">
        <h2 class="text-xl font-bold text-ink" id="${groupId(group.title)}">${group.title}</h2>
        <ul class="grid gap-3 sm:grid-cols-2" role="list">
          ${group.places.map(
            (place) => html`<li class="${classes.card} space-y-1">
              <a class="${classes.link} text-lg" href="${place.href}">${place.title}</a>
              <p>${place.shows}</p>
              ${
                place.sections.length > 0
                  ? html`<p class="${classes.hint}">
                    Holds:
                    ${place.sections.map(
                      (section, index) =>
                        html`${index > 0 ? ", " : ""}<a class="${classes.link}" href="${section.href}">${section.title}</a>`,
                    )}
                  </p>`
                  : ""
              }
              ${
                place.unpublished.length > 0
                  ? html`<p class="font-semibold text-amber-900">Saved, not yet published: ${place.unpublished.join(", ")}</p>`
                  : ""
              }
              ${place.history ? html`<p><a class="${classes.link} inline-flex min-h-11 items-center" href="${place.history}">History<span class="sr-only"> of ${place.title}</span></a></p>` : ""}
              <p class="${classes.hint}">File: content/${place.file}</p>
            </li>`,
          )}
        </ul>
      </section>`,
    )}`;
}

/**
 * The check's warnings: a note, not an alert (nothing failed, and a save is not stopped), each place a link to the
 * part of the form it names.
 */
function worthALook(warnings: ShownWarning[], lead: string, inTheReview = false): Html {
  const heading = inTheReview
    ? html`<h3 class="text-lg font-bold" id="worth-a-look">Worth a look</h3>`
    : html`<h2 class="${classes.h2}" id="worth-a-look">Worth a look</h2>`;
  return html`<section class="max-w-3xl rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4" aria-labelledby="worth-a-look">
    ${heading}
    <p>${lead}</p>
    <ul class="mt-2 list-disc space-y-1 pl-5">
      ${warnings.map(
        ({ where, href, text }) =>
          html`<li><a class="${classes.link}" href="${href}">${where}</a>: ${withGuideLinks(text)}</li>`,
      )}
    </ul>
  </section>`;
}

const groupId = (title: string) => `group-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;

/** A problem the form shows: its words, and where it points (none for a problem in another file). */
export interface ShownProblem {
  text: string;
  /** The field's name in the form (for the summary's link), when the problem is in this file. */
  name?: string;
  /** The field's place, as the check names it (item numbers from 1), or the other file's name. */
  where: string;
}

export interface ReviewPanel {
  /** What the change does, in a line (its commit's message). */
  summary: string;
  diff: string;
  /** The state of the change reviewed: the save is of this, and nothing else. */
  reviewed: string;
  /** Pages whose text the change alters, each with its preview's address. */
  pages: { path: string; label: string; preview: string; phone: string }[];
  /** The documents the change reaches (quotes, the checklist), made from the changed content. */
  documents: { label: string; url: string }[];
  /** Why the preview could not be made, if it could not. */
  previewProblem?: string;
  /** Where a save goes: a commit here, or a pull or merge request. */
  destination: string;
  /** What else the change moves that the member may not have meant (a saving, a figure copy quotes). */
  alsoMoves?: string[];
  /** What the check finds worth a look in the content as the change leaves it (never stopping the save). */
  warnings?: ShownWarning[];
}

export interface EditorPageOptions {
  file: string;
  schema: JsonSchema;
  value: unknown;
  state: FormState;
  csrf: string;
  opened: string;
  /** Images uploaded while editing (kept aside until the save), carried from post to post. */
  uploaded: string[];
  /** Where the file's history is (none in review mode). */
  historyHref?: string;
  problems: ShownProblem[];
  review?: ReviewPanel;
}

export function editorForm({
  file,
  schema,
  value,
  state,
  csrf,
  opened,
  uploaded,
  problems,
  review,
  historyHref,
}: EditorPageOptions): Html {
  return html`<p class="flex flex-wrap gap-x-6">
      <a class="${classes.link}" href="/team/content">All content</a>
      ${historyHref ? html`<a class="${classes.link}" href="${historyHref}">History of ${fileTitle(file)}</a>` : ""}
    </p>
    <p class="${classes.hint}">File: content/${file}</p>
    <form
      method="post"
      action="/team/content/${file}"
      enctype="multipart/form-data"
      novalidate
      class="max-w-3xl space-y-6"
      aria-label="Edit ${fileTitle(file)}"
    >
      <input type="hidden" name="csrf" value="${csrf}" />
      <input type="hidden" name="opened" value="${opened}" />
      ${uploaded.map((src) => html`<input type="hidden" name="uploaded" value="${src}" />`)}
      ${review ? html`<input type="hidden" name="reviewed" value="${review.reviewed}" />` : ""}
      <div class="flex flex-wrap items-center gap-3">
        <button class="${classes.button}" name="intent" value="review">Review changes</button>
        <a class="${classes.link}" href="/team/content/${file}">Discard my changes</a>
      </div>
      ${problems.length > 0 ? errorSummary(problems) : ""} ${review ? reviewPanel(review) : ""}
      ${renderFields(schema, value, state)}
      <div class="flex flex-wrap gap-3">
        <button class="${classes.button}" name="intent" value="review">Review changes</button>
      </div>
    </form>`;
}

/**
 * The review's outcome takes focus as the page loads (the browser's own autofocus, no script): the problems' summary,
 * or the change and its Save button; its links and buttons are the next Tab stops (issue 54).
 */
function errorSummary(problems: ShownProblem[]): Html {
  return problemSummary(
    "problems-title",
    `Nothing was saved: ${problems.length === 1 ? "1 problem needs" : `${problems.length} problems need`} fixing`,
    problems.map(
      ({ text, name, where }) =>
        html`${name !== undefined ? html`<a class="${classes.link}" href="#${fieldId(name)}">${where}</a>` : html`<strong>${where}</strong>`}:
        ${withGuideLinks(text)}`,
    ),
  );
}

function reviewPanel({
  summary,
  diff,
  pages,
  documents,
  previewProblem,
  destination,
  alsoMoves = [],
  warnings = [],
}: ReviewPanel): Html {
  const lines = diff.split("\n").filter((line) => !/^(diff --git|index |--- |\+\+\+ )/.test(line));
  return html`<section class="${classes.card} space-y-4" aria-labelledby="review-title" tabindex="-1" autofocus>
    <h2 class="${classes.h2}" id="review-title">Your change</h2>
    ${
      diff === ""
        ? html`<p role="status">Nothing has changed yet: the file is as it was.</p>`
        : html`<p>The site's check found no problem. The change, in a line: <strong>${summary.replace(/^Content: /, "")}</strong></p>
            <div class="flex flex-wrap items-center gap-3">
              <button class="${classes.button}" name="intent" value="save">Save this change</button>
              <p>${destination}</p>
            </div>
            <p>Line by line, as it will be saved (lines taken out are marked −, lines put in +):</p>
            <pre class="max-h-96 overflow-auto rounded-lg border border-line bg-surface p-3 text-sm" tabindex="0" aria-label="The change, line by line">${lines.map(
              (line) =>
                line.startsWith("+")
                  ? html`<ins class="block bg-green-50 text-green-900 no-underline">${line}</ins>`
                  : line.startsWith("-")
                    ? html`<del class="block bg-red-50 text-red-900 no-underline">${line}</del>`
                    : line.startsWith("@@")
                      ? html`<span class="block text-muted">${line}</span>`
                      : html`<span class="block">${line}</span>`,
            )}</pre>
            ${
              alsoMoves.length > 0
                ? html`<h3 class="text-lg font-bold">What else this changes</h3>
                    <ul class="list-disc pl-5">
                      ${alsoMoves.map((note) => html`<li>${note}</li>`)}
                    </ul>`
                : ""
            }
            ${warnings.length > 0 ? worthALook(warnings, "The change can be saved; with it, each of these needs a look:", true) : ""}
            <h3 class="text-lg font-bold">Pages this changes</h3>
            ${
              previewProblem
                ? html`<p>${previewProblem}</p>`
                : pages.length === 0
                  ? html`<p>No page's text changes (the change may only show in a quote or a form).</p>`
                  : html`<ul class="list-disc pl-5">
                      ${pages.map(
                        ({ label, preview, phone }) =>
                          html`<li>
                            <a class="${classes.link}" href="${preview}" target="_blank">Preview of ${label}<span class="sr-only"> (opens in a new tab)</span></a>,
                            <a class="${classes.link}" href="${phone}" target="_blank">at a phone's width<span class="sr-only"> (${label}, opens in a new tab)</span></a>
                          </li>`,
                      )}
                    </ul>`
            }
            ${
              documents.length > 0
                ? html`<h3 class="text-lg font-bold">Documents this changes</h3>
                    <ul class="list-disc pl-5">
                      ${documents.map(
                        ({ label, url }) =>
                          html`<li><a class="${classes.link}" href="${url}" target="_blank">${label} (PDF)<span class="sr-only"> (opens in a new tab)</span></a></li>`,
                      )}
                    </ul>`
                : ""
            }
`
    }
  </section>`;
}

/** The preview of a page in a frame a phone's width wide (390 px), as a visitor's phone lays it out. */
export function phonePreview(preview: string, label: string): Html {
  return html`<p><a class="${classes.link}" href="${preview}">Open the preview of ${label} at full width</a></p>
    <p>As a phone 390 px wide shows it (scroll inside the frame):</p>
    <iframe
      src="${preview}"
      title="Preview of ${label} at a phone's width"
      width="390"
      height="780"
      class="max-w-full rounded-lg border border-line bg-white"
    ></iframe>`;
}
