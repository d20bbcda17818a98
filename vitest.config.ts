import { defineConfig } from "vitest/config";

// Unit and integration tests sit beside their code; Playwright specs live in tests/e2e.
// scripts/test.mjs runs the server tests a second time with TEST_DATABASE=postgres.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/http/**/*.test.ts"],
    // Messages first: tests import the compiled catalogue (app/i18n/paraglide/, gitignored).
    globalSetup: ["app/test/compile-messages.ts", "app/test/global-setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
