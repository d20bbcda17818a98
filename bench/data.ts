/**
 * The benchmarks' 100,000-product catalogue on both databases: a SQLite file
 * and a database on a throwaway PostgreSQL cluster, filled by the same code so
 * the two hold the same rows, each made at most once per `npm run bench`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { type DB, migrateToLatest, openPostgres, openSqlite } from "~/db/db.server";
import { dialectOf } from "~/db/dialect.server";
import { seedSyntheticInto as seedProducts } from "~/seed/synthetic.server";
import { databaseUrl, type PostgresServer, startPostgres } from "~/test/postgres-server";

/**
 * The synthetic products (`npm run seed -- --synthetic`) on either database;
 * on PostgreSQL the load ends with what autovacuum does shortly after any bulk
 * load (planner statistics, the GIN index's pending list merged into the
 * index), so the searches measure the steady state, not the minute after it.
 */
async function seedSyntheticInto(db: DB, count: number): Promise<void> {
  await seedProducts(db, count);
  if (dialectOf(db) === "postgres") {
    await sql`VACUUM ANALYZE product`.execute(db);
    await sql`VACUUM ANALYZE product_category`.execute(db);
    await sql`VACUUM ANALYZE product_translation`.execute(db);
    await sql`VACUUM ANALYZE search_key_word`.execute(db);
  }
}

export interface BenchCatalogues {
  /** A SQLite file with `count` products (made on first use). */
  sqlite(): Promise<string>;
  /** A postgres:// URL of a database with `count` products (cluster started on first use). */
  postgres(): Promise<string>;
  /** A postgres:// URL of a new, migrated, empty database `name` on the same cluster. */
  emptyPostgres(name: string): Promise<string>;
  /** Stops the cluster and deletes everything made. */
  close(): Promise<void>;
}

export function benchCatalogues(count: number, log: (line: string) => void): BenchCatalogues {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-catalogue-"));
  let server: PostgresServer | undefined;
  let sqliteFile: Promise<string> | undefined;
  let postgresUrl: Promise<string> | undefined;
  let cluster: Promise<PostgresServer> | undefined;

  /** The cluster, started on first use; then a new migrated database on it. */
  const newDatabase = async (name: string): Promise<string> => {
    cluster ??= startPostgres().then((started) => {
      server = started;
      return started;
    });
    const { url: serverUrl } = await cluster;
    const admin = openPostgres(serverUrl, 1);
    try {
      await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
    } finally {
      await admin.destroy();
    }
    const url = databaseUrl(serverUrl, name);
    const db = openPostgres(url, 2);
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    return url;
  };

  const timed = async (what: string, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };

  return {
    sqlite() {
      sqliteFile ??= (async () => {
        const file = path.join(dir, "catalogue.db");
        const db = openSqlite(file);
        try {
          await migrateToLatest(db);
          await timed(`SQLite: ${count} synthetic products`, () => seedSyntheticInto(db, count));
        } finally {
          await db.destroy();
        }
        return file;
      })();
      return sqliteFile;
    },
    postgres() {
      postgresUrl ??= (async () => {
        const url = await newDatabase("bench");
        const db = openPostgres(url, 2);
        try {
          await timed(`PostgreSQL: ${count} synthetic products`, () =>
            seedSyntheticInto(db, count),
          );
        } finally {
          await db.destroy();
        }
        return url;
      })();
      return postgresUrl;
    },
    emptyPostgres: newDatabase,
    async close() {
      try {
        await server?.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
