/** `npm start`: builds when the build is missing or older than the sources, then serves it. */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
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

function newestMtime(target: string): number {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(full).map((name) => newestMtime(path.join(target, name))));
}

const stale = !existsSync(stamp) || Math.max(...sources.map(newestMtime)) > statSync(stamp).mtimeMs;
if (stale || process.env.FORCE_BUILD === "1") {
  console.log("start: building the site first");
  execFileSync(process.execPath, [path.join(root, "scripts/build.ts")], { cwd: root, stdio: "inherit" });
}

await import("#server/main.ts");
