import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { minifiedScriptPlugin } from "#scripts/build/minified-script-plugin.ts";

/** The tests' own copy of content/ (tests/fixtures/content/README.md): a marketer's edit turns no unrelated test red. */
const fixtureContent = path.resolve(import.meta.dirname, "tests/fixtures/content");

/** The only tests that read the shipped content/ on purpose: the spec's worked examples and the check of the files. */
const shippedContentTests = ["app/lib/pricing/worked-examples.test.ts", "app/content/shipped-content.test.ts"];

export default defineConfig({
  envPrefix: "SITE_",
  // The first-paint script is tested as the pages carry it: minified.
  plugins: [minifiedScriptPlugin()],
  test: {
    environment: "jsdom",
    setupFiles: ["./tests/setup-vitest.ts"],
    restoreMocks: true,
    // Some tests start processes or run property tests: on a machine busy with other builds they passed Vitest's
    // 5 s (issue 44); a test that hangs still fails, after 20 s.
    testTimeout: 20_000,
    // One test file per core. Vitest's own default keeps a core free (one file at a time on a 2-core machine), which
    // made the unit step 256 s; one per core, 161 s (issue 58). A file's tests still run one after another.
    maxWorkers: availableParallelism(),
    // Each project extends these settings.
    projects: [
      {
        extends: true,
        resolve: { alias: [{ find: /^#content\/(.*)$/, replacement: `${fixtureContent}/$1` }] },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "pdf/**/*.test.ts"],
          exclude: [...shippedContentTests, "**/node_modules/**"],
          // The content check and every process a test starts read the same copy.
          env: { CONTENT_DIR: fixtureContent },
        },
      },
      {
        extends: true,
        test: { name: "shipped content", include: shippedContentTests },
      },
    ],
  },
});
