/** Helpers for tests that run the project as an operator would: a free port, and a copy of the repository. */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * A port nothing listens on now, on loopback, below the range the system hands outgoing connections
 * (ip_local_port_range): a server stopped and started again on it (a rolling restart) never finds it taken by a
 * connection's own end, as a port from that range can be. Picked at random, so parallel workers rarely meet.
 */
export async function freePort(): Promise<number> {
  const ephemeralStart = firstEphemeralPort();
  const lowest = Math.max(1024, ephemeralStart - 20_000);
  if (ephemeralStart - lowest < 1000) return systemPort();
  for (;;) {
    const port = lowest + Math.floor(Math.random() * (ephemeralStart - lowest));
    if (await listensOn(port)) return port;
  }
}

function firstEphemeralPort(): number {
  try {
    return Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
}

/** Whether a server could listen on `port` now (it is let go at once). */
function listensOn(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** A port the system picks (from its ephemeral range): where no other range is left. */
function systemPort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    }),
  );
}

/**
 * The repository's files (tracked, and new ones git does not ignore, as they are in the working tree) in a fresh
 * folder, its node_modules linked: a checkout to build or configure without touching this one's build.
 */
export function repositoryCopy(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    // A file deleted in the working tree but not yet in git's index is left out.
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(dir, file));
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}
