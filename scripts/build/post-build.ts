import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deferHydration } from "#server/defer-hydration.ts";
import { writeChecklistPdf } from "./checklist-pdf.ts";
import { writeHeadersFile } from "./headers.ts";
import { precompressBuild } from "./precompress.ts";
import { pageFile } from "./page-file.ts";
import { writeSeoFiles } from "./seo.ts";
import { verifyPages } from "./verify-pages.ts";

/**
 * What a static host needs beside React Router's output, run from its `buildEnd` hook (react-router.config.ts)
 * once every page is pre-rendered. The checks come first, then the hydrated pages' load-time hydration, then
 * the headers (the CSP hashes the final inline scripts), then the files the pages link to, and compression last.
 */
export async function postBuild(buildDirectory: string): Promise<void> {
  const clientDir = path.join(buildDirectory, "client");
  const { hydrated, plain } = verifyPages(clientDir);
  console.log(`build: ${plain.length} plain HTML pages, ${hydrated.length} hydrated (${hydrated.join(", ")})`);
  deferHydrationOfPages(clientDir, hydrated);
  writeHeadersFile(clientDir);
  await writeChecklistPdf(clientDir);
  await writeSeoFiles(clientDir);
  precompressBuild(clientDir);
}

/** Rewrites the given hydrated pages (routes, as verifyPages reports them); names the page that fails. */
function deferHydrationOfPages(clientDir: string, routes: string[]): void {
  for (const route of routes) {
    const file = pageFile(clientDir, route);
    try {
      writeFileSync(file, deferHydration(readFileSync(file, "utf8")));
    } catch (error) {
      throw new Error(`${route}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
}
