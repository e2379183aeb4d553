import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { testChromiumLaunchOptions } from "#tests/e2e/browser.ts";
import { SERVER_NODE_FLAGS } from "#server/shared/config.ts";

const port = Number(process.env.E2E_PORT ?? 3210);
// Set once in the runner and inherited by the workers, so tests can read the leads the server stored.
process.env.E2E_LEADS_DB ??= path.join(tmpdir(), `leads-e2e-${process.pid}-${Date.now()}.db`);

/** End-to-end tests against the production server and build (run `npm run build` first; `npm test` does). */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Bounds for a machine with a core kept busy by other work (issue 58): a wait ends as soon as what it waits for
  // happens, so a quiet machine is no slower for them. Longer waits are named in tests/e2e/waits.ts.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  projects: [
    { name: "site", testIgnore: ["flood.spec.ts"] },
    // Issue 43's floods on servers of their own, alone after the browser tests: their gates are what other clients
    // meet while one floods, so nothing else may run beside them (the static host's own build of the site, run beside
    // the flood of quote PDFs, took /healthz's p99 past its bound once). `--project flood --no-deps` runs them alone.
    { name: "flood", testMatch: ["flood.spec.ts"], dependencies: ["site"] },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    launchOptions: testChromiumLaunchOptions,
    // A trace recorded for every test cost a fifth of the suite's time (html-first and navigation: 197 s with it,
    // 155 s without, 2 workers, quiet machine): it is recorded when a failed test runs again, where it explains.
    trace: "on-first-retry",
  },
  webServer: {
    command: ["node", ...SERVER_NODE_FLAGS, "server/main.ts"].join(" "),
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LEADS_DB_PATH: process.env.E2E_LEADS_DB,
      RATE_LIMIT_MAX: "1000",
      // Every test comes from 127.0.0.1: the per-client budget of fresh renders (issue 43) would defer their pages.
      RENDERS_PER_CLIENT_PER_MINUTE: "100000",
    },
  },
});
