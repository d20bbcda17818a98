import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Starts `npm start`'s own entry (build if needed, migrate, seed, serve) on a
 * free port with a temporary data directory, and stops it after the run.
 */
/** A port that is free right now (the server needs it up front for its BASE_URL). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

export default async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-e2e-"));
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_IMAGES_PER_PRODUCT: "2",
      ADMIN_EMAIL: "admin@e2e.test",
      ADMIN_PASSWORD: "e2e-admin-password",
      // As if behind a reverse proxy on this machine: tests give each client its own address.
      TRUST_PROXY: "loopback",
      // Errors only: on a busy test machine, slow-request warnings would bury the test output.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("server did not start in 240 s")), 240_000);
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      process.stdout.write(chunk);
      const match = out.match(/ready on (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited early with ${code}`)));
  });
  process.env.E2E_BASE_URL = url;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
