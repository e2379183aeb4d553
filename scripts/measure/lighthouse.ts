/**
 * `npm run test:lighthouse`: Lighthouse (mobile preset, simulated throttling) on every route against the
 * production server, in Debian's Chromium. Lighthouse runs through `npx -y` so it stays out of the lockfile.
 * Prints a table; --write-docs puts it into docs/quality.md; --report FILE writes {passed, failed};
 * --enforce exits 1 when a route misses a gate. A route that misses is measured again, up to three runs,
 * and its best run counts. --per-template (`npm test`) audits one page of each template: the industry pages are one
 * route drawn from their data, so the first stands for them (axe checks every one of them in the end-to-end tests);
 * every route is audited otherwise, and always for docs/quality.md.
 *
 * Gates are only what stays the same when the machine is busy: the accessibility, best-practices and SEO scores,
 * layout shift and bytes. The performance score, TBT and LCP are CPU time under simulated throttling: they move with
 * whatever else the machine runs, so they are reported as figures (and compared against their targets in the
 * table), never pass/fail (issue 23).
 *
 * --floor N (a benchmark, not part of `npm test`): N alternating runs per route of the page as served and of the
 * same build with every script taken out (the floor: what the HTML and CSS alone can do), medians of each, into
 * docs/quality.md between the paint-floor markers. LCP − FCP and script bytes against the floor is issue 21's
 * measure. --only /,/pricing limits either mode's routes.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFloorServer } from "./floor-server.ts";
import { industryPages, pageList } from "#app/content/pages.ts";
import { chromiumLaunchOptions } from "#tests/e2e/browser.ts";
import { startServer } from "./server-process.ts";

const LIGHTHOUSE = "lighthouse@13.5.0";
/** Pass/fail: stable under load. */
const gates = {
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0.01,
  /** Everything the page transfers, compressed (the hydrated pages are the largest, ~260 KB). */
  totalKb: 400,
};
/** Reported beside the figures (a "below target" note), never failing a run: they depend on the machine's load. */
const targets = { performance: 95, lcpMs: 2000, tbtMs: 100 };
const root = path.resolve(import.meta.dirname, "../..");
// 0: a free port, so two checkouts measuring at once never collide (LH_PORT names one).
const port = Number(process.env.LH_PORT ?? 0);
/** The served site's origin, once its server listens. */
let served = "";

interface Row {
  route: string;
  fcpMs: number;
  scriptKb: number;
  scores: Record<string, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalKb: number;
  misses: string[];
  /** Timed figures below their target: reported, not failed. */
  notes: string[];
}

const run = promisify(execFile);

async function audit(route: string, base = served): Promise<Row> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), "lh-report-")), "report.json");
  const { stderr } = await run(
    "npx",
    [
      "-y",
      LIGHTHOUSE,
      `${base}${route}`,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      `--chrome-flags=--headless=new ${(chromiumLaunchOptions.args ?? []).join(" ")}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumLaunchOptions.executablePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  if (stderr) process.stderr.write(stderr);
  const report = JSON.parse(readFileSync(out, "utf8"));
  const scores = Object.fromEntries(
    ["performance", "accessibility", "best-practices", "seo"].map((key) => [
      key,
      Math.round(report.categories[key].score * 100),
    ]),
  );
  const lcpMs = report.audits["largest-contentful-paint"].numericValue;
  const fcpMs = report.audits["first-contentful-paint"].numericValue;
  const scriptBytes = (
    report.audits["resource-summary"].details.items as { resourceType: string; transferSize: number }[]
  )
    .filter((item) => item.resourceType === "script")
    .reduce((sum, item) => sum + item.transferSize, 0);
  const cls = report.audits["cumulative-layout-shift"].numericValue;
  const tbtMs = report.audits["total-blocking-time"].numericValue;
  const totalKb = report.audits["total-byte-weight"].numericValue / 1024;
  const misses = [
    ...(["accessibility", "best-practices", "seo"] as const)
      .filter((key) => scores[key]! < gates[key])
      .map((key) => `${key} ${scores[key]}`),
    ...(cls > gates.cls ? [`CLS ${cls}`] : []),
    ...(totalKb > gates.totalKb ? [`${Math.round(totalKb)} KB transferred`] : []),
  ];
  const notes = [
    ...(scores.performance! < targets.performance ? [`performance ${scores.performance}`] : []),
    ...(lcpMs > targets.lcpMs ? [`LCP ${Math.round(lcpMs)} ms`] : []),
    ...(tbtMs > targets.tbtMs ? [`TBT ${Math.round(tbtMs)} ms`] : []),
  ];
  return { route, scores, fcpMs, lcpMs, cls, tbtMs, totalKb, scriptKb: scriptBytes / 1024, misses, notes };
}

/** One run; a run Lighthouse itself fails (NO_NAVSTART and the like) counts as a run that missed everything. */
async function attempt(route: string, base?: string): Promise<Row> {
  try {
    return await audit(route, base);
  } catch (error) {
    const reason = String(error).split("\n")[0];
    return {
      route,
      scores: {},
      fcpMs: Infinity,
      scriptKb: Infinity,
      lcpMs: Infinity,
      cls: Infinity,
      tbtMs: Infinity,
      totalKb: Infinity,
      misses: [`run failed: ${reason}`],
      notes: [],
    };
  }
}

async function bestOf(route: string, runs = 3): Promise<Row> {
  let best = await attempt(route);
  for (let i = 1; i < runs && best.misses.length > 0; i += 1) {
    const again = await attempt(route);
    if (
      again.misses.length < best.misses.length ||
      (again.misses.length === best.misses.length && again.lcpMs < best.lcpMs)
    )
      best = again;
  }
  return best;
}

const args = process.argv.slice(2);
if (args.includes("--floor")) {
  await compareWithFloor(Number(args[args.indexOf("--floor") + 1]) || 3);
  process.exit(0);
}
const server = await startServer({ port });
served = server.url;
/**
 * npm test's gate (--per-template): one page of each template, two at a time, since what it gates (scores, layout
 * shift, bytes) stays the same on a busy machine (3:20 for 12 routes one at a time, about 1:20 this way). The timed
 * figures, printed, then read higher; the table in docs/quality.md comes from every route, one at a time.
 */
const gateOnly = args.includes("--per-template") && !args.includes("--write-docs");
const audited = gateOnly ? pageList.filter((page) => !industryPages.slice(1).includes(page)) : pageList;
const rows: Row[] = new Array(audited.length);
try {
  let next = 0;
  const auditor = async () => {
    for (let index = next++; index < audited.length; index = next++) {
      const row = (rows[index] = await bestOf(audited[index]!.path));
      console.log(
        `${row.route}: ${JSON.stringify(row.scores)} LCP ${(row.lcpMs / 1000).toFixed(1)} s` +
          (row.notes.length ? `  below target (reported, not gated): ${row.notes.join(", ")}` : "") +
          (row.misses.length ? `  MISSES ${row.misses.join(", ")}` : ""),
      );
    }
  };
  await Promise.all(Array.from({ length: gateOnly ? 2 : 1 }, auditor));
} finally {
  server.child.kill("SIGTERM");
}

const table = [
  "| Route | Performance | Accessibility | Best practices | SEO | LCP | CLS | TBT | Transferred |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows.map(
    (r) =>
      `| \`${r.route}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${Math.round(r.totalKb)} KB |`,
  ),
].join("\n");
const doc = path.join(root, "docs/quality.md");
if (args.includes("--write-docs"))
  writeFileSync(
    doc,
    readFileSync(doc, "utf8").replace(
      /<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/,
      `<!-- lighthouse:start -->\nMeasured ${new Date().toISOString().slice(0, 10)} with ${LIGHTHOUSE}, \`npm run test:lighthouse\`:\n\n${table}\n<!-- lighthouse:end -->`,
    ),
  );
console.log(table);
const failed = rows.filter((r) => r.misses.length > 0);
const reportPath = args[args.indexOf("--report") + 1];
if (args.includes("--report") && reportPath) {
  mkdirSync(path.dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, JSON.stringify({ passed: rows.length - failed.length, failed: failed.length }));
}
console.log(`lighthouse: ${rows.length - failed.length} routes passed every gate, ${failed.length} did not`);
if (args.includes("--enforce") && failed.length > 0) process.exit(1);

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The page against its floor, alternating run by run so both see the same machine. */
async function compareWithFloor(runs: number) {
  const server = await startServer({ port });
  served = server.url;
  const floor = await startFloorServer(0);
  const lines: string[] = [];
  try {
    const only = args.includes("--only") ? args[args.indexOf("--only") + 1]!.split(",") : undefined;
    for (const page of pageList.filter((p) => !only || only.includes(p.path))) {
      const served: Row[] = [];
      const bare: Row[] = [];
      for (let i = 0; i < runs; i += 1) {
        served.push(await attempt(page.path));
        bare.push(await attempt(page.path, floor.url));
      }
      const m = (rows: Row[], key: "fcpMs" | "lcpMs" | "tbtMs" | "cls" | "scriptKb" | "totalKb") =>
        median(rows.map((row) => row[key]));
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      const gap = median(served.map((row) => row.lcpMs - row.fcpMs));
      const line =
        `| \`${page.path}\` | ${s(m(served, "fcpMs"))} | ${s(m(served, "lcpMs"))} | ${s(gap)} | ` +
        `${Math.round(m(served, "tbtMs"))} ms | ${m(served, "cls").toFixed(3)} | ${Math.round(m(served, "scriptKb"))} KB | ` +
        `${Math.round(m(served, "totalKb"))} KB | ${s(m(bare, "fcpMs"))} / ${s(m(bare, "lcpMs"))} / ` +
        `${Math.round(m(bare, "tbtMs"))} ms / ${Math.round(m(bare, "totalKb"))} KB |`;
      console.log(line);
      lines.push(line);
    }
  } finally {
    server.child.kill("SIGTERM");
    floor.child.kill("SIGTERM");
  }
  const table = [
    "| Route | FCP | LCP | LCP − FCP | TBT | CLS | script | page | floor (no scripts): FCP / LCP / TBT / page |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...lines,
  ].join("\n");
  console.log(table);
  if (args.includes("--write-docs")) {
    const doc = path.join(root, "docs/quality.md");
    writeFileSync(
      doc,
      readFileSync(doc, "utf8").replace(
        /<!-- paint-floor:start -->[\s\S]*<!-- paint-floor:end -->/,
        `<!-- paint-floor:start -->\nMeasured ${new Date().toISOString().slice(0, 10)} with ${LIGHTHOUSE}, \`node scripts/measure/lighthouse.ts --floor ${runs}\` (medians of ${runs} alternating runs):\n\n${table}\n<!-- paint-floor:end -->`,
      ),
    );
  }
}
