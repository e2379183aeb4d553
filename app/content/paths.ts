/** A path without its trailing slashes ("/secops/" -> "/secops"); "/" stays "/". (No imports: the counting thread loads it.) */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * The addresses the site answers with something other than a content page: the workspace, the lead API, the health
 * check and metrics, the built files (scripts, downloads, link-preview images), the 404 and confirmation pages. A
 * page's former address under one of them would never be reached (the server answers them first), so the content
 * check refuses it. A server test keeps the list equal to what the server mounts.
 */
export const addressesTaken = [
  "/team",
  "/api",
  "/healthz",
  "/metrics",
  "/assets",
  "/downloads",
  "/og",
  "/404",
  "/thank-you",
] as const;
