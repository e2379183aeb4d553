/**
 * The editor's settings as the server starts (issue 46): it edits the git checkout CONTENT_REPO (this one by
 * default), and previews with the site's sources, which a checkout with its development packages has. Without a
 * checkout, the workspace has no Content section, and the log says why.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pageList } from "#app/content/pages.ts";
import type { ServerConfig } from "#server/config.ts";
import { createPreviewRenderer } from "#server/content-edit/preview.ts";
import type { ContentEditorOptions } from "./content-editor.ts";

export function contentEditorSettings(config: ServerConfig): ContentEditorOptions | undefined {
  const repo = config.contentRepo;
  if (!existsSync(path.join(repo, ".git")) || !existsSync(path.join(repo, "content"))) {
    console.warn(
      JSON.stringify({
        level: "warn",
        msg: `the content editor is off: ${repo} is not a git checkout of the site (set CONTENT_REPO to one)`,
      }),
    );
    return undefined;
  }
  let previews = true;
  try {
    createRequire(import.meta.url).resolve("vite");
  } catch {
    previews = false;
  }
  return {
    repo,
    review: config.contentReview.host,
    stagingRoot: path.join(path.dirname(config.dbPath), "content-uploads"),
    dataDir: path.dirname(config.dbPath),
    // Run by the supervisor (npm start, scripts/start.ts): publishing asks it over the cluster's channel.
    publishing:
      process.env.PUBLISHING === "supervised" && process.send
        ? { request: (request) => void process.send!(request) }
        : undefined,
    preview: previews ? createPreviewRenderer({ paths: pageList.map((page) => page.path) }) : undefined,
  };
}
