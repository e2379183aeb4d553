/**
 * The team's loop, timed (issue 53): the first review after the server starts (the preview renderer cold), a later
 * review (warm), and a content-only publish from the click to the live page (a release built on a checkout of its
 * own, then its server started). Run with `npm run bench`, or alone:
 *   node scripts/measure/editor-speed.ts [--write-docs]
 * A benchmark, not a test: it prints what it measured, and with --write-docs puts it in docs/quality.md.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { formatContent } from "#server/content-edit/change.ts";
import { createPreviewRenderer } from "#server/content-edit/preview.ts";
import { prepareRelease } from "#server/publish/releases.ts";
import { previewPages, previewQuotes } from "#server/team/content-setup.ts";
import { makeSiteCheckout } from "#tests/content-repo.ts";
import { markdownTable, putInQualityDoc } from "./quality-doc.ts";

const { values } = parseArgs({ options: { "write-docs": { type: "boolean", default: false } } });
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

/** plans.json with Level 2's monthly price set: the change a review previews. */
async function priced(contentDir: string, monthly: number): Promise<string> {
  const plans = JSON.parse(readFileSync(path.join(contentDir, "plans.json"), "utf8"));
  plans.governancePlans[1].monthlyPrice = monthly;
  return formatContent(contentDir, "plans.json", plans);
}

const { checkout, git } = makeSiteCheckout();
const contentDir = path.join(checkout, "content");
const rows: [string, string][] = [];
try {
  // Reviews: the renderer as a member meets it after a start (cold), then warm.
  const cold = createPreviewRenderer({ pages: previewPages(), quotes: previewQuotes() });
  const [, first] = await timed(async () =>
    cold.render("bench", { "plans.json": await priced(contentDir, 1049) }, contentDir),
  );
  const [, later] = await timed(async () =>
    cold.render("bench", { "plans.json": await priced(contentDir, 1099) }, contentDir),
  );
  cold.close();
  // Warmed when the member opened the Content section, a few seconds before the first review.
  const warmed = createPreviewRenderer({ pages: previewPages(), quotes: previewQuotes() });
  const [, warming] = await timed(async () => {
    warmed.warm(contentDir);
    // The warm-up is the queue's first job: a render waits for it.
    await warmed.render("bench", { "plans.json": await priced(contentDir, 1059) }, contentDir);
  });
  const [, afterWarm] = await timed(async () =>
    warmed.render("bench", { "plans.json": await priced(contentDir, 1069) }, contentDir),
  );
  warmed.close();
  rows.push(
    [
      "The first review after a start, the renderer cold (its pages, documents and the content as it is)",
      seconds(first),
    ],
    ["A later review", seconds(later)],
    [
      "Warming the renderer (started and the content as it is rendered, when a member opens the Content or Changes section)",
      seconds(warming - afterWarm),
    ],
    ["The first review once the renderer is warm", seconds(afterWarm)],
  );

  // Publishing: the live release first (as npm start builds it), then a content-only change from click to live.
  const dataDir = mkdtempSync(path.join(tmpdir(), "editor-speed-data-"));
  const quiet = () => {};
  const [, fullBuild] = await timed(() =>
    prepareRelease(checkout, dataDir, git("rev-parse", "HEAD").trim(), quiet, 16),
  );
  writeFileSync(path.join(contentDir, "plans.json"), await priced(contentDir, 1049));
  git("commit", "--quiet", "-am", "Content: a price");
  const commit = git("rev-parse", "HEAD").trim();
  const [release, build] = await timed(() => prepareRelease(checkout, dataDir, commit, quiet, 16));
  const [, serverStart] = await timed(
    () =>
      new Promise<void>((resolve, reject) => {
        const server = spawn(process.execPath, ["server/main.ts"], {
          cwd: release,
          env: {
            ...process.env,
            NODE_ENV: "production",
            PORT: "0",
            HOST: "127.0.0.1",
            LEADS_DB_PATH: path.join(dataDir, "leads.db"),
            REQUEST_LOG: "0",
            CONTENT_REPO: checkout,
          },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let said = "";
        server.stdout.on("data", (chunk: Buffer) => {
          said += chunk.toString();
          if (said.includes('"listening"')) {
            server.kill("SIGTERM");
            resolve();
          }
        });
        server.once("exit", (code) =>
          said.includes('"listening"') ? undefined : reject(new Error(`exit ${code}: ${said}`)),
        );
      }),
  );
  rows.push(
    ["Building the first release (npm start on a new checkout)", seconds(fullBuild)],
    ["A content-only change: its release built", seconds(build)],
    ["Its server started and listening (the switch follows at once)", seconds(serverStart)],
    ["A content-only publish, from the click to the live page", seconds(build + serverStart)],
  );
  rmSync(dataDir, { recursive: true, force: true });
} finally {
  rmSync(checkout, { recursive: true, force: true });
}

const table = markdownTable(["What", "Measured"], rows);
console.log(table);
if (values["write-docs"])
  putInQualityDoc(
    "editor-speed",
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores), \`node scripts/measure/editor-speed.ts\`:\n\n${table}`,
  );
process.exit(0);
