import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { type OwnServer, startOwnServer as startServer } from "../../app/test/own-server";

/**
 * A production server of a spec's own (scripts/start.mjs, like `npm start`), for browser tests
 * that stop or starve it and must not disturb the shared one (app/test/own-server.ts). The
 * ops tests that need no browser are in tests/http/ops-*.test.ts, over copies of the run's
 * seeded shop.
 */
export { type OwnServer, removeDataDir, runScript } from "../../app/test/own-server";

export const OWN_ADMIN = { email: "owner@ops.test", password: "ops-admin-password" };

export async function startOwnServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<OwnServer> {
  return startServer(dataDir, {
    SEED_IMAGES_PER_PRODUCT: "1",
    ADMIN_EMAIL: OWN_ADMIN.email,
    ADMIN_PASSWORD: OWN_ADMIN.password,
    ...extraEnv,
  });
}

/**
 * A fresh data folder with a copy of the shared server's shop (the demo seed, and whatever the
 * specs running beside this one have added): its database taken with VACUUM INTO (one consistent
 * snapshot while it serves), its media copied. Saves a spec's own server the demo seed.
 */
export function seededDataDir(): string {
  const shared = process.env.E2E_DATA_DIR;
  if (!shared) throw new Error("E2E_DATA_DIR is not set: run through playwright test");
  const target = mkdtempSync(path.join(tmpdir(), "storefront-ops-"));
  const db = new Database(path.join(shared, "storefront.db"), { readonly: true });
  try {
    db.prepare("VACUUM INTO ?").run(path.join(target, "storefront.db"));
  } finally {
    db.close();
  }
  cpSync(path.join(shared, "media"), path.join(target, "media"), { recursive: true });
  return target;
}
