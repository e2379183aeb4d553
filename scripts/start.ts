/**
 * `npm start`. On a git checkout with nothing uncommitted, the supervisor (server/publish/supervisor.ts) serves the
 * site from a release of the checkout's commit, built on its own, and publishes the team's saved changes without a
 * restart (issue 46). Otherwise (a developer's uncommitted work, or PUBLISHING=off) it builds the checkout when the
 * build is missing or older than the sources, then serves it, as before.
 */
// First: the settings of `.env` join the environment (the supervisor hands them to each server process).
import "#server/shared/dotenv.ts";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const checkout = path.resolve(root, process.env.CONTENT_REPO?.trim() || ".");

/** Supervises when the checkout can be published from; false when this process serves the checkout itself. */
async function supervising(): Promise<boolean> {
  const publishing = process.env.PUBLISHING?.trim().toLowerCase() || "on";
  if (!["on", "off"].includes(publishing)) {
    // Never a guess: a mistyped "off" would publish the team's saves on a server meant not to.
    console.error(
      JSON.stringify({
        level: "error",
        msg: `cannot start: PUBLISHING is "${process.env.PUBLISHING?.trim()}": use on (the default: npm start publishes the team's saved changes) or off.`,
      }),
    );
    process.exit(1);
  }
  if (publishing === "off" || !existsSync(path.join(checkout, ".git"))) return false;
  const { uncommittedChanges } = await import("#server/publish/releases.ts");
  if (await uncommittedChanges(checkout)) {
    console.log(
      JSON.stringify({
        level: "warn",
        msg: `publishing from the workspace is off: ${checkout} has uncommitted changes (git status), which a release would not hold; serving this checkout as it is`,
      }),
    );
    return false;
  }
  const { supervise } = await import("#server/publish/supervisor.ts");
  const { prerenderedPaths } = await import("#app/content/pages.ts");
  const dbPath = path.resolve(checkout, process.env.LEADS_DB_PATH ?? "data/leads.db");
  const dataDir = path.dirname(dbPath);
  mkdirSync(dataDir, { recursive: true });
  await supervise({
    checkout,
    dataDir,
    pages: prerenderedPaths.length,
    // Each release is its own folder: the settings' paths are made absolute, and the build is the release's own.
    env: {
      ...process.env,
      NODE_ENV: "production",
      LEADS_DB_PATH: dbPath,
      CONTENT_REPO: checkout,
      BUILD_DIR: "",
      PUBLISHING: "supervised",
    },
  });
  return true;
}

if (!(await supervising())) {
  const stamp = path.join(root, "build/.stamp");
  const sources = [
    "app",
    "public",
    "content",
    "scripts/build",
    "scripts/build.ts",
    "react-router.config.ts",
    "vite.config.ts",
    "package-lock.json",
  ];
  const newestMtime = (target: string): number => {
    const full = path.join(root, target);
    if (!existsSync(full)) return 0;
    const stat = statSync(full);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(stat.mtimeMs, ...readdirSync(full).map((name) => newestMtime(path.join(target, name))));
  };
  const stale = !existsSync(stamp) || Math.max(...sources.map(newestMtime)) > statSync(stamp).mtimeMs;
  if (stale || process.env.FORCE_BUILD === "1") {
    console.log("start: building the site first");
    execFileSync(process.execPath, [path.join(root, "scripts/build.ts")], { cwd: root, stdio: "inherit" });
  }
  await import("#server/main.ts");
}
