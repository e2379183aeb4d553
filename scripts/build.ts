/**
 * The production build: React Router pre-renders every route, then the steps below write the
 * files a static host needs beside it. `npm start` runs this when the build is missing or stale.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { writeChecklistPdf } from "./build/checklist-pdf.ts";
import { deferHydrationInBuild } from "./build/defer-hydration.ts";
import { writeHeadersFile } from "./build/headers.ts";
import { precompressBuild } from "./build/precompress.ts";
import { writeSeoFiles } from "./build/seo.ts";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");

execFileSync(path.join(root, "node_modules/.bin/react-router"), ["build"], { cwd: root, stdio: "inherit" });
// Before the headers: the CSP hashes the final inline scripts.
deferHydrationInBuild(clientDir);
writeHeadersFile(clientDir);
await writeChecklistPdf(clientDir);
await writeSeoFiles(clientDir);
precompressBuild(clientDir);
writeFileSync(path.join(root, "build/.stamp"), new Date().toISOString());
console.log("build: done");
