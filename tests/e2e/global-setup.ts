import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Starts `npm start`'s own entry (build if needed, migrate, seed, serve) on a
 * free port with a temporary data directory, and stops it after the run.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-e2e-"));
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_IMAGES_PER_PRODUCT: "2",
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
