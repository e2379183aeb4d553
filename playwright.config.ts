import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "#tests/e2e/browser.ts";

const port = Number(process.env.E2E_PORT ?? 3210);
// Set once in the runner and inherited by the workers, so tests can read the leads the server stored.
process.env.E2E_LEADS_DB ??= path.join(tmpdir(), `leads-e2e-${process.pid}-${Date.now()}.db`);

/** End-to-end tests against the production server and build (run `npm run build` first; `npm test` does). */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions,
    trace: "retain-on-failure",
  },
  webServer: {
    command: "node server/main.ts",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LEADS_DB_PATH: process.env.E2E_LEADS_DB,
      RATE_LIMIT_MAX: "1000",
    },
  },
});
