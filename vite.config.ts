import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentImagesPlugin } from "#scripts/build/content-images-plugin.ts";
import { contentPlugin } from "#scripts/build/content-plugin.ts";
import { minifiedScriptPlugin } from "#scripts/build/minified-script-plugin.ts";

export default defineConfig({
  // SITE_* variables override app/site.config.ts at build (they are public by design).
  envPrefix: "SITE_",
  plugins: [contentPlugin(), contentImagesPlugin(), minifiedScriptPlugin(), tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
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
});
