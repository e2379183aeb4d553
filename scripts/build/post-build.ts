import path from "node:path";
import { writeChecklistPdf } from "./checklist-pdf.ts";
import { writeHeadersFile } from "./headers.ts";
import { writeRedirectsFile } from "./redirects.ts";
import { firstScreenSizes, overFirstRoundTrip } from "./first-round-trip.ts";
import { buildIslands } from "./islands.ts";
import { writePageStyles } from "./page-styles.ts";
import { pages } from "#app/content/pages.ts";
import { pricingParams, tabSettings } from "#app/lib/pricing/url-state.ts";
import { loadPageRenderer } from "#server/site/page-renderer.ts";
import { precompressBuild } from "./precompress.ts";
import { pruneBuildCache } from "./build-cache.ts";
import { siteSettings } from "#app/site.config.ts";
import { recordBuiltSettings } from "#server/shared/settings-check.ts";
import { writeSeoFiles } from "./seo.ts";
import { writeTeamStyles } from "./team-styles.ts";
import { verifyPages } from "./verify-pages.ts";

/**
 * What a static host needs beside React Router's output, run from its `buildEnd` hook (react-router.config.ts)
 * once every page is pre-rendered. The checks come first, then the islands' scripts and the pages' tags for them,
 * then each page's own stylesheet (it reads the islands' scripts for the classes they can render), then the
 * headers (the CSP hashes the final inline scripts), then the files the pages link to, and compression last, with
 * a word on any page too large for a phone's first round trip.
 */
export async function postBuild(buildDirectory: string): Promise<void> {
  const clientDir = path.join(buildDirectory, "client");
  const { withIslands, plain } = verifyPages(clientDir);
  const islands = buildIslands(buildDirectory, withIslands);
  console.log(
    `build: ${plain.length} plain HTML pages, ${withIslands.length} with islands (${withIslands.join(", ")}); ` +
      `islands: ${Object.keys(islands).join(", ")}`,
  );
  const routes = [...plain, ...withIslands];
  const styles = await writePageStyles(buildDirectory, routes, islands, await pricingTabRenders(buildDirectory));
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const after = Object.values(styles).map(({ after }) => after);
  console.log(
    `build: each page's own stylesheet, ${kb(Math.min(...after))}-${kb(Math.max(...after))} KB ` +
      `(the whole site's: ${kb(Object.values(styles)[0]!.before)} KB)`,
  );
  console.log(`build: the team workspace's stylesheet, ${kb(await writeTeamStyles(buildDirectory))} KB`);
  writeHeadersFile(clientDir);
  writeRedirectsFile(clientDir);
  await writeChecklistPdf(clientDir);
  await writeSeoFiles(clientDir);
  await precompressBuild(clientDir);
  pruneBuildCache();
  // The settings the pages were made with, for the server to compare with its own when it starts.
  recordBuiltSettings(path.join(buildDirectory, "server"), siteSettings());
  // A warning, not a failure: a longer page is still a working page, and its copy is the marketers' to change.
  for (const warning of overFirstRoundTrip(firstScreenSizes(clientDir, routes), withIslands)) console.warn(`build: ${warning}`);
}

/**
 * /pricing as the server renders it for a link to each tab (a slim hero, that tab's panel first): the classes its
 * own stylesheet must cover, so such a link, often a campaign's, gets the small sheet too.
 */
async function pricingTabRenders(buildDirectory: string): Promise<Record<string, string[]>> {
  const render = await loadPageRenderer(path.join(buildDirectory, "server", "index.js"));
  if (!render) return {};
  const renders = await Promise.all(
    Object.keys(tabSettings).map(
      async (tab) => (await render(new URL(`http://localhost${pages.pricing.path}?${pricingParams.tab}=${tab}`))).html,
    ),
  );
  return { [pages.pricing.path]: renders };
}
