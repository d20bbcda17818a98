import { type Kysely, sql } from "kysely";
import type { Dialect } from "../dialect.server";

/**
 * Indexes for the shop's sort orders, and a trigram index over product titles
 * for the header search: on SQLite an FTS5 table that keeps only the index
 * (content lives in `product`; triggers keep it in step), on PostgreSQL a
 * pg_trgm GIN index that serves ILIKE '%…%' directly.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await sql`CREATE INDEX product_by_price ON product (price_paise, id)`.execute(db);
  await sql`CREATE INDEX product_category_by_subcategory ON product_category (subcategory_id)`.execute(
    db,
  );
  if (dialect === "postgres") {
    // The order `caseless()` sorts by (dialect.server.ts).
    await sql`CREATE INDEX product_by_title ON product ((lower(title) COLLATE "C"), id)`.execute(
      db,
    );
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX product_title_trgm ON product USING gin (title gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  await sql`CREATE INDEX product_by_title ON product (title COLLATE NOCASE, id)`.execute(db);
  await sql`CREATE VIRTUAL TABLE product_search USING fts5(
    title, content='product', content_rowid='rowid', tokenize='trigram'
  )`.execute(db);
  await sql`CREATE TRIGGER product_search_insert AFTER INSERT ON product BEGIN
    INSERT INTO product_search (rowid, title) VALUES (new.rowid, new.title);
  END`.execute(db);
  await sql`CREATE TRIGGER product_search_delete AFTER DELETE ON product BEGIN
    INSERT INTO product_search (product_search, rowid, title) VALUES ('delete', old.rowid, old.title);
  END`.execute(db);
  await sql`CREATE TRIGGER product_search_update AFTER UPDATE OF title ON product BEGIN
    INSERT INTO product_search (product_search, rowid, title) VALUES ('delete', old.rowid, old.title);
    INSERT INTO product_search (rowid, title) VALUES (new.rowid, new.title);
  END`.execute(db);
  await sql`INSERT INTO product_search (product_search) VALUES ('rebuild')`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === "sqlite") {
    for (const trigger of [
      "product_search_insert",
      "product_search_delete",
      "product_search_update",
    ]) {
      await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)}`.execute(db);
    }
    await sql`DROP TABLE IF EXISTS product_search`.execute(db);
  }
  await sql`DROP INDEX IF EXISTS product_title_trgm`.execute(db);
  await sql`DROP INDEX IF EXISTS product_category_by_subcategory`.execute(db);
  await sql`DROP INDEX IF EXISTS product_by_title`.execute(db);
  await sql`DROP INDEX IF EXISTS product_by_price`.execute(db);
}
