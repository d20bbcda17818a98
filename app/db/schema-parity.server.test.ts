import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempAuth } from "~/test/temp-auth";
import { tempPostgresDatabase, testPostgresUrl } from "~/test/temp-data";
import { type DB, migrateToLatest, openSqlite } from "./db.server";
import { dialectOf } from "./dialect.server";

/**
 * The two databases must hold the same schema: the same tables, columns
 * (type family, nullability) and indexes after our migrations and Better
 * Auth's. Only each database's own search machinery differs, by design.
 */

/** Search indexes that exist on one database only (migrations T1000 and 2026-11-28T0900-search-keys). */
const SEARCH_ONLY = {
  sqlite: /^(product_search|product_key_search)/,
  postgres: /^(product_title_trgm|product_search_key_trgm)$/,
};

function family(type: string): string {
  const t = type.toLowerCase();
  if (/^(int|integer|bigint|int4|int8|smallint)$/.test(t)) return "integer";
  if (/^(text|varchar|character varying)/.test(t)) return "text";
  if (/^(real|float4|float8|double precision|numeric)$/.test(t)) return "real";
  if (/^(date|timestamp|timestamptz)/.test(t)) return "date";
  if (/^(bool|boolean)$/.test(t)) return "boolean";
  return t;
}

async function columns(db: DB) {
  const dialect = dialectOf(db);
  const tables = await db.introspection.getTables();
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    if (table.isView || SEARCH_ONLY[dialect].test(table.name)) continue;
    const keys = dialect === "sqlite" ? await primaryKey(db, table.name) : new Set<string>();
    out[table.name] = table.columns
      .map((c) => {
        // SQLite keeps Better Auth's booleans as integers; the values mean the same.
        const f = family(c.dataType);
        const kind =
          dialect === "sqlite" && f === "integer" && isBooleanColumn(c.name) ? "boolean" : f;
        // SQLite reports primary-key columns as nullable (a legacy quirk); both refuse NULL keys here.
        const nullable = c.isNullable && !keys.has(c.name);
        return `${c.name}:${kind}${nullable ? "?" : ""}`;
      })
      .sort();
  }
  return out;
}

async function primaryKey(db: DB, table: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string; pk: number }>`
    SELECT name, pk FROM pragma_table_info(${table})`.execute(db);
  return new Set(rows.filter((r) => r.pk > 0).map((r) => r.name));
}

const isBooleanColumn = (name: string) => ["emailVerified", "banned"].includes(name);

async function indexes(db: DB): Promise<string[]> {
  const dialect = dialectOf(db);
  if (dialect === "sqlite") {
    const { rows } = await sql<{ name: string; tbl_name: string; sql: string | null }>`
      SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index'`.execute(db);
    return rows
      .filter((r) => r.sql !== null && !SEARCH_ONLY.sqlite.test(r.name)) // auto indexes are constraints
      .map((r) => `${r.tbl_name}.${r.name}${/CREATE UNIQUE/i.test(r.sql ?? "") ? " unique" : ""}`)
      .sort();
  }
  const { rows } = await sql<{ indexname: string; tablename: string; indexdef: string }>`
    SELECT indexname, tablename, indexdef FROM pg_indexes WHERE schemaname = 'public'`.execute(db);
  const constraints = await sql<{ conname: string }>`
    SELECT conname FROM pg_constraint WHERE contype IN ('p', 'u')`.execute(db);
  const constraintNames = new Set(constraints.rows.map((r) => r.conname));
  return rows
    .filter((r) => !constraintNames.has(r.indexname) && !SEARCH_ONLY.postgres.test(r.indexname))
    .map(
      (r) => `${r.tablename}.${r.indexname}${/CREATE UNIQUE/i.test(r.indexdef) ? " unique" : ""}`,
    )
    .sort();
}

async function migrateAll(db: DB) {
  await migrateToLatest(db);
  await tempAuth(db);
}

describe.skipIf(!testPostgresUrl())("schema parity of SQLite and PostgreSQL", () => {
  let dir: string;
  let sqlite: DB;
  let pg: Awaited<ReturnType<typeof tempPostgresDatabase>>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "storefront-parity-"));
    sqlite = openSqlite(path.join(dir, "parity.db"));
    pg = await tempPostgresDatabase({ migrated: false });
    await migrateAll(sqlite);
    await migrateAll(pg.db);
  });
  afterAll(async () => {
    await sqlite.destroy();
    await pg.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("have the same tables and columns", async () => {
    const [a, b] = await Promise.all([columns(sqlite), columns(pg.db)]);
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    for (const table of Object.keys(a))
      expect({ [table]: b[table] }).toEqual({ [table]: a[table] });
    expect(Object.keys(a)).toEqual(expect.arrayContaining(["product", "user", "rate_limit"]));
  });

  it("have the same indexes", async () => {
    const [a, b] = await Promise.all([indexes(sqlite), indexes(pg.db)]);
    expect(b).toEqual(a);
    expect(a).toContain("category.category_name_unique unique");
  });

  it("each have their own title search index", async () => {
    const fts = await sql`SELECT name FROM sqlite_master WHERE name = 'product_search'`.execute(
      sqlite,
    );
    expect(fts.rows).toHaveLength(1);
    const trgm =
      await sql`SELECT indexname FROM pg_indexes WHERE indexname = 'product_title_trgm'`.execute(
        pg.db,
      );
    expect(trgm.rows).toHaveLength(1);
  });
});
