// The build itself, run by build-if-needed.mjs under its lock (npm run build, and npm start when
// the sources changed): React Router's build, then one copy of the browser's scripts per language
// (locale-scripts.mjs).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { catalogueLocales, writeLocaleScripts } from "./locale-scripts.mjs";

const result = spawnSync(
  process.execPath,
  ["--import", "./scripts/quiet-vite.mjs", "node_modules/@react-router/dev/bin.js", "build"],
  { stdio: "inherit" },
);
if (result.status !== 0) process.exit(result.status ?? 1);
const { locales, base } = catalogueLocales();
writeLocaleScripts(path.join(process.env.BUILD_DIR ?? "build", "client"), locales, base);
