import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { type DB, migrateToLatest, openPostgres, openSqlite } from "~/db/db.server";
import type { Dialect } from "~/db/dialect.server";
import { fileSystemStorage, type MediaStorage } from "~/media/storage.server";
import { databaseUrl } from "./postgres-server";

export interface TempData {
  dir: string;
  db: DB;
  dialect: Dialect;
  storage: MediaStorage;
  /** A second, independent handle on the same database (as another instance would have). */
  reopen(): DB;
  cleanup(): Promise<void>;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The test PostgreSQL server (global-setup.ts), when this run has one. */
    postgresUrl: string | undefined;
    /** A migrated database to copy fresh test databases from. */
    postgresTemplate: string | undefined;
    /** Where the in-process HTTP tests keep the run's seeded demo shops (test-shop.ts). */
    shopTemplateRoot: string;
  }
}

/** The PostgreSQL server of this test run, or undefined (a SQLite-only run). */
export function testPostgresUrl(): string | undefined {
  return inject("postgresUrl");
}

/** Which database `tempData()` makes: PostgreSQL in the `TEST_DATABASE=postgres` run. */
function testDialect(): Dialect {
  return process.env.TEST_DATABASE === "postgres" ? "postgres" : "sqlite";
}

/**
 * A fresh, empty PostgreSQL database on the test server (migrated when a
 * template is given). `cLocale` makes it with LC_CTYPE and LC_COLLATE `C`,
 * the setting under which pg_trgm sees no letters outside ASCII; it is
 * migrated here, as the template's locale is not C.
 */
export async function tempPostgresDatabase(
  options: { migrated?: boolean; cLocale?: boolean } = {},
): Promise<{ db: DB; url: string; drop(): Promise<void> }> {
  const server = testPostgresUrl();
  if (!server) throw new Error("This test run has no PostgreSQL server (TEST_DATABASE=postgres)");
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = openPostgres(server, 1);
  const template =
    options.migrated === false || options.cLocale ? undefined : inject("postgresTemplate");
  try {
    const from = options.cLocale
      ? sql`TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`
      : template
        ? sql`TEMPLATE ${sql.id(template)}`
        : sql``;
    await sql`CREATE DATABASE ${sql.id(name)} ${from}`.execute(admin);
  } finally {
    await admin.destroy();
  }
  const url = databaseUrl(server, name);
  const db = openPostgres(url, 5);
  // Without a template (outside the shared run), migrate here.
  if (options.migrated !== false && !template) await migrateToLatest(db);
  return {
    db,
    url,
    async drop() {
      await db.destroy();
      const again = openPostgres(server, 1);
      try {
        await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(again);
      } finally {
        await again.destroy();
      }
    },
  };
}

/**
 * A fresh, migrated database and media folder in a temporary directory: a
 * SQLite file, or in the PostgreSQL run a new database on the test server.
 */
async function tempData(): Promise<TempData> {
  const dir = mkdtempSync(path.join(tmpdir(), "storefront-test-"));
  const storage = fileSystemStorage(path.join(dir, "media"));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  if (testDialect() === "postgres") {
    const pg = await tempPostgresDatabase();
    return {
      dir,
      db: pg.db,
      dialect: "postgres",
      storage,
      reopen: () => openPostgres(pg.url, 5),
      async cleanup() {
        await pg.drop();
        removeDir();
      },
    };
  }
  const file = path.join(dir, "test.db");
  const db = openSqlite(file);
  await migrateToLatest(db);
  return {
    dir,
    db,
    dialect: "sqlite",
    storage,
    reopen: () => openSqlite(file),
    async cleanup() {
      await db.destroy();
      removeDir();
    },
  };
}

/** A test's view of the current temporary data: cleaning up is the hooks' job. */
export type TempDataView = Omit<TempData, "cleanup">;

/**
 * Registers the hooks that make a fresh `tempData()` before each test (or once
 * for the file, with `{ once: true }`) and clean it up after; returns a view
 * whose fields read the current one. Hooks a file registers after this call
 * run after it, so they can already use the data.
 */
export function setupTempData(options: { once?: boolean } = {}): TempDataView {
  let current: TempData | undefined;
  const now = () => {
    if (!current) throw new Error("setupTempData: no data outside a test or its hooks");
    return current;
  };
  const [before, after] = options.once ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    current = await tempData();
  });
  after(async () => {
    await current?.cleanup();
    current = undefined;
  });
  return {
    get dir() {
      return now().dir;
    },
    get db() {
      return now().db;
    },
    get dialect() {
      return now().dialect;
    },
    get storage() {
      return now().storage;
    },
    reopen: () => now().reopen(),
  };
}
