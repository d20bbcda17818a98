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

const OWN_ADMIN = { email: "owner@ops.test", password: "ops-admin-password" };

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
 * A fresh data folder with a copy of the run's seeded shop, which saves a spec's own server the
 * demo seed: the seeded template when the run has one (E2E_TEMPLATE_DIR, stopped), else the
 * shared server's data (E2E_DATA_DIR: the demo seed and what the specs beside this one added),
 * its database taken with VACUUM INTO (one consistent snapshot while it serves). Media copied.
 */
export function seededDataDir(): string {
  const template = process.env.E2E_TEMPLATE_DIR;
  const shared = template ?? process.env.E2E_DATA_DIR;
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
