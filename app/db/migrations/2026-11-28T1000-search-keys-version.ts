import { type Kysely, sql } from "kysely";
import type { Dialect } from "../dialect.server";
import { int64 } from "./portable";

/**
 * `search_state.keys_version`: moves whenever a product is added or deleted,
 * or its title, search key or place in the catalogue changes, by a trigger,
 * whoever writes (the app, a script, a restore, another instance). Each
 * instance keeps its search index in memory (app/search/search-index.server.ts)
 * and reads it again when this moves.
 */
const SQLITE_TRIGGERS = {
  product_keys_insert: "AFTER INSERT ON product",
  product_keys_delete: "AFTER DELETE ON product",
  product_keys_update: "AFTER UPDATE OF title, search_key, created_at ON product",
};

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable("search_state")
    .addColumn("keys_version", int64(dialect), (c) => c.notNull().defaultTo(0))
    .execute();
  if (dialect === "postgres") {
    // Once per statement: a batch of a thousand products moves it once.
    await sql`CREATE FUNCTION search_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE search_state SET keys_version = keys_version + 1 WHERE id = 1;
        RETURN NULL;
      END
    $$`.execute(db);
    await sql`CREATE TRIGGER product_keys_changed
      AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF title, search_key, created_at ON product
      FOR EACH STATEMENT EXECUTE FUNCTION search_keys_changed()`.execute(db);
    return;
  }
  // SQLite has row triggers only.
  for (const [name, when] of Object.entries(SQLITE_TRIGGERS)) {
    await sql
      .raw(
        `CREATE TRIGGER ${name} ${when} BEGIN
          UPDATE search_state SET keys_version = keys_version + 1 WHERE id = 1;
        END`,
      )
      .execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === "postgres") {
    await sql`DROP TRIGGER IF EXISTS product_keys_changed ON product`.execute(db);
    await sql`DROP FUNCTION IF EXISTS search_keys_changed()`.execute(db);
  } else {
    for (const name of Object.keys(SQLITE_TRIGGERS)) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
    }
  }
  await db.schema.alterTable("search_state").dropColumn("keys_version").execute();
}
