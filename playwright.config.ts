import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./app/test/chromium";

/**
 * Browser tests against the built production server: global-setup seeds one demo shop, and each
 * worker serves a copy of it from a server of its own (tests/e2e/fixtures.ts), so the workers
 * never share data. The browser is Debian's Chromium; `playwright install` is never needed.
 * What needs no browser is tested in-process instead (tests/http/, docs/testing.md).
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Budgets for a shared 2-core machine, not speed checks (speed is measured by npm run bench):
  // the longest flows sign in three or four times (scrypt) beside another worker, and ran
  // within a few seconds of 30 s alone.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      // A slow phone: first-paint.spec.ts holds every script back 5 s and acts before they run.
      name: "slow-scripts",
      testMatch: /first-paint\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "desktop",
      testIgnore: /(admin-images|first-paint)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      // Saving a home image set changes the hero every page shows: these run in workers (and so
      // on servers) of their own, beside the rest.
      name: "page-images",
      testMatch: /admin-images\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
});
