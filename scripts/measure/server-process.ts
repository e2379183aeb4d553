import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "#server/shared/config.ts";

const root = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended (however it ended). */
  exited: Promise<number | null>;
  url: string;
  /** The server's "listening" log line. */
  listening: Record<string, unknown>;
}

/**
 * Starts the production server (`server/main.ts` on the current build) on loopback, with a fresh lead
 * database unless one is given, and resolves once it logs that it is listening. Used by the reliability
 * tests, the benchmark and the Lighthouse run.
 */
export function startServer(options: {
  /** 0: any free port (the answer's url names it). */
  port: number;
  dbPath?: string;
  env?: Record<string, string>;
  /** Another copy of the project to serve (the Lighthouse floor's). */
  cwd?: string;
  /** V8's own flags on the command line (such as --trace-gc, which NODE_OPTIONS refuses). */
  v8Flags?: string[];
  /** A file that keeps all the server writes to its standard output (its log, and what those flags print). */
  stdoutFile?: string;
}): Promise<ServerProcess> {
  const dbPath = options.dbPath ?? path.join(mkdtempSync(path.join(tmpdir(), "leads-")), "leads.db");
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(options.v8Flags ?? []), "server/main.ts"], {
    cwd: options.cwd ?? root,
    env: { ...process.env, PORT: String(options.port), HOST: "127.0.0.1", LEADS_DB_PATH: dbPath, ...options.env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    // A start takes a second or two on a quiet machine, and many more with a core taken and tests around (issue 58).
    const timer = setTimeout(() => reject(new Error("server did not start within 60 s")), 60_000);
    let started = false;
    const kept = options.stdoutFile ? createWriteStream(options.stdoutFile) : undefined;
    child.stdout!.on("data", (chunk: Buffer) => {
      kept?.write(chunk);
      if (started) return;
      const line = chunk
        .toString()
        .split("\n")
        .find((text) => text.includes('"listening"'));
      if (!line) return;
      started = true;
      clearTimeout(timer);
      // A V8 flag's output may share the line (its own lines are not ended by the time the log's is written).
      const logAt = line.indexOf('{"level"');
      const listening = JSON.parse(logAt > 0 ? line.slice(logAt) : line) as { url: string };
      // Port 0 asks the system for a free one (two checkouts' measurements never collide): read it off the log.
      const port = new URL(listening.url).port;
      resolve({ child, exited, url: `http://127.0.0.1:${port}`, listening });
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening`)));
  });
}

/**
 * Starts several servers at once; if one fails to start, those that did are stopped before the failure is thrown, so
 * a test that fails here leaves no server behind (holding its port and store for the next run).
 */
export async function startServers(starts: (() => Promise<ServerProcess>)[]): Promise<ServerProcess[]> {
  const outcomes = await Promise.allSettled(starts.map((start) => start()));
  const failed = outcomes.find((outcome) => outcome.status === "rejected");
  const started = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
  if (!failed) return started;
  for (const server of started) server.child.kill("SIGKILL");
  await Promise.all(started.map((server) => server.exited));
  throw failed.reason;
}
