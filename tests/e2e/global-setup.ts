import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { prepareSeededShop } from "../../app/test/seeded-shop";
import { buildIfNeeded } from "../../scripts/build-if-needed.mjs";

/**
 * Builds if needed, then seeds one demo shop with `npm start`'s own preparation; each worker
 * serves a copy of it from a server of its own (fixtures.ts), so the two workers never see
 * each other's data.
 */
export default async function globalSetup() {
  buildIfNeeded();
  const root = mkdtempSync(path.join(tmpdir(), "storefront-e2e-"));
  const template = path.join(root, "seeded");
  mkdirSync(template);
  prepareSeededShop(template);
  process.env.E2E_TEMPLATE_DIR = template;
  return () => rmSync(root, { recursive: true, force: true });
}
