import { writeFileSync } from "node:fs";
import path from "node:path";
import { Scanner } from "@tailwindcss/oxide";
import { teamStylesFile } from "#server/team/assets.ts";
import { stylesheetFor } from "./page-styles.ts";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The team workspace's stylesheet (issue 45): the site's Tailwind sheet compiled for the classes the workspace's
 * pages use (server/team/), written beside the server build. The workspace is served with `style-src 'self'`, so
 * its styles are a file, never inline.
 */
export async function writeTeamStyles(buildDirectory: string): Promise<number> {
  const candidates = new Scanner({
    sources: [
      { base: path.join(root, "server/team"), pattern: "**/*.ts", negated: false },
      // The editor's generated form (schema-form.ts) is drawn with the workspace's classes.
      { base: path.join(root, "server/content-edit"), pattern: "schema-form.ts", negated: false },
      // The Traffic section (issue 57) is drawn with them too.
      { base: path.join(root, "server/traffic"), pattern: "**/*.ts", negated: false },
    ],
  }).scan();
  const css = await stylesheetFor(candidates);
  writeFileSync(teamStylesFile(path.join(buildDirectory, "server")), css);
  return css.length;
}
