/**
 * The production build: React Router pre-renders every route, and its `buildEnd` hook (react-router.config.ts)
 * checks the pages and writes the files a static host needs beside them. `npm start` runs this when the build
 * is missing or stale.
 */
// First: the settings of `.env` join the environment, for the content check here and the build's own process.
import "#server/shared/dotenv.ts";
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { engineerNeeded } from "#app/content/problems.ts";

const root = path.resolve(import.meta.dirname, "..");

// The content first: a broken data file stops the build with a message that says what to fix (the Vite plugin in
// vite.config.ts checks again, for builds and dev servers started without this script).
try {
  // Imported here, so a rule of the check that fails as it loads is said in words too.
  const { contentDir, formatProblems, formatWarnings } = await import("#app/content/check.server.ts");
  const { CONTENT_WARNINGS_SHOWN } = await import("#scripts/build/content-plugin.ts");
  const { reportOnContentAndImages } = await import("#scripts/build/image-rules.ts");
  const { withPlaces } = await import("#server/content-edit/places.ts");
  // Each named as the workspace's editor names it, above the file and its keys.
  const { problems, warnings } = withPlaces(
    await reportOnContentAndImages(path.join(contentDir, "images")),
    contentDir,
  );
  if (warnings.length > 0) process.stderr.write(formatWarnings(warnings));
  // Said once: the Vite plugin that checks again (for builds started without this script) stays quiet.
  process.env[CONTENT_WARNINGS_SHOWN] = "1";
  if (problems.length > 0) {
    process.stderr.write(formatProblems(problems));
    process.exit(1);
  }
} catch (error) {
  process.stderr.write(engineerNeeded("the build", error));
  process.exit(2);
}

// The SITE_* values the pages are built with: one that is no address would be a broken link on every page.
{
  const { siteSettings } = await import("#app/site.config.ts");
  const { siteSettingProblems } = await import("#server/shared/settings-check.ts");
  const problems = siteSettingProblems(siteSettings());
  if (problems.length > 0) {
    process.stderr.write(
      `The site's settings (.env or the environment) need a fix before a build:\n\n${problems.map((problem) => `  ${problem}\n`).join("")}`,
    );
    process.exit(1);
  }
}

// Vite's own errors carry stack traces: a marketer gets the content's words or one line for an engineer (issue 47).
const vite = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
  cwd: root,
  stdio: ["inherit", "inherit", "pipe"],
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (vite.status !== 0) {
  const said = vite.stderr ?? "";
  const contentProblems = /The site's content has [\s\S]*?(?=\n\s+at |\n*$)/.exec(said);
  if (process.env.DEBUG) process.stderr.write(said);
  if (contentProblems) process.stderr.write(`${contentProblems[0].trimEnd()}\n`);
  else
    process.stderr.write(
      engineerNeeded(
        "the build",
        new Error(firstError(said) ?? `react-router build ended with ${vite.status ?? vite.signal}`),
      ),
    );
  process.exit(1);
}
process.stderr.write(vite.stderr ?? "");
writeFileSync(path.join(root, "build/.stamp"), new Date().toISOString());
console.log("build: done");

/** The line of Vite's output that says what failed. */
function firstError(output: string): string | undefined {
  return output
    .split("\n")
    .map((line) => line.trim())
    .find((line) => /error/i.test(line) && !/^at /.test(line));
}
