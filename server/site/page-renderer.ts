import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router";
import { withoutTrailingSlash } from "#app/content/pages.ts";
import type { FormProblem } from "#app/lib/forms/problem.ts";
import {
  addIslandScripts,
  islandLoaderFile,
  islandScriptsFile,
  loadIslandLoader,
  loadIslandScripts,
} from "./islands.ts";
import { loadPageStyles, pageStylesFile, withPageStylesheet } from "./page-styles.ts";
import { inlineScriptHashes } from "./security-headers.ts";

/** A page rendered on request, ready to send with its own CSP. */
export interface RenderedPage {
  status: number;
  html: string;
  /** CSP hashes of the page's inline scripts (its hydration data differs per request). */
  scriptHashes: string[];
}

/**
 * Renders a page with React Router's server build, for the pages that depend on the request: /pricing from
 * its query string, and a form's page when a native post came back with errors (`problem`).
 */
export type PageRenderer = (url: URL, problem?: FormProblem, day?: string) => Promise<RenderedPage>;

interface EntryModule {
  renderContext: (problem: FormProblem | null, day: string | null) => RouterContextProvider;
}

/** Loads the server build next to the client build; undefined when there is none (tests of the API alone). */
export async function loadPageRenderer(serverBuildFile: string): Promise<PageRenderer | undefined> {
  if (!existsSync(serverBuildFile)) return undefined;
  // A file chosen at run time (the build beside this one), never bundled: Vite need not analyse it.
  const build = (await import(/* @vite-ignore */ pathToFileURL(path.resolve(serverBuildFile)).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const { renderContext } = build.entry.module as unknown as EntryModule;
  const islandScripts = loadIslandScripts(islandScriptsFile(path.dirname(serverBuildFile)));
  const islandLoader = loadIslandLoader(islandLoaderFile(path.dirname(serverBuildFile)));
  const pageStyles = loadPageStyles(pageStylesFile(path.dirname(serverBuildFile)));
  // `day`: the calendar day (the cohorts' time zone) the page is for; without it, today.
  return async (url, problem, day) => {
    const response = await handle(
      new Request(url, { headers: { Accept: "text/html" } }),
      renderContext(problem ?? null, day ?? null),
    );
    let html = await response.text();
    // A page sent back with a form's errors says so first in its title (GOV.UK pattern), so a screen reader's
    // first words on arrival, and the tab's name, tell the visitor the message was not sent.
    if (problem) html = html.replace(/<title>/, "<title>Error: ");
    // The same island scripts as the pre-rendered pages (a problem page marks no island: it stays HTML).
    html = addIslandScripts(html, islandScripts, islandLoader);
    // The route's own stylesheet, as its pre-rendered page has (decision 0020), when it covers this render.
    html = withPageStylesheet(html, pageStyles, withoutTrailingSlash(url.pathname));
    return { status: response.status, html, scriptHashes: inlineScriptHashes(html) };
  };
}
