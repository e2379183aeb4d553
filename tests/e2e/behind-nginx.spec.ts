/**
 * Issue 44: behind nginx (docs/deploy/nginx.conf, its upstream and location blocks as an operator pastes them) and
 * two instances on PostgreSQL, a rolling restart (SIGTERM to each in turn, started again) loses no lead and shows
 * no visitor an error: every post answered 200, every lead stored once. Before, 1 of 1,917 posts got a 502 at the
 * moment one instance drained. Needs Debian's nginx (.ci/run installs it).
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { postLead } from "#scripts/measure/flood-load.ts";
import { type ServerProcess, startServer, startServers } from "#scripts/measure/server-process.ts";
import { type PostgresCluster, startPostgresCluster } from "#server/leads/postgres-cluster.ts";
import { freePort } from "#tests/local-machine.ts";
import { expect, test } from "./fixtures.ts";

const root = path.resolve(import.meta.dirname, "../..");
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let cluster: PostgresCluster;
test.beforeAll(async () => {
  cluster = await startPostgresCluster();
});
test.afterAll(() => cluster?.stop());

/** The operator's file, its upstream pointed at the test's instances, served on a port of the test's. */
function nginxConfig(dir: string, listen: number, instances: number[]): string {
  const shipped = readFileSync(path.join(root, "docs/deploy/nginx.conf"), "utf8");
  const upstream = /upstream singularity_site \{[\s\S]*?\n\}/.exec(shipped)![0];
  const location = /location \/ \{[\s\S]*?\n {4}\}/.exec(shipped)![0];
  const servers = upstream.match(/server 127\.0\.0\.1:\d+/g)!;
  expect(servers).toHaveLength(instances.length);
  let ours = upstream;
  servers.forEach((server, i) => (ours = ours.replace(server, `server 127.0.0.1:${instances[i]}`)));
  for (const folder of ["client", "proxy", "fastcgi", "uwsgi", "scgi", "logs"]) mkdirSync(path.join(dir, folder));
  return `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${ours}
  server {
    listen 127.0.0.1:${listen};
    ${location}
  }
}
`;
}

test("a rolling restart of two instances behind nginx: every lead answered 200 and stored once", async () => {
  const databaseUrl = await cluster.createDatabase();
  const ports = [await freePort(), await freePort()];
  const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: "1", RATE_LIMIT_MAX: "100000", SHUTDOWN_TIMEOUT_MS: "5000" };
  const instances: ServerProcess[] = await startServers(ports.map((port) => () => startServer({ port, env })));
  const dir = mkdtempSync(path.join(tmpdir(), "nginx-"));
  const listen = await freePort();
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, listen, ports));
  const nginx = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  let nginxErrors = "";
  nginx.stderr.on("data", (chunk: Buffer) => (nginxErrors += chunk.toString()));
  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${listen}/healthz`).catch(() => null))?.status, {
        message: nginxErrors,
      })
      .toBe(200);

    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const statuses: number[] = [];
    const emails: string[] = [];
    let posting = true;
    const posters = Array.from({ length: 8 }, async (_, worker) => {
      for (let i = 0; posting && i < 5000; i += 1) {
        const email = `rolling-${worker}-${i}@example.com`;
        emails.push(email);
        statuses.push((await postLead(`http://127.0.0.1:${listen}`, email, { agent })).status);
      }
    });
    // Each instance in turn: SIGTERM (it drains), then started again on its port, as a deploy does.
    for (const index of [0, 1]) {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      instances[index]!.child.kill("SIGTERM");
      expect(await instances[index]!.exited).toBe(0);
      instances[index] = await startServer({ port: ports[index]!, env });
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    posting = false;
    await Promise.all(posters);
    agent.destroy();

    expect(statuses.length).toBeGreaterThan(200);
    const refused = statuses.filter((status) => status !== 200);
    expect(refused, `statuses other than 200 of ${statuses.length}`).toEqual([]);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ email: string; n: string }>(
      "SELECT email, count(*) AS n FROM leads GROUP BY email",
    );
    await client.end();
    const stored = new Map(rows.map((row) => [row.email, Number(row.n)]));
    expect(
      emails.filter((email) => stored.get(email) !== 1),
      "leads not stored exactly once",
    ).toEqual([]);
    expect(stored.size).toBe(emails.length);
  } finally {
    nginx.kill("SIGQUIT");
    for (const instance of instances) instance.child.kill("SIGTERM");
    await Promise.all(instances.map((instance) => instance.exited));
  }
});
