import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAppServer } from "../../app/test/server-launcher";

/**
 * Starts `npm start`'s own entry (build if needed, migrate, seed, serve) on a
 * free port with a temporary data directory, and stops it after the run.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-e2e-"));
  const server = await startAppServer(
    {
      DATA_DIR: dataDir,
      SEED_IMAGES_PER_PRODUCT: "2",
      ADMIN_EMAIL: "admin@e2e.test",
      ADMIN_PASSWORD: "e2e-admin-password",
      // As if behind a reverse proxy on this machine: tests give each client its own address.
      TRUST_PROXY: "loopback",
      // Errors only: on a busy test machine, slow-request warnings would bury the test output.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
    },
    { echo: "all" },
  );
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
