import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrateToLatest, openPostgres } from "~/db/db.server";
import { databaseUrl, type PostgresServer, postgresBinDir, startPostgres } from "./postgres-server";

const TEMPLATE = "storefront_template";

/**
 * Vitest global setup. The `TEST_DATABASE=postgres` run (scripts/test.mjs)
 * starts one throwaway PostgreSQL server for all test files, with a migrated
 * template database that each test copies in a few milliseconds.
 */
export default async function setup(project: TestProject) {
  project.provide("postgresUrl", undefined);
  project.provide("postgresTemplate", undefined);
  // The seeded demo shop the in-process HTTP tests copy (test-shop.ts makes it on first use).
  const shops = mkdtempSync(path.join(tmpdir(), "storefront-shops-"));
  project.provide("shopTemplateRoot", shops);
  const removeShops = () => rmSync(shops, { recursive: true, force: true });
  if (process.env.TEST_DATABASE !== "postgres") return removeShops;
  if (!postgresBinDir()) {
    throw new Error("TEST_DATABASE=postgres needs PostgreSQL (apt-get install -y postgresql)");
  }
  const server: PostgresServer = await startPostgres();
  const admin = openPostgres(server.url, 1);
  const { sql } = await import("kysely");
  await sql`CREATE DATABASE ${sql.id(TEMPLATE)}`.execute(admin);
  await admin.destroy();
  const template = openPostgres(databaseUrl(server.url, TEMPLATE), 2);
  await migrateToLatest(template);
  await template.destroy();
  project.provide("postgresUrl", server.url);
  project.provide("postgresTemplate", TEMPLATE);
  return async () => {
    await server.stop();
    removeShops();
  };
}
