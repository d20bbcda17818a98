// Builds the app when build/ is missing or older than the sources it came from.
// The build's own output is kept unless it fails: `npm start` stays quiet.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

// A plain launcher: it reads BUILD_DIR itself, before the app (and env.server.ts) exists.
export const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const STAMP = path.join(BUILD_DIR, ".built-at");
const SOURCES = [
  "app",
  "messages",
  "project.inlang",
  "public",
  "server.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

// Generated from messages/ at every compile (typecheck, vitest): not a source.
const GENERATED = path.join("app", "i18n", "paraglide");

function newest(p) {
  if (!existsSync(p) || p === GENERATED) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

export function buildIfNeeded() {
  // `npm run bench -- compare` serves builds of other commits as they are.
  if (process.env.BUILD_AS_IS === "1") return false;
  const built =
    existsSync(STAMP) && existsSync(path.join(BUILD_DIR, "server/index.js"))
      ? statSync(STAMP).mtimeMs
      : 0;
  if (built >= Math.max(...SOURCES.map(newest))) return false;
  console.log(
    built === 0
      ? "Building the storefront (first start: about half a minute)…"
      : "Building the storefront (its sources changed)…",
  );
  const started = Date.now();
  const result = spawnSync(process.execPath, ["scripts/build.mjs"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error("Build failed");
  }
  writeFileSync(STAMP, new Date().toISOString());
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  return true;
}
