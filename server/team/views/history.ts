/**
 * A content file's (or one part's) history and a version compared with the live one (issue 54): who saved what and
 * when, in words; what is live, and what is saved but not yet published, at a glance.
 */
import { html } from "hono/html";
import type { FileVersion } from "#server/content-edit/history.ts";
import { type Html, classes, timeElement } from "./ui.ts";

/** How many of a version's changes are listed before "and N more". */
const CHANGES_LISTED = 6;

const STATE_WORDS: Record<FileVersion["state"], string> = {
  live: "Live now",
  published: "Published before",
  saved: "Saved, not yet published",
};

const stateChip = (state: FileVersion["state"]) =>
  html`<span
    class="${
      state === "saved"
        ? "border-amber-700 bg-amber-50 text-amber-900"
        : state === "live"
          ? "border-success bg-green-50 text-green-900"
          : "border-line bg-surface text-muted"
    } inline-flex rounded-full border px-2 py-0.5 text-sm font-semibold"
    >${STATE_WORDS[state]}</span
  >`;

export interface HistoryPage {
  /** What the page is the history of ("Governance plans", or the file's title). */
  of: string;
  /** Where editing it is. */
  editHref: string;
  /** The compare address of a version (its commit added). */
  compareHref: (commit: string) => string;
  versions: FileVersion[];
  liveKnown: boolean;
  timeZone: string;
}

export function historyPage(page: HistoryPage): Html {
  const saved = page.versions.filter((version) => version.state === "saved").length;
  return html`<p><a class="${classes.link}" href="${page.editHref}">Back to editing ${page.of}</a></p>
    <p class="max-w-3xl">
      Each saved version of ${page.of}, newest first: who saved it, when, and what it changed.
      ${
        page.liveKnown
          ? html`<strong>${saved === 0 ? "Every saved change is live." : `${saved} saved ${saved === 1 ? "version is" : "versions are"} not yet published`}</strong>${saved === 0 ? "" : html`: publish under <a class="${classes.link}" href="/team/changes">Changes</a>.`}`
          : "This server does not publish the site, so which version is live is not known here."
      }
    </p>
    ${
      page.versions.length === 0
        ? html`<p>No saved version changed ${page.of} yet.</p>`
        : html`<ol class="max-w-3xl space-y-3" role="list">
          ${page.versions.map(
            (version) => html`<li class="${classes.card} space-y-2">
              <div class="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h2 class="text-base font-bold text-ink">
                  ${timeElement(version.at, page.timeZone)}, ${version.author || version.email}
                </h2>
                ${page.liveKnown ? stateChip(version.state) : ""}
              </div>
              <ul class="list-disc space-y-1 pl-5">
                ${version.changes.slice(0, CHANGES_LISTED).map((change) => html`<li>${change}</li>`)}
                ${
                  version.changes.length > CHANGES_LISTED
                    ? html`<li>and ${version.changes.length - CHANGES_LISTED} more</li>`
                    : ""
                }
              </ul>
              ${
                page.liveKnown && version.state !== "live"
                  ? html`<p>
                    <a class="${classes.link}" href="${page.compareHref(version.commit)}"
                      >Compare with the live version<span class="sr-only">
                        (the version of ${version.at.slice(0, 10)} by ${version.author || version.email})</span
                      ></a
                    >
                  </p>`
                  : ""
              }
              <p class="${classes.hint}">Commit <code>${version.commit.slice(0, 12)}</code></p>
            </li>`,
          )}
        </ol>`
    }`;
}

export interface ComparePage {
  of: string;
  historyHref: string;
  version: { commit: string; at?: string; author?: string };
  /** The changes from the live version to this one, in words. */
  changes: string[];
  timeZone: string;
}

export function comparePage(page: ComparePage): Html {
  return html`<p><a class="${classes.link}" href="${page.historyHref}">Back to the history of ${page.of}</a></p>
    <p class="max-w-3xl">
      The version saved
      ${page.version.at ? html`${timeElement(page.version.at, page.timeZone)} by ${page.version.author}` : ""}
      (commit <code>${page.version.commit.slice(0, 12)}</code>), against what visitors see now.
    </p>
    ${
      page.changes.length === 0
        ? html`<p class="font-semibold">${page.of} in this version is the same as on the live site.</p>`
        : html`<h2 class="${classes.h2}">From the live site to this version</h2>
          <ul class="max-w-3xl list-disc space-y-1 pl-5">
            ${page.changes.map((change) => html`<li>${change}</li>`)}
          </ul>`
    }`;
}
