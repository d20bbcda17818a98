// npm test: the build (the in-process HTTP tests and the browser tests serve it), then Vitest on
// SQLite and Vitest on a throwaway PostgreSQL server side by side (the database tests and the
// in-process HTTP tests run on both), then Playwright against the built server. Prints each
// phase's time and the ten slowest test files at the end (docs/testing.md). PostgreSQL and the
// browser tests are required in CI; elsewhere a machine without them skips those parts loudly.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";

function shout(lines) {
  console.warn(`\n${"!".repeat(78)}`);
  for (const line of lines) console.warn(`!! ${line}`);
  console.warn(`${"!".repeat(78)}\n`);
}

const reports = mkdtempSync(path.join(tmpdir(), "storefront-test-reports-"));
const phases = [];

/**
 * Runs node with `args`; `buffered` keeps its output until it ends (so two passes side by side
 * print one after the other). Resolves with the exit status.
 */
function run(name, args, { env = {}, buffered = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    const chunks = [];
    if (buffered) {
      child.stdout.on("data", (c) => chunks.push(c));
      child.stderr.on("data", (c) => chunks.push(c));
    }
    child.on("close", (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      phases.push({ name, seconds: (Date.now() - started) / 1000, status });
      if (buffered) {
        console.log(`\n── ${name} ${"─".repeat(Math.max(0, 72 - name.length))}`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(status);
    });
  });
}

/** Test files with their durations from a Vitest JSON report. */
function vitestFiles(file, pass) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8"));
  return report.testResults.map((r) => ({
    file: path.relative(process.cwd(), r.name),
    pass,
    seconds: (r.endTime - r.startTime) / 1000,
  }));
}

/** Spec files with the sum of their tests' durations from a Playwright JSON report. */
function playwrightFiles(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8"));
  const totals = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests
        .flatMap((t) => t.results)
        .reduce((sum, r) => sum + (r.duration ?? 0), 0);
      const name = path.join("tests/e2e", spec.file);
      totals.set(name, (totals.get(name) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...totals].map(([name, ms]) => ({ file: name, pass: "browser", seconds: ms / 1000 }));
}

function summary() {
  const total = (Date.now() - suiteStarted) / 1000;
  const mmss = (s) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, "0")}`;
  console.log("\nTest phases (wall time):");
  for (const p of phases) {
    console.log(
      `  ${p.name.padEnd(44)} ${mmss(p.seconds).padStart(6)}  ${p.status === 0 ? "ok" : "FAILED"}`,
    );
  }
  console.log(`  ${"whole run".padEnd(44)} ${mmss(total).padStart(6)}`);
  const files = [
    ...vitestFiles(path.join(reports, "vitest-sqlite.json"), "sqlite"),
    ...vitestFiles(path.join(reports, "vitest-postgres.json"), "postgres"),
    ...playwrightFiles(path.join(reports, "playwright.json")),
  ].sort((a, b) => b.seconds - a.seconds);
  if (files.length > 0) {
    console.log("\nSlowest test files (browser: the sum of their tests, over the workers):");
    for (const f of files.slice(0, 10)) {
      console.log(`  ${f.seconds.toFixed(1).padStart(7)} s  ${f.pass.padEnd(8)} ${f.file}`);
    }
  }
  rmSync(reports, { recursive: true, force: true });
}

const suiteStarted = Date.now();
const hasPostgres =
  existsSync("/usr/lib/postgresql") &&
  readdirSync("/usr/lib/postgresql").some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
if (!hasPostgres && process.env.CI) {
  console.error("\nCI requires the PostgreSQL tests, but PostgreSQL is not installed.");
  process.exit(1);
}
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium) && process.env.CI) {
  console.error(`\nCI requires browser tests, but there is no Chromium at ${chromium}.`);
  process.exit(1);
}

// The build: the in-process HTTP tests import it, Playwright serves it.
const buildStarted = Date.now();
let built;
try {
  built = buildIfNeeded();
} catch {
  process.exit(1);
}
phases.push({
  name: built ? "build" : "build (current: not rebuilt)",
  seconds: (Date.now() - buildStarted) / 1000,
  status: 0,
});

const vitest = "node_modules/vitest/vitest.mjs";
const json = (name) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reports, name)}`,
];
// Side by side: the SQLite pass is mostly CPU, the PostgreSQL pass mostly waits on its server.
// One worker each keeps the two cores busy without four processes fighting over them.
const passes = [
  run(
    "vitest: SQLite (all files)",
    [vitest, "run", "--maxWorkers=1", ...json("vitest-sqlite.json")],
    {
      buffered: hasPostgres,
    },
  ),
];
if (hasPostgres) {
  console.log("Vitest on SQLite and on PostgreSQL, side by side (each pass prints when it ends)…");
  passes.push(
    run(
      "vitest: PostgreSQL (*.server.test, tests/http)",
      [
        vitest,
        "run",
        "--maxWorkers=1",
        ".server.test",
        "tests/http/",
        ...json("vitest-postgres.json"),
      ],
      { env: { TEST_DATABASE: "postgres" }, buffered: true },
    ),
  );
} else {
  shout([
    "NO POSTGRESQL (/usr/lib/postgresql/*/bin/initdb): THE POSTGRESQL TESTS ARE SKIPPED.",
    "Install it (apt-get install -y postgresql) to run the whole suite.",
  ]);
}
const statuses = await Promise.all(passes);
if (statuses.some((s) => s !== 0)) {
  summary();
  process.exit(1);
}

const playwright = [
  "node_modules/@playwright/test/cli.js",
  "test",
  "--reporter=list,json",
  ...process.argv.slice(2),
];
const skipped = [];
if (!existsSync(chromium)) {
  shout([
    `NO CHROMIUM at ${chromium}: BROWSER TESTS ARE SKIPPED.`,
    "Install it (apt-get install -y chromium) to run the whole suite.",
  ]);
} else {
  if (!hasPostgres) skipped.push("@postgres");
  if (skipped.length > 0) playwright.push("--grep-invert", skipped.join("|"));
  const status = await run("playwright: browser tests", playwright, {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "playwright.json") },
  });
  summary();
  process.exit(status);
}
summary();
