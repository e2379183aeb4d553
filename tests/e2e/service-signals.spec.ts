/**
 * Issue 56: a service manager stops the site by signalling the pid it started, which is npm's when the service runs
 * `npm start` or `npm run serve` (Docker, supervisord, a pidfile). SIGTERM to npm's own process reaches the server,
 * which drains and exits; nothing is left listening.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "#tests/local-machine.ts";
import { expect, test } from "./fixtures.ts";
import { waits } from "./waits.ts";

const root = path.resolve(import.meta.dirname, "../..");

for (const script of ["serve", "start"] as const)
  test(`SIGTERM to npm's own process (npm ${script === "start" ? "start" : "run serve"}) drains the server and exits`, async () => {
    test.setTimeout(2 * waits.page);
    const port = await freePort();
    const npm = spawn("npm", ["run", script], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        LEADS_DB_PATH: path.join(mkdtempSync(path.join(tmpdir(), "signals-")), "leads.db"),
        // npm start serves this checkout as it is (a release of its own is the publishing tests' to build).
        PUBLISHING: "off",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    npm.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    npm.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.once("exit", resolve));
    await expect.poll(() => out.includes('"listening"'), { timeout: waits.page }).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    // The pid a service manager has: npm's own, not the process group's.
    process.kill(npm.pid!, "SIGTERM");
    expect(await exited).toBe(0);
    expect(out).toContain('"msg":"draining"');
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
