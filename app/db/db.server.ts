import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type MigrationResultSet,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from "kysely";
import type pg from "pg";
import { type DatabaseConfig, env } from "~/config/env.server";
import { dialectOf } from "./dialect.server";
import { migrationsFor } from "./migrations";
import type { Database } from "./schema";

export type DB = Kysely<Database>;

/**
 * Transactions take the write lock when they begin (BEGIN IMMEDIATE). With a
 * deferred BEGIN, a transaction that read first and writes second fails at
 * once (SQLITE_BUSY_SNAPSHOT) when another process wrote meanwhile, e.g.
 * `npm run migrate` or a second instance on the same file; this way it waits
 * its turn (busy_timeout) instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  /**
   * Some failures (a full disk: SQLITE_FULL, I/O errors) make SQLite roll the
   * transaction back itself; a second rollback would then fail with "no
   * transaction is active" and hide the error that matters.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw("rollback"));
    } catch (error) {
      if (!/no transaction is active/.test((error as Error).message)) throw error;
    }
  }
}

class SqliteWriterDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** The better-sqlite3 connection behind each SQLite handle (for dataVersionReader). */
const sqliteConnections = new WeakMap<DB, SQLite.Database>();

/**
 * Kysely prepares every query anew; a page runs the same few dozen SQL texts
 * over and over, and preparing was a tenth of a render's database time. Kysely
 * runs one query at a time on the connection, so a statement is never reused
 * while another use of it is still running.
 */
function cachingStatements(sqlite: SQLite.Database, max = 500) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SQLite.Statement {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql); // most recently used goes last
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= max) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** Opens a SQLite file with the pragmas every connection needs. */
export function openSqlite(file: string): DB {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // FULL: an enquiry or order is on disk before the visitor is told it was sent.
  sqlite.pragma("synchronous = FULL");
  const db = new Kysely<Database>({
    dialect: new SqliteWriterDialect({ database: cachingStatements(sqlite) }),
  });
  sqliteConnections.set(db, sqlite);
  return db;
}

/**
 * On SQLite, a synchronous reader of `PRAGMA data_version`: it changes when
 * another connection (another process: a script, a test, a second instance)
 * commits to the file, and not for this handle's own writes. Null on PostgreSQL.
 */
export function dataVersionReader(db: DB): (() => number) | null {
  const sqlite = sqliteConnections.get(db);
  if (!sqlite) return null;
  const statement = sqlite.prepare("PRAGMA data_version").pluck();
  return () => statement.get() as number;
}

const require = createRequire(import.meta.url);

/** node-postgres, loaded on first use: a SQLite shop never holds it (about 16 MB). */
export function pgModule(): typeof pg {
  return require("pg") as typeof pg;
}

// int8 (count(*), bigint columns) and numeric (sums of bigints) arrive as strings
// by default; every such value here is a count, paise or milliseconds, well within 2^53.
const NUMERIC_OIDS = new Set([20, 1700]);
const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (NUMERIC_OIDS.has(oid)) return (value: string) => Number(value);
    return pgModule().types.getTypeParser(oid, format);
  },
};

/** Opens a PostgreSQL connection pool (commits are durable by PostgreSQL's defaults). */
export function openPostgres(url: string, poolSize = 10): DB {
  const pool = new (pgModule().Pool)({ connectionString: url, max: poolSize, types });
  // An idle client losing its server (a restart) must not crash the process; the pool drops it.
  pool.on("error", (error) => console.warn(`PostgreSQL pool: ${error.message}`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** A SQLite file path, or a parsed DATABASE_URL. */
export function openDatabase(target: string | DatabaseConfig): DB {
  if (typeof target === "string") return openSqlite(target);
  return target.kind === "sqlite"
    ? openSqlite(target.file)
    : openPostgres(target.url, target.poolSize);
}

function migrator(db: DB): Migrator {
  // Kysely cannot tell which database it talks to, so the migrations are told.
  const migrations = migrationsFor(dialectOf(db));
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

/** Any fixed number: the key of the advisory lock that serialises start-up work. */
const SETUP_LOCK = 7_140_221;

/**
 * Runs `work` while holding a database-wide lock, so when several instances
 * start at once only one migrates, makes the first admin and seeds; the others
 * wait, then find it done. SQLite has one writer (one machine) and needs none.
 */
export async function withSetupLock<T>(db: DB, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db) === "sqlite") return work();
  // The lock lives on one reserved connection; the work runs on the others.
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${SETUP_LOCK})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${SETUP_LOCK})`.execute(conn);
    }
  });
}

let shared: DB | undefined;

/** The application's database handle, opened once per process from the environment. */
export function appDb(): DB {
  shared ??= openDatabase(env().database);
  return shared;
}

export async function closeAppDb(): Promise<void> {
  await shared?.destroy();
  shared = undefined;
}
