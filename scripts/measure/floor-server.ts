import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { compress } from "#server/site/static-site.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** The page as HTML and CSS alone: every script element and module preload taken out (JSON-LD is data, it stays). */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * The floor for issue 21's comparison: the same build, served by the same production server, with every script
 * taken out of its pages. What HTML and CSS alone can do, measured on the same machine in the same minute as the
 * page. The server runs from a copy of the project whose build is the stripped one (node_modules is linked), and
 * sends the pre-rendered /pricing as it does for every other page, since the copy has no server build.
 */
export function startFloorServer(port: number): Promise<ServerProcess> {
  const copy = mkdtempSync(path.join(tmpdir(), "floor-"));
  for (const part of ["package.json", "app", "server", "content", "build"])
    cpSync(path.join(root, part), path.join(copy, part), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
  // Without a server build the server sends every page as pre-rendered (it renders /pricing per request otherwise).
  rmSync(path.join(copy, "build/server"), { recursive: true, force: true });
  const clientDir = path.join(copy, "build/client");
  for (const name of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    if (!name.endsWith(".html")) continue;
    const file = path.join(clientDir, name);
    const stripped = Buffer.from(withoutScripts(readFileSync(file, "utf8")));
    const { gzip, br } = compress(stripped);
    writeFileSync(file, stripped);
    writeFileSync(`${file}.gz`, gzip);
    writeFileSync(`${file}.br`, br);
  }
  // The server sends every page as pre-rendered, never one of its own renders (which would carry scripts).
  return startServer({ port, cwd: copy, env: { STATIC_PAGES_ONLY: "1" } });
}
