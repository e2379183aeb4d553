/** A path without its trailing slashes ("/secops/" -> "/secops"); "/" stays "/". (No imports: the counting thread loads it.) */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
