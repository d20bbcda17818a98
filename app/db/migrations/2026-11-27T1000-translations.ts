import type { Kysely } from "kysely";
import type { Dialect } from "../dialect.server";
import { int64 } from "./portable";

/**
 * Gujarati and Hindi versions of the catalogue's text (docs/languages.md,
 * "Translated content"): one side table per translatable entity, one row per
 * entity and language, one typed column per field. Beside each translated
 * field, `<field>_source` keeps the English it was made from; when the English
 * differs from it now, the translation is out of date (still shown, flagged to
 * staff). An empty translation means "not translated": the English is shown.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("product_translation")
    .addColumn("product_id", "text", (c) =>
      c.notNull().references("product.id").onDelete("cascade"),
    )
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("title_source", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description_source", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("specification", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("specification_source", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("features", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("features_source", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_at", int64(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint("product_translation_pk", ["product_id", "locale"])
    .execute();
  // A photo's description, by the photo (its media id), so reordering keeps it.
  await db.schema
    .createTable("product_image_translation")
    .addColumn("product_id", "text", (c) =>
      c.notNull().references("product.id").onDelete("cascade"),
    )
    .addColumn("media_id", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("alt_source", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("product_image_translation_pk", ["product_id", "media_id", "locale"])
    .execute();
  await db.schema
    .createTable("category_translation")
    .addColumn("category_id", "integer", (c) =>
      c.notNull().references("category.id").onDelete("cascade"),
    )
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("name_source", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("category_translation_pk", ["category_id", "locale"])
    .execute();
  await db.schema
    .createTable("subcategory_translation")
    .addColumn("subcategory_id", "integer", (c) =>
      c.notNull().references("subcategory.id").onDelete("cascade"),
    )
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("name_source", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("subcategory_translation_pk", ["subcategory_id", "locale"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("subcategory_translation").execute();
  await db.schema.dropTable("category_translation").execute();
  await db.schema.dropTable("product_image_translation").execute();
  await db.schema.dropTable("product_translation").execute();
}
