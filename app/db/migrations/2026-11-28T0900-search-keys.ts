import { type Kysely, sql } from "kysely";
import type { Dialect } from "../dialect.server";
import * as englishVocabulary from "./2026-11-24T1400-search-vocabulary";
import { int64, serialKey } from "./portable";

/**
 * Search in every script (issue 25, docs/search.md):
 * - `product.search_key`: the keys of a product's titles in every language
 *   (app/search/search-key.server.ts), ASCII only, so one trigram index
 *   serves Gujarati, Hindi and Latin queries alike, whatever the database's
 *   collation. The app writes it when a product or its translation is saved,
 *   and at start for any product whose key is older than the app's
 *   (`search_key_version`), which fills it for the products already here.
 * - `search_key_word`: the words titles used for each key, per language, for
 *   typo correction and for saying what a query was understood as.
 * - `search_synonym`: the lexicon staff edit (word in any script → the
 *   English words of titles).
 * - `search_state`: counts changes to the lexicon and additions to the
 *   words, so every instance reads them again after one, and remembers the
 *   lexicon's first-run seed.
 * The English-only vocabulary of T1400 (`search_word`) gives way to
 * `search_key_word`, and goes.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable("product")
    .addColumn("search_key", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("product")
    .addColumn("search_key_version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  if (dialect === "postgres") {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX product_search_key_trgm ON product USING gin (search_key gin_trgm_ops)`.execute(
      db,
    );
  } else {
    await sql`CREATE VIRTUAL TABLE product_key_search USING fts5(
      search_key, content='product', content_rowid='rowid', tokenize='trigram'
    )`.execute(db);
    await sql`CREATE TRIGGER product_key_search_insert AFTER INSERT ON product BEGIN
      INSERT INTO product_key_search (rowid, search_key) VALUES (new.rowid, new.search_key);
    END`.execute(db);
    await sql`CREATE TRIGGER product_key_search_delete AFTER DELETE ON product BEGIN
      INSERT INTO product_key_search (product_key_search, rowid, search_key) VALUES ('delete', old.rowid, old.search_key);
    END`.execute(db);
    await sql`CREATE TRIGGER product_key_search_update AFTER UPDATE OF search_key ON product BEGIN
      INSERT INTO product_key_search (product_key_search, rowid, search_key) VALUES ('delete', old.rowid, old.search_key);
      INSERT INTO product_key_search (rowid, search_key) VALUES (new.rowid, new.search_key);
    END`.execute(db);
    await sql`INSERT INTO product_key_search (product_key_search) VALUES ('rebuild')`.execute(db);
  }
  await db.schema
    .createTable("search_key_word")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("word", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_key_word_pk", ["key", "locale", "word"])
    .execute();
  await db.schema
    .createTable("search_synonym")
    .addColumn("id", "integer", serialKey(dialect))
    .addColumn("word", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull().check(sql`lang IN ('en', 'gu', 'hi')`))
    .addColumn("means", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull().check(sql`source IN ('seed', 'staff')`))
    .addColumn("updated_at", int64(dialect), (c) => c.notNull())
    .addUniqueConstraint("search_synonym_word_lang", ["word", "lang"])
    .execute();
  await db.schema
    .createTable("search_state")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("lexicon_version", int64(dialect), (c) => c.notNull().defaultTo(0))
    .addColumn("lexicon_seeded", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("words_version", int64(dialect), (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto("search_state").values({ id: 1 }).execute();
  await englishVocabulary.down(db, dialect);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await englishVocabulary.up(db, dialect);
  await db.schema.dropTable("search_state").execute();
  await db.schema.dropTable("search_synonym").execute();
  await db.schema.dropTable("search_key_word").execute();
  if (dialect === "postgres") {
    await sql`DROP INDEX IF EXISTS product_search_key_trgm`.execute(db);
  } else {
    for (const t of [
      "product_key_search_insert",
      "product_key_search_delete",
      "product_key_search_update",
    ]) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${t}`).execute(db);
    }
    await sql`DROP TABLE IF EXISTS product_key_search`.execute(db);
  }
  await db.schema.alterTable("product").dropColumn("search_key_version").execute();
  await db.schema.alterTable("product").dropColumn("search_key").execute();
}
