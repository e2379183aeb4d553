import { html, raw } from "hono/html";
import { type Role, areaOf, may } from "#server/team/roles.ts";
import { type Html, actionForm, classes } from "./ui.ts";

/** The workspace's sections, in the order of its navigation. */
export const sections = [
  { path: "/team/leads", label: "Leads" },
  { path: "/team/charts", label: "Charts" },
  { path: "/team/traffic", label: "Traffic" },
  { path: "/team/quotes", label: "Quotes" },
  { path: "/team/spam", label: "Spam" },
  { path: "/team/content", label: "Content" },
  { path: "/team/changes", label: "Changes" },
  { path: "/team/erase", label: "Erasure" },
  { path: "/team/members", label: "Members" },
  { path: "/team/audit", label: "Audit log" },
  { path: "/team/guide", label: "Guide" },
] as const;

export interface Viewer {
  email: string;
  /** Undefined for a stored role that is none of ours: such a member may only sign out. */
  role: Role | undefined;
  csrf: string;
}

export interface PageOptions {
  title: string;
  /** The signed-in member; none on the sign-in pages. */
  viewer?: Viewer;
  /** The section the page belongs to (its link is marked current). */
  section?: (typeof sections)[number]["path"];
  /** A message about what was just done (a status), or an error (an alert). */
  notice?: { kind: "status" | "error"; text: string };
  /** The workspace's stylesheet and scripts, by URL (content-hashed). */
  assets: { css: string; passkeyScript?: string; progressScript?: string };
  /** The page reports problems of its own (a form's summary): its title says so first. */
  hasErrors?: boolean;
  /** The page follows a publish's progress (its bar moves without a reload, when script runs). */
  withProgress?: boolean;
  body: Html;
}

/**
 * Every workspace page: complete HTML, no script needed (the passkey ceremony alone loads one). A notice is what the
 * member's last action did (saved, erased, sent again; or what went wrong):
 * focus lands on it as the page loads (issue 54), so a screen reader says it and the next Tab goes on from there.
 * On paper (a report printed for a meeting) the header is the workspace's name alone: its menus work only on a screen.
 */
export function page({ title, viewer, section, notice, assets, body, withProgress, hasErrors }: PageOptions): Html {
  return html`${raw("<!DOCTYPE html>")}
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${notice?.kind === "error" || hasErrors ? "Error: " : ""}${title} - Team workspace</title>
        <link rel="stylesheet" href="${assets.css}" />
        ${assets.passkeyScript ? html`<script type="module" src="${assets.passkeyScript}"></script>` : ""}
        ${withProgress && assets.progressScript ? html`<script type="module" src="${assets.progressScript}"></script>` : ""}
      </head>
      <body class="min-h-screen bg-surface font-sans text-ink">
        <a
          class="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:p-2"
          href="#main"
          >Skip to content</a
        >
        <header class="on-dark border-b border-navy-700 bg-navy-900 text-white">
          <div class="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
            <p class="text-lg font-bold">Team workspace</p>
            ${
              viewer
                ? html`<div class="flex flex-wrap items-center gap-3 text-sm print:hidden">
                    <span>Signed in as ${viewer.email}</span>
                    ${actionForm(
                      "/team/sign-out",
                      viewer.csrf,
                      html`<button class="rounded border border-white/60 px-3 py-2 font-semibold hover:bg-navy-700">
                        Sign out
                      </button>`,
                    )}
                  </div>`
                : ""
            }
          </div>
          ${
            viewer
              ? html`<nav aria-label="Workspace" class="mx-auto max-w-6xl px-2 sm:px-4 print:hidden">
                  <ul class="flex flex-wrap">
                    ${sections
                      .filter(({ path }) => may(viewer.role, areaOf("GET", path)))
                      .map(
                        ({ path, label }) =>
                          html`<li>
                          <a
                            class="inline-block min-h-11 border-b-4 px-3 py-3 text-sm font-semibold ${
                              path === section
                                ? "border-accent-400 text-white"
                                : "border-transparent text-accent-100 hover:text-white"
                            }"
                            href="${path}"
                            ${path === section ? html`aria-current="page"` : ""}
                            >${label}</a
                          >
                        </li>`,
                      )}
                  </ul>
                </nav>`
              : ""
          }
        </header>
        <main id="main" class="mx-auto max-w-6xl px-4 py-6 sm:py-8">
          <h1 class="${classes.h1}">${title}</h1>
          ${
            notice
              ? html`<p
                  class="mt-4 rounded-lg border-l-4 p-3 font-semibold ${
                    notice.kind === "error"
                      ? "border-danger bg-red-50 text-danger"
                      : "border-success bg-green-50 text-success"
                  }"
                  role="${notice.kind === "error" ? "alert" : "status"}"
                  tabindex="-1"
                  autofocus
                >
                  ${notice.text}
                </p>`
              : ""
          }
          <div class="mt-6 space-y-6">${body}</div>
        </main>
      </body>
    </html>`;
}
