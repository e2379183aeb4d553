import { readdirSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vite";
import { reportOnContent } from "#app/content/check.server.ts";
import { contentPlugin } from "#scripts/build/content-plugin.ts";

/**
 * The islands' scripts (docs/decisions/0012-islands.md): one entry per file in app/islands/entries/, built after
 * React Router's build into build/client/assets/islands/. React and React DOM are one shared chunk. The manifest
 * tells the post-build step (scripts/build/islands.ts) which file is which island's.
 */
const entries = path.resolve(import.meta.dirname, "app/islands/entries");

export default defineConfig({
  // The content was checked (and its warnings printed) by the React Router build that runs first.
  plugins: [contentPlugin(() => ({ ...reportOnContent(), warnings: [] }))],
  publicDir: false,
  envPrefix: "SITE_",
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    manifest: "islands-manifest.json",
    rolldownOptions: {
      // No [PLUGIN_TIMINGS] notice (vite.config.ts says why).
      checks: { bundlerTimings: false },
      // Libraries' "use client" lines mean nothing here: every island is client code.
      onLog: (level, log, handler) => (log.code === "MODULE_LEVEL_DIRECTIVE" ? undefined : handler(level, log)),
      input: Object.fromEntries(
        readdirSync(entries)
          .filter((file) => file.endsWith(".tsx"))
          .map((file) => [file.replace(/\.tsx$/, ""), path.join(entries, file)]),
      ),
      output: {
        entryFileNames: "assets/islands/[name]-[hash].js",
        chunkFileNames: "assets/islands/[name]-[hash].js",
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 }],
        },
      },
    },
  },
});
