import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Where the build writes the workspace's stylesheet (scripts/build/team-styles.ts): beside the server build. */
export const teamStylesFile = (serverBuildDir: string) => path.join(serverBuildDir, "team.css");

const hashOf = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 10);

/**
 * The workspace's stylesheet, its passkey script and its publishing progress script, each at a URL that changes with
 * its content (cached for good).
 */
export function loadTeamAssets(serverBuildDir: string) {
  const file = teamStylesFile(serverBuildDir);
  const css = existsSync(file) ? readFileSync(file, "utf8") : "";
  const script = readFileSync(path.join(import.meta.dirname, "passkey-client.js"), "utf8");
  const progressScript = readFileSync(path.join(import.meta.dirname, "publish-progress.js"), "utf8");
  return {
    progressScript,
    progressScriptPath: `/team/assets/publish-progress-${hashOf(progressScript)}.js`,
    css,
    cssPath: `/team/assets/team-${hashOf(css)}.css`,
    script,
    scriptPath: `/team/assets/passkey-${hashOf(script)}.js`,
  };
}
