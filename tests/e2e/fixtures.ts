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
export const test = base.extend<{ clientIp: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  // The server trusts a loopback proxy (TRUST_PROXY=loopback), so each test is
  // its own client for the sign-in rate limit, as real visitors would be.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
  clientIp: async ({}, use) => {
    await use(`10.${rand()}.${rand()}.${rand()}`);
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ "X-Forwarded-For": clientIp });
  },
});

function rand() {
  return Math.floor(Math.random() * 254) + 1;
}

let counter = 0;
/** A unique e-mail address for an account a test creates. */
export function uniqueEmail(prefix: string): string {
  counter++;
  return `${prefix}.${Date.now().toString(36)}${counter}${rand()}@e2e.test`;
}

export const ADMIN = { email: "admin@e2e.test", password: "e2e-admin-password" };

export { expect };
