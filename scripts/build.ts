/**
 * The production build: React Router pre-renders every route, and its `buildEnd` hook (react-router.config.ts)
 * checks the pages and writes the files a static host needs beside them. `npm start` runs this when the build
 * is missing or stale.
 */
// First: the settings of `.env` join the environment, for the content check here and the build's own process.
import "#server/dotenv.ts";
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { formatProblems, formatWarnings, reportOnContent } from "#app/content/check.server.ts";
import { CONTENT_WARNINGS_SHOWN } from "#scripts/build/content-plugin.ts";

const root = path.resolve(import.meta.dirname, "..");

// The content first: a broken data file stops the build with a message that says what to fix (the Vite plugin in
// vite.config.ts checks again, for builds and dev servers started without this script).
const { problems, warnings } = reportOnContent();
if (warnings.length > 0) process.stderr.write(formatWarnings(warnings));
// Said once: the Vite plugin that checks again (for builds started without this script) stays quiet.
process.env[CONTENT_WARNINGS_SHOWN] = "1";
if (problems.length > 0) {
  process.stderr.write(formatProblems(problems));
  process.exit(1);
}

execFileSync(path.join(root, "node_modules/.bin/react-router"), ["build"], { cwd: root, stdio: "inherit" });
writeFileSync(path.join(root, "build/.stamp"), new Date().toISOString());
console.log("build: done");
