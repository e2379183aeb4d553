import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentImagesPlugin } from "#scripts/build/content-images-plugin.ts";
import { contentPlugin } from "#scripts/build/content-plugin.ts";
import { minifiedScriptPlugin } from "#scripts/build/minified-script-plugin.ts";

export default defineConfig(() => ({
  // SITE_* variables override app/site.config.ts at build (they are public by design).
  envPrefix: "SITE_",
  // `npm run dev` on the port the README's PORT names, like `npm start`.
  server: { port: Number(process.env.PORT) || 5173 },
  plugins: [contentPlugin(), contentImagesPlugin(), minifiedScriptPlugin(), tailwindcss(), reactRouter()],
  build: {
    // No page loads these chunks: the server's bundle is read once at start, and React Router's client bundle is
    // replaced by the islands' own build (vite.islands.config.ts, decision 0012), whose scripts npm run test:budget
    // holds to their budgets. Vite's 500 kB warning about them told a newcomer nothing to act on (issue 44).
    chunkSizeWarningLimit: 8192,
    rolldownOptions: {
      // Rolldown's [PLUGIN_TIMINGS] notice names the slowest plugins on a slow or busy machine: nothing for whoever
      // runs npm start or npm run build to act on (issue 56). The build's own steps are timed in npm test's table.
      checks: { bundlerTimings: false },
      output: {
        // Fewer, larger chunks for what every page needs: each request costs a round trip on a phone.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              name: "shell",
              test: /app[\\/](components[\\/](sections|ui[\\/](button|smart-link|icon))|lib[\\/](utils|seo|use-hydrated))[\\/]?/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
}));
