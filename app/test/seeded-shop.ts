import { spawnSync } from "node:child_process";
import { copyFileSync, linkSync, mkdirSync, readdirSync, statSync } from "node:fs";

/**
 * The demo shop the tests start from: made once per run by `npm start`'s own preparation
 * (migrations, first admin, the demo seed with two images a product), then copied for each
 * in-process test file (test-shop.ts) and each browser-test worker (tests/e2e/fixtures.ts).
 */

/** The seeded admin of every test shop (the catalogue owner). */
export const SHOP_ADMIN = { email: "admin@e2e.test", password: "e2e-admin-password" };
/** Fixed, so a test signs session cookies its shop accepts (test-sessions.server.ts). */
export const SHOP_SECRET = "test-shop-session-secret-0123456789abcdef";

/** The settings every test shop runs with (over which a test may set its own). */
export function shopEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    SESSION_SECRET: SHOP_SECRET,
    SEED_IMAGES_PER_PRODUCT: "2",
    ADMIN_EMAIL: SHOP_ADMIN.email,
    ADMIN_PASSWORD: SHOP_ADMIN.password,
  };
}

/** Prepares and seeds a shop in `dataDir` with the current build (scripts/serve.mjs prepare). */
export function prepareSeededShop(dataDir: string, extra: Record<string, string> = {}): void {
  const result = spawnSync(process.execPath, ["scripts/serve.mjs", "prepare"], {
    encoding: "utf8",
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "error",
      // Vitest puts Vite's BASE_URL ("/") into the environment, which is not a shop's address.
      BASE_URL: "http://127.0.0.1:3000",
      ...shopEnv(dataDir),
      ...extra,
    },
  });
  if (result.status !== 0) throw new Error(`seeding the test shop failed:\n${result.stderr}`);
}

/** Copies a shop's data folder: the database files copied, media linked (never rewritten). */
export function copyShopData(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    const source = `${from}/${entry}`;
    const target = `${to}/${entry}`;
    if (statSync(source).isDirectory()) {
      if (entry === "media") linkTree(source, target);
      else copyShopData(source, target);
    } else copyFileSync(source, target);
  }
}

function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    const source = `${from}/${entry}`;
    const target = `${to}/${entry}`;
    if (statSync(source).isDirectory()) linkTree(source, target);
    else linkSync(source, target);
  }
}
