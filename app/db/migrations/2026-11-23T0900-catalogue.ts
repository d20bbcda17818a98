import { type Kysely, sql } from "kysely";
import type { Dialect } from "../dialect.server";
import { int64, serialKey } from "./portable";

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const big = int64(dialect); // milliseconds and paise
  const id = serialKey(dialect);
  // Names are unique ignoring case: NOCASE on SQLite, a lower() index on PostgreSQL.
  const caselessName = dialect === "postgres" ? sql`lower(name)` : sql`name COLLATE NOCASE`;
  await db.schema
    .createTable("media")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("preset", "text", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("placeholder", "text", (c) => c.notNull())
    .addColumn("created_at", big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("category")
    .addColumn("id", "integer", id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("image_media_id", "text", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", big, (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX category_name_unique ON category (${caselessName})`.execute(db);

  await db.schema
    .createTable("subcategory")
    .addColumn("id", "integer", id)
    .addColumn("category_id", "integer", (c) =>
      c.notNull().references("category.id").onDelete("cascade"),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("image_media_id", "text", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", big, (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX subcategory_name_unique ON subcategory (category_id, ${caselessName})`.execute(
    db,
  );

  await db.schema
    .createTable("product")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("price_paise", big, (c) => c.notNull().check(sql`price_paise >= 0`))
    .addColumn("best_sell", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("review_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("star", "real", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`star >= 0 AND star <= 5 AND star * 2 = CAST(star * 2 AS INTEGER)`),
    )
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("specification", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("features", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", big, (c) => c.notNull())
    .addColumn("updated_at", big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("product_created_at").on("product").column("created_at").execute();
  await db.schema
    .createIndex("product_best_sell")
    .on("product")
    .columns(["best_sell", "created_at"])
    .execute();

  await db.schema
    .createTable("product_image")
    .addColumn("product_id", "text", (c) =>
      c.notNull().references("product.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull().check(sql`position BETWEEN 1 AND 5`))
    .addColumn("media_id", "text", (c) => c.notNull().references("media.id"))
    .addPrimaryKeyConstraint("product_image_pk", ["product_id", "position"])
    .execute();

  await db.schema
    .createTable("product_category")
    .addColumn("product_id", "text", (c) =>
      c.notNull().references("product.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull().check(sql`position BETWEEN 1 AND 4`))
    .addColumn("category_id", "integer", (c) =>
      c.notNull().references("category.id").onDelete("cascade"),
    )
    .addColumn("subcategory_id", "integer", (c) =>
      c.references("subcategory.id").onDelete("set null"),
    )
    .addPrimaryKeyConstraint("product_category_pk", ["product_id", "position"])
    .execute();
  await db.schema
    .createIndex("product_category_by_category")
    .on("product_category")
    .columns(["category_id", "subcategory_id"])
    .execute();

  await db.schema
    .createTable("image_set")
    .addColumn("id", "integer", id)
    .addColumn("type", "text", (c) => c.notNull().check(sql`type IN ('home', 'about')`))
    .addColumn("slot1_media_id", "text", (c) => c.references("media.id"))
    .addColumn("slot2_media_id", "text", (c) => c.references("media.id"))
    .addColumn("slot3_media_id", "text", (c) => c.references("media.id"))
    .addColumn("slot4_media_id", "text", (c) => c.references("media.id"))
    .addColumn("slot5_media_id", "text", (c) => c.references("media.id"))
    .addColumn("created_at", big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("image_set_newest")
    .on("image_set")
    .columns(["type", "created_at"])
    .execute();

  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("received"))
    .addColumn("created_at", big, (c) => c.notNull())
    .addColumn("updated_at", big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("orders_by_user")
    .on("orders")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("order_item")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("price_paise", big, (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn("image_media_id", "text")
    .addColumn("category", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("date", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_item_pk", ["order_id", "position"])
    .execute();

  await db.schema
    .createTable("enquiry")
    .addColumn("id", "integer", id)
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind IN ('product', 'dealer', 'cart', 'contact')`),
    )
    .addColumn("product_id", "text")
    .addColumn("product_title", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("company", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("gst", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("message", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("created_at", big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("enquiry_newest").on("enquiry").column("created_at").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "enquiry",
    "order_item",
    "orders",
    "image_set",
    "product_category",
    "product_image",
    "product",
    "subcategory",
    "category",
    "media",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
