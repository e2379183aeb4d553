import { defineConfig } from "vitest/config";
import { minifiedScriptPlugin } from "#scripts/build/minified-script-plugin.ts";

export default defineConfig({
  envPrefix: "SITE_",
  // The first-paint script is tested as the pages carry it: minified.
  plugins: [minifiedScriptPlugin()],
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./tests/setup-vitest.ts"],
    restoreMocks: true,
    // Some tests start processes or run property tests: on a machine busy with other builds they passed Vitest's
    // 5 s (issue 44); a test that hangs still fails, after 20 s.
    testTimeout: 20_000,
  },
});
