import { defineConfig } from "vitest/config";

// Unit and integration tests sit beside their code; in-process HTTP tests are tests/http;
// Playwright specs live in tests/e2e. scripts/test.mjs runs the server tests and the HTTP tests a
// second time with TEST_DATABASE=postgres (docs/testing.md).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Messages first: tests import the compiled catalogue (app/i18n/paraglide/, gitignored).
    globalSetup: ["app/test/compile-messages.ts", "app/test/global-setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          // Files share a worker's modules instead of importing the app again for each one:
          // half the CPU. Each test makes its own data (setupTempData) and leaves no state behind.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          // Each file starts the production server in its own process, with its own settings.
          isolate: true,
        },
      },
    ],
  },
});
