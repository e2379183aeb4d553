/**
 * Issue 45's figures: the team's workspace on stores of 1,000,000 leads (the project's own rows a minute apart, one
 * in seven campaigns: scripts/leads/fill-store.ts), on SQLite and on a throwaway PostgreSQL cluster, through the
 * production server as a signed-in member's browser asks: the list's first and last pages, a campaign's, a search
 * that finds one lead and one that finds many, and the weekly charts (the first view, which counts 52 weeks, and
 * again). Then the public home page's answer times while the member downloads every lead. A benchmark, not a test:
 *   node scripts/measure/workspace.ts                   both stores, 1,000,000 leads (a few minutes)
 *   node scripts/measure/workspace.ts --count 100000 --stores sqlite
 */
import { execFile, execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { startPostgresCluster } from "#server/leads/postgres-cluster.ts";
import { filledPostgresStore, filledSqliteStore } from "#scripts/leads/fill-store.ts";
import { startServer } from "./server-process.ts";
import { median } from "./median.ts";

const root = path.resolve(import.meta.dirname, "../..");
const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const count = Number(arg("--count") ?? 1_000_000);
const storeKinds = (arg("--stores") ?? "sqlite,postgres").split(",");
const RUNS = 7;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function timed(request: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const began = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return { ms: performance.now() - began, status: response.status };
}

/** The home page's answer times over `ms`, one request after another. */
async function homeTimes(url: string, ms: number): Promise<number[]> {
  const times: number[] = [];
  const until = Date.now() + ms;
  while (Date.now() < until) times.push((await timed(() => fetch(`${url}/`))).ms);
  return times;
}

const cluster = storeKinds.includes("postgres") ? await startPostgresCluster() : null;
const rows: string[] = [];
const during: string[] = [];
try {
  for (const kind of storeKinds) {
    const filling = performance.now();
    const env =
      kind === "sqlite" ? filledSqliteStore(count) : await filledPostgresStore(await cluster!.createDatabase(), count);
    console.error(`${kind}: ${count} leads in ${((performance.now() - filling) / 1000).toFixed(0)} s`);
    const serverEnv = {
      ...env,
      DATABASE_URL: env.DATABASE_URL ?? "",
      TEAM_AUTH_SECRET: "a-benchmark-secret-of-more-than-thirty-two-characters",
      TEAM_TIME_ZONE: "UTC",
      SMTP_URL: "",
      REQUEST_LOG: "0",
    };
    const server = await startServer({ port: 0, dbPath: env.LEADS_DB_PATH, env: serverEnv });
    const origin = server.url;
    try {
      const said = execFileSync(process.execPath, ["scripts/team.ts", "invite", "bench@vendor.example", "--owner"], {
        cwd: root,
        env: { ...process.env, ...serverEnv, TEAM_ORIGIN: origin },
        encoding: "utf8",
      });
      const token = /token=([\w-]+)/.exec(said)![1]!;
      const signIn = await fetch(`${origin}/team/sign-in/link`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `token=${token}`,
        redirect: "manual",
      });
      const cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      const leadsPage = await (await fetch(`${origin}/team/leads`, { headers: { cookie } })).text();
      const csrf = /name="csrf" value="([^"]+)"/.exec(leadsPage)![1]!;
      const get = (at: string) => () => fetch(`${origin}${at}`, { headers: { cookie } });
      const search = (q: string) => () =>
        fetch(`${origin}/team/leads/search`, {
          method: "POST",
          headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
          body: `csrf=${csrf}&q=${encodeURIComponent(q)}`,
        });
      const cases: [string, () => Promise<Response>][] = [
        ["first page", get("/team/leads")],
        ["last page (the oldest)", get("/team/leads?oldest=1")],
        ["a campaign's first page", get("/team/leads?campaign=campaign-3")],
        ["a form and a month", get("/team/leads?form=contact&since=2026-06-01&until=2026-06-30")],
        ["search: one lead (lead999990@)", search(`lead${count - 10}@`)],
        ["search: many (Lead12)", search("Lead12")],
      ];
      const charts = await timed(get("/team/charts"));
      for (const [name, request] of cases) {
        await timed(request);
        const times: number[] = [];
        let status = 0;
        for (let run = 0; run < RUNS; run += 1) {
          const result = await timed(request);
          times.push(result.ms);
          status = result.status;
        }
        rows.push(
          `| ${kind} | ${name} | ${status} | ${median(times).toFixed(0)} ms | ${Math.max(...times).toFixed(0)} ms |`,
        );
      }
      const chartsAgain: number[] = [];
      for (let run = 0; run < RUNS; run += 1) chartsAgain.push((await timed(get("/team/charts"))).ms);
      rows.push(
        `| ${kind} | weekly charts, first view (52 weeks counted) | ${charts.status} | ${charts.ms.toFixed(0)} ms | |`,
      );
      rows.push(
        `| ${kind} | weekly charts, again | 200 | ${median(chartsAgain).toFixed(0)} ms | ${Math.max(...chartsAgain).toFixed(0)} ms |`,
      );

      // The public site while a member downloads every lead.
      const quiet = await homeTimes(origin, 5000);
      const began = performance.now();
      // Downloaded by another process (curl), so this one's event loop only times the home page.
      const download = new Promise<number>((resolve, reject) =>
        execFile(
          "curl",
          [
            "-s",
            "-o",
            "/dev/null",
            "-w",
            "%{size_download}",
            "-H",
            `Cookie: ${cookie}`,
            `${origin}/team/leads/export.csv`,
          ],
          (error, stdout) => (error ? reject(error) : resolve(Number(stdout))),
        ),
      );
      const busy = await homeTimes(origin, 5000);
      const bytes = await download;
      const seconds = (performance.now() - began) / 1000;
      const line = (label: string, times: number[]) =>
        `| ${kind} | ${label} | ${times.length} | ${median(times).toFixed(1)} ms | ${percentile(times, 0.95).toFixed(1)} ms | ${Math.max(...times).toFixed(1)} ms |`;
      during.push(line("home page, quiet", quiet));
      during.push(
        line(`home page, during the download (${(bytes / 1024 ** 2).toFixed(0)} MB in ${seconds.toFixed(1)} s)`, busy),
      );
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      if (env.LEADS_DB_PATH) rmSync(path.dirname(env.LEADS_DB_PATH), { recursive: true, force: true });
    }
  }
} finally {
  cluster?.stop();
}
console.log(`${count.toLocaleString("en-US")} leads; each case asked ${RUNS} times after one warm-up\n`);
console.log("| Store | Request | Status | Median | Slowest |\n| --- | --- | --- | --- | --- |");
console.log(rows.join("\n"));
console.log("\n| Store | While | Requests | Median | p95 | Slowest |\n| --- | --- | --- | --- | --- | --- |");
console.log(during.join("\n"));
