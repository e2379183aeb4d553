import path from "node:path";

/** The pre-rendered HTML file of a route: "/" is index.html, "/contact" is contact/index.html. */
export function pageFile(clientDir: string, route: string): string {
  return path.join(clientDir, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
}
