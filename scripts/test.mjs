// npm test: unit and integration tests (Vitest) on SQLite, the database tests
// again on a throwaway PostgreSQL server, then end-to-end tests (Playwright)
// against the built server. PostgreSQL and browser tests are required in CI;
// elsewhere, a machine without them skips those parts with a loud message.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { buildIfNeeded } from "./build-if-needed.mjs";

const run = (args, env = {}) =>
  spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ??
  1;

function shout(lines) {
  console.warn(`\n${"!".repeat(78)}`);
  for (const line of lines) console.warn(`!! ${line}`);
  console.warn(`${"!".repeat(78)}\n`);
}

const hasPostgres =
  existsSync("/usr/lib/postgresql") &&
  readdirSync("/usr/lib/postgresql").some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

const extra = process.argv.slice(2);
const vitest = "node_modules/vitest/vitest.mjs";
let status = run([vitest, "run"]);
if (status !== 0) process.exit(status);

// Every test of a module that touches the database (`*.server.test.ts`) runs
// again with tempData() on PostgreSQL, plus the tests that compare the two.
if (hasPostgres) {
  console.log("\nDatabase tests again, on PostgreSQL:\n");
  status = run([vitest, "run", ".server.test"], { TEST_DATABASE: "postgres" });
  if (status !== 0) process.exit(status);
} else if (process.env.CI) {
  console.error("\nCI requires the PostgreSQL tests, but PostgreSQL is not installed.");
  process.exit(1);
} else {
  shout([
    "NO POSTGRESQL (/usr/lib/postgresql/*/bin/initdb): THE POSTGRESQL TESTS ARE SKIPPED.",
    "Install it (apt-get install -y postgresql) to run the whole suite.",
  ]);
}

buildIfNeeded();
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const playwright = ["node_modules/@playwright/test/cli.js", "test", ...extra];
const skipped = [];
if (!existsSync(chromium)) {
  if (process.env.CI) {
    console.error(`\nCI requires browser tests, but there is no Chromium at ${chromium}.`);
    process.exit(1);
  }
  shout([
    `NO CHROMIUM at ${chromium}: BROWSER TESTS ARE SKIPPED. Only HTTP tests run.`,
    "Install it (apt-get install -y chromium) to run the whole suite.",
  ]);
  skipped.push("@browser");
}
if (!hasPostgres) skipped.push("@postgres");
if (skipped.length > 0) playwright.push("--grep-invert", skipped.join("|"));
status = run(playwright);
process.exit(status);
