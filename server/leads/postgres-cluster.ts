import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: Debian's `postgresql` binaries, a data directory in a
 * temp folder, a free loopback port, trust authentication; stopped and deleted by `stop()`. Run as root (CI), the
 * server runs as the `postgres` system user, since PostgreSQL refuses to run as root.
 */
export interface PostgresCluster {
  /** A URL for the cluster's default database. */
  url: string;
  /** A new, empty database on the cluster, with its URL. */
  createDatabase(): Promise<string>;
  stop(): void;
}

function binDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error("PostgreSQL is not installed (apt-get install postgresql); .ci/run does it.");
  return path.join(base, versions[0]!, "bin");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), "pg-cluster-"));
  const asRoot = userInfo().uid === 0;
  const postgresUser = asRoot ? Number(execFileSync("id", ["-u", "postgres"]).toString().trim()) : undefined;
  if (postgresUser !== undefined) chownSync(dir, postgresUser, postgresUser);
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
    const result = spawnSync(file, fileArgs, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const data = path.join(dir, "data");
  run(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  run(path.join(bin, "pg_ctl"), [
    "-D",
    data,
    "-l",
    path.join(dir, "server.log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    "-w",
    "start",
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let databases = 0;
  return {
    url,
    async createDatabase() {
      const name = `leads_${process.pid}_${(databases += 1)}_${Date.now().toString(36)}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop() {
      try {
        run(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
