// npm start: build if needed, then prepare the data (migrations, first admin, seed of an empty
// catalogue) and serve in production mode — each in a process of its own, so the serving
// process carries neither the build nor the seed, and starts with the memory settings of
// scripts/memory-settings.mjs. This launcher only passes signals on and waits.
import { spawn } from "node:child_process";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { servingEnv, servingFlags } from "./memory-settings.mjs";

// A plain launcher: its few process.env uses stay here; the app reads the rest via env.server.ts.
process.env.NODE_ENV = "production";
buildIfNeeded();

const entry = new URL("./serve.mjs", import.meta.url).pathname;

/** Runs the data's preparation; resolves with the admin sign-in line, or exits as it did. */
function prepare() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [entry, "prepare"], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let adminNote = "";
    child.on("message", (m) => {
      adminNote = m.adminNote;
    });
    child.on("exit", (code) => {
      if (code === 0) resolve(adminNote);
      else process.exit(code ?? 1);
    });
  });
}

const adminNote = await prepare();
const server = spawn(
  process.execPath,
  [...servingFlags(process.env), ...process.execArgv, entry, "serve"],
  { env: servingEnv(process.env), stdio: ["inherit", "inherit", "inherit", "ipc"] },
);
server.send({ adminNote });
// Ctrl-C reaches both processes; the server's handler ignores a repeat.
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => {
  if (signal) {
    // Ended by a signal: end the same way, so a supervisor sees what happened.
    for (const s of ["SIGTERM", "SIGINT"]) process.removeAllListeners(s);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
