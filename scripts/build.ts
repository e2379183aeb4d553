/**
 * The production build: React Router pre-renders every route, and its `buildEnd` hook (react-router.config.ts)
 * checks the pages and writes the files a static host needs beside them. `npm start` runs this when the build
 * is missing or stale.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

execFileSync(path.join(root, "node_modules/.bin/react-router"), ["build"], { cwd: root, stdio: "inherit" });
writeFileSync(path.join(root, "build/.stamp"), new Date().toISOString());
console.log("build: done");
