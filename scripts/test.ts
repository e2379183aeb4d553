/**
 * `npm test`: every check, in order, then a table of the steps (each one's count and time) and one closing line
 * "N passed, N failed". Typecheck, lint and build count as one check each; unit and e2e tests count one per test. An
 * end-to-end test that did not run (a serial group stops at its first failure) counts as failed: a red test must
 * not hide the ones after it.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const results = path.join(root, "test-results");

interface Tally {
  passed: number;
  failed: number;
  /** Of the failed, how many never ran. */
  notRun?: number;
}
const total: Tally = { passed: 0, failed: 0 };
const rows: string[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}): boolean {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

let stepStarted = performance.now();
/** Starts timing a step: what `record` reports as its time. */
function step(name: string) {
  console.log(`\n▶ ${name}`);
  stepStarted = performance.now();
}

const minutesAndSeconds = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

function record(name: string, tally: Tally, tookMs = performance.now() - stepStarted) {
  total.passed += tally.passed;
  total.failed += tally.failed;
  const notRun = tally.notRun ? ` (${tally.notRun} did not run)` : "";
  const counts = `${tally.passed} passed, ${tally.failed} failed${notRun}`;
  rows.push(`${name.padEnd(10)} ${counts.padEnd(40)} ${minutesAndSeconds(tookMs).padStart(6)}`);
}

function check(name: string, ...commands: [string, string[]][]) {
  step(name);
  const ok = commands.every(([command, args]) => run(command, args));
  record(name, ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  return ok;
}

/** Commands run one after the other: each a program and its arguments. */
type Commands = [string, string[]][];

/** A command run with its output held, to be printed whole once it ends (beside another one running). */
function runHeld(command: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => resolve({ ok: false, output: `${output}${String(error)}\n` }));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * Checks that read the code and write nothing another one reads, run side by side: typecheck and lint are a
 * process on one core each (0:29 and 0:36 one after the other on a 2-core machine). Each is reported, output and
 * time, as its own step.
 */
async function checksSideBySide(checks: [name: string, commands: Commands][]) {
  const done = await Promise.all(
    checks.map(async ([name, commands]) => {
      const started = performance.now();
      let output = "";
      let ok = true;
      for (const [command, args] of commands) {
        const result = await runHeld(command, args);
        output += result.output;
        ok = result.ok;
        if (!ok) break;
      }
      return { name, ok, output, tookMs: performance.now() - started };
    }),
  );
  for (const { name, ok, output, tookMs } of done) {
    console.log(`\n▶ ${name}`);
    process.stdout.write(output);
    record(name, ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }, tookMs);
  }
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

const only = new Set(process.argv.slice(2));
const wants = (step: string) => only.size === 0 || only.has(step);
rmSync(results, { recursive: true, force: true });

const readingChecks: [string, Commands][] = [
  [
    "typecheck",
    [
      [bin("react-router"), ["typegen"]],
      [bin("tsc"), []],
    ],
  ],
  [
    "lint",
    [
      [bin("eslint"), [".", "--max-warnings=0"]],
      [bin("prettier"), ["--check", "."]],
    ],
  ],
];
await checksSideBySide(readingChecks.filter(([name]) => wants(name)));

if (wants("unit")) {
  step("unit");
  const file = path.join(results, "unit.json");
  const ok = run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`]);
  const report = readJson<{ numPassedTests: number; numFailedTests: number }>(file);
  record(
    "unit",
    report
      ? { passed: report.numPassedTests, failed: report.numFailedTests + (ok || report.numFailedTests ? 0 : 1) }
      : { passed: 0, failed: 1 },
  );
}

let built = true;
if (wants("build") || wants("e2e")) built = check("build", [process.execPath, [path.join(root, "scripts/build.ts")]]);
if (built && (wants("build") || wants("budget"))) {
  check("js budget", [process.execPath, [path.join(root, "scripts/measure/js-budget.ts"), "--enforce"]]);
}
if (built && (wants("build") || wants("html"))) {
  // The Nu Html Checker (vnu-jar, Java 17+) over every pre-rendered page. Its CSS validator predates what the
  // stylesheet inside each page uses (@property, @container, anchor positioning, margin-trim: Tailwind v4's
  // output, decision 0017), so its "CSS:" messages are filtered; the HTML is checked in full.
  // The stylesheet is checked where it is used: forced colours, 200% text and reflow in both engines.
  const pages = readdirSync(path.join(root, "build/client"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("index.html"))
    .map((file) => path.join(root, "build/client", file));
  check("html", [
    "java",
    [
      "-jar",
      path.join(root, "node_modules/vnu-jar/build/dist/vnu.jar"),
      "--errors-only",
      "--filterpattern",
      "CSS: .*",
      ...pages,
    ],
  ]);
}

if (wants("e2e")) {
  step("e2e");
  if (!built) {
    record("e2e", { passed: 0, failed: 1 });
  } else {
    const ok = run(bin("playwright"), ["test"]);
    const file = path.join(results, "e2e.json");
    const report = existsSync(file)
      ? readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(file)
      : undefined;
    // No test is skipped on purpose: a skipped one is one a failed serial group never ran.
    const notRun = report?.stats.skipped ?? 0;
    record(
      "e2e",
      report
        ? {
            passed: report.stats.expected + report.stats.flaky,
            failed: report.stats.unexpected + notRun + (ok || report.stats.unexpected || notRun ? 0 : 1),
            notRun,
          }
        : { passed: 0, failed: 1 },
    );
  }
}

if (wants("lighthouse") || (only.size === 0 && built)) {
  // Lighthouse on every route (mobile, simulated throttling); one count per route.
  step("lighthouse");
  const file = path.join(results, "lighthouse.json");
  const ok = run(process.execPath, [
    path.join(root, "scripts/measure/lighthouse.ts"),
    "--enforce",
    "--per-template",
    "--report",
    file,
  ]);
  const report = readJson<Tally>(file);
  record(
    "lighthouse",
    report
      ? { passed: report.passed, failed: report.failed + (ok || report.failed ? 0 : 1) }
      : { passed: 0, failed: 1 },
  );
}

const allCounts = `${total.passed} passed, ${total.failed} failed`;
rows.push(`${"in all".padEnd(10)} ${allCounts.padEnd(40)} ${minutesAndSeconds(performance.now()).padStart(6)}`);
console.log(`\n${rows.join("\n")}`);
console.log(allCounts);
process.exit(total.failed === 0 ? 0 : 1);
