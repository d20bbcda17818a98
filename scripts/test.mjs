// npm test: unit and integration tests (Vitest), then end-to-end tests
// (Playwright) against the built server. Browser tests are required in CI; on a
// machine without Chromium they are skipped with a loud message.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { buildIfNeeded } from "./build-if-needed.mjs";

const run = (args, env = {}) =>
  spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ??
  1;

const extra = process.argv.slice(2);
let status = run(["node_modules/vitest/vitest.mjs", "run"]);
if (status !== 0) process.exit(status);

buildIfNeeded();
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const playwright = ["node_modules/@playwright/test/cli.js", "test", ...extra];
if (!existsSync(chromium)) {
  if (process.env.CI) {
    console.error(`\nCI requires browser tests, but there is no Chromium at ${chromium}.`);
    process.exit(1);
  }
  console.warn(`\n${"!".repeat(78)}`);
  console.warn(`!! NO CHROMIUM at ${chromium}: BROWSER TESTS ARE SKIPPED. Only HTTP tests run.`);
  console.warn("!! Install it (apt-get install -y chromium) to run the whole suite.");
  console.warn(`${"!".repeat(78)}\n`);
  playwright.push("--grep-invert", "@browser");
}
status = run(playwright);
process.exit(status);
