/** The Changes section's page (issue 46): publishing in local mode, the open requests in review mode. */
import { html } from "hono/html";
import type { OpenRequest } from "#server/content-edit/review-hosts.ts";
import type { PublishStatus } from "#server/publish/status.ts";
import { fieldPath } from "#server/content-edit/places.ts";
import { whereInWords } from "#server/content-edit/form-schemas.ts";
import { withGuideLinks } from "#server/content-edit/guide-links.ts";
import { type Html, actionForm, classes, timeElement } from "./ui.ts";

/** A saved commit, as the Changes page lists it. */
export type { SavedChange as SavedCommit } from "#server/publish/saved-changes.ts";
import type { SavedChange as SavedCommit } from "#server/publish/saved-changes.ts";

export type ChangesPage =
  | {
      mode: "local";
      csrf: string;
      supervised: boolean;
      status?: PublishStatus;
      /** Saved after the live one: what Publish puts live, newest first. */
      saved: SavedCommit[];
      /** The change the site is served from, and the few before it. */
      live?: SavedCommit;
      published: SavedCommit[];
      /** The build a rollback goes back to: older than the live one, or none. */
      previous?: SavedCommit;
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
  const { status, saved, csrf, supervised, timeZone, live, published, previous } = page;
  const busy = status?.state === "building" || status?.state === "switching";
  const who = (change: SavedCommit) =>
    html`<span class="${classes.hint}">${change.author}, ${timeElement(change.at, timeZone)} · <code>${change.commit.slice(0, 12)}</code></span>`;
  const withdraw = (change: SavedCommit, label = "Withdraw") =>
    actionForm(
      "/team/changes/withdraw",
      csrf,
      html`<input type="hidden" name="commit" value="${change.commit}" />
        <button class="${classes.secondary}">${label}<span class="sr-only"> (${shownSubject(change)})</span></button>`,
    );
  const changeList = (changes: SavedCommit[]) =>
    html`<ul class="space-y-3">
      ${changes.map(
        (change) =>
          html`<li class="flex flex-wrap items-center justify-between gap-2">
            <span><span class="font-semibold">${shownSubject(change)}</span> ${who(change)}</span>
            ${supervised && !busy && change.contentOnly ? withdraw(change) : ""}
          </li>`,
      )}
    </ul>`;
  return html`<section class="${classes.card} space-y-3" aria-labelledby="live-title">
      <h2 class="${classes.h2}" id="live-title">The live site</h2>
      ${
        !supervised
          ? html`<p>
              Publishing from the workspace needs the server started with <code>npm start</code> on the site's checkout,
              with nothing left uncommitted there. Until then, saved changes are published the way the site is deployed.
            </p>`
          : live
            ? html`<p>Served from commit <code>${live.commit.slice(0, 12)}</code>, the saved change
                <span class="font-semibold">${shownSubject(live)}</span> ${who(live)}</p>`
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
      ${status?.state === "failed" ? failure(status, withdraw, who) : ""}
    </section>
    <section class="${classes.card} space-y-3" aria-labelledby="saved-title">
      <h2 class="${classes.h2}" id="saved-title">${supervised ? "Saved, not yet published" : "Latest saved changes"}</h2>
      ${
        saved.length === 0
          ? html`<p>Every saved change is live.</p>`
          : html`${
              supervised
                ? html`<p>
                    Publishing puts these live, up to <span class="font-semibold">${shownSubject(saved[0]!)}</span>.
                  </p>`
                : ""
            }
            ${changeList(saved)}`
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
      supervised && published.length > 0
        ? html`<section class="${classes.card} space-y-3" aria-labelledby="published-title">
            <h2 class="${classes.h2}" id="published-title">Live now, latest first</h2>
            <p class="${classes.hint}">
              Withdrawing a change saves its undoing as a new change (checked as any save): publish it to take the
              change off the live site.
            </p>
            ${changeList(published)}
          </section>`
        : ""
    }
    ${
      supervised && previous && !busy
        ? html`<section class="${classes.card} space-y-3" aria-labelledby="rollback-title">
            <h2 class="${classes.h2}" id="rollback-title">Roll back</h2>
            <p>
              The build before is kept: commit <code>${previous.commit.slice(0, 12)}</code>, the saved change
              <span class="font-semibold">${shownSubject(previous)}</span>. Rolling back serves it again at once.
            </p>
            ${actionForm("/team/changes/rollback", csrf, html`<button class="${classes.secondary}">Roll back to the previous build</button>`)}
          </section>`
        : ""
    }`;
}

/** A change's line without the editor's "Content: " prefix. */
const shownSubject = (change: SavedCommit) => change.subject.replace(/^Content: /, "");

/** A failed publish: each problem on its field and the saved change that brought it, with a way to withdraw it. */
function failure(
  status: PublishStatus,
  withdraw: (change: SavedCommit, label?: string) => Html,
  who: (change: SavedCommit) => Html,
): Html {
  const held = status.heldBack ?? [];
  return html`<div role="alert" class="space-y-3 rounded-lg border-l-4 border-danger bg-red-50 p-3">
    <p class="font-semibold text-danger">The last publish failed, so the live site is as it was.</p>
    ${
      held.length === 0
        ? html`<p>What it said:</p>
            <pre class="mt-2 overflow-x-auto whitespace-pre-wrap text-sm">${status.problem ?? ""}</pre>`
        : html`<ul class="space-y-3">
            ${held.map(
              (problem) => html`<li class="space-y-1">
                <p>
                  <a class="${classes.link}" href="/team/content/${problem.file}">${whereInWords(problem.file, fieldPath(problem.field))}</a>
                  ${withGuideLinks(problem.problem)}.
                </p>
                ${
                  problem.change
                    ? html`<p>
                          It came with the saved change <span class="font-semibold">${shownSubject(problem.change)}</span>
                          ${who(problem.change)}
                        </p>
                        ${
                          problem.change.contentOnly
                            ? withdraw(problem.change, "Withdraw this change")
                            : html`<p>That change is an engineer's (it changes more than the content): ask them to undo it.</p>`
                        }`
                    : ""
                }
              </li>`,
            )}
          </ul>
          <p>Correct the field in the editor, or withdraw the change that brought it; then publish again.</p>`
    }
  </div>`;
}
