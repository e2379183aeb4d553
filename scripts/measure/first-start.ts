/**
 * A newcomer's first five minutes, measured (issue 56): a fresh clone of this checkout's commit, `npm ci`, then
 * `npm start` until the home page answers 200 (on a git checkout, the supervisor fetches Node 24 when the machine's
 * is older, builds the commit's release, then serves it), then `npm run build` in the same clone for comparison.
 *
 *   node scripts/measure/first-start.ts [--write-docs]
 *
 * A benchmark, not a test: it prints what it measured, and with --write-docs puts it in docs/quality.md (the README's
 * command table quotes it). Run it on a quiet machine: a busy one doubles every figure.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "#tests/local-machine.ts";
import { markdownTable, putInQualityDoc } from "./quality-doc.ts";

const { values } = parseArgs({ options: { "write-docs": { type: "boolean", default: false } } });
const root = path.resolve(import.meta.dirname, "../..");
const clone = path.join(mkdtempSync(path.join(tmpdir(), "first-start-")), "site");
const seconds = (since: number) => (performance.now() - since) / 1000;
// As a newcomer has it: the machine's own Node first, not the Node 24 this checkout's .node/ put on PATH.
const env = {
  ...process.env,
  PATH: (process.env.PATH ?? "")
    .split(":")
    .filter((dir) => !dir.includes(`${path.sep}.node${path.sep}`))
    .join(":"),
};
const npm = (args: string[]) => execFileSync("npm", args, { cwd: clone, env, stdio: "ignore" });

execFileSync("git", ["clone", "--quiet", root, clone]);
let started = performance.now();
npm(["ci", "--no-audit", "--no-fund"]);
const install = seconds(started);

const port = await freePort();
started = performance.now();
const server = spawn("npm", ["start"], { cwd: clone, env: { ...env, PORT: String(port) }, stdio: "pipe" });
let said = "";
server.stdout.on("data", (chunk: Buffer) => (said += chunk.toString()));
server.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
const firstPage = await new Promise<number>((resolve, reject) => {
  const poll = setInterval(() => {
    fetch(`http://127.0.0.1:${port}/`)
      .then((answer) => {
        if (answer.status !== 200) return;
        clearInterval(poll);
        resolve(seconds(started));
      })
      .catch(() => {});
    if (seconds(started) > 600) {
      clearInterval(poll);
      reject(new Error(`no page within 10 minutes:\n${said.slice(-2000)}`));
    }
  }, 250);
});
const fetchedNode = said.includes("ensure-node: installing");
// SIGTERM to npm's own process: the supervisor drains the server and goes (tests/e2e/service-signals.spec.ts).
const stopped = new Promise((resolve) => server.once("exit", resolve));
server.kill("SIGTERM");
await stopped;

started = performance.now();
npm(["run", "build"]);
const build = seconds(started);
rmSync(path.dirname(clone), { recursive: true, force: true });

const rows: [string, string][] = [
  ["`npm ci` (npm's cache warm, as on a second clone)", `${install.toFixed(0)} s`],
  [
    `\`npm start\` to the first page${fetchedNode ? " (Node 24 fetched, the release built, served)" : " (the release built, served)"}`,
    `${firstPage.toFixed(0)} s`,
  ],
  ["`npm run build` in the same clone, for comparison", `${build.toFixed(0)} s`],
];
const table = markdownTable(["Step", "Measured"], rows);
console.log(table);
if (values["write-docs"])
  putInQualityDoc(
    "first-start",
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores, quiet), \`node scripts/measure/first-start.ts\`:\n\n${table}`,
  );
process.exit(0);
