import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
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
  /** Its data directory (the erasure test reads the bytes PostgreSQL keeps). */
  dataDir: string;
  /** A new, empty database on the cluster, with its URL. */
  createDatabase(): Promise<string>;
  /** Faults for the reliability tests: the server shut down (connections refused) and started again, */
  halt(): void;
  resume(): void;
  /** or every one of its processes paused (a frozen host: connections open, nothing answers) and let go. */
  freeze(): void;
  thaw(): void;
  stop(): void;
}

/**
 * Why a program did not run to success, in words (issue 56: never "undefined"): what it said, or why it could not
 * start (not installed, not allowed), or the signal that ended it.
 */
export function commandFailure(result: {
  status: number | null;
  signal?: NodeJS.Signals | null;
  error?: Error;
  stdout?: string | null;
  stderr?: string | null;
}): string {
  const said = `${result.stderr ?? ""}${result.stdout ?? ""}`.trim();
  if (said) return said;
  if (result.error) return `it could not be started (${result.error.message})`;
  if (result.signal) return `it was ended by ${result.signal}`;
  return `it exited with status ${result.status} and said nothing`;
}

/** Where Debian keeps the newest PostgreSQL's programs (initdb, pg_ctl, pg_dump, pg_restore). */
export function binDir(): string {
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
    if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${commandFailure(result)}`);
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
  const pgCtl = (...args: string[]) => run(path.join(bin, "pg_ctl"), ["-D", data, ...args]);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  /** The postmaster and its children (backends, writers), for SIGSTOP / SIGCONT. */
  const processes = () => {
    const postmaster = readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]!.trim();
    const children = spawnSync("pgrep", ["-P", postmaster], { encoding: "utf8" }).stdout.split("\n").filter(Boolean);
    return [postmaster, ...children];
  };
  const signalAll = (signal: string) => spawnSync("kill", [`-${signal}`, ...processes()]);
  return {
    url,
    dataDir: data,
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
    halt() {
      pgCtl("-m", "fast", "-w", "stop");
    },
    resume() {
      pgCtl("-l", path.join(dir, "server.log"), "-o", serverOptions, "-w", "start");
    },
    freeze() {
      signalAll("STOP");
    },
    thaw() {
      signalAll("CONT");
    },
    stop() {
      try {
        signalAll("CONT");
      } catch {
        // Not running (halted): nothing to wake.
      }
      try {
        run(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
