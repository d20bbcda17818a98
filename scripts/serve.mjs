// The serving process's entry, started by scripts/start.mjs: `prepare` (migrations, first admin,
// demo seed; sends the sign-in line back and exits) or `serve`. Keeping the seed's work in a
// process of its own means the serving process never carries it.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BUILD_DIR } from "./build-if-needed.mjs";

const role = process.argv[2];
const server = await import(pathToFileURL(path.resolve(BUILD_DIR, "server/index.js")).href);

try {
  if (role === "prepare") {
    const adminNote = await server.prepareData();
    process.send?.({ adminNote });
    process.exit(0);
  }
  // Without its launcher (killed, even by SIGKILL) the shop stops at once, as the launcher did.
  process.on("disconnect", () => process.kill(process.pid, "SIGKILL"));
  const adminNote = await new Promise((resolve) =>
    process.once("message", (m) => resolve(m.adminNote || undefined)),
  );
  await server.main({ adminNote });
} catch (error) {
  // A wrong setting is the operator's to fix: say what, without a stack trace.
  if (error?.name !== "ConfigError") throw error;
  console.error(error.message);
  process.exit(1);
}
