/**
 * The benchmarks' 100,000-product catalogue on both databases: a SQLite file
 * and a database on a throwaway PostgreSQL cluster, filled by the same code so
 * the two hold the same rows, each made at most once per `npm run bench`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { insertCategory } from "~/catalogue/categories.server";
import { type DB, migrateToLatest, openPostgres, openSqlite } from "~/db/db.server";
import { dialectOf } from "~/db/dialect.server";
import { databaseUrl, type PostgresServer, startPostgres } from "~/test/postgres-server";

// The same titles, prices and categories as app/db/seed/synthetic.server.ts
// (`npm run seed -- --synthetic`), whose seedSynthetic opens SQLite files only.
const WORDS = [
  "Submersible",
  "Openwell",
  "Monoblock",
  "Borewell",
  "Jet",
  "Solar",
  "Diesel",
  "Motor",
  "Drill",
  "Grinder",
  "Cutter",
  "Blower",
];
const SIZES = ["0.5 HP", "1 HP", "1.5 HP", "2 HP", "3 HP", "5 HP", "7.5 HP", "10 HP"];
const CATEGORIES = ["Synthetic Pumps", "Synthetic Motors", "Synthetic Tools"];

/**
 * Appends `count` synthetic products to a migrated database of either kind:
 * multi-row inserts, one transaction per batch, created_at ascending in
 * insertion order (catalogue order is the order products were added).
 */
export async function seedSyntheticInto(db: DB, count: number): Promise<void> {
  const existing = await db.selectFrom("category").select("id").orderBy("id").execute();
  const categories =
    existing.length > 0 ? existing.map((c) => c.id) : await makeCategories(db, CATEGORIES);
  const now = Date.now();
  // 1,000 rows × 11 columns stays well under PostgreSQL's 65,535 bind parameters;
  // SQLite keeps the 500 of seedSynthetic.
  const batch = dialectOf(db) === "postgres" ? 1000 : 500;
  for (let start = 0; start < count; start += batch) {
    await db.transaction().execute(async (trx) => {
      const rows = [];
      for (let i = start; i < Math.min(count, start + batch); i++) {
        const word = WORDS[i % WORDS.length];
        const size = SIZES[(i >> 3) % SIZES.length];
        rows.push({
          id: `syn-${i.toString(36)}`,
          title: `SPT ${word} ${size} Model ${String(i).padStart(6, "0")}`,
          price_paise: (1500 + ((i * 7919) % 140000)) * 100,
          best_sell: i % 97 === 0 ? 1 : 0,
          review_count: i % 400,
          star: (i % 11) / 2,
          description: "Synthetic product for benchmarks.",
          specification: `Power: ${size}\nPhase: Single`,
          features: "Copper winding",
          created_at: now - (count - i) * 1000,
          updated_at: now - i * 1000,
        });
      }
      await trx.insertInto("product").values(rows).execute();
      await trx
        .insertInto("product_category")
        .values(
          rows.map((r, k) => ({
            product_id: r.id,
            position: 1,
            category_id: categories[(start + k) % categories.length] ?? 1,
            subcategory_id: null,
          })),
        )
        .execute();
    });
  }
  if (dialectOf(db) === "postgres") {
    // Statistics for the planner, and the GIN index's pending list merged into
    // the index proper: what autovacuum does shortly after any bulk load, so
    // the searches measure the steady state rather than the minute after it.
    await sql`VACUUM ANALYZE product`.execute(db);
    await sql`VACUUM ANALYZE product_category`.execute(db);
  }
}

/** One at a time: insertCategory runs its own transaction, and ids follow the names' order. */
async function makeCategories(db: DB, names: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, name] of names.entries()) {
    ids.push(
      (await insertCategory(db, { name, imageMediaId: null, position: i, subcategories: [] })).id,
    );
  }
  return ids;
}

export interface BenchCatalogues {
  /** A SQLite file with `count` products (made on first use). */
  sqlite(): Promise<string>;
  /** A postgres:// URL of a database with `count` products (cluster started on first use). */
  postgres(): Promise<string>;
  /** Stops the cluster and deletes everything made. */
  close(): Promise<void>;
}

export function benchCatalogues(count: number, log: (line: string) => void): BenchCatalogues {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-catalogue-"));
  let server: PostgresServer | undefined;
  let sqliteFile: Promise<string> | undefined;
  let postgresUrl: Promise<string> | undefined;

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
        server = await startPostgres();
        const admin = openPostgres(server.url, 1);
        try {
          await sql`CREATE DATABASE bench`.execute(admin);
        } finally {
          await admin.destroy();
        }
        const url = databaseUrl(server.url, "bench");
        const db = openPostgres(url, 2);
        try {
          await migrateToLatest(db);
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
    async close() {
      try {
        await server?.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
