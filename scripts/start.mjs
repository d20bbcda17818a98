// npm start: build if needed, migrate, seed an empty database, serve in production mode.
import path from "node:path";
import { pathToFileURL } from "node:url";

// A plain launcher: its few process.env uses stay here; the app reads the rest via env.server.ts.
process.env.NODE_ENV = "production";
const { buildIfNeeded, BUILD_DIR } = await import("./build-if-needed.mjs");
buildIfNeeded();
const server = await import(pathToFileURL(path.resolve(BUILD_DIR, "server/index.js")).href);
try {
  await server.main();
} catch (error) {
  // A wrong setting is the operator's to fix: say what, without a stack trace.
  if (error?.name !== "ConfigError") throw error;
  console.error(error.message);
  process.exit(1);
}
