// The build and its stamp. `npm run build` builds and writes the stamp; `npm start` (and the
// tests) build only when the stamp does not name the sources as they are now. A build holds a
// lock beside the build folder, so instances started together from one checkout never build at
// once: one builds, the others wait for it, find the stamp current, and serve (docs/scaling.md).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

// A plain launcher: it reads BUILD_DIR itself, before the app (and env.server.ts) exists.
export const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const STAMP = path.join(BUILD_DIR, ".build-stamp.json");
const LOCK = `${path.resolve(BUILD_DIR)}.lock`;

/** What the build is made from; tests (`*.test.ts`, `app/test/`) are not. */
const SOURCES = [
  "app",
  "messages",
  // Only its settings: inlang writes a cache, a README and more beside them as it compiles (during
  // a build too, after the hash was taken), which made the next start build again.
  path.join("project.inlang", "settings.json"),
  "public",
  "server.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/build-app.mjs",
  "scripts/locale-scripts.mjs",
  "scripts/paraglide-options.mjs",
  "scripts/quiet-vite.mjs",
];
const SKIPPED = [
  // Generated from messages/ at every compile (typecheck, vitest): not a source.
  path.join("app", "i18n", "paraglide"),
  path.join("app", "test"),
];
const TEST_FILE = /\.test\.tsx?$|\.test-support\.ts$/;

/** A hash of every source file's path and bytes (about 30 ms for the whole app). */
export function sourcesHash() {
  const hash = createHash("sha256");
  const walk = (p) => {
    if (SKIPPED.includes(p) || TEST_FILE.test(p)) return;
    const s = statSync(p, { throwIfNoEntry: false });
    if (!s) return;
    if (s.isDirectory()) {
      for (const entry of readdirSync(p).sort()) walk(path.join(p, entry));
      return;
    }
    hash.update(`${p}\0`);
    hash.update(readFileSync(p));
    hash.update("\0");
  };
  for (const source of SOURCES) walk(source);
  return hash.digest("hex");
}

function stampedHash() {
  try {
    if (!statSync(path.join(BUILD_DIR, "server", "index.js"), { throwIfNoEntry: false }))
      return null;
    return JSON.parse(readFileSync(STAMP, "utf8")).sources ?? null;
  } catch {
    return null;
  }
}

/** Whether the build in BUILD_DIR was made from the sources as they are now. */
export function buildIsCurrent() {
  return stampedHash() === sourcesHash();
}

const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Whether this process holds the lock now. */
let holding = false;

function lockHolder() {
  try {
    return Number(readFileSync(path.join(LOCK, "pid"), "utf8"));
  } catch {
    return null;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * Whether the lock is there and was left: its holder has died; or it names this process, which
 * does not hold it (an earlier process with the same pid, as a restarted container has); or it
 * has had no pid for ten seconds (being made this moment, or left by a crash at that moment).
 */
function lockIsLeft() {
  const made = statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs;
  if (made === undefined) return false;
  const holder = lockHolder();
  if (holder === null) return Date.now() - made > 10_000;
  return holder === process.pid || !alive(holder);
}

/**
 * Removes a left lock; one waiter at a time (under a lock of its own), so two waiters that both
 * found it left cannot both remove it: the later one would remove the lock the first had just
 * taken, and both would build. Returns whether it is worth trying to take the lock again now.
 */
function takeOverLeftLock() {
  if (!lockIsLeft()) return false;
  const takeover = `${LOCK}.takeover`;
  try {
    mkdirSync(takeover);
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
    // Another waiter is taking it over this moment; a takeover lock older than ten seconds was
    // left by a crash in the few lines below.
    const made = statSync(takeover, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - made > 10_000) rmSync(takeover, { recursive: true, force: true });
    return false;
  }
  try {
    // Looked at again under the takeover lock: another waiter may have taken it over already.
    if (lockIsLeft()) rmSync(LOCK, { recursive: true, force: true });
  } finally {
    rmSync(takeover, { recursive: true, force: true });
  }
  return true;
}

/**
 * Runs `work` holding the build lock (a folder made atomically, with the holder's pid in it).
 * A lock whose holder has died is taken over; `onWait` is told once that another holds it.
 */
export function withBuildLock(work, onWait = () => {}) {
  // Not taken twice by one process: a call inside `work` would wait for itself for ever.
  if (holding) throw new Error("withBuildLock: this process holds the lock already");
  let told = false;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      if (takeOverLeftLock()) continue;
      if (!told) {
        told = true;
        onWait();
      }
      pause(200);
    }
  }
  holding = true;
  try {
    writeFileSync(path.join(LOCK, "pid"), String(process.pid));
    return work();
  } finally {
    holding = false;
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Builds into BUILD_DIR and stamps it with the sources' hash; throws when the build fails. */
export function build({ quiet = false } = {}) {
  const sources = sourcesHash();
  // No stamp while the build folder is being rewritten: a build that fails (or is killed) half-way
  // must not leave a stamp that still calls the folder current.
  rmSync(STAMP, { force: true });
  const result = spawnSync(process.execPath, ["scripts/build-app.mjs"], {
    encoding: "utf8",
    stdio: quiet ? "pipe" : "inherit",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error("Build failed");
  }
  writeFileSync(STAMP, `${JSON.stringify({ sources, builtAt: new Date().toISOString() })}\n`);
}

/**
 * Builds when the build is missing or was made from other sources; quiet unless it fails, so
 * `npm start` prints only the operator's lines. Returns whether it built.
 */
export function buildIfNeeded() {
  // `npm run bench -- compare` serves builds of other commits as they are.
  if (process.env.BUILD_AS_IS === "1") return false;
  if (buildIsCurrent()) return false;
  return withBuildLock(
    () => {
      // Another instance may have built while this one waited.
      if (buildIsCurrent()) return false;
      const first = stampedHash() === null;
      console.log(
        first
          ? "Building the storefront (first start: about half a minute)…"
          : "Building the storefront (its sources changed)…",
      );
      const started = Date.now();
      build({ quiet: true });
      console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
      return true;
    },
    () => console.log("Waiting for another start's build to finish…"),
  );
}
