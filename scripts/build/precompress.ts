import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compress, isCompressible } from "#server/static-site.ts";

/**
 * Writes `.gz` and `.br` beside every compressible file, so the server starts without compressing and
 * static hosts can serve them as they are. Runs last: it compresses the files as they will be served.
 */
export function precompressBuild(clientDir: string): number {
  let count = 0;
  for (const name of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    const full = path.join(clientDir, name);
    if (/\.(br|gz)$/.test(name) || !statSync(full).isFile()) continue;
    const body = readFileSync(full);
    if (!isCompressible(full, body.length)) continue;
    const { gzip, br } = compress(body);
    writeFileSync(`${full}.gz`, gzip);
    writeFileSync(`${full}.br`, br);
    count += 1;
  }
  return count;
}
