import path from "node:path";
import { writeChecklistPdf } from "./checklist-pdf.ts";
import { writeHeadersFile } from "./headers.ts";
import { buildIslands } from "./islands.ts";
import { writePageStyles } from "./page-styles.ts";
import { precompressBuild } from "./precompress.ts";
import { writeSeoFiles } from "./seo.ts";
import { verifyPages } from "./verify-pages.ts";

/**
 * What a static host needs beside React Router's output, run from its `buildEnd` hook (react-router.config.ts)
 * once every page is pre-rendered. The checks come first, then the islands' scripts and the pages' tags for them,
 * then each page's own stylesheet (it reads the islands' scripts for the classes they can render), then the headers (the CSP hashes the final inline scripts), then the files the pages link to, and compression
 * last.
 */
export async function postBuild(buildDirectory: string): Promise<void> {
  const clientDir = path.join(buildDirectory, "client");
  const { withIslands, plain } = verifyPages(clientDir);
  const islands = buildIslands(buildDirectory, withIslands);
  console.log(
    `build: ${plain.length} plain HTML pages, ${withIslands.length} with islands (${withIslands.join(", ")}); ` +
      `islands: ${Object.keys(islands).join(", ")}`,
  );
  const styles = await writePageStyles(buildDirectory, [...plain, ...withIslands], islands);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const after = Object.values(styles).map(({ after }) => after);
  console.log(
    `build: each page's own stylesheet, ${kb(Math.min(...after))}-${kb(Math.max(...after))} KB ` +
      `(the whole site's: ${kb(Object.values(styles)[0]!.before)} KB)`,
  );
  writeHeadersFile(clientDir);
  await writeChecklistPdf(clientDir);
  await writeSeoFiles(clientDir);
  precompressBuild(clientDir);
}
