import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type MigrationResultSet, Migrator, SqliteDialect } from "kysely";
import { env } from "~/config/env.server";
import { migrations } from "./migrations";
import type { Database } from "./schema";

export type DB = Kysely<Database>;

/** Opens a SQLite file with the pragmas every connection needs. */
export function openDatabase(file: string): DB {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // FULL: an enquiry or order is on disk before the visitor is told it was sent.
  sqlite.pragma("synchronous = FULL");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

function migrator(db: DB): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function check({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Migration ${failed} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** Applies every pending migration; returns the names applied. */
export async function migrateToLatest(db: DB): Promise<string[]> {
  return check(await migrator(db).migrateToLatest());
}

/** Reverts every migration (tests and tooling only). */
export async function migrateDownAll(db: DB): Promise<string[]> {
  const m = migrator(db);
  const reverted: string[] = [];
  for (;;) {
    const names = check(await m.migrateDown());
    if (names.length === 0) return reverted;
    reverted.push(...names);
  }
}

let shared: DB | undefined;

/** The application's database handle, opened once per process from the environment. */
export function appDb(): DB {
  shared ??= openDatabase(env().databaseFile);
  return shared;
}

export async function closeAppDb(): Promise<void> {
  await shared?.destroy();
  shared = undefined;
}
