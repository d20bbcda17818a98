import { execFileSync } from "node:child_process";

/**
 * Vitest global setup: compiles messages/ once before the tests import the
 * catalogue (app/i18n/paraglide/, gitignored). In a child process: the
 * compiler, like the Vite plugin's watcher, leaves handles open that would
 * keep Vitest from exiting.
 */
export default function setup() {
  execFileSync(process.execPath, ["scripts/compile-messages.mjs"], { stdio: "inherit" });
}
