/**
 * Issue 35's figures: `npm run leads -- export` on stores of 10,000, 100,000 and 1,000,000 leads (the project's own
 * rows, a minute apart, one in seven campaigns), CSV and JSON, on SQLite and on a throwaway PostgreSQL cluster:
 * wall time, peak memory (RSS of the export's process) and output size. A benchmark, not a test:
 *   node scripts/measure/lead-export.ts              every size, both stores (a few minutes)
 *   node scripts/measure/lead-export.ts --sizes 10000,100000 --stores sqlite
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { startPostgresCluster } from "#server/leads/postgres-cluster.ts";
import { filledPostgresStore, filledSqliteStore } from "#scripts/leads/fill-store.ts";

const root = path.resolve(import.meta.dirname, "../..");
const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const sizes = (arg("--sizes") ?? "10000,100000,1000000").split(",").map(Number);
const storeKinds = (arg("--stores") ?? "sqlite,postgres").split(",");

function exportOnce(env: Record<string, string>, format: string) {
  const began = performance.now();
  const child = spawnSync(
    process.execPath,
    ["--import", "./tests/report-max-rss.ts", "scripts/leads.ts", "export", "--format", format],
    { cwd: root, env: { ...process.env, ...env }, maxBuffer: 2 * 1024 ** 3, encoding: "buffer" },
  );
  const seconds = (performance.now() - began) / 1000;
  const stderr = child.stderr.toString();
  const rss = /max-rss-kb (\d+)/.exec(stderr);
  return {
    code: child.status,
    seconds,
    rssMb: rss ? Number(rss[1]) / 1024 : NaN,
    outMb: child.stdout.length / 1024 ** 2,
    error: child.status === 0 ? "" : (stderr.split("\n").find((line) => line.trim()) ?? ""),
  };
}

const cluster = storeKinds.includes("postgres") ? await startPostgresCluster() : null;
try {
  console.log(
    "| Store | Leads | Format | Exit | Time | Peak RSS | Output |\n| --- | --- | --- | --- | --- | --- | --- |",
  );
  for (const kind of storeKinds) {
    for (const count of sizes) {
      const env =
        kind === "sqlite"
          ? filledSqliteStore(count)
          : await filledPostgresStore(await cluster!.createDatabase(), count);
      for (const format of ["csv", "json"]) {
        const result = exportOnce(env, format);
        console.log(
          `| ${kind} | ${count.toLocaleString("en-US")} | ${format} | ${result.code} | ${result.seconds.toFixed(2)} s | ` +
            `${result.rssMb.toFixed(0)} MB | ${result.outMb.toFixed(1)} MB${result.error ? ` (${result.error})` : ""} |`,
        );
      }
      if (env.LEADS_DB_PATH) rmSync(path.dirname(env.LEADS_DB_PATH), { recursive: true, force: true });
    }
  }
} finally {
  cluster?.stop();
}
