/**
 * A request's path as the site's files are found by it: small and without imports, shared by the serving path
 * (server/site/static-site.ts) and the counting thread (issue 57), which tells the site's pages apart the same way.
 */

/** A request path decoded, or undefined when its percent-encoding is broken (such a path names no file). */
export function decodePath(pathname: string): string | undefined {
  // Most paths have nothing to decode (every request asks, and the counting asks again).
  if (!pathname.includes("%")) return pathname;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/** Finds the file for a request path: exact, then without a trailing slash. */
export function lookup<File>(site: { files: ReadonlyMap<string, File> }, pathname: string): File | undefined {
  const decoded = decodePath(pathname);
  if (decoded === undefined) return undefined;
  return site.files.get(decoded) ?? (decoded.length > 1 ? site.files.get(decoded.replace(/\/+$/, "")) : undefined);
}
