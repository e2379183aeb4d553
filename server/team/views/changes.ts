/** The Changes section's page (issue 46): publishing in local mode, the open requests in review mode. */
import { html } from "hono/html";
import type { OpenRequest } from "#server/content-edit/review-hosts.ts";
import type { PublishStatus } from "#server/publish/status.ts";
import { type Html, actionForm, classes, timeElement } from "./ui.ts";

/** A saved commit, as the Changes page lists it. */
export interface SavedCommit {
  commit: string;
  author: string;
  at: string;
  subject: string;
}

export type ChangesPage =
  | {
      mode: "local";
      csrf: string;
      supervised: boolean;
      status?: PublishStatus;
      saved: SavedCommit[];
      liveSubject?: string;
      previousSubject?: string;
      timeZone: string;
    }
  | { mode: "review"; host: "github" | "gitlab"; requests?: OpenRequest[]; timeZone: string };

const checksWords: Record<OpenRequest["checks"], string> = {
  passed: "Tests passed",
  failed: "Tests failed",
  running: "Tests running",
  none: "No tests reported yet",
};

export function changesPage(page: ChangesPage): Html {
  if (page.mode === "review") {
    const kind = page.host === "github" ? "pull request" : "merge request";
    return html`<p class="max-w-3xl">
        Each save in the editor is a ${kind}. The project's tests run on it; once they pass, a person merges it, and
        the site's deployment publishes it.
      </p>
      ${
        page.requests === undefined
          ? html`<p role="alert" class="font-semibold text-danger">
              The repository's host did not answer, so the open requests cannot be shown. Reload in a minute.
            </p>`
          : page.requests.length === 0
            ? html`<p>No ${kind} is open.</p>`
            : html`<table class="${classes.table}">
                <caption class="sr-only">Open ${kind}s</caption>
                <thead>
                  <tr>
                    <th class="${classes.th}" scope="col">Request</th>
                    <th class="${classes.th}" scope="col">Tests</th>
                  </tr>
                </thead>
                <tbody>
                  ${page.requests.map(
                    (request) => html`<tr>
                      <td class="${classes.td}">
                        <a class="${classes.link}" href="${request.url}">#${request.number} ${request.title}</a>
                      </td>
                      <td class="${classes.td} font-semibold ${request.checks === "failed" ? "text-danger" : ""}">
                        ${checksWords[request.checks]}
                      </td>
                    </tr>`,
                  )}
                </tbody>
              </table>`
      }`;
  }
  const { status, saved, csrf, supervised, timeZone } = page;
  const busy = status?.state === "building" || status?.state === "switching";
  return html`<section class="${classes.card} space-y-3" aria-labelledby="live-title">
      <h2 class="${classes.h2}" id="live-title">The live site</h2>
      ${
        !supervised
          ? html`<p>
              Publishing from the workspace needs the server started with <code>npm start</code> on the site's checkout,
              with nothing left uncommitted there. Until then, saved changes are published the way the site is deployed.
            </p>`
          : status?.live
            ? html`<p>
                Served from commit <code>${status.live.slice(0, 12)}</code>: ${page.liveSubject ?? ""}
              </p>`
            : ""
      }
      ${
        busy
          ? html`<div class="space-y-2">
              <p class="font-semibold" data-publish-step aria-live="polite">${status.step}</p>
              <progress class="h-4 w-full max-w-xl" max="100" value="${status.progress}" data-publish-progress aria-label="Publishing">
                ${status.progress}%
              </progress>
              <p class="${classes.hint}">
                The live site stays as it is until the new build is ready. This page follows it; without script, reload
                it.
              </p>
            </div>`
          : ""
      }
      ${
        status?.state === "failed"
          ? html`<div role="alert" class="rounded-lg border-l-4 border-danger bg-red-50 p-3">
              <p class="font-semibold text-danger">The last publish failed, so the live site is as it was. What it said:</p>
              <pre class="mt-2 overflow-x-auto whitespace-pre-wrap text-sm">${status.problem ?? ""}</pre>
            </div>`
          : ""
      }
    </section>
    <section class="${classes.card} space-y-3" aria-labelledby="saved-title">
      <h2 class="${classes.h2}" id="saved-title">${supervised ? "Saved, not yet published" : "Latest saved changes"}</h2>
      ${
        saved.length === 0
          ? html`<p>Every saved change is live.</p>`
          : html`<ul class="space-y-2">
              ${saved.map(
                (commit) =>
                  html`<li>
                    <span class="font-semibold">${commit.subject}</span>
                    <span class="${classes.hint}">${commit.author}, ${timeElement(commit.at, timeZone)} · <code>${commit.commit.slice(0, 12)}</code></span>
                  </li>`,
              )}
            </ul>`
      }
      ${
        supervised && saved.length > 0 && !busy
          ? actionForm(
              "/team/changes/publish",
              csrf,
              html`<button class="${classes.button}">Publish these changes</button>`,
            )
          : ""
      }
    </section>
    ${
      supervised && status?.previous && !busy
        ? html`<section class="${classes.card} space-y-3" aria-labelledby="rollback-title">
            <h2 class="${classes.h2}" id="rollback-title">Roll back</h2>
            <p>
              The build before is kept: commit <code>${status.previous.slice(0, 12)}</code>, ${page.previousSubject ?? ""}.
              Rolling back serves it again at once.
            </p>
            ${actionForm("/team/changes/rollback", csrf, html`<button class="${classes.secondary}">Roll back to the previous build</button>`)}
          </section>`
        : ""
    }`;
}
