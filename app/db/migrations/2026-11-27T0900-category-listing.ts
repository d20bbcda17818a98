import { type Kysely, sql } from "kysely";
import type { Dialect } from "../dialect.server";
import { int64 } from "./portable";

/**
 * Each product_category row carries its product's sort keys (title, price,
 * creation time), so a category's or subcategory's page in any order is a
 * range of one index, as the plain listing's page is a range of the product
 * table's (app/shop/listing.server.ts). Triggers keep the copies in step with
 * the product, whichever code writes it: a row takes its product's keys when
 * inserted, and a product's new keys reach all its rows.
 *
 * `listing_version` counts every change to which products a category or
 * subcategory holds, and to their names: the listing keeps a category's ids
 * and count in memory while the number is unchanged (one read of one row
 * instead of counting thousands of index entries).
 */
const SORTS = [
  ["title", { sqlite: "title COLLATE NOCASE", postgres: `(lower(title) COLLATE "C")` }],
  ["price", { sqlite: "price_paise", postgres: "price_paise" }],
  ["newest", { sqlite: "created_at", postgres: "created_at" }],
] as const;
const MEMBERS = ["category_id", "subcategory_id"] as const;

/** The tables whose changes alter a category's ids or members. */
const MEMBERSHIP = ["product_category", "category", "subcategory"] as const;

const indexName = (members: string, sort: string) =>
  `product_${members.replace("_id", "")}_by_${sort}`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable("product_category")
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("product_category")
    .addColumn("price_paise", int64(dialect), (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("product_category")
    .addColumn("created_at", int64(dialect), (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE product_category SET
    title = (SELECT p.title FROM product p WHERE p.id = product_category.product_id),
    price_paise = (SELECT p.price_paise FROM product p WHERE p.id = product_category.product_id),
    created_at = (SELECT p.created_at FROM product p WHERE p.id = product_category.product_id)`.execute(
    db,
  );
  for (const members of MEMBERS) {
    for (const [sort, key] of SORTS) {
      await sql`CREATE INDEX ${sql.id(indexName(members, sort))} ON product_category (${sql.id(members)}, ${sql.raw(key[dialect])}, product_id)`.execute(
        db,
      );
    }
  }
  await db.schema
    .createTable("listing_version")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", int64(dialect), (c) => c.notNull())
    .execute();
  await db.insertInto("listing_version").values({ id: 1, version: 1 }).execute();
  if (dialect === "postgres") {
    await sql`CREATE FUNCTION listing_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE listing_version SET version = version + 1 WHERE id = 1;
        RETURN NULL;
      END $$`.execute(db);
    for (const table of MEMBERSHIP) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_listing_version`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION listing_version_bump()`.execute(db);
    }
  } else {
    for (const table of MEMBERSHIP) {
      for (const event of ["INSERT", "UPDATE", "DELETE"]) {
        await sql`CREATE TRIGGER ${sql.id(`${table}_listing_version_${event.toLowerCase()}`)} AFTER ${sql.raw(event)} ON ${sql.table(table)} BEGIN
          UPDATE listing_version SET version = version + 1 WHERE id = 1;
        END`.execute(db);
      }
    }
  }
  if (dialect === "postgres") {
    await sql`CREATE FUNCTION product_category_keys() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT p.title, p.price_paise, p.created_at INTO NEW.title, NEW.price_paise, NEW.created_at
          FROM product p WHERE p.id = NEW.product_id;
        RETURN NEW;
      END $$`.execute(db);
    await sql`CREATE TRIGGER product_category_keys BEFORE INSERT OR UPDATE OF product_id ON product_category
      FOR EACH ROW EXECUTE FUNCTION product_category_keys()`.execute(db);
    await sql`CREATE FUNCTION product_keys_to_categories() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE product_category SET title = NEW.title, price_paise = NEW.price_paise,
          created_at = NEW.created_at WHERE product_id = NEW.id;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER product_keys_to_categories AFTER UPDATE OF title, price_paise, created_at ON product
      FOR EACH ROW EXECUTE FUNCTION product_keys_to_categories()`.execute(db);
  } else {
    await sql`CREATE TRIGGER product_category_keys AFTER INSERT ON product_category BEGIN
      UPDATE product_category SET
        title = (SELECT p.title FROM product p WHERE p.id = new.product_id),
        price_paise = (SELECT p.price_paise FROM product p WHERE p.id = new.product_id),
        created_at = (SELECT p.created_at FROM product p WHERE p.id = new.product_id)
      WHERE rowid = new.rowid;
    END`.execute(db);
    await sql`CREATE TRIGGER product_keys_to_categories AFTER UPDATE OF title, price_paise, created_at ON product BEGIN
      UPDATE product_category SET title = new.title, price_paise = new.price_paise,
        created_at = new.created_at WHERE product_id = new.id;
    END`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const table of MEMBERSHIP) {
    if (dialect === "postgres") {
      await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_listing_version`)} ON ${sql.table(table)}`.execute(
        db,
      );
    } else {
      for (const event of ["insert", "update", "delete"]) {
        await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_listing_version_${event}`)}`.execute(
          db,
        );
      }
    }
  }
  if (dialect === "postgres") await sql`DROP FUNCTION IF EXISTS listing_version_bump()`.execute(db);
  await db.schema.dropTable("listing_version").execute();
  await sql`DROP TRIGGER IF EXISTS product_keys_to_categories ${sql.raw(dialect === "postgres" ? "ON product" : "")}`.execute(
    db,
  );
  await sql`DROP TRIGGER IF EXISTS product_category_keys ${sql.raw(dialect === "postgres" ? "ON product_category" : "")}`.execute(
    db,
  );
  if (dialect === "postgres") {
    await sql`DROP FUNCTION IF EXISTS product_keys_to_categories()`.execute(db);
    await sql`DROP FUNCTION IF EXISTS product_category_keys()`.execute(db);
  }
  for (const members of MEMBERS) {
    for (const [sort] of SORTS)
      await sql`DROP INDEX IF EXISTS ${sql.id(indexName(members, sort))}`.execute(db);
  }
  for (const column of ["created_at", "price_paise", "title"]) {
    await db.schema.alterTable("product_category").dropColumn(column).execute();
  }
}
