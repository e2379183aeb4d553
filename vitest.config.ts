import { defineConfig } from "vitest/config";

export default defineConfig({
  envPrefix: "SITE_",
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./tests/setup-vitest.ts"],
    restoreMocks: true,
  },
});
