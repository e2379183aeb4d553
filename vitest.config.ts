import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  envPrefix: "SITE_",
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./tests/setup-vitest.ts"],
    restoreMocks: true,
  },
});
