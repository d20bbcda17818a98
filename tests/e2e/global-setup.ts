import { randomBytes } from "node:crypto";
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
  // Set here, so fixtures.ts can sign the cookies of sessions it makes for tests.
  const secret = randomBytes(32).toString("hex");
  const server = await startAppServer(
    {
      DATA_DIR: dataDir,
      SEED_IMAGES_PER_PRODUCT: "2",
      ADMIN_EMAIL: "admin@e2e.test",
      ADMIN_PASSWORD: "e2e-admin-password",
      SESSION_SECRET: secret,
      // As if behind a reverse proxy on this machine: tests give each client its own address.
      TRUST_PROXY: "loopback",
      // Errors only: on a busy test machine, slow-request warnings would bury the test output.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
    },
    { echo: "all" },
  );
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_SESSION_SECRET = secret;
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
