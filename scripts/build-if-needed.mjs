// Builds the app when build/ is missing or older than the sources it came from.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const STAMP = path.join(BUILD_DIR, ".built-at");
const SOURCES = [
  "app",
  "public",
  "server.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

export function buildIfNeeded() {
  const built =
    existsSync(STAMP) && existsSync(path.join(BUILD_DIR, "server/index.js"))
      ? statSync(STAMP).mtimeMs
      : 0;
  if (built >= Math.max(...SOURCES.map(newest))) return false;
  console.log("Building the storefront (first start or changed sources)…");
  const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("Build failed");
  writeFileSync(STAMP, new Date().toISOString());
  return true;
}
