import path from "node:path";
import { test as base, expect } from "@playwright/test";
import Database from "better-sqlite3";

/** The server's own SQLite file, opened read-only to check what was stored. */
export function openServerDb() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run through playwright test");
  return new Database(path.join(dir, "storefront.db"), { readonly: true });
}

/**
 * Tests whose title has "@browser" drive Chromium; the rest speak plain HTTP
 * (JavaScript off). scripts/test.mjs skips the browser ones, loudly, only
 * where no Chromium exists and CI is not set.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect };
