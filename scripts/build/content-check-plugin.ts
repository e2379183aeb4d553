import path from "node:path";
import type { Plugin } from "vite";
import { checkContent, contentDir, formatProblems } from "../../app/content/check.ts";

/**
 * Checks content/ when a build or dev server starts, and again whenever a content file is saved during
 * `npm run dev` (the problems then show in the browser's error overlay and the terminal).
 */
export function contentCheck(): Plugin {
  return {
    name: "content-check",
    buildStart() {
      const problems = checkContent();
      if (problems.length > 0) this.error(formatProblems(problems));
    },
    configureServer(server) {
      server.watcher.on("change", (file) => {
        if (path.dirname(file) !== contentDir) return;
        const problems = checkContent();
        if (problems.length === 0) return;
        const message = formatProblems(problems, "pages may look wrong until you fix them and save");
        server.config.logger.error(message);
        server.ws.send({ type: "error", err: { message, stack: "" } });
      });
    },
  };
}
