import path from "node:path";
import type { Plugin } from "vite";
import {
  type ContentReport,
  contentDir,
  formatProblems,
  formatWarnings,
  reportOnContent,
} from "#app/content/check.server.ts";
import { ContentError } from "#app/content/problems.ts";
import { contentSchemas } from "#app/content/schemas/index.ts";
import { browserView } from "#app/content/schemas/server-only.ts";
import { withPlaces } from "#server/content-edit/places.ts";

const appContent = path.resolve(import.meta.dirname, "../../app/content");
const parseModule = path.join(appContent, "parse.ts");
const parseInTheBrowser = path.join(appContent, "parse.client.ts");

/** Set once the content's warnings are printed; a build's later steps (and its child processes) stay quiet. */
export const CONTENT_WARNINGS_SHOWN = "CONTENT_WARNINGS_SHOWN";

/**
 * The content, checked and handed to the pages.
 *
 * - Checks content/ before Vite reads anything else (its `config` hook runs before React Router loads the routes,
 *   which import the content), so `npm run dev` and a bare `react-router build` stop on a broken file with the same
 *   message as `npm run check:content`, not a stack trace. While `npm run dev` runs, each saved content file is
 *   checked again and the problems show in the terminal and the browser's error overlay.
 * - Gives the browser each content/*.json as its schema's output (the check's parse, done here on the build
 *   machine), and parse.client.ts in place of parse.ts: the pages' scripts carry the parsed data but no schemas
 *   and no zod, and without what only the server reads (marked serverOnly beside its schema). The server side
 *   parses the files itself, with the same schemas.
 */
export function contentPlugin(check: () => ContentReport = () => reportOnContent()): Plugin {
  let report: ContentReport | undefined;
  // Each problem and warning named as the workspace's editor names it too, as npm run check:content says them.
  const current = () => (report ??= withPlaces(check(), contentDir));
  return {
    name: "content",
    enforce: "pre",
    config() {
      const { problems, warnings } = current();
      // React Router loads the Vite config several times, each with a plugin of its own, and `npm run build` has
      // said them already: the warnings are worth reading once per build (issue 44), so the process remembers.
      if (warnings.length > 0 && !process.env[CONTENT_WARNINGS_SHOWN]) process.stderr.write(formatWarnings(warnings));
      process.env[CONTENT_WARNINGS_SHOWN] = "1";
      if (problems.length > 0) throw new ContentError(problems);
    },
    async resolveId(source, importer, options) {
      if (this.environment.config.consumer !== "client" || !source.endsWith("parse.ts")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === parseModule ? parseInTheBrowser : null;
    },
    load(id) {
      if (this.environment.config.consumer !== "client") return null;
      const file = id.replace(/\?.*$/, "");
      if (path.dirname(file) !== contentDir || !file.endsWith(".json")) return null;
      const { parsed, problems } = current();
      if (!parsed) throw new ContentError(problems);
      const name = path.basename(file) as keyof typeof parsed;
      const output = parsed[name];
      return output === undefined ? null : JSON.stringify(browserView(contentSchemas[name], output));
    },
    configureServer(server) {
      server.watcher.on("change", (file) => {
        if (path.dirname(file) !== contentDir) return;
        report = withPlaces(check(), contentDir);
        if (report.problems.length === 0) return;
        const message = formatProblems(report.problems, (them) => `pages may look wrong until you fix ${them} and save`);
        server.config.logger.error(message);
        server.ws.send({ type: "error", err: { message, stack: "" } });
      });
    },
  };
}
